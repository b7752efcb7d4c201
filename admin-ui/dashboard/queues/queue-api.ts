// The dashboard's queue calls (spec 1 §7 "Review notes and queues", spec 3 §7 takeNext), typed by the
// contract (core/contract/queues.ts, batches.ts) as JSON carries it: dates are ISO text (Wire).
// docs/courses-and-review.md "Queue calls".
import reviewSettings from '../../../resources/review-settings.js';
import type { BatchListItem } from '../../../core/contract/batches.js';
import type {
  DashboardQueue,
  QueuePage,
  QueuePageBody,
  QueueRequest,
  ReadFlag,
  ReadFlagsBody,
  RecallBody,
  RecallResult,
  Started,
  TakeNextResult,
  TakeNextSettings,
  UnassignedCounts,
} from '../../../core/contract/queues.js';
import type { Wire } from '../../../core/contract/wire.js';
import { REVIEW_API, commaList, queryString, type ReviewCall } from '../../kit/review-call.js';

/** The spec's default page size of the queues (spec 1 §9) and the sizes offered. */
export const QUEUE_PAGE_SIZE = 50;
export const QUEUE_PAGE_SIZES = [10, 25, 50, 100] as const;


/** The most submissions one take-next call takes: the settings field's own maximum. */
export const MAX_TAKE = reviewSettings.fields.takeNextCourseCount.max;
/** Take next's count before the review settings are read: the settings field's default. */
export const DEFAULT_TAKE = reviewSettings.fields.takeNextCourseCount.default;

/** Spec 1 §9, spec 3 §8 "Recall failure". */
export const RECALL_FAILED = 'An error occurred while trying to recall from 2nd review.';

/** The reviews a recall of these batches moves: every undecided one of each (a batch is recalled whole). */
export const recallReviewIds = (batches: readonly Wire<BatchListItem>[]): number[] => batches.flatMap((b) => b.reviews.map((r) => r.courseSubmissionReviewId));

export const queueApi = (call: ReviewCall) => ({
  page: ({ queue, page, pageSize, query }: QueueRequest, signal?: AbortSignal) =>
    call<Wire<QueuePage>>(`${REVIEW_API}/assigned`, { method: 'POST', body: { pagedDetails: { page, pageSize }, query: query || undefined, queueType: queue } satisfies QueuePageBody, signal }),
  /** turns the batch's read flag over */
  toggleRead: (batchId: number) => call<ReadFlag>(`${REVIEW_API}/unread/${batchId}`, { method: 'POST' }),
  setRead: (batchIds: readonly number[], isRead: boolean) => call(`${REVIEW_API}/unread/bulk`, { method: 'POST', body: { batchIds: commaList(batchIds), isRead } satisfies ReadFlagsBody }),
  start: (batchId: number) => call<Started>(`${REVIEW_API}/${batchId}/start`, { method: 'POST' }),
  /** recalls every course named in one call: those it may move go, the others are reported (one course too: one answer shape) */
  recall: (reviewIds: readonly number[]) => call<RecallResult>(`${REVIEW_API}/recall/bulk`, { method: 'POST', body: { reviewIdentities: commaList(reviewIds) } satisfies RecallBody }),
  takeNext: (queue: DashboardQueue, courseCount: number, takeExpress: boolean) =>
    call<TakeNextResult>(`${REVIEW_API}/assigned/takeNext${queryString({ courseCount, takeExpress, queueType: queue })}`, { method: 'POST' }),
  unassignedCounts: (signal?: AbortSignal) => call<UnassignedCounts>(`${REVIEW_API}/unassigned/counts`, { signal }),
  settings: (signal?: AbortSignal) => call<TakeNextSettings>('/api/admin/settings/review', { signal }),
});

export type QueueApi = ReturnType<typeof queueApi>;

/** Where a batch opens: its review screen when the caller works on it, the read-only view otherwise (spec 1 §4). */
export function reviewPath(batchId: number, reviewId: number | undefined): string {
  return `/review/${batchId}${reviewId ? `?reviewId=${reviewId}` : ''}`;
}

export function reviewViewPath(batchId: number, reviewId: number | undefined): string {
  return `/review/view/${batchId}${reviewId ? `?reviewId=${reviewId}` : ''}`;
}
