// What people read for the course search's words: the facet groups' headings (spec 1 §2's filter
// names) and the orders' names. Shared by the search's answer, the screen's filters and "Sort by"
// choices, and the export's criteria rows.
import type { FacetField, SortField } from '../contract/course-search.js';

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

export const SORT_LABELS: Record<SortField, string> = {
  submittedOn: 'Submitted',
  title: 'Title',
  institutionName: 'Institution',
  recordId: 'Record number',
  academicYear: 'Year',
  statusGroup: 'Status',
};

/** An order in words: "Submitted, descending". */
export const sortText = (field: SortField, ascending: boolean) => `${SORT_LABELS[field]}, ${ascending ? 'ascending' : 'descending'}`;
