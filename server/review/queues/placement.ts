// Moving one submission between queues, the step every assignment call shares: to an analyst (into a
// batch of their queue, with the review they will work on) or back to a queue with no analyst. Each
// step writes its course history line; the caller's transaction commits it with the audit entries.
import type { EntityManager } from '@mikro-orm/postgresql';
import type { SessionUser } from '../../auth/session-user.js';
import { HttpError } from '../../http/errors.js';
import type { Analyst } from '../../../core/contract/queues.js';
import { analystName } from './analysts.js';
import { batchFor } from './batches.js';
import { recordCourseEvent } from './course-events.js';
import { E, fullName, type QueueType, type ReviewRow, type SubmissionRow, type SubmissionStatus, type UserRow } from './model.js';

/** Statuses an administrator may move (spec 1 §4: In Queue and In Review; parked ones too). */
export const REASSIGNABLE: readonly SubmissionStatus[] = ['inQueue', 'inReview', 'hold'];

const QUEUE_NAMES: Record<QueueType, string> = { main: 'Main', audit: 'Course Audit', second: '2nd Review', hold: 'Hold' };

/** The analyst queue a submission goes to when assigned: its own queue, the main one for a parked submission. */
export const analystQueueOf = (s: SubmissionRow): QueueType => (s.queueType === 'hold' ? 'main' : s.queueType);

/** Refuses (409) a submission that is not in a state an administrator may move. */
export function assertReassignable(s: SubmissionRow): void {
  if (REASSIGNABLE.includes(s.status)) return;
  if (s.status === 'secondReview') throw new HttpError(409, `Submission ${s.id} is in 2nd review: recall it instead.`);
  throw new HttpError(409, `Submission ${s.id} has been decided or withdrawn and cannot be reassigned.`);
}

/** The reviews of a submission nobody has decided yet (at most one in practice). */
function undecidedReviews(tx: EntityManager, submissionId: number): Promise<ReviewRow[]> {
  return tx.find<ReviewRow>(E.review, { courseSubmissionId: submissionId, decision: null, reversedOn: null }, { orderBy: { id: 'asc' }, refresh: true });
}

/** Whether the analyst sent the submission to 2nd review (a first review of theirs decided so). */
async function sentBy(tx: EntityManager, submissionId: number, analystId: number): Promise<boolean> {
  const sent = await tx.count(E.review, { courseSubmissionId: submissionId, analystId, decision: 'secondreview', isSecondReview: false });
  return sent > 0;
}

async function userName(tx: EntityManager, id: number | null): Promise<string | null> {
  if (id == null) return null;
  const user = await tx.findOne<UserRow>(E.user, { id });
  return user ? fullName(user) : `user ${id}`;
}

export interface Placed {
  courseSubmissionId: number;
  courseSubmissionReviewId: number;
  courseSubmissionReviewBatchId: number;
}

/**
 * Gives the submission to the analyst in `queue`. The undecided review moves with it (its claim and
 * start cleared: the new analyst starts afresh), or a new one is made. `ownBatch`: a batch of its own.
 */
export async function placeWithAnalyst(
  tx: EntityManager,
  s: SubmissionRow,
  analyst: Analyst,
  opts: { queue: QueueType; actor: SessionUser; now: Date; action?: string; secondReviewEvent?: boolean; ownBatch?: boolean },
): Promise<Placed> {
  const isSecondReview = opts.queue === 'second';
  if (isSecondReview && (await sentBy(tx, s.id, analyst.userId)))
    throw new HttpError(409, `${analystName(analyst)} sent submission ${s.id} to 2nd review and cannot be its 2nd reviewer.`);
  const batch = await batchFor(tx, { ownerId: analyst.userId, queueType: opts.queue, institutionId: s.institutionId, isSecondReview, submittedOn: s.submittedOn }, opts.now, {
    ownBatch: opts.ownBatch,
  });
  const undecided = await undecidedReviews(tx, s.id);
  const current = undecided.find((r) => r.isSecondReview === isSecondReview);
  // any other undecided review (a 2nd review when the submission goes back to a main queue) is dropped
  await dropReviews(tx, undecided.filter((r) => r !== current));
  let review = current;
  if (review) Object.assign(review, { analystId: analyst.userId, reviewBatchId: batch.id, startedOn: null, leaseUserId: null, leaseExpiresAt: null });
  else review = tx.create<ReviewRow>(E.review, { courseSubmissionId: s.id, reviewBatchId: batch.id, analystId: analyst.userId, isSecondReview });
  const before = await userName(tx, s.assignedAnalystId);
  Object.assign(s, { assignedAnalystId: analyst.userId, reviewBatchId: batch.id, status: isSecondReview ? 'secondReview' : 'inReview', queueType: opts.queue });
  const to = analystName(analyst);
  const action = opts.action ?? (before ? `Reassigned from ${before} to ${to}` : `Assigned to ${to}`);
  recordCourseEvent(tx, s, { action, userId: opts.actor.id, isSecondReview: opts.secondReviewEvent ?? isSecondReview, at: opts.now });
  await tx.flush();
  return { courseSubmissionId: s.id, courseSubmissionReviewId: review.id, courseSubmissionReviewBatchId: batch.id };
}

/**
 * Takes the submission from its analyst and puts it in `queue` with no analyst: In Queue (Hold for the
 * hold queue). The undecided review and the feedback ticked on it go; decided reviews stay as history.
 */
export async function returnToQueue(tx: EntityManager, s: SubmissionRow, opts: { queue: QueueType; actor: SessionUser; now: Date }): Promise<void> {
  await dropReviews(tx, await undecidedReviews(tx, s.id));
  const before = await userName(tx, s.assignedAnalystId);
  Object.assign(s, { assignedAnalystId: null, reviewBatchId: null, status: opts.queue === 'hold' ? 'hold' : 'inQueue', queueType: opts.queue });
  const action = before ? `Returned from ${before} to the ${QUEUE_NAMES[opts.queue]} queue` : `Moved to the ${QUEUE_NAMES[opts.queue]} queue`;
  recordCourseEvent(tx, s, { action, userId: opts.actor.id, isSecondReview: opts.queue === 'second', at: opts.now });
  await tx.flush();
}

/** Removes undecided reviews with the statements and exclusions ticked on them (each removal audited). */
async function dropReviews(tx: EntityManager, reviews: ReviewRow[]): Promise<void> {
  if (reviews.length === 0) return;
  const ids = reviews.map((r) => r.id);
  for (const entity of [E.statement, E.exclusion]) for (const row of await tx.find(entity, { courseSubmissionReviewId: { $in: ids } })) tx.remove(row);
  await tx.flush();
  for (const r of reviews) tx.remove(r);
  await tx.flush();
}
