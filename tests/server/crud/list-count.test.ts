// Lists on large tables (issue 6 §6): the generic list counts its matches only up to a cap and says
// "more than N" beyond it, skips the count when the page itself tells the total, and keeps exact
// totals where they are asked for (the spec's paged lists, Prefer: count=exact).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../../support/server-harness.js';
import { ENGINE } from '../../support/test-db.js';
import { CAPPED_TOTAL_HEADER, LIST_COUNT_CAP } from '../../../server/crud/actions/list.js';
import { FEW_MATCHES } from '../../../server/crud/list-statements.js';

const ROWS = LIST_COUNT_CAP + 50;
const HIGH_SCHOOLS = Math.floor(ROWS / 10); // every tenth row

let h: Harness;
let staff: string;
let statements: { sql: string; params: readonly unknown[] }[] = [];

beforeAll(async () => {
  h = await startHarness();
  staff = await h.userWith(['AdminViewInstitutions'], 'list-count');
  // one statement: more rows than the cap, a tenth of them high schools, three "Zephyr" names
  await h.db.orm.em.getConnection().execute(
    `insert into institution (name, institution_type_id, is_active, is_high_school)
     select case when g <= 3 then 'Zephyr Academy ' || g else 'Generated School ' || lpad(g::text, 5, '0') end, 1, true, g % 10 = 0
       from generate_series(1, ${ROWS}) g`,
  );
  // every statement the ORM sends, to see which counts ran
  h.db.orm.config.set('onQuery', (sql: string, params: readonly unknown[]) => {
    statements.push({ sql, params });
    return sql;
  });
}, 120_000);
afterAll(() => h?.close());
beforeEach(() => {
  statements = [];
});

/** the statements that read institutions (not the session lookup) */
const listStatements = () => statements.filter((s) => /from "institution"/.test(s.sql));

async function list(params: { filter?: unknown; range?: [number, number]; prefer?: string; sort?: [string, string] }) {
  const query = new URLSearchParams({ sort: JSON.stringify(params.sort ?? ['name', 'ASC']) });
  if (params.filter) query.set('filter', JSON.stringify(params.filter));
  if (params.range) query.set('range', JSON.stringify(params.range));
  const res = await fetch(`${h.url}/api/rest/institutions?${query}`, { headers: { cookie: staff, ...(params.prefer ? { prefer: params.prefer } : {}) } });
  expect(res.status).toBe(200);
  const body = (await res.json()) as { id: number; name: string }[];
  return { body, range: res.headers.get('content-range'), capped: res.headers.get(CAPPED_TOTAL_HEADER) };
}

describe(`capped list totals (${ENGINE})`, () => {
  it('beyond the cap answers a lower bound in Content-Range and "more than" the cap in X-Total-Capped', async () => {
    const page = await list({ range: [0, 24] });
    expect(page.body).toHaveLength(25);
    expect(page.range).toBe(`institutions 0-24/${LIST_COUNT_CAP + 1}`);
    expect(page.capped).toBe(String(LIST_COUNT_CAP));
    // the page and the count in one statement, the count stopping at the cap
    expect(listStatements()).toHaveLength(1);
    expect(listStatements()[0].sql).toMatch(/limit \?\) as "__t"/);
    expect(listStatements()[0].params.at(-1)).toBe(LIST_COUNT_CAP + 1);
  });

  it('counts exactly under the cap', async () => {
    const page = await list({ filter: { isHighSchool: true }, range: [25, 49] });
    expect(page.body).toHaveLength(25);
    expect(page.range).toBe(`institutions 25-49/${HIGH_SCHOOLS}`);
    expect(page.capped).toBeNull();
  });

  it('skips the count when the first page is not full', async () => {
    const page = await list({ filter: { id: [10, 20, 30] }, range: [0, 24] });
    expect(page.body.map((r) => r.id)).toEqual([10, 20, 30]);
    expect(page.range).toBe('institutions 0-2/3');
    // one statement; that its count does not run is checked in list-one-statement.test.ts
    expect(listStatements()).toHaveLength(1);
  });

  it('skips the count on the last page, and on a full page that nothing follows', async () => {
    const last = await list({ filter: { isHighSchool: true }, range: [HIGH_SCHOOLS - 5, HIGH_SCHOOLS + 19] });
    expect(last.body).toHaveLength(5);
    expect(last.range).toBe(`institutions ${HIGH_SCHOOLS - 5}-${HIGH_SCHOOLS - 1}/${HIGH_SCHOOLS}`);
    const exactlyFull = await list({ filter: { isHighSchool: true }, range: [HIGH_SCHOOLS - 25, HIGH_SCHOOLS - 1] });
    expect(exactlyFull.range).toBe(`institutions ${HIGH_SCHOOLS - 25}-${HIGH_SCHOOLS - 1}/${HIGH_SCHOOLS}`);
    expect(listStatements()).toHaveLength(2); // one per page
  });

  it('pages past the cap: the next row says there is more, without counting', async () => {
    const page = await list({ range: [LIST_COUNT_CAP, LIST_COUNT_CAP + 24] });
    expect(page.body).toHaveLength(25);
    expect(page.range).toBe(`institutions ${LIST_COUNT_CAP}-${LIST_COUNT_CAP + 24}/${LIST_COUNT_CAP + 26}`);
    expect(page.capped).toBe(String(LIST_COUNT_CAP + 25));
    expect(listStatements()).toHaveLength(1);
    // the last page past the cap knows the exact total again
    const last = await list({ range: [ROWS - 10, ROWS + 14] });
    expect(last.range).toBe(`institutions ${ROWS - 10}-${ROWS - 1}/${ROWS}`);
    expect(last.capped).toBeNull();
  });

  it('an empty page beyond the end still answers the exact total', async () => {
    const page = await list({ range: [2 * ROWS, 2 * ROWS + 24] });
    expect(page.body).toEqual([]);
    expect(page.range).toMatch(new RegExp(`/${ROWS}$`));
    expect(page.capped).toBeNull();
  });

  it('Prefer: count=exact gets the exact total however large', async () => {
    const page = await list({ range: [0, 24], prefer: 'count=exact' });
    expect(page.range).toBe(`institutions 0-24/${ROWS}`);
    expect(page.capped).toBeNull();
  });

  it("the spec's paged list keeps its exact total", async () => {
    const res = await h.call('GET', '/api/admin/institution?pageNumber=2&pageSize=25', undefined, staff);
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(ROWS);
    expect(res.body.result).toHaveLength(25);
    const filtered = await h.call('GET', `/api/admin/institution?pageNumber=1&pageSize=25&filter=${encodeURIComponent('zephyr')}`, undefined, staff);
    expect(filtered.body.total).toBe(3);
  });

  it('a capped list still pages in the same order as the exact one', async () => {
    const capped = await list({ range: [100, 124] });
    const exact = await list({ range: [100, 124], prefer: 'count=exact' });
    expect(capped.body.map((r) => r.id)).toEqual(exact.body.map((r) => r.id));
  });
});

// the names the insert above gives, to tell which rows a search must answer and in which order
const NAMES = Array.from({ length: ROWS }, (_, i) => (i < 3 ? `Zephyr Academy ${i + 1}` : `Generated School ${String(i + 1).padStart(5, '0')}`));
const byName = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
/** every word in the name, as q searches (the other searched columns are empty here) */
const matching = (q: string) => NAMES.filter((n) => q.split(' ').every((w) => n.toLowerCase().includes(w))).sort(byName);

describe(`searches: the page and the number of matches in one statement (${ENGINE})`, () => {
  // few matches (the page is sorted among them), more than FEW_MATCHES (read in name order), more than the cap
  const FEW = 'school 001';
  const SOME = 'school 1';
  const MANY = 'school';

  it('the cases below cover each plan', () => {
    expect(matching(FEW).length).toBeGreaterThan(75);
    expect(matching(FEW).length).toBeLessThanOrEqual(FEW_MATCHES);
    expect(matching(SOME).length).toBeGreaterThan(FEW_MATCHES);
    expect(matching(SOME).length).toBeLessThanOrEqual(LIST_COUNT_CAP);
    expect(matching(MANY).length).toBeGreaterThan(LIST_COUNT_CAP);
  });

  it.each([FEW, SOME])('"%s": each page in name order, with the exact total and no second statement', async (q) => {
    const expected = matching(q);
    for (const range of [[0, 24], [50, 74]] as [number, number][]) {
      statements = [];
      const page = await list({ filter: { q }, range });
      expect(page.body.map((r) => r.name)).toEqual(expected.slice(range[0], range[1] + 1));
      expect(page.range).toBe(`institutions ${range[0]}-${range[1]}/${expected.length}`);
      expect(page.capped).toBeNull();
      expect(listStatements()).toHaveLength(1);
    }
  });

  it.each([FEW, SOME])('"%s" sorted by name descending', async (q) => {
    const page = await list({ filter: { q }, range: [25, 49], sort: ['name', 'DESC'] });
    expect(page.body.map((r) => r.name)).toEqual([...matching(q)].reverse().slice(25, 50));
  });

  it('more matches than the cap: "more than" the cap, in one statement', async () => {
    const page = await list({ filter: { q: MANY }, range: [0, 24] });
    expect(page.body.map((r) => r.name)).toEqual(matching(MANY).slice(0, 25));
    expect(page.range).toBe(`institutions 0-24/${LIST_COUNT_CAP + 1}`);
    expect(page.capped).toBe(String(LIST_COUNT_CAP));
    expect(listStatements()).toHaveLength(1);
  });

  it('Prefer: count=exact counts every match of a search', async () => {
    const page = await list({ filter: { q: MANY }, range: [0, 24], prefer: 'count=exact' });
    expect(page.range).toBe(`institutions 0-24/${matching(MANY).length}`);
    expect(page.capped).toBeNull();
  });

  it('a search with no match, or a page beyond its last, answers the exact total', async () => {
    const none = await list({ filter: { q: 'no such school anywhere' }, range: [0, 24] });
    expect(none.body).toEqual([]);
    expect(none.range).toBe('institutions 0-0/0');
    const beyond = await list({ filter: { q: FEW }, range: [500, 524] });
    expect(beyond.body).toEqual([]);
    expect(beyond.range).toBe(`institutions 500-500/${matching(FEW).length}`);
  });

  it('a page past the cap reads in name order as other lists do', async () => {
    const page = await list({ filter: { q: MANY }, range: [LIST_COUNT_CAP, LIST_COUNT_CAP + 24] });
    expect(page.body.map((r) => r.name)).toEqual(matching(MANY).slice(LIST_COUNT_CAP, LIST_COUNT_CAP + 25));
  });
});
