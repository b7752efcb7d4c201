// POST /api/admin/review/decisionReversal/ {courseSubmissionReviewId, reason} (spec 3 §4, §6, §8).
// Needs AdminReverse; without it 403 "You do not have permission to reverse a review decision".
//
// The reversed review keeps its decision and is marked reversed (reversedOn, reversedById,
// reversalReason), so the completed list and the audit trail still show what was decided and by
// whom. The submission goes back to the analyst who decided it, In Review (or In 2nd Review for a
// 2nd review) in the same batch, with a new undecided review that starts from the reversed one's
// rubric, ticked statements and exclusions. Only the decision that stands last can be reversed:
// when a later review of the submission was decided, that one is reversed first. Reversing a
// "sent to 2nd review" drops the 2nd review not decided yet, with what was ticked on it.
// One transaction: the rows are locked like the other review writes, the flush writes every audit
// entry, and the course history gets its line.
import { z } from 'zod';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { RouteTable } from '../../http/route-table.js';
import { HttpError } from '../../http/errors.js';
import { parseBody } from '../../crud/parse-body.js';
import { hasAbility, type SessionUser } from '../../auth/session-user.js';
import reviews from '../../../resources/course-submission-reviews.js';
import reviewStatements from '../../../resources/review-statements.js';
import reviewExclusions from '../../../resources/review-exclusions.js';
import batches from '../../../resources/review-batches.js';
import { lockedReview } from './review-access.js';
import { recordIdOf, longText } from './body-schemas.js';
import { addHistory } from './history.js';
import { HISTORY_ACTIONS } from './decide-review.js';
import { reviewClock } from './clock.js';
import { REVERSAL_PERMISSION_MESSAGE } from './review-errors.js';
import { source } from './route-names.js';
import type { BatchRow, ReviewExclusionRow, ReviewRow, ReviewStatementRow, SubmissionRow } from './rows.js';
import { queueDecisionReversal } from '../../notifications/workflow-notices.js';

const REVERSE = 'AdminReverse';

const reversalBody = z
  .object({
    courseSubmissionReviewId: recordIdOf('the review whose decision is reversed'),
    reason: longText(4000).refine((s) => s.trim() !== '', { error: 'Give the reason for the reversal.' }),
  })
  .strict();

async function ticksOf(tx: EntityManager, reviewId: number) {
  return {
    statements: await tx.find<ReviewStatementRow>(reviewStatements.entity, { courseSubmissionReviewId: reviewId }),
    exclusions: await tx.find<ReviewExclusionRow>(reviewExclusions.entity, { courseSubmissionReviewId: reviewId }),
  };
}

/** Removes an undecided review with what was ticked on it (each removal audited). */
async function dropReview(tx: EntityManager, review: ReviewRow): Promise<void> {
  const { statements, exclusions } = await ticksOf(tx, review.id);
  for (const row of [...statements, ...exclusions]) tx.remove(row);
  await tx.flush();
  tx.remove(review);
}

/** The new review the analyst works on again, starting from what the reversed one held. */
async function reopen(tx: EntityManager, reversed: ReviewRow): Promise<ReviewRow> {
  const fresh = tx.create<ReviewRow>(reviews.entity, {
    courseSubmissionId: reversed.courseSubmissionId,
    reviewBatchId: reversed.reviewBatchId,
    analystId: reversed.analystId,
    rubricId: reversed.rubricId,
    rubricValue: reversed.rubricValue,
    isSecondReview: reversed.isSecondReview,
  });
  await tx.flush();
  const { statements, exclusions } = await ticksOf(tx, reversed.id);
  for (const s of statements) tx.create(reviewStatements.entity, { courseSubmissionReviewId: fresh.id, reviewStatementId: s.reviewStatementId, section: s.section, notes: s.notes });
  for (const e of exclusions)
    tx.create(reviewExclusions.entity, { courseSubmissionReviewId: fresh.id, name: e.name, isExcluded: e.isExcluded, comment: e.comment, excludedSuboptionIds: e.excludedSuboptionIds });
  return fresh;
}

async function reverse(tx: EntityManager, user: SessionUser, reviewId: number, reason: string) {
  const { review, submission } = await lockedReview(tx, reviewId);
  if (review.decision == null) throw new HttpError(409, 'This review has no decision to reverse.');
  if (review.reversedOn != null) throw new HttpError(409, 'This decision has already been reversed.');
  const later = await tx.find<ReviewRow>(reviews.entity, { courseSubmissionId: submission.id, id: { $gt: review.id }, reversedOn: null });
  if (later.some((r) => r.decision != null)) throw new HttpError(409, 'A later review of this submission has been decided: reverse that decision first.');
  if (later.length && review.decision !== 'secondreview') throw new HttpError(409, 'This submission is being reviewed again; its open review must be finished or reassigned first.');
  for (const open of later) await dropReview(tx, open);

  const now = reviewClock.now();
  const decided = review.decision;
  Object.assign(review, { reversedOn: now, reversedById: user.id, reversalReason: reason, leaseUserId: null, leaseExpiresAt: null } satisfies Partial<ReviewRow>);
  const fresh = await reopen(tx, review);
  Object.assign(submission, {
    status: review.isSecondReview ? 'secondReview' : 'inReview',
    queueType: review.isSecondReview ? 'second' : await queueOfBatch(tx, review),
    assignedAnalystId: review.analystId,
    reviewBatchId: review.reviewBatchId,
    decidedOn: null,
  } satisfies Partial<SubmissionRow>);
  addHistory(tx, user, submission, review, `Decision reversed (${HISTORY_ACTIONS[decided]}): ${reason}`, now);
  await tx.flush();
  // the institution was told of an approval or refusal: it hears of the reversal too (mail outbox, this transaction)
  if (decided !== 'secondreview') await queueDecisionReversal(tx, submission, reason, user.id);
  return {
    courseSubmissionReviewId: review.id,
    reversedOn: now.toISOString(),
    courseSubmissionId: submission.id,
    newCourseSubmissionReviewId: fresh.id,
    reviewBatchId: fresh.reviewBatchId,
    analystId: fresh.analystId,
  };
}

/** The queue of the batch the review was decided in: the submission goes back there. */
async function queueOfBatch(tx: EntityManager, review: ReviewRow): Promise<BatchRow['queueType']> {
  const batch = review.reviewBatchId == null ? null : await tx.findOne<BatchRow>(batches.entity, { id: review.reviewBatchId });
  return batch?.queueType ?? 'main';
}

export function registerDecisionReversalRoute(routes: RouteTable): void {
  routes.add({
    method: 'POST',
    path: '/api/admin/review/decisionReversal',
    // anyone on the review screens reaches the call and hears the spec's own refusal; only AdminReverse reverses
    ability: ['AdminReview', 'AdminManageCourses', REVERSE],
    source: source('decision-reversal.ts'),
    handler: async ({ req, em, user }) => {
      if (!hasAbility(user, REVERSE)) throw new HttpError(403, REVERSAL_PERMISSION_MESSAGE);
      const body = parseBody(reversalBody, req.body);
      return em.transactional((tx) => reverse(tx, user, body.courseSubmissionReviewId, body.reason));
    },
  });
}
