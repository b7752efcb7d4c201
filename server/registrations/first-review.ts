// POST /api/admin/registration/review/{reviewId} {registrationId, action, recommendedActionId,
// decisionComment, internalComment}: the first review (spec 2 §4, §5). reviewId 0 opens it.
//   save           save and exit: the registration is in review;
//   secondreview   send to second review: the rule set decides (a recommended action is needed, and
//                  only not approve while approval is blocked); the registration is in second review;
//   requestupdate  the applicant is asked to correct it (waiting for update); the decision comment is
//                  what the applicant is told, so it is required.
// POST /api/admin/registration/reregister/secondreview/{reviewId} is the same call for a
// re-registration, with secondreview as its only action.
// The first review acts while the registration is submitted or in review. One transaction: the
// review, the registration's status and their audit entries; a refusal of the rules commits only the
// recorded evaluation.
import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import type { SessionUser } from '../auth/session-user.js';
import type { RuleRuntime } from '../rules/runtime.js';
import { badRequest, type ModelState } from '../http/errors.js';
import { optionalId, parseSpecBody, text } from '../courses/params.js';
import { REGISTRATION_STATUS as S, REGISTRATION_TYPE } from '../../resources/_registrations.js';
import { E, SAVE_FAILED, loadRegistration, statusName, type ReviewRow } from './model.js';
import { lockRecord } from '../db/table-names.js';
import { decideRegistration, keepEvaluation, refuseByRules } from './decide.js';
import { reviewFor } from './review-rows.js';
import { withFailureMessage } from './failures.js';
import { firstReviewJson } from './review-json.js';

const lower = (v: unknown) => (typeof v === 'string' ? v.trim().toLowerCase() : v);

const body = z.strictObject({
  registrationId: optionalId('the registration'),
  action: z.preprocess(lower, z.enum(['save', 'secondreview', 'requestupdate'], { error: 'The action is save, secondreview or requestupdate.' })),
  recommendedActionId: z.preprocess((v) => (v === '' ? null : typeof v === 'string' && /^\s*\d\s*$/.test(v) ? Number(v) : v), z.union([z.literal(1), z.literal(2)], { error: 'Choose 1 (approve) or 2 (not approve).' }).nullish()),
  decisionComment: text(4000),
  internalComment: text(4000),
});

export type FirstReviewInput = z.infer<typeof body>;

/** Reads the body; the registration is the body's registrationId (required), or the path's for a re-registration. */
export function readFirstReview(raw: unknown): FirstReviewInput {
  return parseSpecBody(body, raw);
}

const FIRST_REVIEW_STATUSES: number[] = [S.submitted, S.inReview];

export async function firstReview(em: EntityManager, rules: RuleRuntime, user: SessionUser, reviewId: number, input: FirstReviewInput, opts: { reregistration?: boolean } = {}) {
  if (!input.registrationId) throw badRequest('Please correct the highlighted fields.', { registrationId: ['Required.'] });
  const registrationId = input.registrationId;
  if (input.action === 'requestupdate' && !input.decisionComment) throw badRequest('Please correct the highlighted fields.', { decisionComment: ['Tell the applicant what to correct.'] });
  await loadRegistration(em, registrationId);
  const outcome = await withFailureMessage(SAVE_FAILED, () =>
    em.transactional(async (tx): Promise<{ refused: ModelState } | { review: ReviewRow }> => {
      await lockRecord(tx, E.registrations, registrationId);
      const r = await tx.refresh(await loadRegistration(tx, registrationId));
      if (!r) throw badRequest('The registration was deleted.');
      if (opts.reregistration && r.registrationTypeId !== REGISTRATION_TYPE.reregistration) throw badRequest(`Registration ${registrationId} is not a re-registration.`, { registrationId: ['Not a re-registration.'] });
      if (!FIRST_REVIEW_STATUSES.includes(r.registrationStatusId))
        throw badRequest(`This registration is ${statusName(r.registrationStatusId).toLowerCase()}: the first review cannot act on it.`, { registrationStatusId: [`The registration is ${statusName(r.registrationStatusId).toLowerCase()}.`] });
      // the rules first: a refusal commits the recorded evaluation and nothing of the review
      const decision = input.action === 'secondreview' ? await decideRegistration(tx, rules, user, registrationId, 'secondreview', input.recommendedActionId ?? null) : null;
      if (decision?.refused) return { refused: decision.refused };
      const review = await reviewFor(tx, user, registrationId, reviewId, false);
      if (review.decision) throw badRequest(`This review was already decided (${review.decision}).`, { reviewId: ['The review is closed.'] });
      Object.assign(review, { recommendedActionId: input.recommendedActionId ?? null, decisionComment: input.decisionComment, internalComment: input.internalComment, reviewerId: user.id });
      const now = new Date();
      if (decision) {
        keepEvaluation(review, decision.evaluation);
        Object.assign(review, { decision: 'secondReview', decidedOn: now, decidedById: user.id });
        r.registrationStatusId = S.secondReview;
      } else if (input.action === 'requestupdate') {
        Object.assign(review, { decision: 'waitingForUpdate', decidedOn: now, decidedById: user.id });
        r.registrationStatusId = S.waitingForUpdate;
      } else r.registrationStatusId = S.inReview;
      r.lastUpdatedOn = now;
      await tx.flush();
      return { review };
    }),
  );
  if ('refused' in outcome) refuseByRules(outcome.refused);
  return firstReviewJson(em.fork({ clear: true }), rules, registrationId);
}
