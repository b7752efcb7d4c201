// npm run bench:audit (issue 23 §3, docs/audit.md): what the audit seal costs.
// 1. Write throughput at 8 concurrent writers before the seal (the base commit, checked out into a temp
//    folder with node_modules linked) and after it (this checkout), on PostgreSQL, in the same run,
//    alternating before/after/after/before…, each side in a process of its own on a database of its own
//    (bench/audit-seal-writer.ts). The machine is shared: the load averages are recorded, the ratio is the figure.
// 2. Verify time at 1,000,000 entries on PostgreSQL: sealed entries generated in bulk (the same seal
//    function), the sealer's checkpoints over them, then GET /api/admin/audit/verify's work (verifyTrail).
// Results: bench/results/audit-seal-latest.json. Options: --rounds N (pairs, default 3; 0 skips them), --seconds S (a
// side's measurement, default 20), --entries N (default 1000000; 0 skips it), --base COMMIT (default d170bd9).
import './audit-seal-key.js';
import { execFile, execSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs, promisify } from 'node:util';
import pg from 'pg';
import { loadCheckedModel } from '../server/boot.js';
import { migrate, openOrm } from '../server/db/orm.js';
import { entrySeal } from '../server/audit/tamper/seal.js';
import { sealKeyOf } from '../server/audit/tamper/seal-key.js';
import { sealPending } from '../server/audit/tamper/sealer.js';
import { verifyTrail } from '../server/audit/tamper/verify.js';
import { adminQuery, DEFAULT_SERVER_URL } from './database.js';
import { backendCpu, backendCpuSpent } from './cpu-time.js';

const { values } = parseArgs({
  options: { rounds: { type: 'string', default: '3' }, seconds: { type: 'string', default: '20' }, entries: { type: 'string', default: '1000000' }, base: { type: 'string', default: 'd170bd9' } },
});
const serverUrl = process.env.BENCH_DATABASE_URL ?? DEFAULT_SERVER_URL;
const here = path.resolve(import.meta.dirname, '..');
const load = () => os.loadavg().map((l) => Math.round(l * 100) / 100);
const log = (line: string) => console.log(`[${new Date().toISOString().slice(11, 19)} load ${load().join(' ')}] ${line}`);

/** The base commit's files in a temp folder (git archive: no worktree added to the repository), node_modules linked. */
function baseCheckout(commit: string): string {
  const dir = path.join(os.tmpdir(), `ag-audit-base-${commit}`);
  if (!existsSync(path.join(dir, 'package.json'))) {
    mkdirSync(dir, { recursive: true });
    execSync(`git archive ${commit} | tar -x -C ${dir}`, { cwd: here, shell: '/bin/bash' });
  }
  if (!existsSync(path.join(dir, 'node_modules'))) symlinkSync(path.join(here, 'node_modules'), path.join(dir, 'node_modules'));
  return dir;
}

const admin = (sql: string) => adminQuery(serverUrl, sql);

const dbUrl = (name: string) => Object.assign(new URL(serverUrl), { pathname: `/${name}` }).toString();

interface SideRun {
  writesPerSecond: number;
  cpuMsPerWrite: { node: number; postgres: number };
  load: number[];
}

async function side(root: string, db: string, seconds: number): Promise<SideRun> {
  const before = load();
  const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', path.join(here, 'bench/audit-seal-writer.ts'), '--root', root, '--db', db, '--writers', '8', '--seconds', String(seconds)], {
    cwd: root,
    env: { ...process.env, LOG_LEVEL: 'warn' },
    maxBuffer: 2 ** 24,
  });
  const { writesPerSecond, cpuMsPerWrite } = JSON.parse(stdout.trim().split('\n').pop()!);
  return { writesPerSecond, cpuMsPerWrite, load: before };
}

async function throughput(rounds: number, seconds: number, base: string) {
  const roots = { before: baseCheckout(base), after: here };
  const names = { before: `bench_audit_before_${randomBytes(3).toString('hex')}`, after: `bench_audit_after_${randomBytes(3).toString('hex')}` };
  for (const name of Object.values(names)) await admin(`create database ${name}`);
  const runs: ({ side: 'before' | 'after' } & SideRun)[] = [];
  try {
    for (let r = 0; r < rounds; r++) {
      // ABBA: neither side always runs first while the machine's load drifts
      for (const s of r % 2 === 0 ? (['before', 'after'] as const) : (['after', 'before'] as const)) {
        const run = await side(roots[s], dbUrl(names[s]), seconds);
        runs.push({ side: s, ...run });
        log(`${s}: ${run.writesPerSecond.toFixed(1)} writes/s, CPU a write ${run.cpuMsPerWrite.node.toFixed(2)} ms node + ${run.cpuMsPerWrite.postgres.toFixed(2)} ms postgres`);
      }
    }
  } finally {
    for (const name of Object.values(names)) await admin(`drop database if exists ${name} with (force)`);
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  const of = (s: 'before' | 'after', figure: (r: SideRun) => number = (r) => r.writesPerSecond) => runs.filter((r) => r.side === s).map(figure);
  const pairs = Array.from({ length: rounds }, (_, r) => of('after')[r] / of('before')[r]);
  const cpu = (r: SideRun) => r.cpuMsPerWrite.node + r.cpuMsPerWrite.postgres;
  return {
    writers: 8,
    seconds,
    base,
    runs,
    beforeMedian: median(of('before')),
    afterMedian: median(of('after')),
    ratioOfMedians: median(of('after')) / median(of('before')),
    pairRatios: pairs,
    medianPairRatio: median(pairs),
    cpuMsPerWrite: { before: median(of('before', cpu)), after: median(of('after', cpu)), ratio: median(of('after', cpu)) / median(of('before', cpu)) },
  };
}

async function verifyAt(entries: number) {
  const name = `bench_audit_verify_${randomBytes(3).toString('hex')}`;
  await admin(`create database ${name}`);
  const { resources } = await loadCheckedModel();
  const orm = await openOrm({ resources, databaseUrl: dbUrl(name) });
  const pool = new pg.Pool({ connectionString: dbUrl(name), max: 2 });
  try {
    await migrate(orm);
    const key = sealKeyOf(orm);
    const t0 = performance.now();
    const BATCH = 10_000;
    const start = Date.parse('2026-01-01T00:00:00Z');
    for (let from = 1; from <= entries; from += BATCH) {
      const cols: unknown[][] = Array.from({ length: 10 }, () => []);
      for (let id = from; id < Math.min(from + BATCH, entries + 1); id++) {
        const e = { id, entity: 'tags', entityId: String(id % 500), auditType: 'U', userId: (id % 7) + 1, userName: `staff${id % 7}`, createdAt: new Date(start + id * 1000), changes: [{ field: 'name', oldValue: `Tag ${id}`, newValue: `Tag ${id + 1}` }], via: 'api', impersonatorId: null, impersonatorName: null };
        const row = [e.id, e.entity, e.entityId, e.auditType, e.userId, e.userName, e.createdAt, JSON.stringify(e.changes), e.via, entrySeal(key, e)];
        row.forEach((v, i) => cols[i].push(v));
      }
      await pool.query(
        `insert into audit_entry (id, entity, entity_id, audit_type, user_id, user_name, created_at, changes, via, seal)
         select * from unnest($1::int[], $2::text[], $3::text[], $4::text[], $5::int[], $6::text[], $7::timestamptz[], $8::jsonb[], $9::text[], $10::text[])`,
        cols,
      );
    }
    await pool.query(`select setval('audit_entry_id_seq', $1)`, [entries]);
    const generatedSeconds = (performance.now() - t0) / 1000;
    log(`${entries.toLocaleString('en-US')} sealed entries generated in ${generatedSeconds.toFixed(1)} s`);
    const t1 = performance.now();
    await sealPending(orm, { wait: true });
    const checkpointSeconds = (performance.now() - t1) / 1000;
    log(`checkpoints written in ${checkpointSeconds.toFixed(1)} s`);
    await pool.query('vacuum analyze audit_entry');
    const loadBefore = load();
    const t2 = performance.now();
    const cpuBefore = process.cpuUsage();
    const pgBefore = await backendCpu(pool, name);
    const result = await verifyTrail(orm);
    const verifySeconds = (performance.now() - t2) / 1000;
    const nodeCpu = process.cpuUsage(cpuBefore);
    // CPU of the work itself, which a busy machine stretches less than the wall time
    const cpuSeconds = { node: (nodeCpu.user + nodeCpu.system) / 1e6, postgres: backendCpuSpent(pgBefore, await backendCpu(pool, name)) / 1000 };
    log(`verified ${result.checkedEntries.toLocaleString('en-US')} entries in ${verifySeconds.toFixed(1)} s: ${result.ok ? 'ok' : result.reason}`);
    if (!result.ok || result.checkedEntries !== entries) throw new Error(`verification did not hold: ${JSON.stringify(result)}`);
    return { at: new Date().toISOString(), engine: 'postgresql', entries, generatedSeconds, checkpointSeconds, verifySeconds, entriesPerSecond: entries / verifySeconds, cpuSeconds, checkpoints: result.lastCheckpoint?.sequence, loadBefore, loadAfter: load() };
  } finally {
    await pool.end();
    await orm.close(true);
    await admin(`drop database if exists ${name} with (force)`);
  }
}

const startedAt = new Date().toISOString();
const loadAtStart = load();
const writes = Number(values.rounds) > 0 ? await throughput(Number(values.rounds), Number(values.seconds), values.base!) : null;
if (writes) log(`throughput after/before: ${writes.ratioOfMedians.toFixed(3)} (medians ${writes.beforeMedian.toFixed(1)} → ${writes.afterMedian.toFixed(1)} writes/s); CPU a write after/before ${writes.cpuMsPerWrite.ratio.toFixed(3)}`);
const verify = Number(values.entries) > 0 ? await verifyAt(Number(values.entries)) : null;
const resultsFile = path.join(here, 'bench/results/audit-seal-latest.json');
// a part skipped (--rounds 0, --entries 0) keeps the last run's figure, with its own time
const previous = existsSync(resultsFile) ? JSON.parse(readFileSync(resultsFile, 'utf8')) : undefined;
const results = { at: startedAt, cores: os.availableParallelism(), loadAtStart, loadAtEnd: load(), writes: writes ? { at: startedAt, ...writes } : (previous?.writes ?? null), verify: verify ?? previous?.verify ?? null };
mkdirSync(path.dirname(resultsFile), { recursive: true });
writeFileSync(resultsFile, JSON.stringify(results, null, 2) + '\n');
console.log(JSON.stringify(results, null, 2));
