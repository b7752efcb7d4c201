// The review's claim (docs/courses-and-review.md "Lease"). Opening a review claims it for its
// assigned analyst for REVIEW_LEASE_MINUTES, and the open screen renews it every minute through
// POST /api/admin/review/{reviewId}/lease. Anyone else who opens it reads it, told who holds it.
//
// A new claim (nobody held it, or a lease ran out) is an audited change of the review. A renewal by
// the holder only moves leaseExpiresAt, written as a stamp without a new row version or audit
// entry: otherwise every open screen would add an audit entry a minute and make any edit form of
// the review stale.
import type { EntityManager } from '@mikro-orm/postgresql';
import reviews from '../../../resources/course-submission-reviews.js';
import users from '../../../resources/users.js';
import { REVIEW_LEASE_MINUTES } from '../../../resources/_enums.js';
import type { SessionUser } from '../../auth/session-user.js';
import { stampWithoutNewVersion } from '../../crud/row-version.js';
import { reviewClock } from './clock.js';
import { findReview, findSubmission, leaseHolderId, lockedReview, writeRefusal } from './review-access.js';
import type { ReviewRow, SubmissionRow, UserNameRow } from './rows.js';
import type { Lease } from '../../../core/contract/review.js';

export interface OpenedReview {
  review: ReviewRow;
  submission: SubmissionRow;
  /** who holds the review now (null: nobody) */
  lease: Lease | null;
  /** the caller may not change the review */
  readOnly: boolean;
}

const leaseEnd = (now: Date) => new Date(now.getTime() + REVIEW_LEASE_MINUTES * 60_000);

async function leaseView(em: EntityManager, userId: number | null, expiresAt: Date | null): Promise<Lease | null> {
  if (userId == null || !expiresAt) return null;
  const holder = await em.findOne<UserNameRow>(users.entity, { id: userId });
  return { userId, name: holder ? `${holder.firstName} ${holder.lastName}` : `User ${userId}`, expiresAt: expiresAt.toISOString() };
}

/**
 * Opens a review: in one transaction on the locked row, claims or renews the lease when the caller
 * is the analyst who may work on it, and tells everyone else who holds it.
 */
export async function openReview(em: EntityManager, reviewId: number, user: SessionUser): Promise<OpenedReview> {
  return em.transactional(async (tx) => {
    const { review, submission } = await lockedReview(tx, reviewId);
    const now = reviewClock.now();
    const readOnly = writeRefusal(review, submission, user) !== null;
    let holderId = leaseHolderId(review, now);
    let expiresAt = holderId == null ? null : review.leaseExpiresAt;
    if (!readOnly) {
      expiresAt = leaseEnd(now);
      if (holderId === user.id) await stampWithoutNewVersion(tx, reviews.entity, review.id, { leaseExpiresAt: expiresAt });
      else {
        Object.assign(review, { leaseUserId: user.id, leaseExpiresAt: expiresAt, startedOn: review.startedOn ?? now });
        await tx.flush();
      }
      holderId = user.id;
    }
    return { review, submission, lease: await leaseView(tx, holderId, expiresAt), readOnly };
  });
}

/**
 * Reads a review without claiming it (the screen's look ahead at the next course of the batch, which
 * the analyst has not opened yet): no lock, no lease, no start time, no audit entry. The screen
 * claims it when the analyst opens it.
 */
export async function peekReview(em: EntityManager, reviewId: number, user: SessionUser): Promise<OpenedReview> {
  const review = await findReview(em, reviewId);
  const submission = await findSubmission(em, review.courseSubmissionId);
  const holderId = leaseHolderId(review, reviewClock.now());
  return { review, submission, lease: await leaseView(em, holderId, holderId == null ? null : review.leaseExpiresAt), readOnly: writeRefusal(review, submission, user) !== null };
}

/** The screen's renewal: only the analyst who may work on the review holds it; anyone else is told it moved on. */
export async function renewLease(em: EntityManager, reviewId: number, user: SessionUser): Promise<{ lease: Lease | null; readOnly: boolean }> {
  const opened = await openReview(em, reviewId, user);
  const refusal = writeRefusal(opened.review, opened.submission, user);
  if (refusal) throw refusal;
  return { lease: opened.lease, readOnly: false };
}
