// Who may change a review, checked inside the write's transaction on the locked row. Only the
// assigned analyst changes an undecided review of a submission that is in review; everyone else
// with the screen's ability reads it. Losing that right mid-work (a reassignment, a decision taken
// in another tab) is InvalidReviewPermission, which sends the screen back to the dashboard.
import type { EntityManager } from '@mikro-orm/postgresql';
import reviews from '../../../resources/course-submission-reviews.js';
import submissions from '../../../resources/course-submissions.js';
import type { SessionUser } from '../../auth/session-user.js';
import { HttpError, notFound } from '../../http/errors.js';
import { ALREADY_DECIDED_MESSAGE, ReviewPermissionError } from './review-errors.js';
import type { ReviewRow, SubmissionRow } from './rows.js';
import { columnOf, lockRecord, tableOf } from '../../db/table-names.js';

/** Submission statuses in which a review can still be worked on and decided. */
export const UNDER_REVIEW_STATUSES: readonly string[] = ['inReview', 'secondReview'];

/** `fresh`: read the row as stored now, even when this request had loaded it before (after taking its lock). */
export async function findReview(em: EntityManager, id: number, fresh = false): Promise<ReviewRow> {
  const review = await em.findOne<ReviewRow>(reviews.entity, { id }, { refresh: fresh });
  if (!review) throw notFound(`Review ${id} was not found.`);
  return review;
}

export async function findSubmission(em: EntityManager, id: number, fresh = false): Promise<SubmissionRow> {
  const submission = await em.findOne<SubmissionRow>(submissions.entity, { id }, { refresh: fresh });
  if (!submission) throw notFound(`Submission ${id} was not found.`);
  return submission;
}

/**
 * The user whose claim on the review is current: a lease counts only while it runs and only for the
 * review's assigned analyst, so a lease left behind by an analyst the review was taken from is void.
 */
export function leaseHolderId(review: ReviewRow, now: Date): number | null {
  if (review.leaseUserId == null || review.leaseUserId !== review.analystId) return null;
  return review.leaseExpiresAt && review.leaseExpiresAt.getTime() > now.getTime() ? review.leaseUserId : null;
}

/** Why the user cannot change the review, or null when they can. */
export function writeRefusal(review: ReviewRow, submission: SubmissionRow, user: SessionUser): HttpError | null {
  if (review.analystId !== user.id) return new ReviewPermissionError();
  // still the caller's review, decided meanwhile (from another tab, or reversed since): say so, not "reassigned"
  if (review.decision != null || review.reversedOn != null) return new ReviewPermissionError(ALREADY_DECIDED_MESSAGE);
  if (!UNDER_REVIEW_STATUSES.includes(submission.status)) return new HttpError(409, 'This submission is not in review any more; reload the dashboard.');
  return null;
}

/**
 * Locks, until the transaction ends, every review of the submission (in id order) and then the
 * submission: the same order the queue calls take them in (server/review/queues/row-locks.ts), so
 * a decision here and a reassignment there take turns instead of deadlocking.
 */
export async function lockSubmissionAndReviews(tx: EntityManager, submissionId: number): Promise<void> {
  const ctx = tx.getTransactionContext();
  if (!ctx) throw new Error('review rows are locked inside a transaction');
  await tx.getConnection().execute(`select id from ${tableOf(tx, reviews)} where ${columnOf(tx, reviews, 'courseSubmissionId')} = ? order by id for update`, [submissionId], 'all', ctx);
  await lockRecord(tx, submissions, submissionId);
}

/** Inside a transaction: locks the review with its submission (above) and reads both as committed now. */
export async function lockedReview(tx: EntityManager, reviewId: number): Promise<{ review: ReviewRow; submission: SubmissionRow }> {
  const { courseSubmissionId } = await findReview(tx, reviewId);
  await lockSubmissionAndReviews(tx, courseSubmissionId);
  const review = await findReview(tx, reviewId, true);
  return { review, submission: await findSubmission(tx, courseSubmissionId, true) };
}

/**
 * Inside a transaction: locks the review, reads it as committed now, and refuses unless the user
 * may change it. Writes and decisions on one review take turns on the lock, so the second of two
 * decisions reads the first one's and is refused.
 */
export async function writableReview(tx: EntityManager, reviewId: number, user: SessionUser): Promise<{ review: ReviewRow; submission: SubmissionRow }> {
  const locked = await lockedReview(tx, reviewId);
  const refusal = writeRefusal(locked.review, locked.submission, user);
  if (refusal) throw refusal;
  return locked;
}

/** The review a submission is being worked on in now: its latest review that was not reversed. */
export async function currentReviewOf(em: EntityManager, submissionId: number): Promise<ReviewRow | null> {
  return em.findOne<ReviewRow>(reviews.entity, { courseSubmissionId: submissionId, reversedOn: null }, { orderBy: { id: 'desc' } });
}

/** Inside a transaction: the submission's current review, locked and writable by the user (see writableReview). */
export async function writableSubmission(tx: EntityManager, submissionId: number, user: SessionUser): Promise<{ review: ReviewRow; submission: SubmissionRow }> {
  await findSubmission(tx, submissionId);
  const current = await currentReviewOf(tx, submissionId);
  if (!current) throw new ReviewPermissionError();
  return writableReview(tx, current.id, user);
}
