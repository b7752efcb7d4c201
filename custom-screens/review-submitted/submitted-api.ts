// The submitted queue's calls (spec 3 §2 "/review/submitted/", §4, §7 "Assignment"): the page of
// submissions, the analysts, and assign / reassign / reassign to a queue, single or bulk (bulk ids
// travel as one comma-separated text). docs/courses-and-review.md "Queue calls".
import { REVIEW_API, queryString, type ReviewCall } from '../../admin-ui/kit/review-call.js';
import type { SubmissionStatus } from '../../admin-ui/kit/review-words.js';
import type { Analyst } from '../../core/contract/queues.js';
import type { AssignmentCall, AssignmentAnswer, SubmittedFilters, SubmittedPage, SubmittedRequest, SubmittedSort } from '../../core/contract/submitted.js';
import type { Wire } from '../../core/contract/wire.js';

/** Spec 3 §9: the submitted queue shows 10 a page. */
export const SUBMITTED_PAGE_SIZE = 10;
export const SUBMITTED_PAGE_SIZES = [10, 25, 50] as const;

/** The statuses the queue lists (the server's default: all three). */
export const SUBMITTED_STATUSES = ['inQueue', 'inReview', 'hold'] as const satisfies readonly SubmissionStatus[];
/** The columns the screen sorts by. */
export const SUBMITTED_SORTS = ['submittedOn', 'title', 'institutionName', 'status', 'analystName'] as const satisfies readonly SubmittedSort[];


export const analystName = (a: Analyst) => [a.firstName, a.lastName].filter(Boolean).join(' ');


export const NO_FILTERS: SubmittedFilters = { query: '', status: '', queueType: '', analystId: '', isExpressReview: '' };



export const submittedApi = (call: ReviewCall) => ({
  page: ({ filters, page, pageSize, sort }: SubmittedRequest, signal?: AbortSignal) =>
    call<Wire<SubmittedPage>>(
      `${REVIEW_API}/submitted${queryString({
        pageNumber: page,
        pageSize,
        sorting: `${sort.field} ${sort.descending ? 'desc' : 'asc'}`,
        query: filters.query,
        status: filters.status,
        queueType: filters.queueType,
        analystId: filters.analystId,
        isExpressReview: filters.isExpressReview,
      })}`,
      { signal },
    ),
  analysts: (signal?: AbortSignal) => call<Analyst[]>(`${REVIEW_API}/analysts`, { signal }),
  send: ({ path, body }: AssignmentCall) => call<AssignmentAnswer>(path, { method: 'POST', body }),
});

