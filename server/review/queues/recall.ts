// Recall from 2nd review (spec 1 §4, spec 3 §4, §8): a submission in 2nd review goes back In Review
// to a main queue, in a batch of its own. The analyst who sent it there gets it back ("your main
// queue"); when another recalls it (its 2nd reviewer, or an administrator with AdminReassign) it
// goes back to that analyst, the submission's owner. The open 2nd review is dropped.
import type { EntityManager } from '@mikro-orm/postgresql';
import { hasAbility, type SessionUser } from '../../auth/session-user.js';
import { HttpError, notFound } from '../../http/errors.js';
import { analystName } from './analysts.js';
import { lockAnalystQueues } from './batches.js';
import { queueClock } from './clock.js';
import { E, queryCache, runSql, type ReviewRow, type SubmissionRow, type UserRow } from './model.js';
import { placeWithAnalyst } from './placement.js';
import { lockedSubmissions } from './row-locks.js';
import type { Analyst, RecallRefused, Recalled, RecallResult } from '../../../core/contract/queues.js';

export const RECALL_FAILED = 'An error occurred while trying to recall from 2nd review.';
export const recalledMessage = (title: string) => `${title} has been reassigned to your main queue`;

const titleSql = queryCache<'x'>(
  ({ t, c }) => `select y.${c('courseYear', 'title')} as title from ${t('courseYear')} y where y.${c('courseYear', 'courseId')} = ? and y.${c('courseYear', 'academicYearId')} = ?`,
);

/** The title the messages use: the course's title in the submitted year. */
export async function submissionTitle(em: EntityManager, s: SubmissionRow): Promise<string> {
  const [row] = await runSql<{ title: string }>(em, titleSql(em, 'x'), [s.courseId, s.academicYearId]);
  return row?.title ?? `Submission ${s.id}`;
}

/** The first analyst who sent the submission to 2nd review (their latest such decision still standing). */
async function senderOf(tx: EntityManager, submissionId: number): Promise<number | null> {
  const sent = await tx.findOne<ReviewRow>(
    E.review,
    { courseSubmissionId: submissionId, decision: 'secondreview', isSecondReview: false, reversedOn: null },
    { orderBy: { id: 'desc' } },
  );
  return sent?.analystId ?? null;
}

/** Why the caller may not recall this submission now, or null when they may. */
function refusal(s: SubmissionRow, user: SessionUser, sender: number | null): { status: RecallRefused['status']; reason: (title: string) => string } | null {
  if (s.status !== 'secondReview') return { status: 409, reason: (title) => `${title} is not in 2nd review any more.` };
  const mayRecall = user.id === sender || user.id === s.assignedAnalystId || hasAbility(user, 'AdminReassign');
  if (!mayRecall) return { status: 403, reason: (title) => `${title}: only the analyst who sent it, its 2nd reviewer or an administrator who may reassign can recall it.` };
  return null;
}

/**
 * Recalls the submissions of these reviews in one transaction. Unknown review ids are a 404 before
 * anything moves; a submission that cannot be recalled is reported in `refused` and the others go on.
 */
export async function recall(em: EntityManager, user: SessionUser, reviewIds: number[]): Promise<RecallResult> {
  return em.transactional(async (tx) => {
    const reviews = await tx.find<ReviewRow>(E.review, { id: { $in: reviewIds } });
    const missing = reviewIds.filter((id) => !reviews.some((r) => r.id === id));
    if (missing.length) throw notFound(missing.length === 1 ? `Review ${missing[0]} was not found.` : `Reviews ${missing.join(', ')} were not found.`);
    const submissionOf = new Map(reviews.map((r) => [r.id, r.courseSubmissionId]));
    const submissions = await lockedSubmissions(tx, [...new Set(submissionOf.values())].sort((a, b) => a - b));
    const byId = new Map(submissions.map((s) => [s.id, s]));
    const now = queueClock.now();

    const plans: { reviewId: number; s: SubmissionRow; target: Analyst; toCaller: boolean }[] = [];
    const refused: RecallRefused[] = [];
    const planned = new Set<number>();
    for (const reviewId of reviewIds) {
      const s = byId.get(submissionOf.get(reviewId)!)!;
      if (planned.has(s.id)) continue; // two reviews of one submission: recalled once
      const sender = await senderOf(tx, s.id);
      const why = refusal(s, user, sender);
      if (why) {
        const title = await submissionTitle(tx, s);
        refused.push({ courseSubmissionReviewId: reviewId, courseSubmissionId: s.id, title, message: RECALL_FAILED, reason: why.reason(title), status: why.status });
        continue;
      }
      const toCaller = sender === null || sender === user.id;
      const owner = toCaller ? null : await tx.findOne<UserRow>(E.user, { id: sender });
      const target: Analyst = owner
        ? { userId: owner.id, firstName: owner.firstName, lastName: owner.lastName }
        : { userId: user.id, firstName: user.firstName, lastName: user.lastName };
      plans.push({ reviewId, s, target, toCaller: !owner });
      planned.add(s.id);
    }

    await lockAnalystQueues(tx, plans.map((p) => p.target.userId));
    const recalled: Recalled[] = [];
    for (const p of plans) {
      const title = await submissionTitle(tx, p.s);
      const placed = await placeWithAnalyst(tx, p.s, p.target, {
        queue: 'main',
        actor: user,
        now,
        ownBatch: true,
        secondReviewEvent: true,
        action: `Recalled from 2nd review to ${analystName(p.target)}'s main queue`,
      });
      recalled.push({
        courseSubmissionReviewId: p.reviewId,
        courseSubmissionId: p.s.id,
        title,
        analystId: p.target.userId,
        courseSubmissionReviewBatchId: placed.courseSubmissionReviewBatchId,
        newCourseSubmissionReviewId: placed.courseSubmissionReviewId,
        message: p.toCaller ? recalledMessage(title) : `${title} has been reassigned to ${analystName(p.target)}'s main queue`,
      });
    }
    return { recalled, refused };
  });
}

/** One recall: the spec's success message, or its failure message (409 / 403) with the reason. */
export async function recallOne(em: EntityManager, user: SessionUser, reviewId: number): Promise<Recalled> {
  const { recalled, refused } = await recall(em, user, [reviewId]);
  if (refused.length) throw new HttpError(refused[0].status, RECALL_FAILED, { courseSubmissionReviewId: [refused[0].reason] });
  return recalled[0];
}
