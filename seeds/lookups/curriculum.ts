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
/** Academic year id from which discipline 56 (Computer Science in Mathematics) is accepted. */
const COMPUTER_SCIENCE_IN_C_FROM = 29;

/**
 * The subject area and discipline pairs of real public A–G course lists (seeds/data/uc-ag-disciplines.csv,
 * 38 pairs; a test holds the two equal). Ids are kept from the first, made-up list where a discipline
 * stayed (docs/resources.md "The A–G disciplines" maps each old id): 15, 16 and 56 are the Mathematics
 * disciplines the math category 4 question applies to (rules/course-form.json), and 56 is accepted
 * only from 2025-26 on. A name may stand under several areas (English under B and G).
 */
export const DISCIPLINE = {
  worldHistory: 1, usHistory: 2, civics: 3,
  english: 6, englishLearners: 9,
  algebra1: 11, geometry: 12, algebra2: 13, mathematics1: 14, otherAdvancedMathematics: 15, statistics: 16,
  calculus: 44, mathematics2: 45, preCalculus: 46, computerScienceInMathematics: 56,
  biology: 17, chemistry: 18, physics: 19, earthAndSpace: 20, interdisciplinarySciences: 21, computerScience: 22, engineering: 23, appliedScience: 24,
  loteLevel1: 25, loteLevel2: 26, loteLevel3: 27, loteLevel4: 28,
  dance: 29, music: 30, theater: 31, visualArts: 32,
  electiveHistory: 35, electiveEnglish: 36, electiveMathematicsComputerScience: 37, electiveBiology: 38, electiveEnglishLearners: 39, electiveArts: 40, electiveInterdisciplinary: 41,
} as const;

const d = DISCIPLINE;
export const DISCIPLINES = [
  { id: d.civics, subjectAreaId: A, name: 'Civics / American Government' },
  { id: d.usHistory, subjectAreaId: A, name: 'U.S. History' },
  { id: d.worldHistory, subjectAreaId: A, name: 'World History / Cultures / Historical Geography' },
  { id: d.english, subjectAreaId: B, name: 'English' },
  { id: d.englishLearners, subjectAreaId: B, name: 'English as a Second Language (ESL) / English Language Development (ELD)' },
  { id: d.algebra1, subjectAreaId: C, name: 'Algebra I' },
  { id: d.algebra2, subjectAreaId: C, name: 'Algebra II' },
  { id: d.calculus, subjectAreaId: C, name: 'Calculus' },
  { id: d.computerScienceInMathematics, subjectAreaId: C, name: 'Computer Science', firstAcademicYearId: COMPUTER_SCIENCE_IN_C_FROM },
  { id: d.geometry, subjectAreaId: C, name: 'Geometry' },
  { id: d.mathematics1, subjectAreaId: C, name: 'Mathematics I' },
  { id: d.mathematics2, subjectAreaId: C, name: 'Mathematics II' },
  { id: d.otherAdvancedMathematics, subjectAreaId: C, name: 'Other Advanced Mathematics' },
  { id: d.preCalculus, subjectAreaId: C, name: 'Pre-Calculus' },
  { id: d.statistics, subjectAreaId: C, name: 'Statistics' },
  { id: d.appliedScience, subjectAreaId: D, name: 'Applied Science' },
  { id: d.biology, subjectAreaId: D, name: 'Biology / Life Sciences' },
  { id: d.chemistry, subjectAreaId: D, name: 'Chemistry' },
  { id: d.computerScience, subjectAreaId: D, name: 'Computer Science' },
  { id: d.earthAndSpace, subjectAreaId: D, name: 'Earth and Space Sciences' },
  { id: d.engineering, subjectAreaId: D, name: 'Engineering' },
  { id: d.interdisciplinarySciences, subjectAreaId: D, name: 'Interdisciplinary Sciences' },
  { id: d.physics, subjectAreaId: D, name: 'Physics' },
  { id: d.loteLevel1, subjectAreaId: E, name: 'LOTE Level 1' },
  { id: d.loteLevel2, subjectAreaId: E, name: 'LOTE Level 2' },
  { id: d.loteLevel3, subjectAreaId: E, name: 'LOTE Level 3' },
  { id: d.loteLevel4, subjectAreaId: E, name: 'LOTE Level 4+' },
  { id: d.dance, subjectAreaId: F, name: 'Dance' },
  { id: d.music, subjectAreaId: F, name: 'Music' },
  { id: d.theater, subjectAreaId: F, name: 'Theater' },
  { id: d.visualArts, subjectAreaId: F, name: 'Visual Arts' },
  { id: d.electiveEnglish, subjectAreaId: G, name: 'English' },
  { id: d.electiveEnglishLearners, subjectAreaId: G, name: 'English as a Second Language (ESL) / English Language Development (ELD)' },
  { id: d.electiveHistory, subjectAreaId: G, name: 'History / Social Science' },
  { id: d.electiveInterdisciplinary, subjectAreaId: G, name: 'Interdisciplinary' },
  { id: d.electiveMathematicsComputerScience, subjectAreaId: G, name: 'Mathematics - Computer Science' },
  { id: d.electiveBiology, subjectAreaId: G, name: 'Science – Biology / Life Sciences' },
  { id: d.electiveArts, subjectAreaId: G, name: 'Visual & Performing Arts' },
].map((row): { id: number; subjectAreaId: number; name: string; firstAcademicYearId: number | null } => ({ firstAcademicYearId: null, ...row }));

/** The LOTE level discipline of a language course's level (1, 2, 3, then 4+). */
export const loteLevel = (level: number): number => [d.loteLevel1, d.loteLevel2, d.loteLevel3][level - 1] ?? d.loteLevel4;

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
