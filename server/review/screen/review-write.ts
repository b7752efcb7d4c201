// Every change the review screen makes runs here: one transaction that locks the review, checks
// that the caller may still change it (review-access.ts), and flushes the change with the audit
// entries the flush subscriber writes for each row, so a change and its audit entry commit together.
import type { EntityManager } from '@mikro-orm/postgresql';
import type { SessionUser } from '../../auth/session-user.js';
import { writableReview, writableSubmission } from './review-access.js';
import type { ReviewRow, SubmissionRow } from './rows.js';

export interface Writable {
  review: ReviewRow;
  submission: SubmissionRow;
}

type Work<T> = (tx: EntityManager, target: Writable) => Promise<T>;

export function writeReview<T>(em: EntityManager, reviewId: number, user: SessionUser, work: Work<T>): Promise<T> {
  return em.transactional(async (tx) => {
    const answer = await work(tx, await writableReview(tx, reviewId, user));
    await tx.flush();
    return answer;
  });
}

/** A change to what a submission says (basic info, description, materials), made through its current review. */
export function writeSubmission<T>(em: EntityManager, submissionId: number, user: SessionUser, work: Work<T>): Promise<T> {
  return em.transactional(async (tx) => {
    const answer = await work(tx, await writableSubmission(tx, submissionId, user));
    await tx.flush();
    return answer;
  });
}
