// The institutions list calls the list benchmarks time (bench/run.ts over HTTP, bench/list-overhead.ts
// in process), each with the SQL the endpoint needs for it written by hand, and that bare SQL sent
// through `pg`: the baseline both compare with.
import type pg from 'pg';
import { LIST_COUNT_CAP } from '../server/crud/actions/list.js';
import { FEW_MATCHES } from '../server/crud/list-statements.js';
import { COUNTIES } from './data.js';

/** every list leaves soft-deleted institutions out (resources/institutions.ts, softDelete) */
const NOT_DELETED = 'is_deleted = false';
const LA = COUNTIES.findIndex(([name]) => name === 'Los Angeles') + 1; // CDE county code 19

/** One list call of the admin UI and the SQL the endpoint needs for it, written by hand. */
export interface BenchQuery {
  name: string;
  filter: Record<string, unknown>;
  sort: [string, 'ASC' | 'DESC'];
  range: [number, number];
  where: string;
  params: unknown[];
  orderBy: string;
  /** a text search: the endpoint answers it with its search statement (page and capped count, the page's plan by their number; server/crud/list-statements.ts) */
  search?: true;
}

export const QUERIES: BenchQuery[] = [
  {
    name: 'county + active, by name, page 3',
    filter: { countyId: LA, isActive: true },
    sort: ['name', 'ASC'],
    range: [50, 74],
    where: `county_id = $1 and is_active = $2 and ${NOT_DELETED}`,
    params: [LA, true],
    orderBy: 'name asc, id asc',
  },
  {
    name: 'type, by CDS code desc, page 1',
    filter: { institutionTypeId: 1 },
    sort: ['cdsCode', 'DESC'],
    range: [0, 24],
    where: `institution_type_id = $1 and ${NOT_DELETED}`,
    params: [1],
    orderBy: 'cds_code desc, id desc',
  },
  {
    name: 'q "valley high", by name, page 1',
    filter: { q: 'valley high' },
    sort: ['name', 'ASC'],
    range: [0, 24],
    // every word must match one of the searched fields (name, cdsCode, streetCity, atpCode)
    where: [...['$1', '$2'].map((p) => `(name ilike ${p} or cds_code ilike ${p} or street_city ilike ${p} or atp_code ilike ${p})`), NOT_DELETED].join(' and '),
    params: ['%valley%', '%high%'],
    orderBy: 'name asc, id asc',
    search: true,
  },
];

/** The list's query parameters, as the admin UI sends them. */
export const listParameters = (q: BenchQuery) => ({ filter: JSON.stringify(q.filter), sort: JSON.stringify(q.sort), range: JSON.stringify(q.range) });

export const listPath = (q: BenchQuery) => `/api/rest/institutions?${new URLSearchParams(listParameters(q))}`;

export interface BareAnswer {
  ids: number[];
  /** the page's rows as PostgreSQL returned them (what a bare HTTP server would answer) */
  rows: Record<string, unknown>[];
  /** Content-Range's total: exact, or LIST_COUNT_CAP + 1 when capped */
  total: number;
  capped: boolean;
}

/**
 * The list's SQL through `pg`. `capped` sends what the endpoint sends, one statement: for a text
 * search the one that counts the matches up to the cap and reads the page with the plan their number
 * calls for; otherwise the page with one row more and, only when that row exists, a count that stops
 * after the cap (round 3 of 2026-11-26). `page-then-count` sends the page, then the capped count when
 * the page is full, as two statements (what the endpoint sent before those two rounds); `full-count`
 * sends the page and an exact count in parallel (before counts were capped).
 */
export function bareList(pool: pg.Pool, q: BenchQuery, bare: 'capped' | 'page-then-count' | 'full-count' = 'capped'): () => Promise<BareAnswer> {
  const limit = q.range[1] - q.range[0] + 1;
  const offset = q.range[0];
  const page = (rows: number) => pool.query<{ id: number } & Record<string, unknown>>(`select * from institution where ${q.where} order by ${q.orderBy} limit ${rows} offset ${offset}`, q.params);
  if (bare === 'full-count') {
    const count = `select count(*)::int as count from institution where ${q.where}`;
    return async () => {
      const [p, c] = await Promise.all([page(limit), pool.query<{ count: number }>(count, q.params)]);
      return { ids: p.rows.map((r) => r.id), rows: p.rows, total: c.rows[0].count, capped: false };
    };
  }
  if (bare === 'capped' && q.search) {
    const sortColumns = q.orderBy.split(',').map((c) => c.trim().split(' ')[0]);
    const search = `with m as materialized (select ${[...new Set(['id', ...sortColumns])].join(', ')} from institution where ${q.where} limit ${LIST_COUNT_CAP + 1})
      select p.*, t.n::int as matches from (select count(*) as n from m) t left join lateral (
        (select i.* from institution i join (select id from m order by ${q.orderBy} limit ${limit} offset ${offset}) f on f.id = i.id where t.n <= ${FEW_MATCHES})
        union all
        (select * from (select * from institution where ${q.where} order by ${q.orderBy} limit ${limit} offset ${offset}) q where t.n > ${FEW_MATCHES})
      ) p on true order by ${q.orderBy.split(',').map((c) => `p.${c.trim()}`).join(', ')}`;
    return async () => {
      const { rows } = await pool.query<{ id: number | null; matches: number }>(search, q.params);
      const total = rows[0].matches;
      const found = rows.filter((r) => r.id !== null);
      return { ids: found.map((r) => r.id!), rows: found, total, capped: total > LIST_COUNT_CAP };
    };
  }
  const count = `select count(*)::int as count from (select id from institution where ${q.where} limit ${LIST_COUNT_CAP + 1}) t`;
  if (bare === 'capped') {
    // the page (one row more) and, when a row follows it, the capped count: one statement, as the endpoint sends it
    const countWhen = offset > 0 ? `not between 1 and ${limit}` : `> ${limit}`;
    const pageAndCount = `with p as materialized (select * from institution where ${q.where} order by ${q.orderBy} limit ${limit + 1} offset ${offset})
      select p.*, c.n::int as matches from (select case when (select count(*) from p) ${countWhen}
        then (select count(*) from (select id from institution where ${q.where} limit ${LIST_COUNT_CAP + 1}) t) end as n) c
      left join p on true order by ${q.orderBy.split(',').map((c) => `p.${c.trim()}`).join(', ')}`;
    return async () => {
      const { rows } = await pool.query<{ id: number | null; matches: number | null }>(pageAndCount, q.params);
      const found = rows.filter((r) => r.id !== null).slice(0, limit);
      const ids = found.map((r) => r.id!);
      if (rows[0].matches === null) return { ids, rows: found, total: offset + ids.length, capped: false };
      return { ids, rows: found, total: rows[0].matches, capped: rows[0].matches > LIST_COUNT_CAP };
    };
  }
  return async () => {
    const p = await page(limit + 1);
    const rows = p.rows.slice(0, limit);
    const ids = rows.map((r) => r.id);
    if (p.rows.length <= limit && (ids.length > 0 || offset === 0)) return { ids, rows, total: offset + ids.length, capped: false };
    const total = (await pool.query<{ count: number }>(count, q.params)).rows[0].count;
    return { ids, rows, total, capped: total > LIST_COUNT_CAP };
  };
}
