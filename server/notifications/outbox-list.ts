// The delivery state of the mail outbox for the outbox screen (docs/notifications.md): a page of
// messages newest first, filtered by state and recipient, one message with its text, and resend.
import type { EntityManager } from '@mikro-orm/postgresql';
import { insertSealedEntry } from '../audit/tamper/sealed-insert.js';
import { currentActor } from '../audit/context.js';
import { runSql } from '../db/run-sql.js';
import { notifyChannel } from '../db/notifications.js';
import { badRequest, HttpError, notFound } from '../http/errors.js';
import { MAIL_OUTBOX_CHANNEL, MAIL_OUTBOX_TABLE } from './outbox-table.js';
import { MAIL_STATES, type MailState } from '../../core/contract/notifications.js';
import type { StoredDelivery, StoredDeliveryMessage } from '../../core/contract/notifications.js';

export const DELIVERY_PAGE_SIZE = 25;
/** the audit trail's entity name of outbox rows */
export const OUTBOX_AUDIT_ENTITY = 'mail-outbox';
export const RESEND_MESSAGE = 'The message was queued again.';

const COLUMNS = `id, recipient, subject, template_key, entity, entity_id, acting_user_id, state, attempts, next_attempt_at, last_error, created_at, sent_at`;
const iso = (v: unknown) => (v == null ? null : new Date(v as string).toISOString());

function rowJson(r: Record<string, unknown>): StoredDelivery {
  return {
    id: Number(r.id),
    recipient: String(r.recipient),
    subject: String(r.subject),
    templateKey: String(r.template_key),
    entity: (r.entity as string) ?? null,
    entityId: (r.entity_id as string) ?? null,
    actingUserId: r.acting_user_id == null ? null : Number(r.acting_user_id),
    state: r.state as MailState,
    attempts: Number(r.attempts),
    nextAttemptAt: iso(r.next_attempt_at)!,
    lastError: (r.last_error as string) ?? null,
    createdAt: iso(r.created_at)!,
    sentAt: iso(r.sent_at),
  };
}

export function parseState(raw: string | undefined): MailState | undefined {
  if (raw === undefined || raw === '') return undefined;
  if (!(MAIL_STATES as readonly string[]).includes(raw)) throw badRequest('Choose a delivery state.', { state: [`One of ${MAIL_STATES.join(', ')}.`] });
  return raw as MailState;
}

export async function listDeliveries(
  em: EntityManager,
  opts: { state?: MailState; to?: string; page: number; pageSize: number },
): Promise<{ total: number; counts: Record<MailState, number>; result: StoredDelivery[] }> {
  const where: string[] = [];
  const params: unknown[] = [];
  if (opts.to) {
    where.push(`recipient ilike ?`);
    params.push(`%${opts.to.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  }
  const byRecipient = where.length ? `where ${where.join(' and ')}` : '';
  // the counts of every state under the recipient filter: the screen's state chips
  const countRows = await runSql<{ state: MailState; n: string | number }>(em, `select state, count(*) as n from ${MAIL_OUTBOX_TABLE} ${byRecipient} group by state`, params);
  const counts = Object.fromEntries(MAIL_STATES.map((s) => [s, 0])) as Record<MailState, number>;
  for (const c of countRows) counts[c.state] = Number(c.n);
  if (opts.state) {
    where.push(`state = ?`);
    params.push(opts.state);
  }
  const filter = where.length ? `where ${where.join(' and ')}` : '';
  const total = opts.state ? counts[opts.state] : Object.values(counts).reduce((a, b) => a + b, 0);
  const rows = await runSql<Record<string, unknown>>(em, `select ${COLUMNS} from ${MAIL_OUTBOX_TABLE} ${filter} order by created_at desc, id desc limit ? offset ?`, [
    ...params,
    opts.pageSize,
    (opts.page - 1) * opts.pageSize,
  ]);
  return { total, counts, result: rows.map(rowJson) };
}

export async function readDelivery(em: EntityManager, id: number): Promise<StoredDeliveryMessage> {
  const [row] = await runSql<Record<string, unknown>>(em, `select ${COLUMNS}, text, html from ${MAIL_OUTBOX_TABLE} where id = ?`, [id]);
  if (!row) throw notFound('There is no such message.');
  const text = String(row.text);
  return { ...rowJson(row), text, html: (row.html as string) ?? null, links: [...text.matchAll(/https?:\/\/[^\s<>"]+/g)].map((m) => m[0]) };
}

/**
 * Queues a sent or failed message again: pending now, its attempts from zero, with an audit entry
 * of the operator in the same transaction. A message still pending or being sent is refused.
 */
export async function resendDelivery(em: EntityManager, id: number): Promise<{ message: string; delivery: StoredDelivery }> {
  return em.transactional(async (tx) => {
    const [row] = await runSql<{ state: MailState; attempts: number }>(tx, `select state, attempts from ${MAIL_OUTBOX_TABLE} where id = ? for update`, [id]);
    if (!row) throw notFound('There is no such message.');
    if (row.state !== 'sent' && row.state !== 'failed') throw new HttpError(409, `This message is ${row.state}: only a sent or failed message can be sent again.`);
    await runSql(tx, `update ${MAIL_OUTBOX_TABLE} set state = 'pending', attempts = 0, next_attempt_at = now(), last_error = null, sent_at = null where id = ?`, [id]);
    const actor = currentActor();
    await insertSealedEntry(tx, {
      entity: OUTBOX_AUDIT_ENTITY,
      entityId: String(id),
      auditType: 'U',
      userId: actor.userId,
      userName: actor.userName,
      impersonatorId: actor.impersonatorId ?? null,
      impersonatorName: actor.impersonatorName ?? null,
      createdAt: new Date(),
      changes: [
        { field: 'state', oldValue: row.state, newValue: 'pending' },
        { field: 'attempts', oldValue: Number(row.attempts), newValue: 0 },
      ],
      via: actor.via,
    });
    await notifyChannel(tx, MAIL_OUTBOX_CHANNEL, String(id));
    const [after] = await runSql<Record<string, unknown>>(tx, `select ${COLUMNS} from ${MAIL_OUTBOX_TABLE} where id = ?`, [id]);
    return { message: RESEND_MESSAGE, delivery: rowJson(after) };
  });
}
