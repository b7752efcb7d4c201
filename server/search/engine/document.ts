// What the course search indexes: one document per course and academic year (docs/search.md).
// The loader (server/search/load-documents.ts) builds them from PostgreSQL; the engine answers them
// back as result rows, so a document is also the row the search screen and the export read.
import type { SubmissionStatus } from '../../../resources/_rows.js';

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

export interface SearchDocument {
  courseYearId: number;
  courseId: number;
  /** the public record number, searched as text */
  recordId: string;
  title: string;
  academicYearId: number;
  /** the owner of the course */
  institutionId: number;
  institutionName: string;
  institutionTypeId: number;
  /** schools offering the course this year other than the owner (a district course's schools), with their names */
  offeringInstitutions: { institutionId: number; name: string }[];
  /** transcript abbreviations and codes of the offerings (deleted ones left out), each once */
  transcriptAbbreviations: string[];
  transcriptCodes: string[];
  statusGroup: StatusGroup;
  /** the current submission (the newest that was not withdrawn), null when none */
  courseSubmissionId: number | null;
  submissionStatus: SubmissionStatus | null;
  submissionTypeId: number | null;
  submittedOn: Date | null;
  assignedAnalystId: number | null;
  /** analysts of the current submission: its assigned analyst and those of its reviews, each once */
  analystIds: number[];
  isSecondReview: boolean;
  rubricId: number | null;
  tagIds: number[];
  auditType: AuditType | null;
  isSelfReported: boolean;
  honorsTypeId: number | null;
  /** of 9, 10, 11, 12 */
  grades: number[];
  cteIndustryId: number | null;
  disciplineIds: number[];
  subjectAreaIds: number[];
  languageIds: number[];
  isMathCategory4: boolean;
}
