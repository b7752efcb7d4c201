// The course-describing lookups: subject areas A–G, their disciplines, languages, course lengths
// and honors types. Ids are fixed because rules and stored courses refer to them.

/** Years required and recommended per spec 1 §9. */
export const SUBJECT_AREAS = [
  { id: 1, code: 'A', name: 'History / Social Science', yearsRequired: 2, yearsRecommended: null },
  { id: 2, code: 'B', name: 'English', yearsRequired: 4, yearsRecommended: null },
  { id: 3, code: 'C', name: 'Mathematics', yearsRequired: 3, yearsRecommended: 4 },
  { id: 4, code: 'D', name: 'Science', yearsRequired: 2, yearsRecommended: 3 },
  { id: 5, code: 'E', name: 'Language Other than English', yearsRequired: 2, yearsRecommended: 3 },
  { id: 6, code: 'F', name: 'Visual & Performing Arts', yearsRequired: 1, yearsRecommended: null },
  { id: 7, code: 'G', name: 'College-Preparatory Elective', yearsRequired: 1, yearsRecommended: null },
];

const A = 1, B = 2, C = 3, D = 4, E = 5, F = 6, G = 7;
/** Academic year id from which Data Science courses are accepted. */
const DATA_SCIENCE_FROM = 29;

// Ids 15 and 16 (advanced mathematics, statistics) and 56 (data science, added later, hence the gap)
// are the Mathematics disciplines the math category 4 question applies to.
export const DISCIPLINES = [
  { id: 1, subjectAreaId: A, name: 'World History, Cultures & Historical Geography' },
  { id: 2, subjectAreaId: A, name: 'U.S. History' },
  { id: 3, subjectAreaId: A, name: 'Civics / American Government' },
  { id: 4, subjectAreaId: A, name: 'U.S. History and Civics / American Government' },
  { id: 5, subjectAreaId: A, name: 'Ethnic Studies' },
  { id: 6, subjectAreaId: B, name: 'English Language Arts' },
  { id: 7, subjectAreaId: B, name: 'Composition' },
  { id: 8, subjectAreaId: B, name: 'Literature' },
  { id: 9, subjectAreaId: B, name: 'English Language Development (ELD)' },
  { id: 10, subjectAreaId: B, name: 'Journalism and Rhetoric' },
  { id: 11, subjectAreaId: C, name: 'Algebra I' },
  { id: 12, subjectAreaId: C, name: 'Geometry' },
  { id: 13, subjectAreaId: C, name: 'Algebra II' },
  { id: 14, subjectAreaId: C, name: 'Integrated Mathematics I–III' },
  { id: 15, subjectAreaId: C, name: 'Advanced Mathematics (Precalculus, Calculus)' },
  { id: 16, subjectAreaId: C, name: 'Statistics' },
  { id: 17, subjectAreaId: D, name: 'Biology / Life Sciences' },
  { id: 18, subjectAreaId: D, name: 'Chemistry' },
  { id: 19, subjectAreaId: D, name: 'Physics' },
  { id: 20, subjectAreaId: D, name: 'Earth and Space Sciences' },
  { id: 21, subjectAreaId: D, name: 'Interdisciplinary Sciences' },
  { id: 22, subjectAreaId: D, name: 'Computer Science' },
  { id: 23, subjectAreaId: D, name: 'Engineering' },
  { id: 24, subjectAreaId: D, name: 'Applied Science' },
  { id: 25, subjectAreaId: E, name: 'Modern Language' },
  { id: 26, subjectAreaId: E, name: 'Classical Language' },
  { id: 27, subjectAreaId: E, name: 'American Sign Language' },
  { id: 28, subjectAreaId: E, name: 'Language for Native / Heritage Speakers' },
  { id: 29, subjectAreaId: F, name: 'Dance' },
  { id: 30, subjectAreaId: F, name: 'Music' },
  { id: 31, subjectAreaId: F, name: 'Theater' },
  { id: 32, subjectAreaId: F, name: 'Visual Arts' },
  { id: 33, subjectAreaId: F, name: 'Media Arts' },
  { id: 34, subjectAreaId: F, name: 'Interdisciplinary Arts' },
  { id: 35, subjectAreaId: G, name: 'History / Social Science (Elective)' },
  { id: 36, subjectAreaId: G, name: 'English (Elective)' },
  { id: 37, subjectAreaId: G, name: 'Mathematics (Elective)' },
  { id: 38, subjectAreaId: G, name: 'Laboratory Science (Elective)' },
  { id: 39, subjectAreaId: G, name: 'Language Other than English (Elective)' },
  { id: 40, subjectAreaId: G, name: 'Visual & Performing Arts (Elective)' },
  { id: 41, subjectAreaId: G, name: 'Interdisciplinary (Elective)' },
  { id: 42, subjectAreaId: G, name: 'Computer Science (Elective)' },
  { id: 43, subjectAreaId: G, name: 'Career Technical Education (Elective)' },
  { id: 56, subjectAreaId: C, name: 'Data Science', firstAcademicYearId: DATA_SCIENCE_FROM },
].map((d) => ({ firstAcademicYearId: null as number | null, ...d }));

export const LANGUAGES = [
  'American Sign Language', 'Arabic', 'Armenian', 'Cantonese', 'Farsi (Persian)', 'Filipino (Tagalog)', 'French',
  'German', 'Hebrew', 'Hindi', 'Hmong', 'Italian', 'Japanese', 'Khmer', 'Korean', 'Mandarin', 'Portuguese',
  'Punjabi', 'Russian', 'Spanish', 'Vietnamese', 'Latin', 'Classical Greek', 'Other',
].map((name, i) => ({ id: i + 1, name, isClassical: name === 'Latin' || name === 'Classical Greek' }));

export const COURSE_LENGTHS = [
  { id: 1, name: 'One semester', isTwoYear: false },
  { id: 2, name: 'One year', isTwoYear: false },
  { id: 3, name: 'Two years', isTwoYear: true },
  { id: 4, name: 'One trimester', isTwoYear: false },
  { id: 5, name: 'Two trimesters', isTwoYear: false },
];

export const HONORS_TYPES = [
  { id: 1, name: 'Advanced Placement (AP)' },
  { id: 2, name: 'International Baccalaureate (IB)' },
  { id: 3, name: 'UC-certified honors' },
  { id: 4, name: 'School-designated honors (not UC-certified)' },
  { id: 5, name: 'College course (dual enrollment)' },
];
