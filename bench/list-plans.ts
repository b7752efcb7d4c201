// PostgreSQL's time for the list statements on the benchmark data, read with EXPLAIN ANALYZE (its
// own execution time, no client or network): the text searches staff make (bench/staff-clicks.ts),
// sent as the page then the capped count (the list before round 3) and as the one search statement
// the list sends now (server/crud/list-statements.ts), with the plan that statement chose; and a
// county's list sorted by CDS code with and without the (county, CDS code) index. First, the list
// benchmark's two other calls as the page then the count and as the one statement that holds both.
//
// The statements are the app's own (compiled by listStatements, values inlined for EXPLAIN). Each is
// run BENCH_PLAN_REPS times in turn with the others and the median is printed. The benchmark
// database is its own (bench_<random>, dropped at the end), so dropping the index there touches
// nothing else.
//
//   npx tsx bench/list-plans.ts          (BENCH_ROWS, BENCH_DATABASE_URL as bench/run.ts)
//   BENCH_PLAN_REPS=9                    runs of each statement (default 7)
import path from 'node:path';
import type { EntityManager } from '@mikro-orm/postgresql';
import { LIST_COUNT_CAP } from '../server/crud/actions/list.js';
import { listStatements, type BoundStatement } from '../server/crud/list-statements.js';
import { setQueryModel, translateListQuery } from '../server/crud/query.js';
import type { ResourceDef } from '../core/model/define.js';
import { createBenchDatabase, DEFAULT_SERVER_URL } from './database.js';
import { SEARCHES } from './staff-clicks.js';
import { QUERIES } from './list-queries.js';
import { runBench, writeResults } from './bench-app.js';
import { positiveInt, round, textTable } from './stats.js';

const env = process.env;
const REPS = positiveInt(env.BENCH_PLAN_REPS, 7);
const RESULTS = path.resolve(import.meta.dirname, 'results/list-plans-latest.json');
const COUNTY_INDEX = 'institution_county_id_cds_code_idx';

interface Plan {
  'Node Type': string;
  'Index Name'?: string;
  Plans?: Plan[];
  'Actual Loops'?: number;
}

async function explain(em: EntityManager, statement: BoundStatement): Promise<{ ms: number; plan: Plan }> {
  const sql = em.getPlatform().formatQuery(statement.sql, statement.params);
  const [row] = await em.getConnection().execute<{ 'QUERY PLAN': [{ 'Execution Time': number; Plan: Plan }] }[]>(`explain (analyze, timing off, format json) ${sql}`);
  const [result] = row['QUERY PLAN'];
  return { ms: result['Execution Time'], plan: result.Plan };
}

/** Median execution time of each statement list (their times added), the lists run in turn REPS times. */
async function medians(em: EntityManager, variants: BoundStatement[][]): Promise<{ ms: number[]; plans: Plan[][] }> {
  const times = variants.map(() => [] as number[]);
  const plans: Plan[][] = variants.map(() => []);
  for (let r = 0; r < REPS; r++)
    for (const [i, statements] of variants.entries()) {
      let ms = 0;
      for (const s of statements) {
        const e = await explain(em, s);
        ms += e.ms;
        if (r === 0) plans[i].push(e.plan);
      }
      times[i].push(ms);
    }
  return { ms: times.map((t) => round([...t].sort((a, b) => a - b)[Math.floor(t.length / 2)], 2)), plans };
}

/** Which branch of the search statement ran: the page among the matches, or the page in sort order. */
function searchBranch(plan: Plan): string {
  const executed: string[] = [];
  const walk = (p: Plan) => {
    if (p['Node Type'] === 'Index Scan' && (p['Actual Loops'] ?? 0) > 0) executed.push(p['Index Name'] ?? '');
    for (const c of p.Plans ?? []) walk(c);
  };
  walk(plan);
  return executed.some((name) => name.endsWith('_pkey')) ? 'among the matches' : 'in name order';
}

async function main(): Promise<void> {
  const db = await createBenchDatabase(env.BENCH_DATABASE_URL ?? DEFAULT_SERVER_URL, positiveInt(env.BENCH_ROWS, 100_000));
  process.once('SIGINT', () => void db.drop().finally(() => process.exit(130)));
  try {
    setQueryModel(db.resources);
    const em = db.orm.em.fork();
    const institutions = db.resources.find((r) => r.name === 'institutions') as ResourceDef;
    const statementsFor = (filter: object, sort: [string, string], range: [number, number]) => {
      const q = translateListQuery(institutions, { filter: JSON.stringify(filter), sort: JSON.stringify(sort), range: JSON.stringify(range) });
      return { q, statements: listStatements(em, institutions, q.where, q.orderBy) };
    };

    // the list benchmark's other calls (bench/list-queries.ts): the page then the capped count (before
    // round 3 of 2026-11-26) against the one statement that holds both (the count run only when the page is full)
    const lists = [];
    for (const bq of QUERIES.filter((x) => !x.search)) {
      const { q, statements } = statementsFor(bq.filter, bq.sort, bq.range);
      const pair = [statements.page(q.limit + 1, q.offset), statements.count(LIST_COUNT_CAP + 1)];
      const one = statements.pageAndCount!(q.limit + 1, q.offset, q.offset > 0 ? 'full or empty' : 'full', LIST_COUNT_CAP + 1);
      const { ms } = await medians(em, [pair, [one]]);
      lists.push({ query: bq.name, pageThenCountMs: ms[0], oneStatementMs: ms[1] });
      console.log(`  ${bq.name}: page then count ${ms[0]} ms, one statement ${ms[1]} ms`);
    }

    const searches = [];
    for (const term of SEARCHES) {
      const { q, statements } = statementsFor({ q: term }, ['name', 'ASC'], [0, 24]);
      const exact = statements.count();
      const [{ count }] = await em.getConnection().execute<{ count: string | number }[]>(exact.sql, exact.params);
      const matches = Number(count);
      // before round 3: the page with one row more, then the capped count when the page was full
      const before = [statements.page(q.limit + 1, q.offset), ...(matches > q.limit ? [statements.count(LIST_COUNT_CAP + 1)] : [])];
      const { ms, plans } = await medians(em, [before, [statements.search!(q.limit, q.offset, LIST_COUNT_CAP + 1)]]);
      searches.push({ term, matches, pageThenCountMs: ms[0], searchStatementMs: ms[1], plan: searchBranch(plans[1][0]) });
      console.log(`  "${term}": ${matches} matches, page then count ${ms[0]} ms, one statement ${ms[1]} ms (${searchBranch(plans[1][0])})`);
    }
    console.log('\n' + textTable([['search', 'matches', 'page then count ms', 'one statement ms', 'page read'], ...searches.map((s) => [`"${s.term}"`, String(s.matches), s.pageThenCountMs.toFixed(1), s.searchStatementMs.toFixed(1), s.plan])], 1) + '\n');

    // a county's list by CDS code: the page (one row more), with the composite index and without
    const counties = [1, 10, 19, 38, 50, 57];
    const pages = counties.flatMap((county) => (['ASC', 'DESC'] as const).map((order) => ({ county, order, ...statementsFor({ countyId: county }, ['cdsCode', order], [0, 24]) })));
    const withIndex = await medians(em, pages.map((p) => [p.statements.page(p.q.limit + 1, p.q.offset)]));
    await db.pool.query(`drop index ${COUNTY_INDEX}`);
    const withoutIndex = await medians(em, pages.map((p) => [p.statements.page(p.q.limit + 1, p.q.offset)]));
    const countySorts = pages.map((p, i) => ({ county: p.county, order: p.order, withIndexMs: withIndex.ms[i], withoutIndexMs: withoutIndex.ms[i] }));
    console.log(textTable([['county, by CDS code', 'with the index ms', 'without ms'], ...countySorts.map((c) => [`county ${c.county} ${c.order}`, c.withIndexMs.toFixed(2), c.withoutIndexMs.toFixed(2)])], 1) + '\n');
    writeResults(RESULTS, { date: new Date().toISOString(), reps: REPS, lists, searches, countySorts });
  } finally {
    await db.drop();
  }
}

runBench(main);
