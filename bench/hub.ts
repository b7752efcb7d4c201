// npm run bench:hub — the live admin hub (issue 11 §1) under many open pages: CLIENTS event streams on
// one app instance, held by reader processes of their own (bench/hub-reader.ts), writes made through
// a second instance on the same PostgreSQL database, and how long each write takes to reach every
// stream (from the write's request to the event's arrival), beside the bare database: a plain LISTEN
// connection hearing the same writes' notifications in the same run. Also the receiving instance's
// memory per open stream and the CPU time each process spent delivering. Loopback only.
//
// BENCH_HUB_CLIENTS streams (5,000), BENCH_HUB_EVENTS writes (100), one every BENCH_HUB_GAP_MS (50),
// started on a fixed schedule whatever the previous write took; BENCH_HUB_READERS reader processes (2);
// BENCH_HUB_SAVE_AS also saves the result as results/hub-<name>.json.
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { createBenchDatabase, DEFAULT_SERVER_URL } from './database.js';
import { startAppProcess, type AppProcess } from './app-process.js';
import { backendCpu, backendCpuSpent, processCpuMs } from './cpu-time.js';
import { openStreamReaders, type StreamReaders } from './hub-readers.js';
import { percentile, round, textTable } from './stats.js';
import { runAs } from '../server/audit/context.js';
import { hashPassword } from '../server/auth/password.js';
import { HUB_CHANNEL, HUB_EVENT_TABLE } from '../server/hub/hub-table.js';

const CLIENTS = Number(process.env.BENCH_HUB_CLIENTS ?? 5_000);
const EVENTS = Number(process.env.BENCH_HUB_EVENTS ?? 100);
const GAP_MS = Number(process.env.BENCH_HUB_GAP_MS ?? 50);
const READERS = Number(process.env.BENCH_HUB_READERS ?? 2);
const serverUrl = process.env.BENCH_DATABASE_URL ?? DEFAULT_SERVER_URL;
const PASSWORD = 'bench-hub-password';
/** how long after the last write a missing event is waited for */
const STRAGGLERS_MS = 5_000;

/** One clock for this process and the readers: ms since the epoch, sub-millisecond. */
const now = () => performance.timeOrigin + performance.now();
const uptime = () => execFileSync('uptime', { encoding: 'utf8' }).trim();
const loadAtStart = uptime();

const db = await createBenchDatabase(serverUrl, 1_000);
const apps: AppProcess[] = [];
let readers: StreamReaders | undefined;
let listener: pg.Client | undefined;
process.on('SIGINT', () => void db.drop().finally(() => process.exit(130)));

async function signIn(baseUrl: string): Promise<{ cookie: string; csrf: string }> {
  const res = await fetch(`${baseUrl}/api/account/login/admin`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'hubbench', password: PASSWORD }) });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status}`);
  const body = (await res.json()) as { csrfToken: string };
  return { cookie: res.headers.get('set-cookie')!.split(';')[0], csrf: body.csrfToken };
}

const summary = (sorted: number[]) => ({ p50: round(percentile(sorted, 50)), p99: round(percentile(sorted, 99)), max: round(sorted.at(-1) ?? NaN) });

try {
  // a settings manager: reads tags (what the writes change), no header figures to count
  const em = db.orm.em.fork();
  await runAs({ userId: null, userName: 'bench', via: 'system' }, async () => {
    const role = em.create('Role', { name: 'Hub bench', abilities: ['AdminManageSettings'] } as never) as { id: number };
    await em.flush();
    em.create('User', { username: 'hubbench', email: 'hubbench@example.org', firstName: 'Hub', lastName: 'Bench', password: await hashPassword(PASSWORD), roleId: role.id, userKind: 'ucop', isActive: true } as never);
    await em.flush();
  });
  const tags = await em.getConnection().execute<{ id: number }[]>(`select id from tag order by id limit ${EVENTS}`);
  if (tags.length < EVENTS) throw new Error(`the benchmark database has ${tags.length} tags, fewer than ${EVENTS} events`);
  const tagIds = tags.map((t) => String(t.id));

  // BENCH_HUB_NODE_OPTIONS: extra flags for the receiving instance's node, e.g. --cpu-prof
  const receiving = await startAppProcess(db.url, ['--expose-gc', ...(process.env.BENCH_HUB_NODE_OPTIONS?.split(' ').filter(Boolean) ?? [])]);
  const raising = await startAppProcess(db.url);
  apps.push(receiving, raising);
  const reader = await signIn(receiving.baseUrl);
  const writer = await signIn(raising.baseUrl);

  const before = await receiving.memory();
  const opened = now();
  readers = await openStreamReaders({ url: `${receiving.baseUrl}/api/admin/hub`, cookie: reader.cookie, streams: CLIENTS, processes: READERS, tagIds });
  const openMs = now() - opened;
  const after = await receiving.memory();

  // the bare database: a LISTEN connection hears each write's notification (its payload is the event's id)
  const notified = new Map<string, number>();
  listener = new pg.Client({ connectionString: db.url });
  await listener.connect();
  await listener.query(`listen ${HUB_CHANNEL}`);
  listener.on('notification', (n) => n.payload && !notified.has(n.payload) && notified.set(n.payload, now()));

  // what the delivery costs each process, apart from the machine's other work
  await receiving.serverStats(); // starts a new period of the receiving instance's event-loop delay
  const cpuBefore = { receiving: processCpuMs(receiving.child.pid!), raising: processCpuMs(raising.child.pid!), database: await backendCpu(db.pool, db.name) };

  // writes on a fixed schedule: a slow answer does not hold the next write back (and hide the backlog)
  const sent: number[] = new Array(EVENTS);
  const started = now();
  await Promise.all(
    tagIds.map(async (id, i) => {
      const wait = started + i * GAP_MS - now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      sent[i] = now();
      const res = await fetch(`${raising.baseUrl}/api/rest/tags/${id}`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', cookie: writer.cookie, 'X-CSRF-Token': writer.csrf },
        body: JSON.stringify({ name: `Hub bench tag ${i} ${Date.now()}` }),
      });
      if (res.status !== 200) throw new Error(`write ${i} answered ${res.status}: ${await res.text()}`);
    }),
  );
  const writeSeconds = (now() - started) / 1000;
  await readers.complete(now() + STRAGGLERS_MS);
  const loop = await receiving.serverStats();
  const cpu = {
    receivingMs: processCpuMs(receiving.child.pid!) - cpuBefore.receiving,
    raisingMs: processCpuMs(raising.child.pid!) - cpuBefore.raising,
    databaseMs: backendCpuSpent(cpuBefore.database, await backendCpu(db.pool, db.name)),
  };
  const { arrivals, cpuMs: readersCpuMs } = await readers.collect();

  const latencies: number[] = [];
  let missing = 0;
  for (const seen of arrivals) for (let i = 0; i < EVENTS; i++) Number.isNaN(seen[i]) ? missing++ : latencies.push(seen[i] - sent[i]);
  latencies.sort((a, b) => a - b);
  const missingWrites = tagIds.flatMap((id, i) => (arrivals.some((seen) => Number.isNaN(seen[i])) ? [i] : []));
  if (missingWrites.length) console.log(`writes some stream did not hear of: ${missingWrites.join(', ')}`);

  // which write each notification was: its event names the tag
  const { rows } = await db.pool.query<{ id: string; tag: string }>(`select id::text as id, payload->'changes'->0->>'id' as tag from ${HUB_EVENT_TABLE} where id = any($1::bigint[])`, [[...notified.keys()]]);
  const writeOf = new Map(tagIds.map((id, i) => [id, i]));
  const bare: number[] = [];
  const notifiedAt: number[] = new Array(EVENTS).fill(NaN);
  for (const row of rows) {
    const i = writeOf.get(row.tag);
    if (i === undefined) continue;
    notifiedAt[i] = notified.get(row.id)!;
    bare.push(notifiedAt[i] - sent[i]);
  }
  bare.sort((a, b) => a - b);
  // what the hub adds to the database's own notification: on a busy machine the writes themselves
  // can queue for seconds, and this part is the receiving instance's read, fan-out and the readers
  const added: number[] = [];
  for (const seen of arrivals) for (let i = 0; i < EVENTS; i++) if (!Number.isNaN(seen[i]) && !Number.isNaN(notifiedAt[i])) added.push(seen[i] - notifiedAt[i]);
  added.sort((a, b) => a - b);

  const hub = summary(latencies);
  const plain = summary(bare);
  const afterBare = summary(added);
  const deliveries = latencies.length;
  const perConnection = { rssBytes: Math.round((after.rss - before.rss) / CLIENTS), heapBytes: Math.round((after.heapUsed - before.heapUsed) / CLIENTS) };
  const loadAtEnd = uptime();
  const writesPerSecond = round(EVENTS / writeSeconds, 1);

  console.log(`\nload at start: ${loadAtStart}\nload at end:   ${loadAtEnd}`);
  console.log(
    `${CLIENTS.toLocaleString('en-US')} streams in ${readers.pids.length} reader processes, opened on one instance in ${(openMs / 1000).toFixed(1)} s; ` +
      `${EVENTS} writes through a second instance, one every ${GAP_MS} ms (${writesPerSecond} writes/s, ${Math.round(writesPerSecond * CLIENTS).toLocaleString('en-US')} deliveries/s)`,
  );
  console.log(
    textTable(
      [
        ['from the write request to', 'deliveries', 'p50 ms', 'p99 ms', 'max ms'],
        ['every stream (hub)', `${deliveries.toLocaleString('en-US')}${missing ? ` (${missing} missing)` : ''}`, String(hub.p50), String(hub.p99), String(hub.max)],
        ['a bare LISTEN connection', String(bare.length), String(plain.p50), String(plain.p99), String(plain.max)],
        ['every stream, after the bare LISTEN heard it', added.length.toLocaleString('en-US'), String(afterBare.p50), String(afterBare.p99), String(afterBare.max)],
      ],
      1,
    ),
  );
  console.log(`hub / bare database: p50 ${round(hub.p50 / plain.p50)}×, p99 ${round(hub.p99 / plain.p99)}× (goal: hub p99 ≤ 50 ms: ${hub.p99 <= 50 ? 'met' : 'not met'})`);
  console.log(
    `CPU while delivering: receiving instance ${Math.round(cpu.receivingMs)} ms (${round((cpu.receivingMs * 1000) / Math.max(1, deliveries), 2)} µs a delivery), ` +
       `readers ${Math.round(readersCpuMs)} ms (${round((readersCpuMs * 1000) / Math.max(1, deliveries), 2)} µs a delivery), raising instance ${Math.round(cpu.raisingMs)} ms, PostgreSQL ${Math.round(cpu.databaseMs)} ms`,
  );
  console.log(`receiving instance's event-loop delay while delivering: p50 ${loop.loopDelayP50} ms, p99 ${loop.loopDelayP99} ms, max ${loop.loopDelayMax} ms`);
  console.log(`memory per open stream on the receiving instance: ${(perConnection.rssBytes / 1024).toFixed(1)} KiB resident, ${(perConnection.heapBytes / 1024).toFixed(1)} KiB heap`);

  const out = path.resolve(import.meta.dirname, 'results/hub-latest.json');
  mkdirSync(path.dirname(out), { recursive: true });
  const result = {
    at: new Date().toISOString(),
    loadAtStart,
    loadAtEnd,
    cores: os.cpus().length,
    clients: CLIENTS,
    readerProcesses: readers.pids.length,
    events: EVENTS,
    gapMs: GAP_MS,
    writesPerSecond,
    openSeconds: round(openMs / 1000, 1),
    hub,
    bare: plain,
    hubAfterBare: afterBare,
    p99Ratio: round(hub.p99 / plain.p99),
    deliveries,
    missing,
    cpuMs: { receiving: Math.round(cpu.receivingMs), readers: Math.round(readersCpuMs), raising: Math.round(cpu.raisingMs), database: Math.round(cpu.databaseMs) },
    receivingCpuMicrosPerDelivery: round((cpu.receivingMs * 1000) / Math.max(1, deliveries), 2),
    receivingLoopDelayMs: { p50: loop.loopDelayP50, p99: loop.loopDelayP99, max: loop.loopDelayMax },
    perConnection,
  };
  writeFileSync(out, JSON.stringify(result, null, 2) + '\n');
  if (process.env.BENCH_HUB_SAVE_AS) writeFileSync(path.resolve(import.meta.dirname, `results/hub-${process.env.BENCH_HUB_SAVE_AS}.json`), JSON.stringify(result, null, 2) + '\n');
} finally {
  await readers?.stop();
  await listener?.end().catch(() => undefined);
  for (const a of apps) await a.stop();
  await db.drop();
}
