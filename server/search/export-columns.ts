// The columns of the course search's Excel export (docs/search.md "Search screen and export"): what a
// course-list office reads about each course year, named as the screen names it (facet-labels.ts).
import { officeDayOf } from '../../core/time/office-time.js';
import type { FacetField } from '../../core/contract/course-search.js';
import { facetLabel, type Labels } from './facet-labels.js';
import type { resultRow } from './search-route.js';

export type ExportRow = ReturnType<typeof resultRow>;
export type CellValue = string | number | Date | null;

export interface ExportColumn {
  header: string;
  /** Excel's width in characters */
  width: number;
  value: (row: ExportRow, labels: Labels) => CellValue;
  /** Excel number format of a date column */
  numFmt?: string;
}

/**
 * The office's day of an instant as an Excel date (Excel has no time zones: a date cell is the day
 * written at midnight UTC, so the office's day shows whatever zone the reader's Excel is in).
 */
export function officeDate(instant: Date | string | null): Date | null {
  const day = officeDayOf(instant);
  return day ? new Date(`${day}T00:00:00Z`) : null;
}

const label = (field: FacetField) => (value: string | number | boolean | null, labels: Labels) => (value === null ? null : facetLabel(labels, field, value));
const labelList = (field: FacetField) => (values: readonly (string | number)[], labels: Labels) => values.map((v) => facetLabel(labels, field, v)).join('; ') || null;
const yesNo = (value: boolean) => (value ? 'Yes' : 'No');
const text = (values: readonly string[]) => values.join('; ') || null;

export const EXPORT_COLUMNS: readonly ExportColumn[] = [
  { header: 'Record id', width: 12, value: (r) => r.recordId },
  { header: 'Title', width: 40, value: (r) => r.title },
  { header: 'Academic year', width: 12, value: (r) => r.academicYear },
  { header: 'Institution', width: 36, value: (r) => r.institutionName },
  { header: 'Institution type', width: 18, value: (r, l) => label('institutionType')(r.institutionTypeId, l) },
  { header: 'Other schools offering it', width: 36, value: (r) => text(r.offeringInstitutions.map((o) => o.name)) },
  { header: 'Status', width: 14, value: (r) => r.statusLabel },
  { header: 'Status group', width: 20, value: (r, l) => label('statusGroup')(r.statusGroup, l) },
  { header: 'Submitted on', width: 13, value: (r) => officeDate(r.submittedOn), numFmt: 'yyyy-mm-dd' },
  { header: 'Submission type', width: 18, value: (r, l) => label('submissionType')(r.submissionTypeId, l) },
  { header: 'Analyst', width: 22, value: (r) => r.analystName },
  { header: '2nd review', width: 10, value: (r) => yesNo(r.isSecondReview) },
  { header: 'Audit type', width: 13, value: (r, l) => label('auditType')(r.auditType, l) },
  { header: 'Subject areas', width: 28, value: (r, l) => labelList('subjectArea')(r.subjectAreaIds, l) },
  { header: 'Disciplines', width: 28, value: (r, l) => labelList('discipline')(r.disciplineIds, l) },
  { header: 'Languages', width: 16, value: (r, l) => labelList('language')(r.languageIds, l) },
  { header: 'Grades', width: 12, value: (r) => r.grades.join(', ') || null },
  { header: 'Honors type', width: 16, value: (r, l) => label('honorsType')(r.honorsTypeId, l) },
  { header: 'CTE industry', width: 24, value: (r, l) => label('cteIndustry')(r.cteIndustryId, l) },
  { header: 'Math category 4', width: 10, value: (r) => yesNo(r.isMathCategory4) },
  { header: 'Transcript abbreviations', width: 24, value: (r) => text(r.transcriptAbbreviations) },
  { header: 'Transcript codes', width: 18, value: (r) => text(r.transcriptCodes) },
  { header: 'Tags', width: 24, value: (r, l) => labelList('tag')(r.tagIds, l) },
  { header: 'Rubric', width: 18, value: (r, l) => label('rubric')(r.rubricId, l) },
  { header: 'Self-reported', width: 10, value: (r) => yesNo(r.isSelfReported) },
  { header: 'Course id', width: 10, value: (r) => r.courseId },
];
