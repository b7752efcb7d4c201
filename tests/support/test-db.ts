// Every test file gets its own database: in-memory PGlite by default, or a new database on the
// PostgreSQL server named by TEST_DATABASE_URL (dropped afterwards). Both start as a copy of a
// database the committed migrations built once (migrated-template.ts), and are migrated again,
// which finds nothing left to do unless the copy is behind.
import { randomBytes } from 'node:crypto';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { ResourceDef } from '../../core/model/define.js';
import { migrate, openOrm } from '../../server/db/orm.js';
import type { AuditWrite } from '../../server/audit/subscriber.js';
import { createDatabaseFrom, pgliteImage, postgresTemplate, withAdminClient } from './migrated-template.js';

export const ENGINE = process.env.TEST_DATABASE_URL ? 'postgresql' : 'pglite';

export interface TestDb {
  orm: MikroORM;
  url?: string;
  close: () => Promise<void>;
}

async function adminQuery(sql: string): Promise<void> {
  await withAdminClient(process.env.TEST_DATABASE_URL!, (client) => client.query(sql));
}

/**
 * `schema: 'model'` builds the tables straight from the given model instead of the committed
 * migrations: for tests that run a changed copy of the model, which no migration describes.
 * `auditWrite`: how audit entries are stored (the harness's, which a test can make fail).
 */
export async function createTestDb(resources: ResourceDef[], opts: { schema?: 'migrations' | 'model'; auditWrite?: AuditWrite } = {}): Promise<TestDb> {
  const fromModel = opts.schema === 'model';
  let url: string | undefined;
  let dbName: string | undefined;
  let loadDataDir: Blob | undefined;
  if (process.env.TEST_DATABASE_URL) {
    const adminUrl = process.env.TEST_DATABASE_URL;
    dbName = `ag_test_${process.pid}_${randomBytes(4).toString('hex')}`;
    if (fromModel) await adminQuery(`create database ${dbName}`);
    else await createDatabaseFrom(adminUrl, dbName, await postgresTemplate(adminUrl, resources));
    const u = new URL(adminUrl);
    u.pathname = '/' + dbName;
    url = u.toString();
  } else if (!fromModel) loadDataDir = await pgliteImage(resources);
  const orm = await openOrm({ resources, databaseUrl: url, loadDataDir, auditWrite: opts.auditWrite });
  if (fromModel) {
    await orm.em.getConnection().execute('create extension if not exists pg_trgm');
    await orm.schema.createSchema();
  } else await migrate(orm);
  return {
    orm,
    url,
    close: async () => {
      await orm.close(true);
      if (dbName) await adminQuery(`drop database if exists ${dbName} with (force)`);
    },
  };
}
