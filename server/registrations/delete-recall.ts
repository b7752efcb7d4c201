// POST /api/admin/registration/{id}/delete: a registration not yet approved is deleted (soft: it
// leaves every list; its reviews and files stay for the audit trail). An approved one made an
// institution and stays. Failure: "An error occurred while trying to delete this registration."
// POST /api/admin/registration/{id}/recall (AdminRegistrationSecondReview): a registration in second
// review goes back to the first reviewer (in review), the first review reopened with its
// recommendation kept. Failure: "An error occurred while trying to recall from 2nd review."
// Both write the registration and its audit entry in one transaction.
import type { EntityManager } from '@mikro-orm/postgresql';
import type { RuleRuntime } from '../rules/runtime.js';
import { HttpError, badRequest } from '../http/errors.js';
import { REGISTRATION_STATUS as S } from '../../resources/_registrations.js';
import { E, DELETE_FAILED, RECALL_FAILED, loadRegistration, statusName } from './model.js';
import { lockRecord } from '../db/table-names.js';
import { withFailureMessage } from './failures.js';
import { registrationJson, reviewsOf } from './registration-json.js';

/** The spec's failure message, the reason beside it. */
function failed(message: string, reason: string): never {
  throw badRequest(message, { registrationStatusId: [reason] });
}

export async function deleteRegistration(em: EntityManager, id: number): Promise<{ message: string; registrationId: number }> {
  await loadRegistration(em, id);
  const name = await withFailureMessage(DELETE_FAILED.replace(/\.$/, ''), () =>
    em.transactional(async (tx) => {
      await lockRecord(tx, E.registrations, id);
      const r = await tx.refresh(await loadRegistration(tx, id));
      if (!r) throw new HttpError(404, `There is no registration ${id}.`);
      if (r.registrationStatusId === S.approved) failed(DELETE_FAILED, 'An approved registration created its institution and cannot be deleted.');
      r.isDeleted = true;
      r.lastUpdatedOn = new Date();
      await tx.flush();
      return r.institutionName;
    }),
  );
  return { message: `${name} has been deleted.`, registrationId: id };
}

export async function recallRegistration(em: EntityManager, rules: RuleRuntime, id: number) {
  await loadRegistration(em, id);
  await withFailureMessage(RECALL_FAILED.replace(/\.$/, ''), () =>
    em.transactional(async (tx) => {
      await lockRecord(tx, E.registrations, id);
      const r = await tx.refresh(await loadRegistration(tx, id));
      if (!r) throw new HttpError(404, `There is no registration ${id}.`);
      if (r.registrationStatusId !== S.secondReview) failed(RECALL_FAILED, `The registration is ${statusName(r.registrationStatusId).toLowerCase()}, not in second review.`);
      r.registrationStatusId = S.inReview;
      r.lastUpdatedOn = new Date();
      const { first } = await reviewsOf(tx, id);
      if (first) Object.assign(first, { decision: null, decidedOn: null, decidedById: null });
      await tx.flush();
    }),
  );
  return registrationJson(em.fork({ clear: true }), rules, id);
}
