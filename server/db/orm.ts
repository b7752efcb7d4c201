// Opens the database: embedded PGlite in a folder (default) or a real PostgreSQL server (DATABASE_URL).
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { MikroORM, type Options } from '@mikro-orm/postgresql';
import { PostgreSqlDriver } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { ResourceDef } from '../../core/model/define.js';
import { buildEntitySchemas } from './entity-builder.js';
import { SYSTEM_ENTITIES } from './system-entities.js';
import { AuditSubscriber, insertAuditEntry, type AuditWrite } from '../audit/subscriber.js';
import { recordingAuditWrite } from '../undo/recorder.js';
import { migrationsList } from '../migrations/index.js';
import { EmbeddedDriver, type EmbeddedFactory } from './pglite-driver.js';
import { withMigrationLock } from './migration-lock.js';
import { bindSealKey, resolveSealKey } from '../audit/tamper/seal-key.js';

export const MIGRATIONS_DIR = path.resolve(import.meta.dirname, '../migrations');

export interface OpenOptions {
  resources: ResourceDef[];
  /** postgres://… ; when absent PGlite runs embedded */
  databaseUrl?: string;
  /** PGlite folder; absent means in memory */
  dataDir?: string;
  /** PGlite only: start from this image of a data folder (a `dumpDataDir` tarball; the tests' migrated template) */
  loadDataDir?: Blob;
  debug?: boolean;
  /** how audit entries are stored; absent: inserted in the flush transaction (insertAuditEntry) */
  auditWrite?: AuditWrite;
  /** the key audit entries are sealed with (docs/audit.md); absent: AUDIT_SEAL_KEY, or the embedded data folder's */
  auditSealKey?: string;
}

export type Orm = MikroORM;

export function ormOptions(opts: OpenOptions): Options {
  const common: Options = {
    entities: [...buildEntitySchemas(opts.resources), ...SYSTEM_ENTITIES],
    // each entry's id is noted for the action that wrote it (server/undo/recorder.ts)
    subscribers: [new AuditSubscriber(opts.resources, recordingAuditWrite(opts.auditWrite ?? insertAuditEntry))],
    extensions: [Migrator],
    discovery: { warnWhenNoEntities: false },
    forceUtcTimezone: true,
    debug: opts.debug ?? false,
    migrations: {
      tableName: 'mikro_orm_migrations',
      path: MIGRATIONS_DIR,
      pathTs: MIGRATIONS_DIR,
      emit: 'ts',
      snapshot: false,
      transactional: true,
      allOrNothing: true,
      migrationsList,
    },
  };
  if (opts.databaseUrl) return { ...common, driver: PostgreSqlDriver, clientUrl: opts.databaseUrl, pool: { min: 0, max: 10 } };
  let instance: PGlite | undefined;
  const pglite: EmbeddedFactory = Object.assign(
    () => {
      if (!instance) {
        if (opts.dataDir) mkdirSync(opts.dataDir, { recursive: true });
        // pg_trgm backs the trigram indexes of the full-text filters
        instance = new PGlite({ dataDir: opts.dataDir, loadDataDir: opts.loadDataDir, extensions: { pg_trgm } });
      }
      return instance;
    },
    { forget: () => (instance = undefined) },
  );
  return { ...common, driver: EmbeddedDriver as never, dbName: 'postgres', driverOptions: { connection: { pglite } }, pool: { min: 1, max: 1 } };
}

export async function openOrm(opts: OpenOptions): Promise<MikroORM> {
  const orm = await MikroORM.init(ormOptions(opts));
  const key = resolveSealKey(opts);
  if (key) bindSealKey(orm.config, key);
  return orm;
}

export async function migrate(orm: MikroORM): Promise<string[]> {
  const up = async () => (await orm.getMigrator().up()).map((m) => m.name);
  return isEmbedded(orm) ? up() : withMigrationLock(orm, up);
}

export function isEmbedded(orm: MikroORM): boolean {
  return orm.config.get('driver') !== PostgreSqlDriver;
}
