// A list page and its capped count in one round trip (issue 6 §6, round 3 of 2026-11-26): a full
// page of a list sorted by its own columns sends one statement, not the page and then a count, and
// PostgreSQL runs the count inside it only when the page calls for it. Statements are counted and
// plans read with EXPLAIN ANALYZE; nothing is timed.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../../support/server-harness.js';
import { ENGINE } from '../../support/test-db.js';
import { CAPPED_TOTAL_HEADER, LIST_COUNT_CAP } from '../../../server/crud/actions/list.js';

const ROWS = LIST_COUNT_CAP + 30;
const ACTIVE = Math.ceil(ROWS / 2); // odd rows

let h: Harness;
let staff: string;
let seen: { sql: string; params: readonly unknown[] }[] = [];

beforeAll(async () => {
  h = await startHarness();
  staff = await h.userWith(['AdminViewInstitutions'], 'one-statement');
  await h.db.orm.em.getConnection().execute(
    `insert into institution (name, institution_type_id, is_active)
     select 'One Statement School ' || lpad(g::text, 5, '0'), case when g % 3 = 0 then 2 else 1 end, g % 2 = 1 from generate_series(1, ${ROWS}) g`,
  );
  const original = h.db.orm.config.get('onQuery');
  h.db.orm.config.set('onQuery', (sql: string, params: readonly unknown[]) => {
    seen.push({ sql, params });
    return original(sql, params as unknown[]);
  });
  // a first request warms the session (the session lookup is not what these tests count)
  await list({ range: [0, 0] });
}, 120_000);
afterAll(() => h?.close());
beforeEach(() => {
  seen = [];
});

async function list(params: { filter?: unknown; range: [number, number]; sort?: [string, string] }) {
  const query = new URLSearchParams({ sort: JSON.stringify(params.sort ?? ['name', 'ASC']), range: JSON.stringify(params.range) });
  if (params.filter) query.set('filter', JSON.stringify(params.filter));
  const res = await fetch(`${h.url}/api/rest/institutions?${query}`, { headers: { cookie: staff } });
  expect(res.status).toBe(200);
  const body = (await res.json()) as { id: number; name: string }[];
  return { names: body.map((r) => r.name), range: res.headers.get('content-range'), capped: res.headers.get(CAPPED_TOTAL_HEADER) };
}

/**
 * The list's statements since the last reset: those that read institutions. Not the session lookup
 * (a warm session sends none, one whose cache entry expired does) nor the app's background statements.
 */
const listStatementsSent = () => seen.filter((s) => /from "institution"/.test(s.sql)).length;
/** every statement sent since the last reset, to tell what was sent when a count differs */
const sentText = () => seen.map((s) => s.sql.slice(0, 120)).join('\n');

const name = (n: number) => `One Statement School ${String(n).padStart(5, '0')}`;
const activeNames = Array.from({ length: ACTIVE }, (_, i) => name(2 * i + 1));

/** PostgreSQL's plan of the one list statement the last request sent, as run (EXPLAIN ANALYZE). */
async function planOfLastList(): Promise<string> {
  const lists = seen.filter((s) => /from "institution"/.test(s.sql));
  expect(lists).toHaveLength(1);
  const rows = await h.db.orm.em.getConnection().execute<{ 'QUERY PLAN': string }[]>(`explain (analyze, costs off, timing off, summary off) ${lists[0].sql}`, [...lists[0].params]);
  return rows.map((r) => r['QUERY PLAN']).join('\n');
}

describe(`a list page and its capped count in one statement (${ENGINE})`, () => {
  it('a full page under the cap: one statement in all, with the exact total', async () => {
    const page = await list({ filter: { isActive: true }, range: [50, 74] });
    expect(page.names).toEqual(activeNames.slice(50, 75));
    expect(page.range).toBe(`institutions 50-74/${ACTIVE}`);
    expect(page.capped).toBeNull();
    expect(listStatementsSent(), sentText()).toBe(1);
  });

  it('a full page beyond the cap: one statement, "more than" the cap', async () => {
    const page = await list({ range: [0, 24], sort: ['name', 'DESC'] });
    expect(page.names).toEqual(Array.from({ length: 25 }, (_, i) => name(ROWS - i)));
    expect(page.range).toBe(`institutions 0-24/${LIST_COUNT_CAP + 1}`);
    expect(page.capped).toBe(String(LIST_COUNT_CAP));
    expect(listStatementsSent(), sentText()).toBe(1);
  });

  it('the count runs when a row follows the page', async () => {
    await list({ filter: { isActive: true }, range: [0, 24] });
    expect(await planOfLastList()).not.toMatch(/never executed/);
  });

  it('the count does not run when the page tells the total: a short first page, a last page, a full page past the cap', async () => {
    for (const [filter, range] of [
      [{ institutionTypeId: 2, isActive: true, id_lte: 60 }, [0, 24]],
      [{ isActive: true }, [ACTIVE - 10, ACTIVE + 14]],
      [{}, [LIST_COUNT_CAP, LIST_COUNT_CAP + 24]],
    ] as [object, [number, number]][]) {
      seen = [];
      await list({ filter, range });
      expect(await planOfLastList()).toMatch(/never executed/);
    }
  });

  it('an empty page beyond the last counts, in the same statement, for the exact total', async () => {
    const page = await list({ filter: { isActive: true }, range: [ACTIVE + 100, ACTIVE + 124] });
    expect(page.names).toEqual([]);
    expect(page.range).toBe(`institutions ${ACTIVE + 100}-${ACTIVE + 100}/${ACTIVE}`);
    expect(listStatementsSent(), sentText()).toBe(1);
  });

  it('a short first page and a last page answer their rows and totals', async () => {
    const short = await list({ filter: { institutionTypeId: 2, isActive: true, id_lte: 60 }, range: [0, 24] });
    expect(short.names.length).toBeGreaterThan(0);
    expect(short.range).toBe(`institutions 0-${short.names.length - 1}/${short.names.length}`);
    const last = await list({ filter: { isActive: true }, range: [ACTIVE - 10, ACTIVE + 14] });
    expect(last.names).toEqual(activeNames.slice(ACTIVE - 10));
    expect(last.range).toBe(`institutions ${ACTIVE - 10}-${ACTIVE - 1}/${ACTIVE}`);
    expect(listStatementsSent(), sentText()).toBe(2);
  });
});
