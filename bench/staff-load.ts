// npm run bench:load (and the second part of npm run bench): staff load on PostgreSQL. N signed-in
// sessions (default 200) each click through the back office with a random 2–5 s pause between
// clicks: institution list pages with filters and sort (and the references their rows show), text
// searches, the tags screen and lookups (bench/staff-clicks.ts). Prints p50/p95/p99 per request,
// errors and requests per second, overall and per kind of click.
//
// Same database set-up as bench/run.ts (100,000 institutions on a fresh bench_<random> database,
// dropped at the end). The app runs in a child process, so the 200 simulated browsers do not share
// its event loop. Loopback only; it stops by itself after BENCH_LOAD_SECONDS (and waits at most
// 15 s for the requests still under way).
//
//   BENCH_DATABASE_URL     server to use (default postgres://root@127.0.0.1:5432/test)
//   BENCH_ROWS             institutions to generate (default 100000)
//   BENCH_LOAD_SESSIONS    signed-in sessions (default 200)
//   BENCH_LOAD_SECONDS     how long the sessions click (default 60)
//   BENCH_LOAD_THINK_MS    pause between one session's clicks, "min-max" (default 2000-5000)
//   BENCH_LOAD_SEED        seed of the sessions' random choices (default 42)
//   BENCH_APP_NODE_OPTIONS extra node flags for the app process
//   BENCH_BEFORE_DIR       another checkout (bench/run.ts): its app runs the same clicks too, in turn with this code's
//   BENCH_LOAD_ROUNDS      with BENCH_BEFORE_DIR: rounds of both, the order swapped each round (default 2)
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { DEFAULT_SERVER_URL } from './database.js';
import { BEFORE_DIR, machineFacts, runBench, withBenchApp, writeResults } from './bench-app.js';
import type { AppProcess } from './app-process.js';
import type { BenchDatabase } from './database.js';
import { signedInStaff } from './staff.js';
import { httpGetter, jsonText, type Answer, type Getter } from './http-client.js';
import { nextClick, type ClickKind } from './staff-clicks.js';
import { backendCpu, backendCpuSpent } from './cpu-time.js';
import { mean, percentile, positiveInt, round, seededRandom, textTable } from './stats.js';

const env = process.env;
const SERVER_URL = env.BENCH_DATABASE_URL ?? DEFAULT_SERVER_URL;
const ROWS = positiveInt(env.BENCH_ROWS, 100_000);
const SESSIONS = positiveInt(env.BENCH_LOAD_SESSIONS, 200);
const SECONDS = positiveInt(env.BENCH_LOAD_SECONDS, 60);
const [THINK_MIN, THINK_MAX] = (/^(\d+)-(\d+)$/.exec(env.BENCH_LOAD_THINK_MS ?? '') ?? [, '2000', '5000']).slice(1).map(Number);
const SEED = positiveInt(env.BENCH_LOAD_SEED, 42);
const ROUNDS = positiveInt(env.BENCH_LOAD_ROUNDS, 2);
const APP_NODE_OPTIONS = (env.BENCH_APP_NODE_OPTIONS ?? '').split(/\s+/).filter(Boolean);
const DRAIN_MS = 15_000;
const RESULTS = path.resolve(import.meta.dirname, 'results/load-latest.json');
/** What a browser sends with every call (the server compresses what it answers). */
const BROWSER_HEADERS = { accept: 'application/json', 'accept-encoding': 'gzip, deflate, br' };

interface Sample {
  kind: ClickKind;
  ms: number;
  ok: boolean;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** One staff member: clicks until `until`, pausing THINK_MIN–THINK_MAX ms between clicks. */
async function session(get: Getter, cookie: string, random: () => number, until: number, samples: Sample[], clicks: number[], errors: string[]): Promise<void> {
  // browsers do not all start at once: the first click comes within one pause
  await sleep(random() * THINK_MAX);
  while (performance.now() < until) {
    const click = nextClick(random);
    const started = performance.now();
    const timed = async (p: string): Promise<Answer | undefined> => {
      const s = performance.now();
      try {
        const answer = await getRetryingOnce(get, p, cookie);
        const ok = answer.status === 200;
        samples.push({ kind: click.kind, ms: performance.now() - s, ok });
        if (!ok && errors.length < 20) errors.push(`${answer.status} GET ${p}: ${jsonText(answer).slice(0, 120)}`);
        return ok ? answer : undefined;
      } catch (err) {
        samples.push({ kind: click.kind, ms: performance.now() - s, ok: false });
        if (errors.length < 20) errors.push(`GET ${p}: ${(err as Error).message}`);
        return undefined;
      }
    };
    const answers = await Promise.all(click.first.map(timed));
    if (click.then) await Promise.all(click.then(answers.map((a) => (a ? (JSON.parse(jsonText(a)) as unknown) : undefined))).map(timed));
    clicks.push(performance.now() - started);
    await sleep(THINK_MIN + random() * (THINK_MAX - THINK_MIN));
  }
}

/**
 * A browser sends an idempotent request again when a kept-alive connection it reused turns out to
 * have been closed by the server in the meantime; so does this client, once.
 */
async function getRetryingOnce(get: Getter, p: string, cookie: string): Promise<Answer> {
  try {
    return await get(p, cookie);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code !== 'ECONNRESET' && code !== 'EPIPE') throw err;
    return get(p, cookie);
  }
}

function summary(label: string, samples: Sample[], seconds: number) {
  const sorted = samples.map((s) => s.ms).sort((a, b) => a - b);
  return {
    label,
    requests: samples.length,
    errors: samples.filter((s) => !s.ok).length,
    rps: round(samples.length / seconds, 1),
    p50: round(percentile(sorted, 50)),
    p95: round(percentile(sorted, 95)),
    p99: round(percentile(sorted, 99)),
    max: round(sorted.at(-1) ?? NaN),
    mean: round(mean(sorted)),
  };
}

/** One scenario run against `app`: every session clicks for SECONDS; prints and returns the figures. */
async function runScenario(db: BenchDatabase, app: AppProcess, cookies: string[], agents: http.Agent[], label: string) {
  console.log(`\n${label}: ${SESSIONS} signed-in sessions clicking for ${SECONDS} s, ${THINK_MIN}–${THINK_MAX} ms between clicks, against ${app.baseUrl}`);
  const loadAtStart = os.loadavg().map((l) => round(l));

  // the load generator's own event-loop delay: when high, its 200 browsers, not the server, set the pace
  const loopDelay = monitorEventLoopDelay({ resolution: 10 });
  loopDelay.enable();
  await app.serverStats(); // starts the server's own timing now
  const pgCpuBefore = await backendCpu(db.pool, db.name);
  const generatorCpuBefore = process.cpuUsage();
  const samples: Sample[] = [];
  const clicks: number[] = [];
  const errors: string[] = [];
  const started = performance.now();
  const until = started + SECONDS * 1000;
  const runs = cookies.map((cookie, i) => {
    // each simulated browser keeps its own few connections, as a browser does
    // idle connections close before the server's 5 s keep-alive timeout would close them under a request
    const agent = new http.Agent({ keepAlive: true, maxSockets: 6, timeout: 4_000 });
    agents.push(agent);
    return session(httpGetter(app.baseUrl, agent, BROWSER_HEADERS), cookie, seededRandom(SEED * 1000 + i), until, samples, clicks, errors);
  });
  const drained = await Promise.race([Promise.all(runs).then(() => true), sleep(SECONDS * 1000 + THINK_MAX + DRAIN_MS).then(() => false)]);
  const seconds = (performance.now() - started) / 1000;
  loopDelay.disable();
  const inside = await app.serverStats();
  const generatorCpu = process.cpuUsage(generatorCpuBefore);
  const pgCpuMs = backendCpuSpent(pgCpuBefore, await backendCpu(db.pool, db.name));
  // what the scenario itself asked of the machine's cores, apart from everything else running on it
  const cores = {
    app: round(((inside.cpuMsPerRequest ?? 0) * samples.length) / 1000 / seconds, 2),
    postgres: round(pgCpuMs / 1000 / seconds, 2),
    loadGenerator: round((generatorCpu.user + generatorCpu.system) / 1e6 / seconds, 2),
  };
  const generatorDelay = { p50: round(loopDelay.percentile(50) / 1e6, 1), p99: round(loopDelay.percentile(99) / 1e6, 1), max: round(loopDelay.max / 1e6, 1) };
  if (!drained) console.warn(`note: requests still under way ${DRAIN_MS / 1000} s after the end were left out`);

  const kinds = [...new Set(samples.map((s) => s.kind))].sort();
  const rows = [summary('all requests', samples, seconds), ...kinds.map((k) => summary(k, samples.filter((s) => s.kind === k), seconds))];
  const sortedClicks = [...clicks].sort((a, b) => a - b);
  const clickSummary = { clicks: clicks.length, p50: round(percentile(sortedClicks, 50)), p95: round(percentile(sortedClicks, 95)), p99: round(percentile(sortedClicks, 99)) };
  const loadAverage = { atStart: loadAtStart, atEnd: os.loadavg().map((l) => round(l)) };
  console.log('\n' + textTable([['requests', 'count', 'errors', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms'], ...rows.map((r) => [r.label, String(r.requests), String(r.errors), r.rps.toFixed(1), r.p50.toFixed(1), r.p95.toFixed(1), r.p99.toFixed(1), r.max.toFixed(1)])], 1));
  console.log(`\nwhole clicks (a list and the references it shows): ${clickSummary.clicks}, p50 ${clickSummary.p50} ms, p95 ${clickSummary.p95} ms, p99 ${clickSummary.p99} ms`);
  console.log(`inside the app (arrival to last byte written): p50 ${round(inside.p50 ?? NaN, 1)} ms, p95 ${round(inside.p95 ?? NaN, 1)} ms, p99 ${round(inside.p99 ?? NaN, 1)} ms; CPU ${inside.cpuMsPerRequest} ms per request; its event-loop delay p99 ${inside.loopDelayP99} ms, max ${inside.loopDelayMax} ms`);
  console.log(`cores used by the scenario: app ${cores.app}, PostgreSQL ${cores.postgres} (${round(pgCpuMs / samples.length, 2)} ms per request), load generator ${cores.loadGenerator}; machine load average ${loadAverage.atStart.join(' / ')} at the start, ${loadAverage.atEnd.join(' / ')} at the end, on ${os.cpus().length} cores`);
  console.log(`load generator's event-loop delay: p50 ${generatorDelay.p50} ms, p99 ${generatorDelay.p99} ms, max ${generatorDelay.max} ms`);
  for (const e of errors) console.log(`  error: ${e}`);
  return { requests: rows, clicks: clickSummary, insideApp: inside, cores, postgresCpuMsPerRequest: round(pgCpuMs / samples.length, 2), generatorDelay, loadAverage, errors };
}

async function main(): Promise<void> {
  await withBenchApp(SERVER_URL, ROWS, APP_NODE_OPTIONS, async ({ db, app, before, loadBefore, onCleanUp }) => {
    const agents: http.Agent[] = [];
    onCleanUp(() => agents.forEach((a) => a.destroy()));
    const cookies = await signedInStaff(db.orm, SESSIONS);
    // with BENCH_BEFORE_DIR the older code runs the same clicks on the same database, in turn with this
    // code: before first in odd rounds, this code first in even ones, so neither always meets the warmer caches
    const runs: (Awaited<ReturnType<typeof runScenario>> & { code: 'this' | 'before'; round: number })[] = [];
    for (let round = 1; round <= (before ? ROUNDS : 1); round++) {
      const order = !before ? (['this'] as const) : round % 2 ? (['before', 'this'] as const) : (['this', 'before'] as const);
      for (const code of order) {
        const label = code === 'before' ? `before (${BEFORE_DIR}), round ${round}` : before ? `this code, round ${round}` : 'staff load';
        runs.push({ code, round, ...(await runScenario(db, code === 'before' ? before! : app, cookies, agents, label)) });
      }
    }
    const machine = await machineFacts(db.pool, loadBefore);
    const settings = { rows: ROWS, sessions: SESSIONS, seconds: SECONDS, thinkMs: [THINK_MIN, THINK_MAX], seed: SEED, app: 'child process', before: BEFORE_DIR, rounds: before ? ROUNDS : 1 };
    // the top-level figures are this code's first run, as without BENCH_BEFORE_DIR
    writeResults(RESULTS, { date: new Date().toISOString(), machine, settings, ...runs.find((r) => r.code === 'this')!, ...(before ? { runs } : {}) });
  });
}

runBench(main);
