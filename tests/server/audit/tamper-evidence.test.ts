// The audit trail's tamper evidence (issue 23 §3, docs/audit.md), on either engine: an entry changed,
// deleted or inserted with plain SQL, or a checkpoint changed, is named by GET /api/admin/audit/verify;
// entries that commit out of id order are no false alarm; an export verifies with the script, and a
// changed line in it is found.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../../support/server-harness.js';
import { ENGINE } from '../../support/test-db.js';
import { entrySeal } from '../../../server/audit/tamper/seal.js';
import { sealKeyOf } from '../../../server/audit/tamper/seal-key.js';
import { metricSample, metricsText } from '../operations/support.js';

let h: Harness;
let auditor: string;
let settings: string;
const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => h.db.orm.em.getConnection().execute<T[]>(text, params);

async function makeTags(prefix: string, n: number): Promise<void> {
  for (let i = 0; i < n; i++) expect((await h.call('POST', '/api/rest/tags', { name: `${prefix} ${i}` }, settings)).status).toBe(201);
}

const verify = async () => {
  const res = await h.call('GET', '/api/admin/audit/verify', undefined, auditor);
  expect(res.status).toBe(200);
  return res.body as { ok: boolean; checkedEntries: number; lastCheckpoint: { sequence: number; lastEntryId: number; createdAt: string } | null; firstBrokenEntryId?: number; reason?: string };
};

const newestEntryId = async () => Number((await sql<{ id: number }>('select max(id) as id from audit_entry'))[0].id);

/** Runs `tamper`, checks what verify says, then puts the trail back as it was (`undo`). */
async function expectBroken(tamper: () => Promise<unknown>, undo: () => Promise<unknown>, entryId: number, words: RegExp): Promise<void> {
  expect((await verify()).ok).toBe(true); // every entry so far in a checkpoint
  await tamper();
  try {
    const result = await verify();
    expect(result).toMatchObject({ ok: false, firstBrokenEntryId: entryId });
    expect(result.reason).toMatch(words);
  } finally {
    await undo();
  }
  expect((await verify()).ok).toBe(true);
}

beforeAll(async () => {
  h = await startHarness();
  auditor = await h.userWith(['AdminViewAudit'], 'trail-auditor');
  settings = await h.userWith(['AdminManageSettings'], 'trail-settings');
  await makeTags('Sealed', 5);
}, 120_000);

afterAll(async () => h?.close());

describe(`audit trail tamper evidence (${ENGINE})`, () => {
  it('holds on a trail written by the application, and covers every entry written before the call', async () => {
    const newest = await newestEntryId();
    const result = await verify();
    expect(result.ok).toBe(true);
    expect(result.checkedEntries).toBeGreaterThanOrEqual(5);
    expect(result.lastCheckpoint?.lastEntryId).toBe(newest);
  });

  it('is for those who read the audit trail', async () => {
    const other = await h.userWith(['AdminManageSettings'], 'trail-outsider');
    for (const p of ['/api/admin/audit/verify', '/api/admin/audit/status', '/api/admin/audit/export']) {
      expect((await h.call('GET', p)).status).toBe(401);
      expect((await h.call('GET', p, undefined, other)).status).toBe(403);
    }
  });

  it('names an entry changed with SQL', async () => {
    const id = await newestEntryId();
    const [row] = await sql<{ user_name: string }>('select user_name from audit_entry where id = ?', [id]);
    await expectBroken(
      () => sql(`update audit_entry set user_name = 'mallory' where id = ?`, [id]),
      () => sql('update audit_entry set user_name = ? where id = ?', [row.user_name, id]),
      id,
      /changed after it was written/,
    );
  });

  it('names an entry whose changes were edited, whatever order the keys are written in', async () => {
    const id = await newestEntryId();
    const [row] = await sql<{ changes: unknown }>('select changes from audit_entry where id = ?', [id]);
    await expectBroken(
      () => sql(`update audit_entry set changes = '[{"field":"name","oldValue":null,"newValue":"Nothing to see"}]'::jsonb where id = ?`, [id]),
      () => sql('update audit_entry set changes = ?::jsonb where id = ?', [JSON.stringify(row.changes), id]),
      id,
      /changed after it was written/,
    );
  });

  it('names an entry deleted with SQL', async () => {
    const id = (await newestEntryId()) - 1;
    const [row] = await sql<Record<string, unknown>>('select * from audit_entry where id = ?', [id]);
    const columns = Object.keys(row);
    await expectBroken(
      () => sql('delete from audit_entry where id = ?', [id]),
      () => sql(`insert into audit_entry (${columns.join(', ')}) values (${columns.map((c) => (c === 'changes' ? '?::jsonb' : '?')).join(', ')})`, columns.map((c) => (c === 'changes' ? JSON.stringify(row[c]) : row[c]))),
      id,
      /Entry \d+ is missing/,
    );
  });

  it('names an entry inserted with SQL, with or without a made-up seal', async () => {
    const [copy] = await sql<Record<string, unknown>>('select * from audit_entry where id = ?', [await newestEntryId()]);
    for (const seal of [null, copy.seal]) {
      const [{ id }] = await sql<{ id: number }>(`select nextval('audit_entry_id_seq')::int as id`);
      await expectBroken(
        () => sql(`insert into audit_entry (id, entity, entity_id, audit_type, user_id, user_name, created_at, changes, via, seal) values (?, 'tags', '1', 'D', null, 'system', now(), '[]'::jsonb, 'system', ?)`, [id, seal]),
        () => sql('delete from audit_entry where id = ?', [id]),
        id,
        seal ? /does not match its seal/ : /added outside the application/,
      );
    }
  });

  it('names the entries of a checkpoint changed with SQL, and of one removed', async () => {
    await makeTags('Checkpointed', 2);
    expect((await verify()).ok).toBe(true);
    const [cp] = await sql<{ sequence: number; entry_count: number; entry_ranges: string }>('select sequence, entry_count, entry_ranges from audit_checkpoint order by sequence desc limit 1');
    const first = Number(cp.entry_ranges.split(/[-,]/)[0]);
    await expectBroken(
      () => sql('update audit_checkpoint set entry_count = entry_count + 1 where sequence = ?', [cp.sequence]),
      () => sql('update audit_checkpoint set entry_count = ? where sequence = ?', [cp.entry_count, cp.sequence]),
      first,
      new RegExp(`Checkpoint ${cp.sequence} was changed after it was written`),
    );
    const [whole] = await sql<Record<string, unknown>>('select * from audit_checkpoint where sequence = ?', [cp.sequence]);
    const columns = Object.keys(whole);
    await expectBroken(
      () => sql('delete from audit_checkpoint where sequence = ?', [cp.sequence]),
      () => sql(`insert into audit_checkpoint (${columns.join(', ')}) values (${columns.map(() => '?').join(', ')})`, columns.map((c) => whole[c])),
      first,
      new RegExp(`names checkpoint ${cp.sequence}, which is missing`),
    );
  });

  it('raises no alarm for entries committed out of id order', async () => {
    // an id drawn first, its entry committed after a later one was checkpointed: what a slow transaction does
    const [{ id: early }] = await sql<{ id: number }>(`select nextval('audit_entry_id_seq')::int as id`);
    await makeTags('Overtaking', 1);
    expect((await verify()).ok).toBe(true);
    const entry = { id: early, entity: 'tags', entityId: '1', auditType: 'U', userId: null, userName: 'system', createdAt: new Date(), changes: [{ field: 'name', oldValue: 'a', newValue: 'b' }], via: 'system', impersonatorId: null, impersonatorName: null };
    await sql(
      `insert into audit_entry (id, entity, entity_id, audit_type, user_id, user_name, created_at, changes, via, seal) values (?, ?, ?, ?, ?, ?, ?, ?::jsonb, ?, ?)`,
      [early, entry.entity, entry.entityId, entry.auditType, null, entry.userName, entry.createdAt, JSON.stringify(entry.changes), entry.via, entrySeal(sealKeyOf(h.db.orm), entry)],
    );
    const result = await verify();
    expect(result.ok).toBe(true);
    expect(Number((await sql<{ cp: number }>('select checkpoint_id as cp from audit_entry where id = ?', [early]))[0].cp)).toBe(result.lastCheckpoint!.sequence);
  });

  it('sets the metrics and notifies the administrators who read the trail when it breaks', async () => {
    expect((await verify()).ok).toBe(true);
    const notices = async () => Number((await sql<{ n: number }>(`select count(*)::int as n from hub_event where kind = 'auditBroken'`))[0].n);
    const before = await notices();
    expect(metricSample(await metricsText(h.url), 'audit_chain_broken')).toBe(0);
    const id = await newestEntryId();
    const [{ via }] = await sql<{ via: string }>('select via from audit_entry where id = ?', [id]);
    await sql(`update audit_entry set via = 'ops' where id = ?`, [id]);
    try {
      const broken = await verify();
      expect(metricSample(await metricsText(h.url), 'audit_chain_broken')).toBe(1);
      expect(await notices()).toBe(before + 1);
      const [event] = await sql<{ payload: { message: string } }>(`select payload from hub_event where kind = 'auditBroken' order by id desc limit 1`);
      expect(event.payload.message).toBe(`The audit trail is broken: ${broken.reason}`);
      // still broken: no second notice
      await verify();
      expect(await notices()).toBe(before + 1);
    } finally {
      await sql('update audit_entry set via = ? where id = ?', [via, id]);
    }
    expect((await verify()).ok).toBe(true);
    const text = await metricsText(h.url);
    expect(metricSample(text, 'audit_chain_broken')).toBe(0);
    expect(metricSample(text, 'audit_verify_last_success_timestamp_seconds')).toBeGreaterThan(0);
  });

  it.skipIf(ENGINE === 'pglite')('raises no alarm when a lower id really commits last (two transactions)', async () => {
    const { openOrm } = await import('../../../server/db/orm.js');
    const { insertSealedEntry } = await import('../../../server/audit/tamper/sealed-insert.js');
    const { loadCheckedModel } = await import('../../../server/boot.js');
    const second = await openOrm({ resources: (await loadCheckedModel()).resources, databaseUrl: h.db.url });
    try {
      const entry = (name: string) => ({ entity: 'tags', entityId: '1', auditType: 'U' as const, userId: null, userName: name, createdAt: new Date(), changes: [], via: 'system', impersonatorId: null, impersonatorName: null });
      let release!: () => void;
      const held = new Promise<void>((r) => (release = r));
      let inserted!: () => void;
      const slowInserted = new Promise<void>((r) => (inserted = r));
      const slow = second.em.fork().transactional(async (tx) => {
        await insertSealedEntry(tx, entry('slow'));
        inserted();
        await held;
      });
      await slowInserted;
      await makeTags('Fast', 1);
      expect((await verify()).ok).toBe(true);
      release();
      await slow;
      const result = await verify();
      expect(result.ok).toBe(true);
      expect(result.lastCheckpoint!.lastEntryId).toBe(await newestEntryId());
    } finally {
      await second.close(true);
    }
  });
});

describe(`audit trail export (${ENGINE})`, () => {
  const run = promisify(execFile);
  const script = (file: string) =>
    run(process.execPath, ['--import', 'tsx', path.resolve('app/audit-verify.ts'), file], { env: { ...process.env, AUDIT_SEAL_KEY: sealKeyOf(h.db.orm) } }).then(
      (r) => ({ code: 0, out: r.stdout }),
      (e: { code: number; stdout: string }) => ({ code: e.code, out: e.stdout }),
    );

  it('refuses parameters that name no day', async () => {
    for (const q of ['from=yesterday', 'to=2026-02-30', 'from=2026-03-02&to=2026-03-01', 'from=2026-3-1']) {
      const res = await h.call('GET', `/api/admin/audit/export?${q}`, undefined, auditor);
      expect(res.status, q).toBe(400);
    }
  });

  it('writes a file the script verifies without the server, and finds a line changed in it', async () => {
    const res = await fetch(`${h.url}/api/admin/audit/export`, { headers: { cookie: auditor } });
    const text = await res.text();
    expect(res.status, text).toBe(200);
    const lines = text.trim().split('\n');
    expect(JSON.parse(lines[0])).toMatchObject({ kind: 'audit-export', fromStart: true });
    const dir = mkdtempSync(path.join(os.tmpdir(), 'audit-export-'));
    const file = path.join(dir, 'trail.jsonl');
    writeFileSync(file, text);
    const good = await script(file);
    expect(good.code, good.out).toBe(0);
    expect(good.out).toMatch(/^OK: \d+ entries/);

    const at = lines.findIndex((l) => l.includes('"kind":"entry"') && l.includes('"userName":"trail-settings"'));
    const changed = JSON.parse(lines[at]);
    lines[at] = JSON.stringify({ ...changed, userName: 'someone else' });
    writeFileSync(file, lines.join('\n') + '\n');
    const bad = await script(file);
    expect(bad.code).toBe(1);
    expect(bad.out).toContain(`BROKEN at entry ${changed.id}: Entry ${changed.id} was changed after it was written`);
    expect(readFileSync(file, 'utf8')).toContain('someone else');
  }, 60_000);
});
