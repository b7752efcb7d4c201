// Tells every server instance on the database that a rule set changed: PostgreSQL NOTIFY, heard
// through LISTEN on a dedicated connection (or PGlite's own listen for the embedded database).
import pg from 'pg';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { PGlite } from '@electric-sql/pglite';
import { isEmbedded } from '../db/orm.js';
import { logger } from '../log.js';

export const RULES_CHANNEL = 'rule_set_changed';

/** Sends the notification inside the caller's transaction: it is delivered when that commits. */
export async function notifyRuleSetChanged(em: EntityManager, ruleSetName: string): Promise<void> {
  await em.getConnection().execute('select pg_notify(?, ?)', [RULES_CHANNEL, ruleSetName], 'all', em.getTransactionContext());
}

export interface Listener {
  stop: () => Promise<void>;
}

export async function listenForRuleChanges(orm: MikroORM, onChange: (ruleSetName: string) => void): Promise<Listener> {
  if (isEmbedded(orm)) {
    const factory = (orm.config.get('driverOptions') as { connection: { pglite: () => PGlite } }).connection.pglite;
    const unsubscribe = await factory().listen(RULES_CHANNEL, (payload) => onChange(payload));
    return { stop: async () => unsubscribe() };
  }
  let stopped = false;
  let client: pg.Client | undefined;
  const connect = async (): Promise<void> => {
    client = new pg.Client({ connectionString: orm.config.get('clientUrl') });
    client.on('notification', (msg) => msg.payload && onChange(msg.payload));
    client.on('error', (err) => {
      logger.warn({ err }, 'rule change listener lost its connection; reconnecting');
      if (!stopped) setTimeout(() => void connect().catch(() => {}), 1000);
    });
    await client.connect();
    await client.query(`listen ${RULES_CHANNEL}`);
  };
  await connect();
  return {
    stop: async () => {
      stopped = true;
      await client?.end().catch(() => {});
    },
  };
}
