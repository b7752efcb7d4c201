// The audit seal key (docs/audit.md): AUDIT_SEAL_KEY, shared by every instance on one PostgreSQL
// database; on embedded PGlite a key made once into <DATA_DIR>/audit-seal.key. The database never
// holds it, so whoever edits the database cannot remake a seal. Kept per database (the ORM's
// configuration), as the metrics are, so the code that writes an entry needs only its entity manager.
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Configuration } from '@mikro-orm/core';

export const SEAL_KEY_MIN_LENGTH = 32;
export const SEAL_KEY_FILE = 'audit-seal.key';

const keys = new WeakMap<Configuration, string>();

export function bindSealKey(config: Configuration, key: string): void {
  keys.set(config, key);
}

/** The key of the database `db` belongs to (an ORM or an entity manager). */
export function sealKeyOf(db: { readonly config: Configuration }): string {
  const key = keys.get(db.config);
  if (!key) throw new Error('No audit seal key: set AUDIT_SEAL_KEY (at least 32 characters, the same on every instance) to write or verify the audit trail on PostgreSQL.');
  return key;
}

/** The key of an embedded data folder, made (readable by its owner only) the first time. */
export function embeddedSealKey(dataDir: string): string {
  const file = path.join(dataDir, SEAL_KEY_FILE);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const key = randomBytes(32).toString('hex');
  writeFileSync(file, key + '\n', { mode: 0o600, flag: 'wx' });
  chmodSync(file, 0o600);
  return key;
}

/**
 * The key for a database: the one given, else AUDIT_SEAL_KEY, else (embedded) the data folder's, or a
 * key of this process for an in-memory database, which lives no longer. PostgreSQL without a key gets
 * none: writing an audit entry then fails with sealKeyOf's message (the server refuses to start first, config.ts).
 */
export function resolveSealKey(opts: { auditSealKey?: string; databaseUrl?: string; dataDir?: string }, env = process.env): string | undefined {
  const key = opts.auditSealKey ?? (env.AUDIT_SEAL_KEY || undefined);
  if (key) return key;
  if (opts.databaseUrl) return undefined;
  return opts.dataDir ? embeddedSealKey(opts.dataDir) : randomBytes(32).toString('hex');
}
