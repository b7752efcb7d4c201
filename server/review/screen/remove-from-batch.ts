// POST /api/admin/review/{reviewId}/removeFromBatch (spec 3 §4 "A submission can be removed from its
// batch"): the analyst takes one undecided submission out of the batch, so the batch can be finished
// without it. It stays with the same analyst, queue and review, in a batch of its own (a copy of the
// old batch's title, institution, owner and queue): nothing of the review is lost, and the old
// batch's progress no longer counts it. Returning a submission to the queue, or to another analyst,
// is reassignment (server/review/queues). Answers the new batch and the next review of the old one.
import type { RouteTable } from '../../http/route-table.js';
import { HttpError } from '../../http/errors.js';
import batches from '../../../resources/review-batches.js';
import { pathId } from './params.js';
import { writeReview } from './review-write.js';
import { batchReviews, nextUndecided } from './batch-progress.js';
import { refuseBody } from './decide-review.js';
import { addHistory } from './history.js';
import { reviewClock } from './clock.js';
import { REVIEW_ID, SCREEN_WRITE, source } from './route-names.js';
import type { BatchRow } from './rows.js';

export function registerRemoveFromBatchRoute(routes: RouteTable): void {
  routes.add({
    method: 'POST',
    path: `/api/admin/review/${REVIEW_ID}/removeFromBatch`,
    ability: SCREEN_WRITE,
    source: source('remove-from-batch.ts'),
    handler: async ({ req, em, user }) => {
      const reviewId = pathId(req, 'reviewId', 'review id');
      refuseBody(req);
      return writeReview(em, reviewId, user, async (tx, { review, submission }) => {
        const old = review.reviewBatchId == null ? null : await tx.findOne<BatchRow>(batches.entity, { id: review.reviewBatchId });
        if (!old) throw new HttpError(409, 'This review is not in a batch.');
        const rest = (await batchReviews(tx, old.id)).filter((r) => r.courseSubmissionId !== submission.id);
        if (rest.length === 0) throw new HttpError(409, 'This submission is the only one in its batch.');
        const now = reviewClock.now();
        const own = tx.create<BatchRow>(batches.entity, {
          title: old.title,
          institutionId: old.institutionId,
          ownerId: old.ownerId,
          queueType: old.queueType,
          isSecondReview: old.isSecondReview,
          isRead: false,
          createdOn: now,
        });
        await tx.flush();
        review.reviewBatchId = own.id;
        if (submission.reviewBatchId === old.id) submission.reviewBatchId = own.id;
        addHistory(tx, user, submission, review, `Removed from the batch ${old.title}`, now);
        return {
          courseSubmissionReviewId: review.id,
          previousReviewBatchId: old.id,
          reviewBatchId: own.id,
          nextReviewId: nextUndecided(rest, null, user.id),
        };
      });
    },
  });
}
