// npm run bench: times the generated institutions list endpoint (filter + sort + page) on 100,000
// generated rows on a real PostgreSQL server, side by side with the same SQL sent straight through
// `pg`, and prints requests per second, p50/p95 latencies and the ratio endpoint / pg.
//
// It creates a fresh database (bench_<random>) on BENCH_DATABASE_URL's server, migrates it with the
// real model, generates the rows in SQL, starts the real app on a loopback port with a signed-in user,
// and drops the database at the end. Loopback only; every run is bounded in count and time.
//
//   BENCH_DATABASE_URL  server to use (default postgres://root@127.0.0.1:5432/test; its database is not touched)
//   BENCH_ROWS          institutions to generate (default 100000)
//   BENCH_REQUESTS      timed requests per query, mode and concurrency (default 400)
//   BENCH_WARMUP        untimed requests before each of them (default 50)
//   BENCH_SECONDS       time cap per query, mode and concurrency (default 10)
//   BENCH_CONCURRENCY   comma-separated concurrency levels (default 1,8)
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import pg from 'pg';
import type { MikroORM } from '@mikro-orm/postgresql';
import { loadCheckedModel } from '../server/boot.js';
import { migrate, openOrm } from '../server/db/orm.js';
import { createApp } from '../server/app.js';
import { hashPassword } from '../server/auth/password.js';
import { runAs } from '../server/audit/context.js';
import { COUNTIES, generateData } from './data.js';

const env = process.env;
const int = (v: string | undefined, d: number) => (v && Number.isFinite(Number(v)) && Number(v) > 0 ? Math.floor(Number(v)) : d);
const SERVER_URL = env.BENCH_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test';
const ROWS = int(env.BENCH_ROWS, 100_000);
const REQUESTS = int(env.BENCH_REQUESTS, 400);
const WARMUP = int(env.BENCH_WARMUP, 50);
const MAX_SECONDS = int(env.BENCH_SECONDS, 10);
const CONCURRENCY = (env.BENCH_CONCURRENCY ?? '1,8').split(',').map((c) => int(c, 1));
const RESULTS = path.resolve(import.meta.dirname, 'results/latest.json');

const LA = COUNTIES.findIndex(([name]) => name === 'Los Angeles') + 1; // CDE county code 19

/** One list call of the admin UI and the SQL the endpoint needs for it, written by hand. */
interface BenchQuery {
  name: string;
  filter: Record<string, unknown>;
  sort: [string, 'ASC' | 'DESC'];
  range: [number, number];
  where: string;
  params: unknown[];
  orderBy: string;
}

const QUERIES: BenchQuery[] = [
  {
    name: 'county + active, by name, page 3',
    filter: { countyId: LA, isActive: true },
    sort: ['name', 'ASC'],
    range: [50, 74],
    where: 'county_id = $1 and is_active = $2',
    params: [LA, true],
    orderBy: 'name asc, id asc',
  },
  {
    name: 'type, by CDS code desc, page 1',
    filter: { institutionTypeId: 1 },
    sort: ['cdsCode', 'DESC'],
    range: [0, 24],
    where: 'institution_type_id = $1',
    params: [1],
    orderBy: 'cds_code desc, id desc',
  },
  {
    name: 'q "valley high", by name, page 1',
    filter: { q: 'valley high' },
    sort: ['name', 'ASC'],
    range: [0, 24],
    // every word must match one of the searched fields (name, cdsCode, streetCity, atpCode)
    where: ['$1', '$2'].map((p) => `(name ilike ${p} or cds_code ilike ${p} or street_city ilike ${p} or atp_code ilike ${p})`).join(' and '),
    params: ['%valley%', '%high%'],
    orderBy: 'name asc, id asc',
  },
];

const listPath = (q: BenchQuery) =>
  `/api/rest/institutions?${new URLSearchParams({ filter: JSON.stringify(q.filter), sort: JSON.stringify(q.sort), range: JSON.stringify(q.range) })}`;

/** The page and the total, as the endpoint needs them: the same two statements MikroORM's findAndCount sends in parallel. */
function pgList(pool: pg.Pool, q: BenchQuery) {
  const limit = q.range[1] - q.range[0] + 1;
  const page = `select * from institution where ${q.where} order by ${q.orderBy} limit ${limit} offset ${q.range[0]}`;
  const count = `select count(*)::int as count from institution where ${q.where}`;
  return () => Promise.all([pool.query(page, q.params), pool.query<{ count: number }>(count, q.params)]);
}

interface Stats {
  query: string;
  mode: 'endpoint' | 'pg';
  concurrency: number;
  requests: number;
  seconds: number;
  rps: number;
  p50: number;
  p95: number;
  mean: number;
}

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
const round = (n: number, d = 2) => Math.round(n * 10 ** d) / 10 ** d;

/** Warm-up, then up to REQUESTS timed calls (or MAX_SECONDS) with `concurrency` callers. */
async function measure(query: string, mode: Stats['mode'], concurrency: number, call: () => Promise<unknown>): Promise<Stats> {
  let warm = 0;
  await Promise.all(Array.from({ length: concurrency }, async () => {
    while (warm++ < WARMUP) await call();
  }));
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
  return {
    query,
    mode,
    concurrency,
    requests: latencies.length,
    seconds: round(seconds),
    rps: round(latencies.length / seconds, 1),
    p50: round(pct(sorted, 50)),
    p95: round(pct(sorted, 95)),
    mean: round(sorted.reduce((a, b) => a + b, 0) / sorted.length),
  };
}

/** A keep-alive HTTP GET that reads the whole answer; refuses anything but 200. */
function httpGetter(baseUrl: string, cookie: string, agent: http.Agent) {
  const { hostname, port } = new URL(baseUrl);
  return (p: string) =>
    new Promise<{ body: string; headers: http.IncomingHttpHeaders }>((resolve, reject) => {
      const req = http.get({ hostname, port, path: p, agent, headers: { cookie } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const body = Buffer.concat(chunks).toString('utf8');
          if (res.statusCode !== 200) reject(new Error(`GET ${p} answered ${res.statusCode}: ${body.slice(0, 200)}`));
          else resolve({ body, headers: res.headers });
        });
        res.on('error', reject);
      });
      req.on('error', reject);
    });
}

async function adminQuery(sql: string): Promise<void> {
  const c = new pg.Client({ connectionString: SERVER_URL });
  await c.connect();
  try {
    await c.query(sql);
  } finally {
    await c.end();
  }
}

function table(rows: string[][]): string {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
  const line = (r: string[]) => r.map((c, i) => (i < 2 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  return [line(rows[0]), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.slice(1).map(line)].join('\n');
}

async function main(): Promise<void> {
  const dbName = `bench_${randomBytes(4).toString('hex')}`;
  const dbUrl = new URL(SERVER_URL);
  dbUrl.pathname = '/' + dbName;
  if (!['127.0.0.1', 'localhost', '::1', '[::1]'].includes(dbUrl.hostname)) throw new Error(`BENCH_DATABASE_URL must point at a local server, not ${dbUrl.hostname}.`);

  let orm: MikroORM | undefined;
  let server: Server | undefined;
  let pool: pg.Pool | undefined;
  let rules: { stop: () => Promise<void> } | undefined;
  const agent = new http.Agent({ keepAlive: true, maxSockets: Math.max(...CONCURRENCY) });
  let created = false;
  const cleanUp = async () => {
    agent.destroy();
    if (server) await new Promise((r) => server!.close(r));
    await rules?.stop(); // its LISTEN connection would outlive the dropped database
    await pool?.end().catch(() => undefined);
    await orm?.close(true).catch(() => undefined);
    if (created) await adminQuery(`drop database if exists ${dbName} with (force)`);
    created = false;
  };
  process.once('SIGINT', () => {
    console.error('\ninterrupted: dropping the benchmark database');
    void cleanUp().finally(() => process.exit(130));
  });

  const loadBefore = os.loadavg().map((l) => round(l));
  if (loadBefore[0] > os.cpus().length / 2)
    console.warn(`note: the machine is busy (load average ${loadBefore[0]} on ${os.cpus().length} cores); the figures will be noisy`);

  try {
    const t0 = performance.now();
    await adminQuery(`create database ${dbName}`);
    created = true;
    const { resources, overrides } = await loadCheckedModel();
    orm = await openOrm({ resources, databaseUrl: dbUrl.toString() });
    await migrate(orm);
    pool = new pg.Pool({ connectionString: dbUrl.toString(), max: 10 }); // the app's pool holds up to 10 too
    const client = await pool.connect();
    try {
      await generateData(client, ROWS);
    } finally {
      client.release();
    }
    const t1 = performance.now();
    console.log(`database ${dbName}: migrated and ${ROWS.toLocaleString('en-US')} institutions generated in ${((t1 - t0) / 1000).toFixed(1)} s`);

    // a signed-in user who may view institutions
    const em = orm.em.fork();
    await runAs({ userId: null, userName: 'bench', via: 'system' }, async () => {
      const role = em.create('Role', { name: 'Bench viewer', abilities: ['AdminViewInstitutions'] } as never) as { id: number };
      await em.flush();
      const user = { username: 'bench', email: 'bench@example.org', firstName: 'Bench', lastName: 'Mark', password: await hashPassword('bench-password-1'), roleId: role.id, userKind: 'ucop', isActive: true };
      em.create('User', user as never);
      await em.flush();
    });
    const created_ = await createApp({ orm, resources, overrides });
    const app = created_.app;
    rules = created_.rules;
    server = await new Promise<Server>((resolve) => {
      const s = app.listen(0, '127.0.0.1', () => resolve(s));
    });
    const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const login = await fetch(baseUrl + '/api/account/login/admin', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'bench', password: 'bench-password-1' }) });
    if (login.status !== 200) throw new Error(`sign-in failed: ${login.status}`);
    const cookie = login.headers.get('set-cookie')!.split(';')[0];
    const get = httpGetter(baseUrl, cookie, agent);

    // the two sides must answer the same rows, or the comparison means nothing
    for (const q of QUERIES) {
      const viaHttp = await get(listPath(q));
      const [page, count] = await pgList(pool, q)();
      const ids = (JSON.parse(viaHttp.body) as { id: number }[]).map((r) => r.id);
      const total = Number(String(viaHttp.headers['content-range']).split('/')[1]);
      if (JSON.stringify(ids) !== JSON.stringify(page.rows.map((r: { id: number }) => r.id)) || total !== count.rows[0].count)
        throw new Error(`"${q.name}": the endpoint and the SQL disagree (total ${total} vs ${count.rows[0].count})`);
      console.log(`  ${q.name}: ${total.toLocaleString('en-US')} matching rows, ${ids.length} on the page — same ids both ways`);
    }

    const results: Stats[] = [];
    for (const q of QUERIES) {
      const viaPg = pgList(pool, q);
      const p = listPath(q);
      for (const c of CONCURRENCY) {
        for (const [mode, call] of [['endpoint', () => get(p)], ['pg', viaPg]] as const) {
          const s = await measure(q.name, mode, c, call);
          results.push(s);
          console.log(`  ${q.name.padEnd(34)} ${mode.padEnd(8)} c=${c}  ${String(s.rps).padStart(7)} req/s  p50 ${s.p50} ms  p95 ${s.p95} ms  (${s.requests} in ${s.seconds} s)`);
        }
      }
    }

    const ratios = QUERIES.flatMap((q) =>
      CONCURRENCY.map((c) => {
        const e = results.find((r) => r.query === q.name && r.mode === 'endpoint' && r.concurrency === c)!;
        const b = results.find((r) => r.query === q.name && r.mode === 'pg' && r.concurrency === c)!;
        return { query: q.name, concurrency: c, p50: round(e.p50 / b.p50), rps: round(b.rps / e.rps) };
      }),
    );
    const rows = [['query', 'mode', 'conc', 'req/s', 'p50 ms', 'p95 ms', 'endpoint/pg (p50)', 'pg/endpoint (req/s)']];
    for (const r of results) {
      const ratio = ratios.find((x) => x.query === r.query && x.concurrency === r.concurrency)!;
      rows.push([r.query, r.mode, String(r.concurrency), r.rps.toFixed(1), r.p50.toFixed(2), r.p95.toFixed(2), r.mode === 'endpoint' ? `${ratio.p50.toFixed(2)}×` : '', r.mode === 'endpoint' ? `${ratio.rps.toFixed(2)}×` : '']);
    }
    console.log('\n' + table(rows) + '\n');

    const pgVersion = (await pool.query<{ server_version: string }>('show server_version')).rows[0].server_version;
    mkdirSync(path.dirname(RESULTS), { recursive: true });
    writeFileSync(
      RESULTS,
      JSON.stringify(
        {
          date: new Date().toISOString(),
          machine: {
            cpus: os.cpus().length,
            cpu: os.cpus()[0]?.model ?? 'unknown',
            memoryGb: round(os.totalmem() / 2 ** 30, 1),
            node: process.version,
            postgres: pgVersion,
            // 1, 5 and 15-minute load averages before and after the run: other work on the machine skews the figures
            loadAverage: { before: loadBefore, after: os.loadavg().map((l) => round(l)) },
          },
          settings: { rows: ROWS, requests: REQUESTS, warmup: WARMUP, maxSeconds: MAX_SECONDS, concurrency: CONCURRENCY },
          queries: QUERIES.map((q) => ({ name: q.name, path: listPath(q) })),
          results,
          ratios,
        },
        null,
        2,
      ) + '\n',
    );
    console.log(`written to ${path.relative(process.cwd(), RESULTS)}`);
  } finally {
    await cleanUp();
  }
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
