// The completed reviews' calls (spec 3 §2, §7, §9): the list (50 a page, latest action first), one
// review's details with the rule evaluation stored with its decision, the submission's history and the
// decision reversal (spec 3 §4, §6). docs/courses-and-review.md "Queue calls".
import { REVIEW_API, queryString, type ReviewCall } from '../../admin-ui/dashboard/review-common/review-call.js';
import type { Decision, SubmissionStatus } from '../../admin-ui/dashboard/review-common/review-words.js';
import type { Wire } from '../../server/http/wire-type.js';
import type { CompletedRow as ServerCompletedRow } from '../../server/review/queues/completed.js';

/** Spec 3 §9: completed reviews 50 a page, sorted by action date descending. */
export const COMPLETED_PAGE_SIZE = 50;
export const COMPLETED_PAGE_SIZES = [25, 50, 100] as const;

export type CompletedRow = Wire<ServerCompletedRow>;

export interface CompletedFilters {
  query: string;
  decision: Decision | '';
  analystId: number | '';
  /** YYYY-MM-DD, days of the office */
  from: string;
  to: string;
}

export const NO_FILTERS: CompletedFilters = { query: '', decision: '', analystId: '', from: '', to: '' };

export interface CompletedRequest {
  filters: CompletedFilters;
  page: number;
  pageSize: number;
  descending: boolean;
}

/** One condition of a rule as the engine explained it (server/rules/engine.ts ConditionExplanation). */
export interface ConditionExplanation {
  kind: 'all' | 'any' | 'not' | 'condition';
  /** null: not evaluated, an earlier condition already decided */
  passed: boolean | null;
  fact?: string;
  operator?: string;
  value?: unknown;
  factValue?: unknown;
  children?: ConditionExplanation[];
}

export interface RuleExplanation {
  rule: string;
  fired: boolean;
  event: { type: string; params?: Record<string, unknown> };
  conditions: ConditionExplanation;
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
  actionDate: string;
}

export interface Reversed {
  courseSubmissionReviewId: number;
  reversedOn: string;
  courseSubmissionId: number;
  newCourseSubmissionReviewId: number;
  reviewBatchId: number | null;
  analystId: number;
}

export const completedApi = (call: ReviewCall) => ({
  page: ({ filters, page, pageSize, descending }: CompletedRequest, signal?: AbortSignal) =>
    call<{ total: number; result: CompletedRow[] }>(
      `${REVIEW_API}/completed${queryString({
        pageNumber: page,
        pageSize,
        sorting: `actionDate ${descending ? 'desc' : 'asc'}`,
        query: filters.query,
        decision: filters.decision,
        analystId: filters.analystId,
        from: filters.from,
        to: filters.to,
      })}`,
      { signal },
    ),
  details: (reviewId: string, signal?: AbortSignal) => call<CompletedDetails>(`${REVIEW_API}/completed/details/${encodeURIComponent(reviewId)}`, { signal }),
  history: (submissionId: number, signal?: AbortSignal) => call<HistoryEvent[]>(`${REVIEW_API}/history/${submissionId}`, { signal }),
  analysts: (signal?: AbortSignal) => call<{ userId: number; firstName: string; lastName: string }[]>(`${REVIEW_API}/analysts`, { signal }),
  reverse: (courseSubmissionReviewId: number, reason: string) => call<Reversed>(`${REVIEW_API}/decisionReversal`, { method: 'POST', body: { courseSubmissionReviewId, reason } }),
});

export const completedPath = (reviewId: number) => `/review/completed/${reviewId}`;
