// Reading the next course ahead (issue 20 §8): while the analyst works on a course, the batch's next
// undecided course (model.batch.nextReviewId, where a decision goes on to) is read without claiming it
// (GET …?claim=false) into the very query the screen opens it from, with the feedback statements of
// its subject area. Once the decision is sent the next course shows at once; opening it claims it
// when the decision has been recorded (use-open-review.ts). docs/courses-and-review.md "Reading the next course ahead".
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { ReviewApi } from './review-api.js';
import type { ReviewModel } from '../../core/contract/review.js';
import { feedbackSubjectAreaId, revisionStatementsQuery } from './use-review-lookups.js';

/** A course read ahead is shown when opened within this time (a course is read for minutes); later it is read afresh. */
export const READ_AHEAD_KEEP_MS = 10 * 60_000;
/** The next course is read once the browser is idle after drawing this one, or after this long at most. */
const READ_AHEAD_WAIT_MS = 1_000;

export const reviewQueryKey = (batchId: number, reviewId: number) => ['review-screen', 'model', batchId, reviewId];

const readAhead = new WeakSet<ReviewModel>();

/** The model was read ahead, not opened: nobody has claimed the review for the analyst yet. */
export const wasReadAhead = (model: ReviewModel | undefined) => model !== undefined && readAhead.has(model);

/** The batch's course read ahead and ready to show, if `reviewId` is one. */
export const readAheadModel = (queryClient: QueryClient, batchId: number, reviewId: number) => {
  const model = queryClient.getQueryData<ReviewModel>(reviewQueryKey(batchId, reviewId));
  return wasReadAhead(model) ? model : undefined;
};

// A course read ahead is shown as soon as the decision on the course before it is sent (use-decide.ts);
// it is claimed, and a decision on it sent, once that decision has been answered: the server takes
// them in the order the analyst made them.
const shownAhead = new Map<number, Promise<boolean>>();
let latestDecision: Promise<unknown> = Promise.resolve();

/** The decision just sent, with the course shown ahead of its answer. */
export function decisionSent(shownReviewId: number, sending: Promise<unknown>): void {
  const recorded = sending.then(
    () => true,
    () => false,
  );
  shownAhead.set(shownReviewId, recorded);
  latestDecision = recorded;
  void recorded.then(() => {
    if (shownAhead.get(shownReviewId) === recorded) shownAhead.delete(shownReviewId);
  });
}

/** Resolves when the decision the course was shown ahead of has been answered: true when it was recorded (or there is none). */
export const decisionBefore = (reviewId: number): Promise<boolean> => shownAhead.get(reviewId) ?? Promise.resolve(true);

/** Resolves when the decision sent last has been answered, whatever the answer. */
export const decisionsAnswered = (): Promise<unknown> => latestDecision;

/** Reads a review of the batch and its feedback statements into the screen's queries, unless they are there. */
export async function readReviewAhead(queryClient: QueryClient, api: ReviewApi, batchId: number, reviewId: number): Promise<void> {
  const queryKey = reviewQueryKey(batchId, reviewId);
  await queryClient.prefetchQuery({
    queryKey,
    queryFn: async ({ signal }) => {
      const model = await api.model(batchId, reviewId, signal, { claim: false });
      readAhead.add(model);
      return model;
    },
    staleTime: READ_AHEAD_KEEP_MS,
    gcTime: READ_AHEAD_KEEP_MS,
  });
  const model = queryClient.getQueryData<ReviewModel>(queryKey);
  if (model) await queryClient.prefetchQuery(revisionStatementsQuery(api, feedbackSubjectAreaId(model)));
}

/** While `model` is open for work (not read-only), reads the batch's next course ahead once the browser is idle. */
export function useReadAhead(api: ReviewApi, batchId: number, model: ReviewModel | undefined, readOnly: boolean): void {
  const queryClient = useQueryClient();
  const nextId = model && !readOnly ? model.batch.nextReviewId : null;
  const currentId = model?.courseReviewId;
  useEffect(() => {
    if (nextId == null || nextId === currentId) return;
    const read = () => void readReviewAhead(queryClient, api, batchId, nextId);
    // after this course's own requests and drawing, which the analyst is waiting for
    if (typeof requestIdleCallback === 'function') {
      const idle = requestIdleCallback(read, { timeout: READ_AHEAD_WAIT_MS });
      return () => cancelIdleCallback(idle);
    }
    const timer = setTimeout(read, READ_AHEAD_WAIT_MS / 4);
    return () => clearTimeout(timer);
  }, [queryClient, api, batchId, nextId, currentId]);
}
