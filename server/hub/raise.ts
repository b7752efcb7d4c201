// Events a workflow raises on the hub itself (the audit trail's trigger raises "changed" for every
// audited write). Written and notified inside the caller's transaction: delivered when it commits,
// never on a rollback.
import type { EntityManager } from '@mikro-orm/postgresql';
import { runSql } from '../db/run-sql.js';
import { notifyChannel } from '../db/notifications.js';
import { HUB_CHANNEL, HUB_EVENT_TABLE } from './hub-table.js';

export type RaisedEvent =
  | { kind: 'notificationFailed'; userId: number; payload: { message: string } }
  // for every administrator who may read the audit trail (AdminViewAudit), online now or within the replay window
  | { kind: 'auditBroken'; userId: null; payload: { message: string } };

export async function raiseHubEvent(em: EntityManager, event: RaisedEvent): Promise<void> {
  const [row] = await runSql<{ id: string }>(em, `insert into ${HUB_EVENT_TABLE} (kind, payload, user_id) values (?, ?::jsonb, ?) returning id::text as id`, [
    event.kind,
    JSON.stringify(event.payload),
    event.userId,
  ]);
  await notifyChannel(em, HUB_CHANNEL, row.id);
}
