// The reviews as the screens read them:
//   GET /api/admin/registration/{id}/review  the first review (an empty one before anyone saved),
//     with approvalBlocked and the recommendations allowed (only not approve while blocked);
//   GET /api/admin/registration/review/{id}  the second review of registration {id}: the
//     registration, the first review it was sent with, the second review record, approvalBlocked.
import type { EntityManager } from '@mikro-orm/postgresql';
import type { RuleRuntime } from '../rules/runtime.js';
import { RECOMMENDED_ACTIONS, RECOMMENDED_ACTION } from '../../resources/_registrations.js';
import { iso, loadRegistration, userNames, type ReviewRow } from './model.js';
import { approvalBlocked } from './approval-blocked.js';
import { registrationJson, reviewsOf } from './registration-json.js';
import type { ApprovalBlocked, FirstReview, RegistrationReview, SecondReviewAnswer } from '../../core/contract/registrations.js';

export async function reviewJson(em: EntityManager, registrationId: number, review: ReviewRow | null, isSecondReview: boolean): Promise<RegistrationReview> {
  const names = await userNames(em, [review?.reviewerId, review?.decidedById]);
  return {
    registrationReviewId: review?.id ?? null,
    reviewId: review?.id ?? null,
    registrationId,
    isSecondReview,
    recommendedActionId: review?.recommendedActionId ?? null,
    decisionComment: review?.decisionComment ?? null,
    internalComment: review?.internalComment ?? null,
    decision: review?.decision ?? null,
    decidedOn: iso(review?.decidedOn),
    startedOn: iso(review?.startedOn),
    reviewerName: review?.reviewerId == null ? null : (names.get(review.reviewerId) ?? null),
    decidedByName: review?.decidedById == null ? null : (names.get(review.decidedById) ?? null),
    ruleSetVersionId: review?.ruleSetVersionId ?? null,
  };
}

export const allowedRecommendations = (blocked: ApprovalBlocked): FirstReview['allowedRecommendations'] => (blocked.blocked ? RECOMMENDED_ACTIONS.filter((a) => a.id === RECOMMENDED_ACTION.notApprove) : [...RECOMMENDED_ACTIONS]);

export async function firstReviewJson(em: EntityManager, rules: RuleRuntime, registrationId: number): Promise<FirstReview> {
  await loadRegistration(em, registrationId);
  const { first } = await reviewsOf(em, registrationId);
  const blocked = await approvalBlocked(em, rules, registrationId);
  return { ...(await reviewJson(em, registrationId, first, false)), approvalBlocked: blocked, allowedRecommendations: allowedRecommendations(blocked) };
}

export async function secondReviewJson(
  em: EntityManager,
  rules: RuleRuntime,
  registrationId: number,
): Promise<SecondReviewAnswer> {
  const registration = await registrationJson(em, rules, registrationId);
  const { first, second } = await reviewsOf(em, registrationId);
  return {
    registration,
    firstReview: await reviewJson(em, registrationId, first, false),
    secondReview: await reviewJson(em, registrationId, second, true),
    approvalBlocked: registration.approvalBlocked,
  };
}
