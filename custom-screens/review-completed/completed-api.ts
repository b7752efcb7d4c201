// The completed reviews' calls (spec 3 §2, §7, §9): the list (50 a page, latest action first), one
// review's details with the rule evaluation stored with its decision, the submission's history and the
// decision reversal (spec 3 §4, §6). docs/courses-and-review.md "Queue calls".
import { REVIEW_API, queryString, type ReviewCall } from '../../admin-ui/kit/review-call.js';
import type { CompletedDetails, CompletedFilters, CompletedPage, CompletedRequest, HistoryEvent, ReversalBody, Reversed } from '../../core/contract/completed.js';
import type { Analyst } from '../../core/contract/queues.js';
import type { Wire } from '../../core/contract/wire.js';

/** Spec 3 §9: completed reviews 50 a page, sorted by action date descending. */
export const COMPLETED_PAGE_SIZE = 50;
export const COMPLETED_PAGE_SIZES = [25, 50, 100] as const;


export const NO_FILTERS: CompletedFilters = { query: '', decision: '', analystId: '', from: '', to: '' };






export const completedApi = (call: ReviewCall) => ({
  page: ({ filters, page, pageSize, descending }: CompletedRequest, signal?: AbortSignal) =>
    call<Wire<CompletedPage>>(
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
  history: (submissionId: number, signal?: AbortSignal) => call<Wire<HistoryEvent>[]>(`${REVIEW_API}/history/${submissionId}`, { signal }),
  analysts: (signal?: AbortSignal) => call<Analyst[]>(`${REVIEW_API}/analysts`, { signal }),
  reverse: (courseSubmissionReviewId: number, reason: string) => call<Reversed>(`${REVIEW_API}/decisionReversal`, { method: 'POST', body: { courseSubmissionReviewId, reason } satisfies ReversalBody }),
});

export const completedPath = (reviewId: number) => `/review/completed/${reviewId}`;
