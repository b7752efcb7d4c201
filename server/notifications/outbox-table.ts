// The mail outbox (issue 11 §3, docs/notifications.md): one row per notification e-mail, written in
// the transaction of the change it reports (enqueue.ts), so a rolled-back change sends nothing and
// a committed one is never forgotten. The delivery worker (worker.ts) of any instance claims due
// rows, sends them and records the outcome; staff read the delivery state and resend at
// /membership/outbox.
import { EntitySchema } from '@mikro-orm/core';
import { MAIL_STATES, type MailState } from '../../core/contract/notifications.js';

export const MAIL_OUTBOX_TABLE = 'mail_outbox';
/** notified after a commit that enqueued: the workers of every instance look at once */
export const MAIL_OUTBOX_CHANNEL = 'mail_outbox';


export class MailOutbox {
  id!: number;
  recipient!: string;
  subject!: string;
  text!: string;
  html?: string | null;
  /** the notification template's key, or the workflow's own name for a mail without a template */
  templateKey!: string;
  /** the record the mail is about (a resource name and its id), for the list and the audit trail */
  entity?: string | null;
  entityId?: string | null;
  /** who made the change: told through the hub when delivery finally fails; null: the system */
  actingUserId?: number | null;
  state!: MailState;
  attempts!: number;
  nextAttemptAt!: Date;
  lastError?: string | null;
  createdAt!: Date;
  sentAt?: Date | null;
}

export const MailOutboxSchema = new EntitySchema<MailOutbox>({
  class: MailOutbox,
  tableName: MAIL_OUTBOX_TABLE,
  indexes: [
    // the worker's claim: due rows of a state, oldest first
    { properties: ['state', 'nextAttemptAt'], name: 'mail_outbox_due_idx' },
    { properties: ['createdAt'], name: 'mail_outbox_created_at_idx' },
  ],
  properties: {
    id: { type: 'integer', primary: true, autoincrement: true },
    recipient: { type: 'string', length: 320 },
    subject: { type: 'string', length: 1000 },
    text: { type: 'text' },
    html: { type: 'text', nullable: true },
    templateKey: { type: 'string', length: 100 },
    entity: { type: 'string', length: 100, nullable: true },
    entityId: { type: 'string', length: 100, nullable: true },
    actingUserId: { type: 'integer', nullable: true },
    state: { type: 'string', length: 10, default: 'pending' },
    attempts: { type: 'integer', default: 0 },
    nextAttemptAt: { type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' },
    lastError: { type: 'text', nullable: true },
    createdAt: { type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' },
    sentAt: { type: 'datetime', columnType: 'timestamptz', nullable: true },
  },
});
