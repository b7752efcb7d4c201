// What the course search indexes: one document per course and academic year (docs/search.md;
// core/contract/course-search.ts SearchDocument). The loader (server/search/load-documents.ts) builds
// them from PostgreSQL; the engine answers them back as result rows, so a document is also the row
// the search screen and the export read. Here: the status groups in words, the grades, the earliest date.
import type { StatusGroup } from '../../../core/contract/course-search.js';

export const STATUS_GROUP_LABELS: Record<StatusGroup, string> = {
  approved: 'Approved',
  notApproved: 'Not Approved',
  submitted: 'Submitted (in review)',
  notSubmitted: 'Not Submitted',
};

export const GRADES = [9, 10, 11, 12] as const;

/** The earliest submission date the search takes (spec 1 §9: the picker's minimum, February 2015). */
export const MIN_SUBMISSION_DATE = Date.UTC(2015, 1, 1);

