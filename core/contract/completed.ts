// The completed reviews' calls (spec 3 §2, §7, §9; server/review/queues/completed.ts, completed-details.ts,
// history.ts, decision reversal): what each one takes and answers, for the server and the screen
// (custom-screens/review-completed/completed-api.ts).
import type { Decision } from './review.js';
import type { QueuedCourse, SubmissionStatus } from './queues.js';
import type { RuleExplanation } from './rules.js';

export interface CompletedRow extends QueuedCourse {
  courseSubmissionReviewId: number;
  analystId: number;
  analystName: string;
  decision: Decision;
  actionDate: Date;
  isSecondReview: boolean;
  rubricValue: number | null;
  isExpressReview: boolean;
  reversedOn: Date | null;
}


/** GET completed: a page of decided reviews. */
export interface CompletedPage {
  total: number;
  result: CompletedRow[];
}

export interface CompletedFilters {
  query: string;
  decision: Decision | '';
  analystId: number | '';
  /** YYYY-MM-DD, days of the office */
  from: string;
  to: string;
}

export interface CompletedRequest {
  filters: CompletedFilters;
  page: number;
  pageSize: number;
  descending: boolean;
}

/** What the decision stored of its rule evaluation. */
export interface StoredExplanation {
  evaluationId?: number | null;
  ruleSet?: string;
  version?: number;
  facts?: Record<string, unknown>;
  outcome?: { allowed: boolean; messages: string[]; explanation?: RuleExplanation[] };
}

export interface CompletedDetails {
  courseSubmissionReviewId: number;
  courseSubmissionId: number;
  courseId: number;
  recordId: string | null;
  title: string;
  institutionId: number;
  institutionName: string | null;
  academicYearId: number;
  submissionTypeId: number;
  scenario: string;
  isExpressReview: boolean;
  submissionStatus: SubmissionStatus;
  analystId: number;
  analystName: string | null;
  isSecondReview: boolean;
  decision: Decision;
  actionDate: string | null;
  startedOn: string | null;
  rubricId: number | null;
  rubricValue: number | null;
  ruleSetVersionId: number | null;
  explanation: StoredExplanation | null;
  statements: { reviewStatementId: number; section: string; notes: string | null; statement: string | null }[];
  exclusions: { name: string; isExcluded: boolean; comment: string | null; excludedSuboptionIds: number[] }[];
  reversedOn: string | null;
  reversedById: number | null;
  reversedByName: string | null;
  reversalReason: string | null;
}

export interface HistoryEvent {
  courseEventId: number;
  courseSubmissionId: number | null;
  academicYearId: number | null;
  action: string;
  analystName: string | null;
  isSecondReview: boolean;
  actionDate: Date;
}


export interface Reversed {
  courseSubmissionReviewId: number;
  reversedOn: string;
  courseSubmissionId: number;
  newCourseSubmissionReviewId: number;
  reviewBatchId: number | null;
  analystId: number;
}

/** POST decisionReversal's body. */
export interface ReversalBody {
  courseSubmissionReviewId: number;
  reason: string;
}
