// npm run bench (first part): times the generated institutions list endpoint (filter + sort + page) on
// 100,000 generated rows on a real PostgreSQL server, side by side with the same SQL sent straight
// through `pg`, and prints requests per second, p50/p95 latencies and the ratios endpoint / pg, at
// concurrency 1 and 8. A third mode, pg+session, sends the session lookup every signed-in request
// makes ahead of the same SQL, to tell the endpoint's own overhead from that one query. A fourth,
// pg behind bare HTTP (bench/list-http-floor.ts), answers the same SQL's rows from a bare Node HTTP
// server in its own process: the floor of any Node endpoint in front of that SQL on this machine.
//
// It creates a fresh database (bench_<random>) on BENCH_DATABASE_URL's server, migrates it with the
// real model, generates the rows in SQL, starts the real app in a child process on a loopback port
// with a signed-in user, and drops the database at the end. Loopback only; every run is bounded in
// count and time.
//
//   BENCH_DATABASE_URL  server to use (default postgres://root@127.0.0.1:5432/test; its database is not touched)
//   BENCH_ROWS          institutions to generate (default 100000)
//   BENCH_REQUESTS      timed requests per query, mode and concurrency (default 400)
//   BENCH_WARMUP        untimed requests before each of them (default 50)
//   BENCH_SECONDS       time cap per query, mode and concurrency (default 10)
//   BENCH_CONCURRENCY   comma-separated concurrency levels (default 1,8)
//   BENCH_BARE          `capped` (default): the bare side sends what the endpoint sends, one statement
//                       (a search's, or the page with the capped count run only when the page is full);
//                       `page-then-count`: the page, then the capped count when the page is full, as two
//                       statements (the endpoint before round 3 of 2026-11-26; before round 3 for searches);
//                       `full-count`: page and exact count in parallel (before counts were capped)
//   BENCH_APP_NODE_OPTIONS  extra node flags for the app process (e.g. --cpu-prof --cpu-prof-dir=/tmp/prof)
//   BENCH_BEFORE_DIR    another checkout (e.g. an older commit unpacked with `git archive`, this
//                       node_modules linked in): its app is timed too, beside this one, in the same run
//
// With BENCH_BARE=capped every query is also sent as the page-then-count pair (mode "pg, page then
// count"), to show what the one statement changed, and to compare an older endpoint (BENCH_BEFORE_DIR)
// that sends that pair with the same SQL.
import http from 'node:http';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type pg from 'pg';
import { LIST_COUNT_CAP } from '../server/crud/actions/list.js';
import { QUERIES, bareList, listPath, type BareAnswer } from './list-queries.js';
import { DEFAULT_SERVER_URL } from './database.js';
import { BEFORE_DIR, machineFacts, runBench, withBenchApp, writeResults } from './bench-app.js';
import { forkListening, type AppProcess } from './app-process.js';
import { signedInStaff } from './staff.js';
import { httpGetter, okGetter } from './http-client.js';
import { mean, percentile, positiveInt, round, textTable } from './stats.js';

const env = process.env;
const SERVER_URL = env.BENCH_DATABASE_URL ?? DEFAULT_SERVER_URL;
const ROWS = positiveInt(env.BENCH_ROWS, 100_000);
const REQUESTS = positiveInt(env.BENCH_REQUESTS, 400);
const WARMUP = positiveInt(env.BENCH_WARMUP, 50);
const MAX_SECONDS = positiveInt(env.BENCH_SECONDS, 10);
const CONCURRENCY = (env.BENCH_CONCURRENCY ?? '1,8').split(',').map((c) => positiveInt(c, 1));
const BARE = env.BENCH_BARE === 'full-count' || env.BENCH_BARE === 'page-then-count' ? env.BENCH_BARE : 'capped';
const APP_NODE_OPTIONS = (env.BENCH_APP_NODE_OPTIONS ?? '').split(/\s+/).filter(Boolean);
const RESULTS = path.resolve(import.meta.dirname, 'results/latest.json');

/**
 * The session lookup every signed-in request makes before its handler (server/auth/sessions.ts):
 * `pg+session` sends it ahead of the list's SQL, to tell the endpoint's own overhead from that query.
 */
function withSessionLookup(pool: pg.Pool, cookie: string, list: () => Promise<BareAnswer>): () => Promise<BareAnswer> {
  const digest = createHash('sha256').update(cookie.slice(cookie.indexOf('=') + 1)).digest('hex');
  const sql = `select u.id, u.username, u.first_name, u.last_name, u.email, u.is_active, r.id as role_id, r.name as role_name, r.abilities
                 from app_user u left join role r on r.id = u.role_id join session s on s.user_id = u.id
                where s.id = $1 and s.expires_at > now()`;
  return async () => {
    const { rows } = await pool.query(sql, [digest]);
    if (!rows.length) throw new Error('the benchmark session was not found');
    return list();
  };
}

type Mode = 'endpoint' | 'endpoint before' | 'pg behind bare HTTP' | 'pg' | 'pg, page then count' | 'pg+session';

/** Starts bench/list-http-floor.ts on the benchmark database; resolves with its address and a stop. */
async function startHttpFloor(databaseUrl: string): Promise<{ baseUrl: string; stop: () => void }> {
  const { child, port } = await forkListening(path.join(import.meta.dirname, 'list-http-floor.ts'), 'the bare HTTP floor', {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, BENCH_FLOOR_DATABASE_URL: databaseUrl },
  });
  return { baseUrl: `http://127.0.0.1:${port}`, stop: () => child.disconnect() };
}

interface Stats {
  query: string;
  mode: Mode;
  concurrency: number;
  requests: number;
  seconds: number;
  rps: number;
  p50: number;
  p95: number;
  mean: number;
  /** endpoints only: the same requests timed inside the app (arrival to last byte written) */
  server?: { p50: number | null; p95: number | null; cpuMsPerRequest: number | null; loopDelayP99: number };
}

/** Warm-up, then up to REQUESTS timed calls (or MAX_SECONDS) with `concurrency` callers; `timing` starts after the warm-up. */
async function measure(query: string, mode: Mode, concurrency: number, call: () => Promise<unknown>, timing?: () => Promise<unknown>): Promise<Stats> {
  let warm = 0;
  await Promise.all(Array.from({ length: concurrency }, async () => {
    while (warm++ < WARMUP) await call();
  }));
  await timing?.();
  const latencies: number[] = [];
  let started = 0;
  const t0 = performance.now();
  const deadline = t0 + MAX_SECONDS * 1000;
  await Promise.all(Array.from({ length: concurrency }, async () => {
    while (started < REQUESTS && performance.now() < deadline) {
      started++;
      const s = performance.now();
      await call();
      latencies.push(performance.now() - s);
    }
  }));
  const seconds = (performance.now() - t0) / 1000;
  const sorted = [...latencies].sort((a, b) => a - b);
  return { query, mode, concurrency, requests: latencies.length, seconds: round(seconds), rps: round(latencies.length / seconds, 1), p50: round(percentile(sorted, 50)), p95: round(percentile(sorted, 95)), mean: round(mean(sorted)) };
}

async function main(): Promise<void> {
  await withBenchApp(SERVER_URL, ROWS, APP_NODE_OPTIONS, async ({ db, app, before, loadBefore, onCleanUp }) => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: Math.max(...CONCURRENCY) });
    onCleanUp(() => agent.destroy());
    const [cookie] = await signedInStaff(db.orm, 1, ['AdminViewInstitutions']);
    const get = okGetter(httpGetter(app.baseUrl, agent));
    const getBefore = before && okGetter(httpGetter(before.baseUrl, agent));
    const pool = db.pool;
    const floor = await startHttpFloor(db.url);
    onCleanUp(() => floor.stop());
    const getFloor = okGetter(httpGetter(floor.baseUrl, agent));

    // the sides must answer the same rows and totals, or the comparison means nothing
    for (const q of QUERIES) {
      const bare = await bareList(pool, q, BARE)();
      for (const [side, getter] of [['endpoint', get], ['endpoint before', getBefore]] as const) {
        if (!getter) continue;
        const viaHttp = await getter(listPath(q), cookie);
        const ids = (JSON.parse(viaHttp.body.toString('utf8')) as { id: number }[]).map((r) => r.id);
        const total = Number(String(viaHttp.headers['content-range']).split('/')[1]);
        const capped = viaHttp.headers['x-total-capped'] !== undefined;
        const sameTotal = BARE === 'full-count' ? capped || total === bare.total : total === bare.total && capped === bare.capped;
        if (JSON.stringify(ids) !== JSON.stringify(bare.ids) || !sameTotal)
          throw new Error(`"${q.name}": the ${side} and the SQL disagree (total ${total}${capped ? ' capped' : ''} vs ${bare.total})`);
        const shown = capped ? `more than ${Number(viaHttp.headers['x-total-capped']).toLocaleString('en-US')}` : total.toLocaleString('en-US');
        console.log(`  ${q.name}: ${shown} matching rows, ${ids.length} on the page — same ids from the ${side} and the SQL`);
      }
    }

    const results: Stats[] = [];
    for (const q of QUERIES) {
      const viaPg = bareList(pool, q, BARE);
      const viaPgWithSession = withSessionLookup(pool, cookie, viaPg);
      const p = listPath(q);
      for (const c of CONCURRENCY) {
        const modes: [Mode, () => Promise<unknown>, AppProcess?][] = [['endpoint', () => get(p, cookie), app]];
        if (before && getBefore) modes.push(['endpoint before', () => getBefore(p, cookie), before]);
        const floorPath = `/?query=${QUERIES.indexOf(q)}`;
        modes.push(['pg behind bare HTTP', () => getFloor(floorPath, '')]);
        modes.push(['pg', viaPg]);
        if (BARE === 'capped') modes.push(['pg, page then count', bareList(pool, q, 'page-then-count')]);
        modes.push(['pg+session', viaPgWithSession]);
        for (const [mode, call, server] of modes) {
          const s = await measure(q.name, mode, c, call, server ? () => server.serverStats() : undefined);
          if (server) {
            const inside = await server.serverStats();
            s.server = { p50: inside.p50 === null ? null : round(inside.p50), p95: inside.p95 === null ? null : round(inside.p95), cpuMsPerRequest: inside.cpuMsPerRequest, loopDelayP99: inside.loopDelayP99 };
          }
          results.push(s);
          const inside = s.server ? `  (inside the app: p50 ${s.server.p50} ms, p95 ${s.server.p95} ms, CPU ${s.server.cpuMsPerRequest} ms per request)` : '';
          console.log(`  ${q.name.padEnd(34)} ${mode.padEnd(19)} c=${c}  ${String(s.rps).padStart(7)} req/s  p50 ${s.p50} ms  p95 ${s.p95} ms  (${s.requests} in ${s.seconds} s)${inside}`);
        }
      }
    }

    const ratios = QUERIES.flatMap((q) =>
      CONCURRENCY.map((c) => {
        const e = results.find((r) => r.query === q.name && r.mode === 'endpoint' && r.concurrency === c)!;
        const b = results.find((r) => r.query === q.name && r.mode === 'pg' && r.concurrency === c)!;
        const bs = results.find((r) => r.query === q.name && r.mode === 'pg+session' && r.concurrency === c)!;
        const f = results.find((r) => r.query === q.name && r.mode === 'pg behind bare HTTP' && r.concurrency === c)!;
        const eb = results.find((r) => r.query === q.name && r.mode === 'endpoint before' && r.concurrency === c);
        // the page-then-count pair: what an endpoint that sends two statements is compared with
        const pair = results.find((r) => r.query === q.name && r.mode === 'pg, page then count' && r.concurrency === c);
        const vsPair = pair && { pairRps: pair.rps, pairP50: pair.p50, p50OverPair: round(e.p50 / pair.p50), ...(eb && { beforeP50OverPair: round(eb.p50 / pair.p50) }) };
        const vsBefore = eb && { beforeRps: eb.rps, beforeP50: round(eb.p50 / b.p50), beforeRpsRatio: round(b.rps / eb.rps), afterOverBeforeP50: round(e.p50 / eb.p50) };
        return { query: q.name, concurrency: c, endpointRps: e.rps, pgRps: b.rps, pgP50: b.p50, p50: round(e.p50 / b.p50), rps: round(b.rps / e.rps), p50WithSession: round(e.p50 / bs.p50), rpsWithSession: round(bs.rps / e.rps), floorRps: f.rps, p50OverFloor: round(e.p50 / f.p50), floorRpsOverEndpoint: round(f.rps / e.rps), floorP50OverPg: round(f.p50 / b.p50), ...vsPair, ...vsBefore };
      }),
    );
    const rows = [['query', 'mode', 'conc', 'req/s', 'p50 ms', 'p95 ms', 'in app p50', 'app CPU/req', 'endpoint/pg (p50)', 'pg/endpoint (req/s)', 'endpoint/(pg+session) (p50)', 'endpoint/bare HTTP (p50)', 'bare HTTP/endpoint (req/s)']];
    for (const r of results) {
      const ratio = ratios.find((x) => x.query === r.query && x.concurrency === r.concurrency)!;
      // the ratios to the bare SQL of each endpoint (with BENCH_BEFORE_DIR, the older code's too)
      const [p50, rps, p50WithSession, p50OverFloor, floorRps] =
        r.mode === 'endpoint'
          ? [ratio.p50, ratio.rps, ratio.p50WithSession, ratio.p50OverFloor, ratio.floorRpsOverEndpoint]
          : r.mode === 'endpoint before'
            ? [round(r.p50 / ratio.pgP50), round(ratio.pgRps / r.rps), undefined]
            : r.mode === 'pg behind bare HTTP'
              ? [ratio.floorP50OverPg, round(ratio.pgRps / r.rps)]
              : [];
      const times = (n: number | undefined) => (n === undefined ? '' : `${n.toFixed(2)}×`);
      rows.push([r.query, r.mode, String(r.concurrency), r.rps.toFixed(1), r.p50.toFixed(2), r.p95.toFixed(2), r.server?.p50?.toFixed(2) ?? '', r.server?.cpuMsPerRequest?.toFixed(2) ?? '', times(p50), times(rps), times(p50WithSession), times(p50OverFloor), times(floorRps)]);
    }
    console.log('\n' + textTable(rows) + '\n');

    const machine = await machineFacts(pool, loadBefore);
    const settings = { rows: ROWS, requests: REQUESTS, warmup: WARMUP, maxSeconds: MAX_SECONDS, concurrency: CONCURRENCY, bare: BARE, countCap: LIST_COUNT_CAP, app: 'child process', before: BEFORE_DIR };
    writeResults(RESULTS, { date: new Date().toISOString(), machine, settings, queries: QUERIES.map((q) => ({ name: q.name, path: listPath(q) })), results, ratios });
  });
}

runBench(main);
