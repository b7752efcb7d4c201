// What the course search indexes: one document per course and academic year (docs/search.md).
// The loader (server/search/load-documents.ts) builds them from PostgreSQL; the engine answers them
// back as result rows, so a document is also the row the search screen and the export read.

/** The spec's status groups (spec 1 §4), derived from the course year's current submission. */
export const STATUS_GROUPS = ['approved', 'notApproved', 'submitted', 'notSubmitted'] as const;
export type StatusGroup = (typeof STATUS_GROUPS)[number];

export const STATUS_GROUP_LABELS: Record<StatusGroup, string> = {
  approved: 'Approved',
  notApproved: 'Not Approved',
  submitted: 'Submitted (in review)',
  notSubmitted: 'Not Submitted',
};

/**
 * Audit types. The data model has one kind of audit so far, a submission in the Course Audit queue;
 * publisher audits (spec 1 "self-reported") get their own value when they are stored.
 */
export const AUDIT_TYPES = ['courseAudit'] as const;
export type AuditType = (typeof AUDIT_TYPES)[number];

export const GRADES = [9, 10, 11, 12] as const;

/** The earliest submission date the search takes (spec 1 §9: the picker's minimum, February 2015). */
export const MIN_SUBMISSION_DATE = Date.UTC(2015, 1, 1);

