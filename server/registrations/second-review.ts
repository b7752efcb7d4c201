// The second review's decision (spec 2 §4, §5), AdminRegistrationSecondReview:
//   POST /api/admin/registration/approve/{reviewId} {registrationId, action, decisionComment, internalComment}
//   POST /api/admin/registration/ReRegister/Review/{id}  the same for a re-registration, {id} being
//     the registration (the body's registrationId, when sent, must agree).
// action approve: the rule set decides (district 'Other' of a public school, a re-registration's
//   letter without its end date); the institution is created from the sections (or the publisher's
//   updated), the registration approved with its institutionId and decision date;
// action notapprove: the registration is not approved; the decision comment is the reason the
//   applicant is told, so it is required;
// action exit: back to the first reviewer (in review), the first review reopened with its
//   recommendation kept.
// One transaction holds the review, the registration, the institution and their audit entries; a
// refusal of the rules commits only the recorded evaluation. The decision notice is queued in the mail
// outbox in the same transaction (notices.ts).
import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import type { SessionUser } from '../auth/session-user.js';
import type { RuleRuntime } from '../rules/runtime.js';
import { badRequest, type ModelState } from '../http/errors.js';
import { optionalId, parseSpecBody, text } from '../courses/params.js';
import { REGISTRATION_STATUS as S, REGISTRATION_TYPE } from '../../resources/_registrations.js';
import { E, CREATE_FAILED, SAVE_FAILED, loadRegistration, statusName } from './model.js';
import { lockRecord } from '../db/table-names.js';
import { decideRegistration, keepEvaluation, refuseByRules } from './decide.js';
import { reviewFor } from './review-rows.js';
import { reviewsOf } from './registration-json.js';
import { withFailureMessage } from './failures.js';
import { writeInstitution } from './institution-from-registration.js';
import { queueDecisionNotice } from './notices.js';
import { secondReviewJson } from './review-json.js';

const lower = (v: unknown) => (typeof v === 'string' ? v.trim().toLowerCase() : v);

const body = z.strictObject({
  registrationId: optionalId('the registration'),
  action: z.preprocess(lower, z.enum(['approve', 'notapprove', 'exit'], { error: 'The action is approve, notapprove or exit.' })),
  decisionComment: text(4000),
  internalComment: text(4000),
});

export type SecondReviewInput = z.infer<typeof body>;

export const readSecondReview = (raw: unknown): SecondReviewInput => parseSpecBody(body, raw);

const DECISION = { approve: 'approved', notapprove: 'notApproved', exit: 'returned' } as const;

export async function secondReview(
  em: EntityManager,
  deps: { rules: RuleRuntime },
  user: SessionUser,
  target: { reviewId: number; registrationId?: number; reregistration?: boolean },
  input: SecondReviewInput,
) {
  const registrationId = target.registrationId ?? input.registrationId;
  if (!registrationId) throw badRequest('Please correct the highlighted fields.', { registrationId: ['Required.'] });
  if (target.registrationId && input.registrationId && input.registrationId !== target.registrationId)
    throw badRequest('Please correct the highlighted fields.', { registrationId: ['Must be the registration of the path.'] });
  if (input.action === 'notapprove' && !input.decisionComment) throw badRequest('Please correct the highlighted fields.', { decisionComment: ['Tell the applicant why the registration is not approved.'] });
  await loadRegistration(em, registrationId);

  const outcome = await withFailureMessage(input.action === 'approve' ? CREATE_FAILED : SAVE_FAILED, () =>
    em.transactional(async (tx): Promise<{ refused: ModelState } | { done: true }> => {
      await lockRecord(tx, E.registrations, registrationId);
      const r = await tx.refresh(await loadRegistration(tx, registrationId));
      if (!r) throw badRequest('The registration was deleted.');
      if (target.reregistration && r.registrationTypeId !== REGISTRATION_TYPE.reregistration) throw badRequest(`Registration ${registrationId} is not a re-registration.`, { registrationId: ['Not a re-registration.'] });
      if (r.registrationStatusId !== S.secondReview)
        throw badRequest(`This registration is ${statusName(r.registrationStatusId).toLowerCase()}: it is not waiting for a second review.`, { registrationStatusId: [`The registration is ${statusName(r.registrationStatusId).toLowerCase()}.`] });
      const decision = input.action === 'exit' ? null : await decideRegistration(tx, deps.rules, user, registrationId, input.action);
      if (decision?.refused) return { refused: decision.refused };

      const review = await reviewFor(tx, user, registrationId, target.reviewId, true);
      if (review.decision) throw badRequest(`This review was already decided (${review.decision}).`, { reviewId: ['The review is closed.'] });
      const now = new Date();
      Object.assign(review, { decisionComment: input.decisionComment, internalComment: input.internalComment, reviewerId: user.id, decision: DECISION[input.action], decidedOn: now, decidedById: user.id });
      if (decision) keepEvaluation(review, decision.evaluation);
      if (input.action === 'approve') {
        r.institutionId = await writeInstitution(tx, r);
        r.registrationStatusId = S.approved;
        r.decidedOn = now;
      } else if (input.action === 'notapprove') {
        r.registrationStatusId = S.notApproved;
        r.decidedOn = now;
      } else {
        r.registrationStatusId = S.inReview;
        const { first } = await reviewsOf(tx, registrationId);
        if (first) Object.assign(first, { decision: null, decidedOn: null, decidedById: null });
      }
      r.lastUpdatedOn = now;
      // the notice is queued with the decision: both commit, or neither
      if (input.action !== 'exit') await queueDecisionNotice(tx, r, input.decisionComment, user.id);
      await tx.flush();
      return { done: true };
    }),
  );
  if ('refused' in outcome) refuseByRules(outcome.refused);
  return secondReviewJson(em.fork({ clear: true }), deps.rules, registrationId);
}
