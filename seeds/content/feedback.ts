// Feedback categories, the canned feedback statements analysts tick, and the two decision-letter
// templates (one per statement type). Statement categories are named here and resolved to ids later.

export const FEEDBACK_CATEGORIES = ['Course description', 'Course content', 'Assessments', 'Course materials', 'Subject-area criteria', 'General'];

const REVISION = 1;
const APPROVAL = 2;
const ALL_AREAS = null;

type StatementSeed = { reviewStatementTypeId: number; subjectAreaId: number | null; sectionId: string; category: string; statement: string };

const s = (reviewStatementTypeId: number, subjectAreaId: number | null, sectionId: string, category: string, statement: string): StatementSeed => ({
  reviewStatementTypeId,
  subjectAreaId,
  sectionId,
  category,
  statement,
});

export const FEEDBACK_STATEMENTS: StatementSeed[] = [
  s(REVISION, ALL_AREAS, '0', 'General', 'The course title must describe the course content and may not include a grade level alone.'),
  s(REVISION, ALL_AREAS, '0', 'General', 'The transcript abbreviation and course code must match the school transcript.'),
  s(REVISION, ALL_AREAS, '2', 'Course description', 'The course overview must summarize the goals of the course and what students will know and be able to do.'),
  s(REVISION, ALL_AREAS, '2', 'Course description', 'Prerequisites must be college-preparatory courses or be marked as recommended rather than required.'),
  s(REVISION, ALL_AREAS, '3', 'Course content', 'The course content does not demonstrate the depth expected of a college-preparatory course.'),
  s(REVISION, ALL_AREAS, '3a', 'Course content', 'Each unit must describe the topics covered in enough detail to show the course content.'),
  s(REVISION, ALL_AREAS, '3a', 'Course content', 'Units must show how the content builds from one unit to the next over the length of the course.'),
  s(REVISION, ALL_AREAS, '3b', 'Assessments', 'Each unit must include at least one substantive assignment, described in detail.'),
  s(REVISION, ALL_AREAS, '3b', 'Assessments', 'Assignments must require students to write, analyze or apply the content, not only recall it.'),
  s(REVISION, ALL_AREAS, '3c', 'Assessments', 'Describe the assessments of the course, including how student work is evaluated.'),
  s(REVISION, ALL_AREAS, '4', 'Course materials', 'List the primary textbook or equivalent course materials, with title, author and edition.'),
  s(REVISION, ALL_AREAS, '4', 'Course materials', 'Websites listed as primary materials must include the URL and a description of their use.'),
  s(REVISION, 1, '3a', 'Subject-area criteria', 'History/social science courses must use primary and secondary sources to analyze historical events.'),
  s(REVISION, 1, '3b', 'Subject-area criteria', 'Include a research assignment in which students evaluate evidence and construct a historical argument.'),
  s(REVISION, 2, '3b', 'Subject-area criteria', 'English courses must include frequent and regular writing, including a multi-draft analytical essay.'),
  s(REVISION, 2, '3a', 'Subject-area criteria', 'The reading list must include full-length works of literature and informational texts.'),
  s(REVISION, 3, '3', 'Subject-area criteria', 'Mathematics courses must show the content is at or above the level of Algebra I and address the standards for mathematical practice.'),
  s(REVISION, 3, '3a', 'Subject-area criteria', 'Show how students use mathematical modeling with real data in at least one unit.'),
  s(REVISION, 4, '3b', 'Subject-area criteria', 'Laboratory science courses must include hands-on laboratory activities for at least 20% of class time.'),
  s(REVISION, 4, '3b', 'Subject-area criteria', 'Describe each lab activity with its purpose, procedure and the analysis students perform.'),
  s(REVISION, 5, '3', 'Subject-area criteria', 'Language courses must develop speaking, listening, reading and writing in the language of study.'),
  s(REVISION, 6, '3', 'Subject-area criteria', 'Visual and performing arts courses must address the California arts standards for creating, performing, responding and connecting.'),
  s(REVISION, 7, '3', 'Subject-area criteria', 'Elective courses must be college-preparatory and build on the content of the A–F subject areas.'),
  s(APPROVAL, ALL_AREAS, '-1', 'General', 'Thank you for a well-organized submission; the units and assessments clearly meet the criteria.'),
  s(APPROVAL, ALL_AREAS, '-1', 'General', 'Approved. Consider adding a culminating project to strengthen the final unit.'),
  s(APPROVAL, ALL_AREAS, '-1', 'General', 'Approved. Please keep the course materials list up to date when editions change.'),
  s(APPROVAL, 3, '-1', 'Subject-area criteria', 'Approved. The course integrates mathematical practices and modeling throughout.'),
  s(APPROVAL, 4, '-1', 'Subject-area criteria', 'Approved. The laboratory activities are well documented and inquiry-based.'),
  s(APPROVAL, 2, '-1', 'Subject-area criteria', 'Approved. The writing assignments show a strong progression across the course.'),
  s(APPROVAL, 7, '-1', 'Subject-area criteria', 'Approved as a college-preparatory elective.'),
];

export const FEEDBACK_TEMPLATES = [
  {
    id: REVISION,
    reviewStatementTypeId: REVISION,
    template:
      '<p>Dear {{recipientName}},</p><p>Thank you for submitting <strong>{{courseTitle}}</strong> for {{academicYear}}. The course cannot be approved as submitted. Please revise the sections below and resubmit.</p>',
  },
  {
    id: APPROVAL,
    reviewStatementTypeId: APPROVAL,
    template: '<p>Dear {{recipientName}},</p><p><strong>{{courseTitle}}</strong> has been approved for {{academicYear}}. Comments from the reviewer follow.</p>',
  },
];
