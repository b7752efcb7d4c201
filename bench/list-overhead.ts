// The list's own cost, in process: listRecords (what GET /api/rest/institutions runs after the
// session lookup and the route's checks) against the same SQL sent straight through `pg`, on the
// same 100,000 generated rows, without HTTP, express or a second process in the way. The sides run
// in turn in small blocks, so a busy machine slows them alike; the difference of their CPU time per
// call is what the list itself spends (query translation, SQL building, row mapping, serialisation).
// With BENCH_BEFORE_DIR (an older checkout, as for bench/run.ts) its listRecords runs in the same
// blocks, on the same connection pool.
//
// A second part times the list's own work alone, without any database round trip: the query
// translation, the statements (compiled once per filter shape, then bound) and 26 rows mapped and
// serialised, per call. It does not depend on how busy PostgreSQL is.
//
//   npx tsx bench/list-overhead.ts                     (BENCH_ROWS, BENCH_DATABASE_URL as bench/run.ts)
//   BENCH_OVERHEAD_ROUNDS=30 BENCH_OVERHEAD_BLOCK=20   rounds of blocks of calls per side (defaults)
//   node --import tsx --cpu-prof bench/list-overhead.ts   to see where the list's CPU goes
//
// A third part compares the ways one list statement can reach PostgreSQL (measureExecutionPaths).
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type pg from 'pg';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { listRecords } from '../server/crud/actions/list.js';
import { setQueryModel, translateListQuery } from '../server/crud/query.js';
import { listStatements } from '../server/crud/list-statements.js';
import { serialize } from '../server/crud/serialize.js';
import type { ResourceDef } from '../core/model/define.js';
import { createBenchDatabase, DEFAULT_SERVER_URL } from './database.js';
import { QUERIES, bareList, listParameters, type BenchQuery } from './list-queries.js';
import { BEFORE_DIR, runBench, writeResults } from './bench-app.js';
import { percentile, positiveInt, round, textTable } from './stats.js';

const env = process.env;
const ROUNDS = positiveInt(env.BENCH_OVERHEAD_ROUNDS, 30);
const BLOCK = positiveInt(env.BENCH_OVERHEAD_BLOCK, 20);
const WORK_CALLS = 5000;
const RESULTS = path.resolve(import.meta.dirname, 'results/list-overhead-latest.json');

type ListRecords = typeof listRecords;

interface Side {
  name: string;
  call: () => Promise<unknown>;
  latencies: number[];
  cpuMs: number;
  calls: number;
}

async function block(side: Side): Promise<void> {
  const cpu = process.cpuUsage();
  for (let i = 0; i < BLOCK; i++) {
    const s = performance.now();
    await side.call();
    side.latencies.push(performance.now() - s);
  }
  const used = process.cpuUsage(cpu);
  side.cpuMs += (used.user + used.system) / 1000;
  side.calls += BLOCK;
}

/** The listRecords of the checkout in BENCH_BEFORE_DIR, given this model (its translation needs it too). */
async function beforeListRecords(resources: ResourceDef[]): Promise<ListRecords | undefined> {
  if (!BEFORE_DIR) return undefined;
  const query = (await import(path.join(BEFORE_DIR, 'server/crud/query.ts'))) as { setQueryModel: typeof setQueryModel };
  query.setQueryModel(resources);
  return ((await import(path.join(BEFORE_DIR, 'server/crud/actions/list.ts'))) as { listRecords: ListRecords }).listRecords;
}

/** listRecords (and the older one) and the bare SQL of each benchmark query, in alternating blocks. */
export async function measureListOverhead(orm: MikroORM, pool: pg.Pool, resources: ResourceDef[], queries: BenchQuery[] = QUERIES) {
  setQueryModel(resources);
  const before = await beforeListRecords(resources);
  const institutions = resources.find((r) => r.name === 'institutions')!;
  const out = [];
  for (const q of queries) {
    const make = (name: string, call: () => Promise<unknown>): Side => ({ name, call, latencies: [], cpuMs: 0, calls: 0 });
    const sides = [make('listRecords', () => listRecords(orm.em.fork(), institutions, listParameters(q))), make('pg', bareList(pool, q))];
    if (before) sides.splice(1, 0, make('listRecords before', () => before(orm.em.fork(), institutions, listParameters(q))));
    const bare = (await sides.at(-1)!.call()) as { ids: number[]; total: number };
    for (const side of sides.slice(0, -1)) {
      const listed = (await side.call()) as Awaited<ReturnType<ListRecords>>;
      if (JSON.stringify(listed.records.map((r) => r.id)) !== JSON.stringify(bare.ids) || listed.total !== bare.total) throw new Error(`"${q.name}": ${side.name} and the SQL disagree`);
    }
    for (let i = 0; i < 3; i++) for (const side of sides) await block({ ...side, latencies: [], cpuMs: 0, calls: 0 }); // warm-up
    for (let r = 0; r < ROUNDS; r++) for (const side of sides) await block(side);
    const bareCpu = sides.at(-1)!.cpuMs / sides.at(-1)!.calls;
    for (const side of sides)
      out.push({
        query: q.name,
        side: side.name,
        calls: side.calls,
        p50: round(percentile([...side.latencies].sort((a, b) => a - b), 50), 3),
        cpuMsPerCall: round(side.cpuMs / side.calls, 3),
        /** its CPU beyond the bare side's (pg's sending and parsing is on both) */
        ownCpuMsPerCall: side.name === 'pg' ? undefined : round(side.cpuMs / side.calls - bareCpu, 3),
      });
  }
  return out;
}

/** The list's own work per call without the database: translation, statements, 26 rows to records. */
export async function measureListWork(orm: MikroORM, resources: ResourceDef[], queries: BenchQuery[] = QUERIES) {
  setQueryModel(resources);
  const institutions = resources.find((r) => r.name === 'institutions')!;
  const rows = await orm.em.getConnection().execute<Record<string, unknown>[]>('select * from institution order by id limit 26');
  const out = [];
  for (const q of queries) {
    const once = (em: EntityManager) => {
      const t = translateListQuery(institutions, listParameters(q));
      const statements = listStatements(em, institutions, t.where, t.orderBy);
      if (statements.search) statements.search(t.limit, t.offset, 10_001);
      else if (statements.pageAndCount) statements.pageAndCount(t.limit + 1, t.offset, t.offset > 0 ? 'full or empty' : 'full', 10_001);
      else {
        statements.page(t.limit + 1, t.offset);
        statements.count(10_001);
      }
      const comparator = em.getComparator();
      return rows.map((row) => serialize(institutions, comparator.mapResult(institutions.entity, row)));
    };
    for (let i = 0; i < 500; i++) once(orm.em.fork());
    const cpu = process.cpuUsage();
    for (let i = 0; i < WORK_CALLS; i++) once(orm.em.fork());
    const used = process.cpuUsage(cpu);
    out.push({ query: q.name, calls: WORK_CALLS, cpuMsPerCall: round((used.user + used.system) / 1000 / WORK_CALLS, 4) });
  }
  return out;
}

/** `?` placeholders as `$1`, `$2`, … (the list's statements hold no `?` but its placeholders) */
const numbered = (sql: string) => {
  let n = 0;
  return sql.replace(/\?/g, () => `$${++n}`);
};

/**
 * The way a list statement reaches PostgreSQL (the execution path, not the statement): the same bound
 * statement of each query sent through MikroORM's `execute` (what listRecords does: values formatted
 * into the text, knex's raw query, simple protocol), through a `pg` client of the ORM's own knex pool
 * with `$n` parameters (extended protocol, an unnamed statement parsed each time), and the same as a
 * named prepared statement (parsed once per connection). Alternating blocks, CPU per call.
 */
export async function measureExecutionPaths(orm: MikroORM, resources: ResourceDef[], queries: BenchQuery[] = QUERIES) {
  setQueryModel(resources);
  const institutions = resources.find((r) => r.name === 'institutions')!;
  const knexClient = orm.em.getConnection().getKnex().client as { acquireConnection(): Promise<pg.PoolClient>; releaseConnection(c: pg.PoolClient): Promise<void> };
  const out: { query: string; side: string; calls: number; p50: number; cpuMsPerCall: number }[] = [];
  for (const q of queries) {
    const em = orm.em.fork();
    const t = translateListQuery(institutions, listParameters(q));
    const statements = listStatements(em, institutions, t.where, t.orderBy);
    const { sql, params } = statements.search ? statements.search(t.limit, t.offset, 10_001) : statements.pageAndCount!(t.limit + 1, t.offset, t.offset > 0 ? 'full or empty' : 'full', 10_001);
    const text = numbered(sql);
    const name: string = `list-bench-${out.length}`;
    const viaPool = async (query: pg.QueryConfig) => {
      const client = await knexClient.acquireConnection();
      try {
        return (await client.query(query)).rows;
      } finally {
        await knexClient.releaseConnection(client);
      }
    };
    const make = (side: string, call: () => Promise<unknown>): Side => ({ name: side, call, latencies: [], cpuMs: 0, calls: 0 });
    const sides: Side[] = [
      make('MikroORM execute', () => orm.em.fork().getConnection('read').execute(sql, params, 'all')),
      make('pg client, $n parameters', () => viaPool({ text, values: params })),
      make('pg client, prepared', () => viaPool({ name, text, values: params })),
    ];
    const rowCounts = await Promise.all(sides.map(async (side) => ((await side.call()) as unknown[]).length));
    if (new Set(rowCounts).size !== 1) throw new Error(`"${q.name}": the execution paths answered different row counts (${rowCounts})`);
    for (let i = 0; i < 3; i++) for (const side of sides) await block({ ...side, latencies: [], cpuMs: 0, calls: 0 }); // warm-up
    for (let r = 0; r < ROUNDS; r++) for (const side of sides) await block(side);
    for (const side of sides) out.push({ query: q.name, side: side.name, calls: side.calls, p50: round(percentile([...side.latencies].sort((a, b) => a - b), 50), 3), cpuMsPerCall: round(side.cpuMs / side.calls, 3) });
  }
  return out;
}

async function main(): Promise<void> {
  const db = await createBenchDatabase(env.BENCH_DATABASE_URL ?? DEFAULT_SERVER_URL, positiveInt(env.BENCH_ROWS, 100_000));
  process.once('SIGINT', () => void db.drop().finally(() => process.exit(130)));
  try {
    const overhead = await measureListOverhead(db.orm, db.pool, db.resources);
    const rows = [['query', 'side', 'calls', 'p50 ms', 'CPU ms/call', 'CPU beyond pg ms/call']];
    for (const r of overhead) rows.push([r.query, r.side, String(r.calls), r.p50.toFixed(3), r.cpuMsPerCall.toFixed(3), r.ownCpuMsPerCall?.toFixed(3) ?? '']);
    console.log('\n' + textTable(rows) + '\n');
    const work = await measureListWork(db.orm, db.resources);
    console.log(textTable([['query (no database)', 'calls', 'CPU ms/call'], ...work.map((w) => [w.query, String(w.calls), w.cpuMsPerCall.toFixed(4)])], 1) + '\n');
    const paths = await measureExecutionPaths(db.orm, db.resources);
    console.log(textTable([['query', 'execution path', 'calls', 'p50 ms', 'CPU ms/call'], ...paths.map((r) => [r.query, r.side, String(r.calls), r.p50.toFixed(3), r.cpuMsPerCall.toFixed(3)])]) + '\n');
    writeResults(RESULTS, { date: new Date().toISOString(), load: os.loadavg(), rounds: ROUNDS, block: BLOCK, before: BEFORE_DIR, overhead, work, paths });
  } finally {
    await db.drop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) runBench(main);
