// The headings of the facet groups (spec 1 §2's filter names), shared by the answer, the screen and
// the export. Pure: the admin UI imports it.
import type { FacetField } from './engine/facet-groups.js';

export const FACET_TITLES: Record<FacetField, string> = {
  statusGroup: 'Status',
  year: 'Year',
  subjectArea: 'Subject area',
  discipline: 'Discipline',
  language: 'Language',
  honorsType: 'Honors type',
  grade: 'Grades',
  cteIndustry: 'CTE industry',
  institutionType: 'Institution type',
  submissionType: 'Submission type',
  tag: 'Tag',
  secondReview: '2nd review',
  rubric: 'Rubric',
  analyst: 'Analyst',
  selfReported: 'Self-reported',
  auditType: 'Audit type',
  mathCategory4: 'Math category 4',
};
