// The submitted queue's calls (spec 3 §2 "/review/submitted/", §4, §7 "Assignment"): the page of
// submissions, the analysts, and assign / reassign / reassign to a queue, single or bulk (bulk ids
// travel as one comma-separated text). docs/courses-and-review.md "Queue calls".
import { REVIEW_API, queryString, type ReviewCall } from '../../admin-ui/dashboard/review-common/review-call.js';
import type { QueueType, SubmissionStatus } from '../../admin-ui/dashboard/review-common/review-words.js';
import type { Wire } from '../../server/http/wire-type.js';
import type { SubmittedRow as ServerSubmittedRow } from '../../server/review/queues/submitted-queue.js';

/** Spec 3 §9: the submitted queue shows 10 a page. */
export const SUBMITTED_PAGE_SIZE = 10;
export const SUBMITTED_PAGE_SIZES = [10, 25, 50] as const;

/** The statuses the queue lists (the server's default: all three). */
export const SUBMITTED_STATUSES = ['inQueue', 'inReview', 'hold'] as const satisfies readonly SubmissionStatus[];
export const SUBMITTED_SORTS = ['submittedOn', 'title', 'institutionName', 'status', 'analystName'] as const;
export type SubmittedSort = (typeof SUBMITTED_SORTS)[number];

export type SubmittedRow = Wire<ServerSubmittedRow>;

export interface Analyst {
  userId: number;
  firstName: string;
  lastName: string;
}

export const analystName = (a: Analyst) => [a.firstName, a.lastName].filter(Boolean).join(' ');

export interface SubmittedFilters {
  query: string;
  status: SubmissionStatus | '';
  queueType: QueueType | '';
  analystId: number | '';
  isExpressReview: boolean | '';
}

export const NO_FILTERS: SubmittedFilters = { query: '', status: '', queueType: '', analystId: '', isExpressReview: '' };

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

export const submittedApi = (call: ReviewCall) => ({
  page: ({ filters, page, pageSize, sort }: SubmittedRequest, signal?: AbortSignal) =>
    call<{ total: number; result: SubmittedRow[] }>(
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
  send: ({ path, body }: AssignmentCall) => call<{ result: unknown[] }>(path, { method: 'POST', body }),
});

