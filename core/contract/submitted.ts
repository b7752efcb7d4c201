// The submitted queue's calls (spec 3 §2 "/review/submitted/", §4, §7 "Assignment";
// server/review/queues/submitted-queue.ts, assignment.ts): what each one takes and answers, for the
// server and the screen (custom-screens/review-submitted/submitted-api.ts).
import type { QueuedCourse, QueueType, SubmissionStatus } from './queues.js';

/** A submission's scenario (resources/_enums.ts SUBMISSION_SCENARIOS; kept equal by tests/architecture/contract.test.ts). */
export type Scenario = 'new' | 'revisionMinor' | 'revisionMajor' | 'resubmission' | 'districtVersion' | 'adoption';

/** The sorts GET submitted accepts. */
export const SUBMITTED_SORTS = ['submittedOn', 'title', 'institutionName', 'status', 'analystName', 'isExpressReview'] as const;
export type SubmittedSort = (typeof SUBMITTED_SORTS)[number];

export interface SubmittedRow extends QueuedCourse {
  submissionTypeId: number;
  scenario: Scenario;
  isExpressReview: boolean;
  submittedOn: Date;
  status: SubmissionStatus;
  queueType: QueueType;
  assignedAnalystId: number | null;
  analystName: string | null;
  courseSubmissionReviewBatchId: number | null;
}


/** GET submitted: a page of submissions. */
export interface SubmittedPage {
  total: number;
  result: SubmittedRow[];
}

export interface SubmittedFilters {
  query: string;
  status: SubmissionStatus | '';
  queueType: QueueType | '';
  analystId: number | '';
  isExpressReview: boolean | '';
}

export interface SubmittedRequest {
  filters: SubmittedFilters;
  page: number;
  pageSize: number;
  sort: { field: SubmittedSort; descending: boolean };
}

/** An assignment call: the path and, for the bulk and queue calls, the body. */
export interface AssignmentCall {
  path: string;
  body?: Record<string, string>;
}

/** An assignment call's answer: what it moved. */
export interface AssignmentAnswer {
  result: unknown[];
}
