// The admin hub's event log (issue 11 §1): one row per event the hub carries. A trigger on the audit
// trail (migration AdminHub) writes a "changed" row for every statement that records an audited
// write, whatever path made it, in that write's transaction, and notifies HUB_CHANNEL with its id;
// workflows add their own events (raise.ts). Every instance reads the rows after the last it
// dispatched, so a notification lost with a connection is caught up by the next pass, and the ids are
// the Last-Event-ID a reconnecting browser sends to any instance. Rows older than
// HUB_EVENT_RETENTION_MINUTES are removed.
import { EntitySchema } from '@mikro-orm/core';

export const HUB_EVENT_TABLE = 'hub_event';
export const HUB_CHANNEL = 'admin_hub';
export const HUB_EVENT_RETENTION_MINUTES = 10;

export class HubEvent {
  id!: string; // bigserial: node-postgres hands bigint over as text
  kind!: string;
  payload!: unknown;
  /** set when the event is for one user only (a notification failure) */
  userId?: number | null;
  createdAt!: Date;
}

export const HubEventSchema = new EntitySchema<HubEvent>({
  class: HubEvent,
  tableName: HUB_EVENT_TABLE,
  indexes: [{ properties: ['createdAt'], name: 'hub_event_created_at_idx' }],
  properties: {
    id: { type: 'bigint', primary: true, autoincrement: true },
    kind: { type: 'string', length: 40 },
    payload: { type: 'json' },
    userId: { type: 'integer', nullable: true },
    createdAt: { type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' },
  },
});
