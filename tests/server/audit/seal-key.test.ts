// The audit seal key (docs/audit.md): required and long with DATABASE_URL, made once (owner-only) for
// an embedded data folder, and the same key found again at the next start.
import { mkdtempSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, parseAuditSealKey, readConfig } from '../../../server/config.js';
import { embeddedSealKey, resolveSealKey, SEAL_KEY_FILE } from '../../../server/audit/tamper/seal-key.js';

const LONG = 'a'.repeat(32);

describe('the audit seal key', () => {
  it('is required with DATABASE_URL, at least 32 characters without spaces', () => {
    expect(() => parseAuditSealKey(undefined, 'postgres://db/x')).toThrow(/AUDIT_SEAL_KEY is required with DATABASE_URL/);
    expect(() => parseAuditSealKey('short', undefined)).toThrow(ConfigError);
    expect(() => parseAuditSealKey(`${LONG} x`, undefined)).toThrow(/at least 32 characters without spaces/);
    expect(parseAuditSealKey(LONG, 'postgres://db/x')).toBe(LONG);
    expect(parseAuditSealKey(undefined, undefined)).toBeUndefined();
    expect(() => readConfig({ DATABASE_URL: 'postgres://db/x' })).toThrow(/AUDIT_SEAL_KEY/);
  });

  it('is made once for an embedded data folder, readable by its owner only, and found again', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'seal-key-'));
    const key = embeddedSealKey(dir);
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    expect(statSync(path.join(dir, SEAL_KEY_FILE)).mode & 0o777).toBe(0o600);
    expect(embeddedSealKey(dir)).toBe(key);
    expect(resolveSealKey({ dataDir: dir }, {})).toBe(key);
  });

  it('prefers the key given, then AUDIT_SEAL_KEY; PostgreSQL without one has none', () => {
    expect(resolveSealKey({ auditSealKey: LONG, databaseUrl: 'postgres://db/x' }, { AUDIT_SEAL_KEY: 'b'.repeat(32) })).toBe(LONG);
    expect(resolveSealKey({ databaseUrl: 'postgres://db/x' }, { AUDIT_SEAL_KEY: 'b'.repeat(32) })).toBe('b'.repeat(32));
    expect(resolveSealKey({ databaseUrl: 'postgres://db/x' }, {})).toBeUndefined();
  });
});
