// The decision notice (docs/registrations.md): on an approval or a refusal, and on
// POST /api/admin/registration/{id}/resendnotification, the submitter and the head contact are sent
// the notification template of the decision (registration-approved, registration-not-approved;
// staff edit their wording at /cms/notifications) with the institution's name, the recipient, the
// registration cycle and the reason (the second review's decision comment). The mails are written
// to the mail outbox in the decision's own transaction (server/notifications/enqueue.ts), so a
// notice exists exactly when its decision does; the delivery worker sends them and retries.
// notificationSentOn records when the last notice was queued.
import type { EntityManager } from '@mikro-orm/postgresql';
import { badRequest } from '../http/errors.js';
import { enqueueNotification } from '../notifications/enqueue.js';
import { REGISTRATION_STATUS as S } from '../../resources/_registrations.js';
import { E, R, loadRegistration, statusName, type Json, type RegistrationRow } from './model.js';
import { lockRecord } from '../db/table-names.js';
import { reviewsOf } from './registration-json.js';

const TEMPLATE_OF_STATUS: Record<number, string> = { [S.approved]: 'registration-approved', [S.notApproved]: 'registration-not-approved' };

/** {{currentCycleYear}} of the registration's cycle (2026 → 2026-27); without one, the current cycle's. */
const cycle = (year: number | null) => (year ? `${year}-${String((year + 1) % 100).padStart(2, '0')}` : undefined);

export interface Recipient {
  email: string;
  name: string;
}

/** The submitter and the head contact, each once. */
export function recipientsOf(r: RegistrationRow): Recipient[] {
  const head = ((r.contactInformation as Json | null)?.headContact ?? {}) as Json;
  const headName = [head.firstName, head.lastName].filter((s) => typeof s === 'string' && s).join(' ');
  const headEmail = typeof head.email === 'string' ? head.email : '';
  const submitterIsHead = headEmail.toLowerCase() === r.submitterEmail.toLowerCase();
  const out: Recipient[] = [{ email: r.submitterEmail, name: submitterIsHead && headName ? headName : r.submitterEmail }];
  if (headEmail && !submitterIsHead) out.push({ email: headEmail, name: headName || headEmail });
  return out;
}

/** Queues the notice of the registration's (just written) decision in the caller's transaction; answers to whom. */
export async function queueDecisionNotice(tx: EntityManager, r: RegistrationRow, reason: string | null, actingUserId: number): Promise<string[]> {
  const templateKey = TEMPLATE_OF_STATUS[r.registrationStatusId];
  if (!templateKey)
    throw badRequest(`This registration is ${statusName(r.registrationStatusId).toLowerCase()}: there is no decision to notify.`, {
      registrationStatusId: ['Only approved and not approved registrations have a decision notice.'],
    });
  const to = recipientsOf(r);
  await enqueueNotification(tx, {
    templateKey,
    to,
    placeholders: { institutionName: r.institutionName, currentCycleYear: cycle(r.registrationCycleYear), reason: reason ?? 'No reason was given.' },
    actingUserId,
    entity: R.registrations.name,
    entityId: r.id,
  });
  r.notificationSentOn = new Date();
  return to.map((t) => t.email);
}

/** POST /api/admin/registration/{id}/resendnotification: the notice again; "Email has been resent to …". */
export async function resendNotification(em: EntityManager, registrationId: number, actingUserId: number) {
  await loadRegistration(em, registrationId);
  return em.transactional(async (tx) => {
    await lockRecord(tx, E.registrations, registrationId);
    const r = await loadRegistration(tx, registrationId);
    const { second } = await reviewsOf(tx, registrationId);
    const sentTo = await queueDecisionNotice(tx, r, second?.decisionComment ?? null, actingUserId);
    await tx.flush();
    return { message: `Email has been resent to ${sentTo.join(', ')}`, sentTo, notificationSentOn: r.notificationSentOn?.toISOString() ?? null };
  });
}
