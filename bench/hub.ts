// npm run bench:hub — the live admin hub (issue 11 §1) under many open pages: CLIENTS event streams on
// one app instance, writes made through a second instance on the same PostgreSQL database, and how
// long each write takes to reach every stream (from the write's request to the event's arrival),
// beside the bare database: a plain LISTEN connection hearing the same writes' notifications in the
// same run. Also the receiving instance's memory per open stream. Loopback only, bounded in count.
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { createBenchDatabase, DEFAULT_SERVER_URL } from './database.js';
import { startAppProcess, type AppProcess } from './app-process.js';
import { percentile, round, textTable } from './stats.js';
import { runAs } from '../server/audit/context.js';
import { hashPassword } from '../server/auth/password.js';
import { HUB_CHANNEL } from '../server/hub/hub-table.js';

const CLIENTS = Number(process.env.BENCH_HUB_CLIENTS ?? 5_000);
const EVENTS = Number(process.env.BENCH_HUB_EVENTS ?? 100);
const GAP_MS = Number(process.env.BENCH_HUB_GAP_MS ?? 50);
const serverUrl = process.env.BENCH_DATABASE_URL ?? DEFAULT_SERVER_URL;
const PASSWORD = 'bench-hub-password';

const db = await createBenchDatabase(serverUrl, 1_000);
const apps: AppProcess[] = [];
const sockets: http.ClientRequest[] = [];
let listener: pg.Client | undefined;
process.on('SIGINT', () => void db.drop().finally(() => process.exit(130)));

async function signIn(baseUrl: string): Promise<{ cookie: string; csrf: string }> {
  const res = await fetch(`${baseUrl}/api/account/login/admin`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'hubbench', password: PASSWORD }) });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status}`);
  const body = (await res.json()) as { csrfToken: string };
  return { cookie: res.headers.get('set-cookie')!.split(';')[0], csrf: body.csrfToken };
}

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

  const receiving = await startAppProcess(db.url, ['--expose-gc']);
  const raising = await startAppProcess(db.url);
  apps.push(receiving, raising);
  const reader = await signIn(receiving.baseUrl);
  const writer = await signIn(raising.baseUrl);

  // one warm-up stream starts the instance's hub (its listener and first figures) before the measurement
  const before = await receiving.memory();

  // arrival[client][event] in ms since the bench began
  const index = new Map(tags.map((t, i) => [String(t.id), i]));
  const arrivals: Float64Array[] = [];
  const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
  const opened = performance.now();
  await new Promise<void>((resolve, reject) => {
    let ready = 0;
    for (let c = 0; c < CLIENTS; c++) {
      const seen = new Float64Array(EVENTS).fill(NaN);
      arrivals.push(seen);
      const req = http.get(`${receiving.baseUrl}/api/admin/hub`, { agent, headers: { cookie: reader.cookie, accept: 'text/event-stream' } }, (res) => {
        if (res.statusCode !== 200) return reject(new Error(`stream ${c} answered ${res.statusCode}`));
        res.setEncoding('utf8');
        let counted = false;
        let buffer = '';
        res.on('data', (chunk: string) => {
          const at = performance.now();
          buffer += chunk;
          let end: number;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            if (!counted && block.includes('event: stats')) {
              counted = true;
              if (++ready === CLIENTS) resolve();
            }
            if (!block.includes('event: recordChanged')) continue;
            // the writes change tags only: each event names one (no JSON parse, the client shares the machine)
            const m = /"id": ?"(\d+)"/.exec(block);
            const i = m ? index.get(m[1]) : undefined;
            if (i !== undefined && Number.isNaN(seen[i])) seen[i] = at;
          }
        });
      });
      req.on('error', reject);
      sockets.push(req);
    }
  });
  const openMs = performance.now() - opened;
  const after = await receiving.memory();

  // the bare database: a LISTEN connection hears each write's notification (one per audited statement)
  const notified: number[] = [];
  listener = new pg.Client({ connectionString: db.url });
  await listener.connect();
  await listener.query(`listen ${HUB_CHANNEL}`);
  listener.on('notification', () => notified.push(performance.now()));

  const sent: number[] = [];
  for (let i = 0; i < EVENTS; i++) {
    sent.push(performance.now());
    const res = await fetch(`${raising.baseUrl}/api/rest/tags/${tags[i].id}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', cookie: writer.cookie, 'X-CSRF-Token': writer.csrf },
      body: JSON.stringify({ name: `Hub bench tag ${i} ${Date.now()}` }),
    });
    if (res.status !== 200) throw new Error(`write ${i} answered ${res.status}: ${await res.text()}`);
    await new Promise((r) => setTimeout(r, GAP_MS));
  }
  // stragglers: up to 5 s after the last write
  const deadline = performance.now() + 5_000;
  while (performance.now() < deadline && arrivals.some((a) => a.some(Number.isNaN))) await new Promise((r) => setTimeout(r, 50));

  const latencies: number[] = [];
  let missing = 0;
  for (const seen of arrivals) for (let i = 0; i < EVENTS; i++) Number.isNaN(seen[i]) ? missing++ : latencies.push(seen[i] - sent[i]);
  latencies.sort((a, b) => a - b);
  const bare = notified.slice(0, EVENTS).map((t, i) => t - sent[i]).sort((a, b) => a - b);
  const perConnection = { rssBytes: Math.round((after.rss - before.rss) / CLIENTS), heapBytes: Math.round((after.heapUsed - before.heapUsed) / CLIENTS) };
  const hub = { p50: round(percentile(latencies, 50)), p99: round(percentile(latencies, 99)), max: round(latencies.at(-1) ?? NaN) };
  const plain = { p50: round(percentile(bare, 50)), p99: round(percentile(bare, 99)), max: round(bare.at(-1) ?? NaN) };

  console.log(`\n${CLIENTS.toLocaleString('en-US')} streams opened on one instance in ${(openMs / 1000).toFixed(1)} s; ${EVENTS} writes through a second instance, ${GAP_MS} ms apart`);
  console.log(
    textTable(
      [
        ['from the write request to', 'deliveries', 'p50 ms', 'p99 ms', 'max ms'],
        ['every stream (hub)', `${latencies.length.toLocaleString('en-US')}${missing ? ` (${missing} missing)` : ''}`, String(hub.p50), String(hub.p99), String(hub.max)],
        ['a bare LISTEN connection', String(bare.length), String(plain.p50), String(plain.p99), String(plain.max)],
      ],
      1,
    ),
  );
  console.log(`hub / bare database: p50 ${round(hub.p50 / plain.p50)}×, p99 ${round(hub.p99 / plain.p99)}× (goal: hub p99 ≤ 50 ms)`);
  console.log(`memory per open stream on the receiving instance: ${(perConnection.rssBytes / 1024).toFixed(1)} KiB resident, ${(perConnection.heapBytes / 1024).toFixed(1)} KiB heap`);
  const out = path.resolve(import.meta.dirname, 'results/hub-latest.json');
  mkdirSync(path.dirname(out), { recursive: true });
  writeFileSync(out, JSON.stringify({ at: new Date().toISOString(), clients: CLIENTS, events: EVENTS, gapMs: GAP_MS, openSeconds: round(openMs / 1000, 1), hub, bare: plain, missing, perConnection }, null, 2) + '\n');
} finally {
  for (const s of sockets) s.destroy();
  await listener?.end().catch(() => undefined);
  for (const a of apps) await a.stop();
  await db.drop();
}
