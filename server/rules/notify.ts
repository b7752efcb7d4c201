// Tells every server instance on the database that a rule set changed: PostgreSQL NOTIFY, heard
// through the shared listener (server/db/notifications.ts: dedicated connection, reconnection with
// backoff, PGlite's own listen for the embedded database). `onConnected` runs after every
// connection: notifications sent while it was away are lost, so the caller reloads the rule sets.
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { listenForNotifications, notifyChannel, type ListenOptions, type Listener } from '../db/notifications.js';

export { backoffDelay, type Listener } from '../db/notifications.js';

export const RULES_CHANNEL = 'rule_set_changed';
/** The listener's application_name, so operators (and tests) can find its connection. */
export const LISTENER_APPLICATION = 'ag-rules-listener';

/** Sends the notification inside the caller's transaction: it is delivered when that commits. */
export async function notifyRuleSetChanged(em: EntityManager, ruleSetName: string): Promise<void> {
  await notifyChannel(em, RULES_CHANNEL, ruleSetName);
}

export type RuleListenOptions = Pick<ListenOptions, 'onConnected' | 'initialDelayMs' | 'maxDelayMs'>;

export async function listenForRuleChanges(orm: MikroORM, onChange: (ruleSetName: string) => void, opts: RuleListenOptions = {}): Promise<Listener> {
  return listenForNotifications(orm, RULES_CHANNEL, (payload) => payload && onChange(payload), {
    ...opts,
    applicationName: LISTENER_APPLICATION,
    name: 'rule change listener',
  });
}
