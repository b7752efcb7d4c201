// The self-reported calls (spec 1 §7 "Self-reported"; server/course-audits/*): what each one takes and
// answers, for the server and the screens (custom-screens/self-reported/self-reported-api.ts).

/** Where an audit stands (resources/_course-audits.ts COURSE_AUDIT_STATUSES; kept equal by tests/architecture/contract.test.ts). */
export type CourseAuditStatus = 'selected' | 'cancellationRequested' | 'removed' | 'cancelled';
/** Remove from audit: this course, or every audited course of the publisher for the year (AUDIT_REMOVAL_SCOPES). */
export type AuditRemovalScope = 'course' | 'all';
/** The answer to a publisher's cancellation request (AUDIT_CANCEL_RESPONSES). */
export type AuditCancelResponse = 'approve' | 'reject';

/** The summary's sorts. */
export const SUMMARY_SORTS = ['name', 'courses', 'audited', 'pendingCancellations'] as const;
export type SummarySort = (typeof SUMMARY_SORTS)[number];

export interface SummaryRow {
  institutionId: number;
  name: string;
  isActive: boolean;
  courses: number;
  audited: number;
  pendingCancellations: number;
}

export interface SummaryAnswer {
  total: number;
  academicYearId: number | null;
  academicYear: string | null;
  result: SummaryRow[];
}

export interface CourseAuditJson {
  courseAuditId: number;
  courseId: number;
  academicYearId: number;
  institutionId: number;
  title: string;
  status: CourseAuditStatus;
  statusName: string;
  isActive: boolean;
  courseSubmissionId: number | null;
  selectedBy: string | null;
  selectedOn: string;
  cancellationReason: string | null;
  cancellationRequestedOn: string | null;
  response: AuditCancelResponse | null;
  responseReason: string | null;
  respondedBy: string | null;
  respondedOn: string | null;
  removalScope: AuditRemovalScope | null;
  removedBy: string | null;
  removedOn: string | null;
}

export interface PublisherCourseRow {
  courseId: number;
  recordId: string;
  courseYearId: number;
  title: string;
  audit: CourseAuditJson | null;
  /** the audit's submission in the review queues, while it has one */
  submission: { courseSubmissionId: number; status: string; queueType: string } | null;
}

export interface PublisherCoursesAnswer {
  institutionId: number;
  name: string;
  isActive: boolean;
  academicYearId: number;
  academicYear: string;
  years: { academicYearId: number; name: string }[];
  total: number;
  result: PublisherCourseRow[];
}

export interface RemoveAnswer {
  message: string;
  note: string | null;
  scope: AuditRemovalScope;
  removed: CourseAuditJson[];
}

export interface PublisherOption {
  institutionId: number;
  name: string;
  isActive: boolean;
}

/** The screen's request of a page of the summary. */
export interface SummaryRequest {
  institutionId: number | null;
  /** '' : the current academic year */
  academicYearId: number | '';
  includeClosedPublishers: boolean;
  page: number;
  size: number;
  sort: SummarySort;
  descending: boolean;
}

/** POST Audit/{courseId}'s body: select the course for audit. */
export interface SelectBody {
  academicYearId: number;
  title: string;
}

/** POST Audit/Remove's body. */
export interface RemoveBody {
  courseId: number;
  scope: AuditRemovalScope;
  academicYearId: number;
}

/** POST Audit/AuditCancelResponse's body: approve or reject the publisher's cancellation request. */
export interface AuditResponseBody {
  courseId: number;
  response: AuditCancelResponse;
  reason: string;
  academicYearId: number;
}

/** POST Audit/AuditCancelResponse's answer. */
export interface AuditResponseAnswer {
  message: string;
  courseAudit: CourseAuditJson;
}
