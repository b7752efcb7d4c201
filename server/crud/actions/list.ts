// The generic list: the ra-data-simple-rest contract (an array plus Content-Range).
//
// Large lists are counted only up to a cap: counting every match of a filter on 100,000 rows cost
// more than the page itself, on every page. Past the cap the answer says "more than N" (header
// X-Total-Capped) and Content-Range carries N + 1, a lower bound a plain ra-data-simple-rest client
// can still page with. Callers that need the exact figure ask for it: the spec's paged lists always,
// REST callers with `Prefer: count=exact`.
import type { EntityManager } from '@mikro-orm/postgresql';
import type { ResourceDef } from '../../../core/model/define.js';
import type { Handler } from '../types.js';
import { translateListQuery, type ListQuery } from '../query.js';
import { serialize } from '../serialize.js';
import { m2mFields } from './common.js';
import { recordAccessWhere } from '../record-access.js';
import { listStatements, MATCHES_COLUMN, type BoundStatement, type CountWhen, type ListStatements } from '../list-statements.js';
import type { SessionUser } from '../../auth/session-user.js';
import { entityPaths } from '../../db/entity-paths.js';

/** Lists count their matches exactly up to this many; beyond it they answer "more than LIST_COUNT_CAP". */
export const LIST_COUNT_CAP = 10_000;
/** Response header present when the count stopped early; its value N means "more than N matches". */
export const CAPPED_TOTAL_HEADER = 'X-Total-Capped';

export interface ListOptions {
  /** count every match, however many (the spec's paged `{ total, result }` lists) */
  exactTotal?: boolean;
}

export interface ListResult {
  records: Record<string, unknown>[];
  /** the number of matches; when `totalCapped` is set, a lower bound (totalCapped + 1) */
  total: number;
  /** set when counting stopped early: there are more than this many matches */
  totalCapped?: number;
  offset: number;
}

type Row = Record<string, unknown>;

/** Runs one list statement on the connection MikroORM reads with (in the request's transaction, if any). */
const run = (em: EntityManager, statement: BoundStatement) => em.getConnection('read').execute<Row[]>(statement.sql, statement.params, 'all', em.getTransactionContext());

/**
 * Rows to API records: column names to property names by MikroORM's compiled result mapper (the one
 * its query builder uses), then the same serialisation as a loaded entity. No entity, no identity map.
 */
function toRecords(em: EntityManager, r: ResourceDef, rows: Row[], withSpecId: boolean): Record<string, unknown>[] {
  const comparator = em.getComparator();
  return rows.map((row) => serialize(r, comparator.mapResult(r.entity, row), withSpecId));
}

/**
 * One page of records. Resources with many-to-many fields load entities, whose collections carry the
 * related ids; the others read plain rows with the compiled statement.
 */
async function readPage(em: EntityManager, r: ResourceDef, q: ListQuery, where: object, statements: ListStatements, limit: number, withSpecId: boolean) {
  const populate = m2mFields(r);
  if (populate.length) {
    const entities = await em.find(r.entity, where, { orderBy: q.orderBy, limit, offset: q.offset, populate: entityPaths(populate) });
    return entities.map((e) => serialize(r, e, withSpecId));
  }
  return toRecords(em, r, await run(em, statements.page(limit, q.offset)), withSpecId);
}

async function countMatches(em: EntityManager, statements: ListStatements, upTo?: number): Promise<number> {
  const [row] = await run(em, statements.count(upTo));
  return Number(row.count); // pg answers count(*) as a string, PGlite as a number
}

/**
 * A search (a filter with a text match) within the first LIST_COUNT_CAP rows: the page and the
 * capped number of matches in one statement that picks the page's plan by that number
 * (server/crud/list-statements.ts).
 */
async function searchPage(em: EntityManager, r: ResourceDef, q: ListQuery, search: NonNullable<ListStatements['search']>, withSpecId: boolean, exactTotal: boolean): Promise<ListResult> {
  const upTo = exactTotal ? undefined : LIST_COUNT_CAP + 1;
  const rows = await run(em, search(q.limit, q.offset, upTo));
  const matches = Number(rows[0]?.[MATCHES_COLUMN] ?? 0);
  // an empty page comes as one row of nulls carrying the number of matches
  const records = toRecords(em, r, rows[0]?.id == null ? [] : rows, withSpecId);
  const result = { records, offset: q.offset };
  return upTo !== undefined && matches >= upTo ? { ...result, total: matches, totalCapped: upTo - 1 } : { ...result, total: matches };
}

/**
 * The page and, when it is needed, the capped count in one statement (server/crud/list-statements.ts):
 * the same totals as the page-then-count path of listRecords, in one round trip instead of two.
 */
async function pageAndCount(em: EntityManager, r: ResourceDef, q: ListQuery, statement: NonNullable<ListStatements['pageAndCount']>, withSpecId: boolean, exactTotal: boolean): Promise<ListResult> {
  const pageEnd = q.offset + q.limit;
  // past the cap a full page needs no count (the row after it says "more"); an empty one still does
  const countWhen: CountWhen = !exactTotal && pageEnd >= LIST_COUNT_CAP ? 'empty' : q.offset > 0 ? 'full or empty' : 'full';
  const upTo = exactTotal ? undefined : Math.max(LIST_COUNT_CAP, q.offset) + 1;
  // one row past the page tells whether anything follows it
  const rows = await run(em, statement(q.limit + 1, q.offset, countWhen, upTo));
  const counted = rows[0]?.[MATCHES_COLUMN];
  // an empty page comes as one row of nulls carrying the number of matches
  const pageRows = rows[0]?.id == null ? [] : rows;
  const more = pageRows.length > q.limit;
  const records = toRecords(em, r, more ? pageRows.slice(0, q.limit) : pageRows, withSpecId);
  const result = { records, offset: q.offset };
  if (counted == null) {
    // not counted: the page tells the total, or (a full page past the cap) that there are more
    return more ? { ...result, total: pageEnd + 1, totalCapped: pageEnd } : { ...result, total: q.offset + records.length };
  }
  const total = Number(counted); // pg answers count(*) as a string, PGlite as a number
  return upTo !== undefined && total >= upTo ? { ...result, total, totalCapped: upTo - 1 } : { ...result, total };
}

export async function listRecords(
  em: EntityManager,
  r: ResourceDef,
  query: Record<string, unknown>,
  withSpecId = false,
  user: SessionUser | null = null,
  options: ListOptions = {},
): Promise<ListResult> {
  const q = translateListQuery(r, query);
  const scope = recordAccessWhere(r, user, 'list');
  const where = scope ? { $and: [q.where, scope] } : q.where;
  const statements = listStatements(em, r, where, q.orderBy);
  if (statements.search && (options.exactTotal || q.offset + q.limit <= LIST_COUNT_CAP)) return searchPage(em, r, q, statements.search, withSpecId, !!options.exactTotal);
  if (statements.pageAndCount) return pageAndCount(em, r, q, statements.pageAndCount, withSpecId, !!options.exactTotal);
  // one row past the page tells whether anything follows it
  const rows = await readPage(em, r, q, where, statements, q.limit + 1, withSpecId);
  const more = rows.length > q.limit;
  const records = more ? rows.slice(0, q.limit) : rows;
  const result = { records, offset: q.offset };
  // the last page (or a first page that holds everything) gives the total without a count
  if (!more && (records.length > 0 || q.offset === 0)) return { ...result, total: q.offset + records.length };
  if (options.exactTotal) return { ...result, total: await countMatches(em, statements) };
  // a full page past the cap: the extra row already says there are more, counting adds nothing
  const pageEnd = q.offset + q.limit;
  if (more && pageEnd >= LIST_COUNT_CAP) return { ...result, total: pageEnd + 1, totalCapped: pageEnd };
  // (an empty page beyond the last one counts far enough to give the exact total)
  const upTo = Math.max(LIST_COUNT_CAP, q.offset) + 1;
  const total = await countMatches(em, statements, upTo);
  return total >= upTo ? { ...result, total, totalCapped: upTo - 1 } : { ...result, total };
}

/** `Prefer: count=exact` (PostgREST's convention) asks for the exact total however large. */
export const EXACT_COUNT_PREFERENCE = 'count=exact';
const prefersExactCount = (prefer: string | undefined) => (prefer ?? '').split(/[,;]/).some((p) => p.trim().toLowerCase() === EXACT_COUNT_PREFERENCE);

export const list: Handler = async (ctx) => {
  const exactTotal = prefersExactCount(ctx.req.get('prefer'));
  const { records, total, totalCapped, offset } = await listRecords(ctx.em, ctx.resource, ctx.req.query as Record<string, unknown>, false, ctx.user, { exactTotal });
  const end = records.length ? offset + records.length - 1 : offset;
  ctx.res.setHeader('Content-Range', `${ctx.resource.name} ${offset}-${end}/${total}`);
  if (totalCapped !== undefined) ctx.res.setHeader(CAPPED_TOTAL_HEADER, String(totalCapped));
  return records;
};
