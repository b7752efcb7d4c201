// Starting a batch from the dashboard (spec 1 §4 "the start is posted, then the review opens"): the
// batch is marked read, its first undecided review of the caller's is marked started, and its id is
// answered for the screen to open. The submissions are In Review (2nd Review) since assignment.
import type { EntityManager } from '@mikro-orm/postgresql';
import type { SessionUser } from '../../auth/session-user.js';
import { HttpError } from '../../http/errors.js';
import { batchWorkOrder } from '../batch-order.js';
import { queueClock } from './clock.js';
import { recordCourseEvent } from './course-events.js';
import { E, queryCache, runSql, type ReviewRow, type SubmissionRow } from './model.js';
import { NOT_YOUR_BATCH } from './read-state.js';
import { lockedBatch } from './row-locks.js';
import type { Started } from '../../../core/contract/queues.js';

const firstUndecidedSql = queryCache<'x'>(
  ({ t, c }) => `select r.${c('review', 'id')} as id from ${t('review')} r join ${t('submission')} s on s.${c('submission', 'id')} = r.${c('review', 'courseSubmissionId')}
    where r.${c('review', 'reviewBatchId')} = ? and r.${c('review', 'analystId')} = ? and r.${c('review', 'decision')} is null and r.${c('review', 'reversedOn')} is null
    order by ${batchWorkOrder((p) => `r.${c('review', p)}`, (p) => `s.${c('submission', p)}`)} limit 1`,
);

export async function startBatch(em: EntityManager, user: SessionUser, batchId: number): Promise<Started> {
  return em.transactional(async (tx) => {
    const batch = await lockedBatch(tx, batchId);
    if (batch.ownerId !== user.id) throw new HttpError(403, NOT_YOUR_BATCH);
    const [first] = await runSql<{ id: number }>(tx, firstUndecidedSql(tx, 'x'), [batch.id, user.id]);
    if (!first) throw new HttpError(409, 'Every review of this batch has been decided.');
    const review = (await tx.findOne<ReviewRow>(E.review, { id: Number(first.id) }, { refresh: true }))!;
    const now = queueClock.now();
    batch.isRead = true;
    if (!review.startedOn) {
      review.startedOn = now;
      const submission = (await tx.findOne<SubmissionRow>(E.submission, { id: review.courseSubmissionId }))!;
      recordCourseEvent(tx, submission, { action: `Review started by ${[user.firstName, user.lastName].filter(Boolean).join(' ') || user.username}`, userId: user.id, isSecondReview: review.isSecondReview, at: now });
    }
    await tx.flush();
    return { courseSubmissionReviewBatchId: batch.id, courseSubmissionReviewId: review.id, courseSubmissionId: review.courseSubmissionId };
  });
}
