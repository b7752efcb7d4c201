// Values the course-audit resource, the self-reported calls (server/course-audits), the seed and the
// self-reported screens share (spec 1 §2 "Self-reported", §4 "Audit", §7, §8, §9).

/** Where an audit stands: selected by staff; the publisher asked to cancel it; removed by staff; cancelled on request. */
export const COURSE_AUDIT_STATUSES = [
  { id: 'selected', name: 'Selected for audit' },
  { id: 'cancellationRequested', name: 'Cancellation requested' },
  { id: 'removed', name: 'Removed from audit' },
  { id: 'cancelled', name: 'Cancelled on request' },
] as const;
export type CourseAuditStatus = (typeof COURSE_AUDIT_STATUSES)[number]['id'];

/** The statuses of an audit still running: one per course and year, titles unique per publisher and year among them. */
export const ACTIVE_AUDIT_STATUSES: readonly CourseAuditStatus[] = ['selected', 'cancellationRequested'];

/** Remove from audit: this course, or every audited course of the publisher for the year. */
export const AUDIT_REMOVAL_SCOPES = [
  { id: 'course', name: 'This course' },
  { id: 'all', name: 'All courses of the publisher' },
] as const;
export type AuditRemovalScope = (typeof AUDIT_REMOVAL_SCOPES)[number]['id'];

/** The answer to a publisher's cancellation request. */
export const AUDIT_CANCEL_RESPONSES = [
  { id: 'approve', name: 'Approved' },
  { id: 'reject', name: 'Rejected' },
] as const;
export type AuditCancelResponse = (typeof AUDIT_CANCEL_RESPONSES)[number]['id'];

/** Spec 1 §6: AdminReview sees the pending audit cancellations; the audit calls need it too. */
export const COURSE_AUDIT_ABILITY = 'AdminReview';

/** The generic CRUD reads audits; every write goes through the self-reported calls. */
export const COURSE_AUDIT_ACCESS = {
  list: COURSE_AUDIT_ABILITY,
  show: COURSE_AUDIT_ABILITY,
  create: false,
  update: false,
  delete: false,
} as const;

/** Spec 1 §9 and issue 9: the summary shows 10 publishers a page, a publisher's page 20 courses. */
export const SUMMARY_PAGE_SIZE = 10;
export const PUBLISHER_PAGE_SIZE = 20;

/** Spec 1 §8 messages. */
export const AUDIT_MESSAGES = {
  selectFailed: 'An error occurred while attempting to select this course for audit.',
  removeFailed: 'An error occurred while attempting to remove this course from audit.',
  respondFailed: 'An error occurred while attempting to respond to this audit cancellation request.',
  removed: 'Course removed from publisher audit list',
  removedAllNote: 'Removal of the courses at the school level is in progress.',
  responded: 'Course audit cancellation request has been approved or rejected',
} as const;
