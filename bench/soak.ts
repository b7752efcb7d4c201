// npm run bench:soak (issue 22 §6): a soak measured as users feel it. The demo data on a fresh
// PostgreSQL database, two instances of the real server (app/server-main.ts) behind HAProxy on
// deploy/haproxy.cfg, and for BENCH_SOAK_SECONDS:
//  - the load: BENCH_SOAK_SESSIONS signed-in staff, split over BENCH_SOAK_LOAD_PROCESSES child
//    processes, each clicking every 2–5 s through the proxy (bench/soak-load.ts, bench/soak-clicks.ts);
//  - the probe: another child process, signed in as its own staff member, timing one click of each
//    kind about once a second through the proxy, and the floor beside them, GET /healthz through the
//    same proxy (bench/soak-probe.ts);
//  - each instance's resident memory every 10 s (bench/soak-memory.ts).
// Prints the figures (bench/soak-report.ts), writes them to bench/results/soak-latest.json, and stops
// everything it started and drops the database, also on failure and Ctrl-C.
//
// The demo data rather than bench/database.ts's 100,000 generated institutions: the soak's clicks
// include the review queues, the header figures and the course search, which need courses,
// submissions and reviews; the demo has those, and 17,000 institutions for the lists.
//
//   BENCH_DATABASE_URL          server to use (default postgres://root@127.0.0.1:5432/test; its database is not touched)
//   BENCH_SOAK_SECONDS          how long the staff click (default 600)
//   BENCH_SOAK_SESSIONS         signed-in sessions of the load (default 200)
//   BENCH_SOAK_LOAD_PROCESSES   processes the sessions are split over (default 4)
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { seedDatabase } from '../seeds/seed-runner.js';
import { startProxy, type ProxyProcess } from '../tests/server/operations/proxy-process.js';
import { startServerProcess, type ServerProcess } from '../tests/server/operations/server-process.js';
import { runBench, writeResults } from './bench-app.js';
import { createDatabase, DEFAULT_SERVER_URL, type BenchDatabase } from './database.js';
import { SOAK_CLICKS, SOAK_KINDS } from './soak-clicks.js';
import { browserCaller, runClick } from './soak-calls.js';
import type { LoadResult, LoadSettings } from './soak-load.js';
import { sampleMemory } from './soak-memory.js';
import { watchProxyStates } from './soak-proxy-states.js';
import type { ProbeResult, ProbeSettings } from './soak-probe.js';
import { soakFigures } from './soak-report.js';
import { startWorker } from './soak-worker.js';
import { STAFF_ABILITIES, signedInStaff } from './staff.js';
import { positiveInt, round, seededRandom } from './stats.js';

const env = process.env;
const SERVER_URL = env.BENCH_DATABASE_URL ?? DEFAULT_SERVER_URL;
const SECONDS = positiveInt(env.BENCH_SOAK_SECONDS, 600);
const SESSIONS = positiveInt(env.BENCH_SOAK_SESSIONS, 200);
const LOAD_PROCESSES = positiveInt(env.BENCH_SOAK_LOAD_PROCESSES, 4);
const THINK_MS: [number, number] = [2000, 5000];
const SEED = 42;
const RESULTS = path.resolve(import.meta.dirname, 'results/soak-latest.json');
/** Staff who browse institutions and review: every kind of soak click is theirs to make. */
const SOAK_ABILITIES = [...STAFF_ABILITIES, 'AdminReview', 'AdminSecondReviewQueue', 'AdminAssign', 'AdminReassign', 'AdminReportAnalystReviewProgress'];
/** Time an instance gets to stop after SIGTERM before it is killed. */
const STOP_MS = 15_000;

/** Rounds of every kind of click each instance answers before the run: its code loaded and compiled, as after its first minutes in service. */
const WARM_UP_ROUNDS = 3;

const loadAverage = () => os.loadavg().map((l) => round(l));

async function stopInstance(server: ServerProcess): Promise<void> {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  server.child.kill('SIGTERM');
  const killer = setTimeout(() => server.child.kill('SIGKILL'), STOP_MS);
  await server.exited;
  clearTimeout(killer);
}

/** Each instance answers every kind of click WARM_UP_ROUNDS times, straight (not through the proxy, which would share them out). */
async function warmUp(instanceUrls: string[], cookie: string): Promise<void> {
  const random = seededRandom(SEED);
  await Promise.all(
    instanceUrls.map(async (url) => {
      const { call, agent } = browserCaller(url);
      for (let round = 0; round < WARM_UP_ROUNDS; round++) for (const kind of SOAK_KINDS) await runClick(call, SOAK_CLICKS[kind](random), cookie, () => undefined);
      agent.destroy();
    }),
  );
}

async function main(): Promise<void> {
  let db: BenchDatabase | undefined;
  let proxy: ProxyProcess | undefined;
  const instances: ServerProcess[] = [];
  const workers: ChildProcess[] = [];
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ag-soak-'));
  const cleanUp = async () => {
    for (const child of workers) if (child.exitCode === null) child.kill('SIGKILL');
    await proxy?.stop();
    await Promise.all(instances.map(stopInstance));
    await db?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  process.once('SIGINT', () => {
    console.error('\ninterrupted: stopping the instances and dropping the database');
    void cleanUp().finally(() => process.exit(130));
  });
  try {
    db = await createDatabase(SERVER_URL, async (orm) => {
      await seedDatabase(orm);
      return 'the demo data seeded';
    });
    // sessions written straight to the database: signing 201 staff in over HTTP would meet the sign-in throttle
    const cookies = await signedInStaff(db.orm, SESSIONS + 1, SOAK_ABILITIES);
    const probeCookie = cookies.pop()!;

    // the proxy connects from loopback: its X-Forwarded-For is believed, as in production
    const instanceEnv = { DATABASE_URL: db.url, DATA_DIR: dataDir, TRUST_PROXY: 'loopback', LOG_LEVEL: 'warn' };
    instances.push(...(await Promise.all([startServerProcess(instanceEnv), startServerProcess(instanceEnv)])));
    const [a, b] = instances;
    proxy = await startProxy({ a: new URL(a.url).host, b: new URL(b.url).host });
    await proxy.until({ a: 'UP', b: 'UP' });
    const loadAtStart = loadAverage();
    console.log(`soak: ${SESSIONS} sessions in ${LOAD_PROCESSES} processes clicking every ${THINK_MS.join('–')} ms for ${SECONDS} s through ${proxy.url}; load average ${loadAtStart.join(' / ')}`);

    await warmUp([a.url, b.url], probeCookie);
    const loads = await Promise.all(Array.from({ length: LOAD_PROCESSES }, () => startWorker<LoadSettings, LoadResult>(path.join(import.meta.dirname, 'soak-load.ts'))));
    const probe = await startWorker<ProbeSettings, ProbeResult>(path.join(import.meta.dirname, 'soak-probe.ts'));
    workers.push(...[...loads, probe].map((w) => w.child));

    const startedAt = Date.now();
    const until = startedAt + SECONDS * 1000;
    const memory = sampleMemory({ a: a.url, b: b.url }, startedAt);
    const proxyStates = watchProxyStates(proxy, { a: a.url, b: b.url }, startedAt);
    const share = Math.ceil(SESSIONS / LOAD_PROCESSES);
    const running = loads.map((l, i) => l.run({ baseUrl: proxy!.url, cookies: cookies.slice(i * share, (i + 1) * share), seed: SEED + i, until, thinkMs: THINK_MS }));
    const probing = probe.run({ baseUrl: proxy.url, cookie: probeCookie, seed: SEED, startedAt, until });
    const [loadResults, probeResult] = await Promise.all([Promise.all(running), probing]);
    const memorySamples = await memory.stop();
    const { changes: stateChanges, readinessMisses } = proxyStates.stop();
    const seconds = (Date.now() - startedAt) / 1000;

    const figures = soakFigures({ seconds, kinds: SOAK_KINDS, probe: probeResult, loads: loadResults, memory: memorySamples, loadAverage: { start: loadAtStart, end: loadAverage() } });
    const errorSamples = [...loadResults.flatMap((l) => l.errorSamples), ...probeResult.errorSamples];
    for (const e of errorSamples.slice(0, 20)) console.log(`  error: ${e.split('\n')[0]}`);
    console.log(`proxy's view of the instances (second: state): ${stateChanges.map((c) => `${c.second} s ${c.instance} ${c.state}`).join('; ')}`);
    for (const m of readinessMisses.slice(0, 20)) console.log(`  readiness: ${m.second} s ${m.instance} ${m.ms} ms ${m.answer}`);
    const machine = { cpus: os.cpus().length, cpu: os.cpus()[0]?.model ?? 'unknown', memoryGb: round(os.totalmem() / 2 ** 30, 1), node: process.version };
    const settings = { seconds: SECONDS, sessions: SESSIONS, loadProcesses: LOAD_PROCESSES, thinkMs: THINK_MS, data: 'demo', instances: 2, proxy: 'haproxy, deploy/haproxy.cfg' };
    writeResults(RESULTS, { date: new Date().toISOString(), machine, settings, ...figures, errorSamples, proxyStates: stateChanges, readinessMisses, memory: memorySamples });
  } finally {
    await cleanUp();
  }
}

runBench(main);
