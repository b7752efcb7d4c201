// Finding or opening the review a decision call names: reviewId 0 opens one (the screens read
// registrationReviewId null before anyone saved); another id must be that registration's review of
// that kind.
import type { EntityManager } from '@mikro-orm/postgresql';
import type { SessionUser } from '../auth/session-user.js';
import { badRequest } from '../http/errors.js';
import { E, type ReviewRow } from './model.js';
import { reviewsOf } from './registration-json.js';

export async function reviewFor(tx: EntityManager, user: SessionUser, registrationId: number, reviewId: number, isSecondReview: boolean): Promise<ReviewRow> {
  if (reviewId === 0) {
    // one open review of each kind: a second call with 0 continues the open one instead of a copy
    const latest = (await reviewsOf(tx, registrationId))[isSecondReview ? 'second' : 'first'];
    if (latest && !latest.decision) return latest;
    return tx.create<Record<string, unknown>>(E.registrationReviews, {
      registrationId,
      isSecondReview,
      reviewerId: user.id,
      startedOn: new Date(),
    }) as unknown as ReviewRow;
  }
  const review = await tx.findOne<ReviewRow>(E.registrationReviews, { id: reviewId });
  if (!review || review.registrationId !== registrationId || review.isSecondReview !== isSecondReview)
    throw badRequest(`Review ${reviewId} is not the ${isSecondReview ? 'second' : 'first'} review of registration ${registrationId}.`, { reviewId: ['Not a review of this registration.'] });
  return review;
}
