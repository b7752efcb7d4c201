// Instances started together (a release rolled out behind the proxy, docs/deploy.md) each migrate the
// shared database at start. A session-level advisory lock, held on a connection of its own while one
// of them migrates, makes the others wait and then find nothing left to apply, rather than run the
// same migration twice and stop on "already exists". The embedded database has one process.
import pg from 'pg';
import type { MikroORM } from '@mikro-orm/postgresql';

/** The lock's key: any constant the application's other advisory locks do not use. */
export const MIGRATION_LOCK_KEY = 0x41_47_4d_49; // "AGMI"

export async function withMigrationLock<T>(orm: MikroORM, work: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: orm.config.get('clientUrl'), application_name: 'migration-lock' });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    return await work();
  } finally {
    // closing the connection releases the lock too; unlocking first lets the next instance go at once
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
    await client.end();
  }
}
