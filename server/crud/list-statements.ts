// The SQL of the generic list, built once per (resource, filter shape, sort) and kept.
//
// Building a list's SQL through MikroORM's query builder cost more of the app's CPU than anything
// else in a list request (its where-clause processing and knex's compilation, for the page and again
// for the count). A filter's shape (its fields, operators, nulls and list lengths) decides the SQL
// text; its values only fill the placeholders. So the query builder compiles each shape once, with
// marker values in place of the real ones, and each request binds its own values to the kept text.
// The compiled text is checked before it is kept: every marker must come back as a parameter and
// none in the text, or the shape is compiled afresh with its real values on every request (never
// wrong, only slower).
import type { EntityManager } from '@mikro-orm/postgresql';
import type { ResourceDef } from '../../core/model/define.js';
import type { OrderBy } from './query.js';
import { m2mFields } from './actions/common.js';

/** A statement with "?" placeholders and the values for them. */
export interface BoundStatement {
  sql: string;
  params: unknown[];
}

/** Where a parameter of compiled text comes from: the request's n-th filter value, or a value fixed by the shape. */
type Slot = number | { fixed: unknown };

interface CompiledText {
  sql: string;
  slots: Slot[];
}

interface CompiledShape {
  /** `select <alias>.* from <table> … where … order by …` */
  page: CompiledText;
  /** `select <alias>.id from <table> … where …` (distinct when a many-to-many filter joins) */
  matches: CompiledText;
  /** the sort on the resource's own columns, inside the search statement's CTE and outside ("__p"): undefined for a reference sort */
  order?: { mOrder: string; pOrder: string };
  /** the search statement's keys (id and sort columns of the matches), when `order` is set (searchStatement) */
  searchKeys?: CompiledText;
  /** statements assembled from the parts, by kind */
  assembled: Map<string, string>;
}

/** The filter with its values taken out: the cache key and the values in order. */
interface Parameterized {
  shape: string;
  values: unknown[];
  /** whether it matches text (`$ilike`: q, or a text field's filter) */
  matchesText: boolean;
}

const MARKER_PREFIX = '\u0001list-value-';
const MARKER = /^\u0001list-value-(\d+)\u0001$/;
const marker = (n: number) => `${MARKER_PREFIX}${n}\u0001`;

const isPlainObject = (v: object) => {
  const proto = Object.getPrototypeOf(v);
  return proto === Object.prototype || proto === null;
};
/** Plain objects and arrays are a where-clause's structure; Dates and other values are its values. */
const isStructure = (v: unknown): v is object => typeof v === 'object' && v !== null && !(v instanceof Date);
const keyText = (k: string) => (/^[\w$]+$/.test(k) ? k : JSON.stringify(k));

/**
 * Takes the values out of a where-clause: plain objects and arrays are its structure (keys, operators,
 * list lengths), null and undefined belong to the shape (they change the SQL: `is null`), every other
 * value is a parameter. Undefined when the clause holds an object that is not plain (a raw fragment,
 * an entity): its SQL may depend on it, so it is not cached.
 */
export function parameterize(where: unknown): Parameterized | undefined {
  const values: unknown[] = [];
  let matchesText = false;
  const shapeOf = (v: unknown): string | undefined => {
    if (v === null) return 'n';
    if (v === undefined) return 'u';
    if (!isStructure(v)) {
      values.push(v);
      return '?';
    }
    let out = Array.isArray(v) ? '[' : '{';
    if (Array.isArray(v))
      for (const item of v) {
        const inner = shapeOf(item);
        if (inner === undefined) return undefined;
        out += inner + ',';
      }
    else {
      if (!isPlainObject(v)) return undefined;
      for (const k in v) {
        if (k === '__proto__') return undefined; // a copy could not hold it as a key
        if (k === '$ilike') matchesText = true;
        const inner = shapeOf((v as Record<string, unknown>)[k]);
        if (inner === undefined) return undefined;
        out += keyText(k) + ':' + inner + ',';
      }
    }
    return out + (Array.isArray(v) ? ']' : '}');
  };
  const shape = shapeOf(where);
  return shape === undefined ? undefined : { shape, values, matchesText };
}

/** The where-clause with a marker in place of each value, in the order parameterize took them out. */
function withMarkers(where: unknown): unknown {
  let n = 0;
  const copy = (v: unknown): unknown => {
    if (v === null || v === undefined) return v;
    if (!isStructure(v)) return marker(n++);
    if (Array.isArray(v)) return v.map(copy);
    const out: Record<string, unknown> = {};
    for (const k in v) out[k] = copy((v as Record<string, unknown>)[k]);
    return out;
  };
  return copy(where);
}

/** Compiles one query builder into text with slots; undefined when a marker did not come back as a parameter. */
function compile(qb: { getKnexQuery(): { toSQL(): { sql: string; bindings: readonly unknown[] } } }, markers: number): CompiledText | undefined {
  const { sql, bindings } = qb.getKnexQuery().toSQL();
  const seen = new Set<number>();
  const slots = bindings.map((b): Slot => {
    const m = typeof b === 'string' ? MARKER.exec(b) : null;
    if (!m) return { fixed: b };
    seen.add(Number(m[1]));
    return Number(m[1]);
  });
  if (seen.size !== markers || sql.includes(MARKER_PREFIX)) return undefined;
  return { sql, slots };
}

const bind = (text: CompiledText, values: readonly unknown[]) => text.slots.map((s) => (typeof s === 'number' ? values[s] : s.fixed));

/** A sort on the resource's own columns (no reference sort, which joins): the columns in order, or undefined. */
function ownColumnOrder(em: EntityManager, r: ResourceDef, orderBy: OrderBy): { property: string; column: string; order: 'asc' | 'desc' }[] | undefined {
  const meta = em.getMetadata().get(r.entity);
  const out: { property: string; column: string; order: 'asc' | 'desc' }[] = [];
  for (const [property, order] of Object.entries(orderBy)) {
    const prop = meta.properties[property];
    if (typeof order !== 'string' || !prop || prop.kind !== 'scalar' || prop.fieldNames?.length !== 1) return undefined;
    out.push({ property, column: prop.fieldNames[0], order });
  }
  return out;
}

function compileShape(em: EntityManager, r: ResourceDef, where: unknown, orderBy: OrderBy, markers: number): CompiledShape | undefined {
  const page = compile(em.createQueryBuilder(r.entity).select('*').where(where as object).orderBy(orderBy), markers);
  const matchesQb = em.createQueryBuilder(r.entity).select('id').where(where as object);
  if (m2mFields(r).length) matchesQb.distinct(); // a many-to-many filter joins, one row per related id
  const matches = compile(matchesQb, markers);
  if (!page || !matches) return undefined;
  const shape: CompiledShape = { page, matches, assembled: new Map() };
  const order = m2mFields(r).length ? undefined : ownColumnOrder(em, r, orderBy);
  if (order) {
    const quote = (c: string) => em.getPlatform().quoteIdentifier(c);
    shape.order = {
      mOrder: order.map((o) => `${quote(o.column)} ${o.order}`).join(', '),
      pOrder: order.map((o) => `"__p".${quote(o.column)} ${o.order}`).join(', '),
    };
    shape.searchKeys = compile(em.createQueryBuilder(r.entity).select([...new Set(['id', ...order.map((o) => o.property)])]).where(where as object), markers);
  }
  return shape;
}

/** Compiled shapes per ORM (its metadata) and per entity, filter shape and sort; the oldest leave past the limit. */
const compiledShapes = new WeakMap<object, Map<string, CompiledShape | null>>();
const MAX_SHAPES = 500;

/** The compiled shape of a list query and its values; compiled with the real values (not kept) when the shape cannot be. */
function compiled(em: EntityManager, r: ResourceDef, where: unknown, orderBy: OrderBy): { shape: CompiledShape; values: unknown[]; matchesText: boolean } {
  const parameterized = parameterize(where);
  if (parameterized) {
    const metadata = em.getMetadata();
    let shapes = compiledShapes.get(metadata);
    if (!shapes) compiledShapes.set(metadata, (shapes = new Map()));
    const key = `${r.entity}\u0000${JSON.stringify(orderBy)}\u0000${parameterized.shape}`;
    let shape = shapes.get(key);
    if (shape === undefined) {
      shape = compileShape(em, r, withMarkers(where), orderBy, parameterized.values.length) ?? null;
      if (shapes.size >= MAX_SHAPES) shapes.delete(shapes.keys().next().value!);
      shapes.set(key, shape);
    }
    if (shape) return { shape, values: parameterized.values, matchesText: parameterized.matchesText };
  }
  // not cacheable: the real values are compiled in as fixed parameters
  return { shape: compileShape(em, r, where, orderBy, 0)!, values: [], matchesText: false };
}

function assembled(shape: CompiledShape, kind: string, build: () => string): string {
  let sql = shape.assembled.get(kind);
  if (sql === undefined) shape.assembled.set(kind, (sql = build()));
  return sql;
}

/** The column the search statement answers the number of matches in (no model column starts with "__"). */
export const MATCHES_COLUMN = '__matches';

/**
 * A search reads its matches first when few match: up to this many, the page is sorted among them;
 * beyond it, the page is read in sort order (docs/benchmarks.md, round 3).
 */
export const FEW_MATCHES = 3000;

export interface ListStatements {
  /** one page in the list's order */
  page(limit: number, offset: number): BoundStatement;
  /** `select count(*) … (select id … limit upTo)`: stops reading at upTo matches when given */
  count(upTo?: number): BoundStatement;
  /**
   * The page and the number of matches in one statement, with the page's plan chosen by that number
   * (searchStatement), for filters that match text; undefined for other filters, when the sort joins
   * another table, or when the resource has many-to-many fields.
   */
  search?(limit: number, offset: number, upTo?: number): BoundStatement;
  /**
   * The page and, only when `countWhen` holds for the page's number of rows, the number of matches
   * (up to upTo when given), in one statement (pageAndCountStatement); undefined when the sort joins
   * another table or the resource has many-to-many fields.
   */
  pageAndCount?(limit: number, offset: number, countWhen: CountWhen, upTo?: number): BoundStatement;
}

/**
 * When the one-statement page counts the matches, by the number of rows the page read (k):
 * `full` when k > n (a row follows the page), `full or empty` also when k = 0 (a page beyond the
 * last), `empty` only when k = 0. n is the statement's second parameter of the condition.
 */
export type CountWhen = 'full' | 'full or empty' | 'empty';
const COUNT_CONDITION: Record<CountWhen, string> = { full: '> ?', 'full or empty': 'not between 1 and ?', empty: '= 0' };

/**
 * The statements of one list query. `where` and `orderBy` are MikroORM's (translateListQuery and
 * the record access scope); text is compiled once per shape, values are bound per call.
 */
export function listStatements(em: EntityManager, r: ResourceDef, where: unknown, orderBy: OrderBy): ListStatements {
  const { shape, values, matchesText } = compiled(em, r, where, orderBy);
  const statements: ListStatements = {
    page: (limit, offset) => ({
      sql: assembled(shape, 'page', () => `${shape.page.sql} limit ? offset ?`),
      params: [...bind(shape.page, values), limit, offset],
    }),
    count: (upTo) =>
      upTo === undefined
        ? { sql: assembled(shape, 'count', () => `select count(*) as "count" from (${shape.matches.sql}) as "t"`), params: bind(shape.matches, values) }
        : { sql: assembled(shape, 'count capped', () => `select count(*) as "count" from (${shape.matches.sql} limit ?) as "t"`), params: [...bind(shape.matches, values), upTo] },
  };
  const { order, searchKeys } = shape;
  if (order && searchKeys && matchesText)
    statements.search = (limit, offset, upTo) => {
      const capped = upTo !== undefined;
      const sql = assembled(shape, capped ? 'search capped' : 'search', () => searchStatement(shape.page.sql, searchKeys.sql, order.mOrder, order.pOrder, capped));
      const matches = bind(searchKeys, values);
      return { sql, params: [...matches, ...(capped ? [upTo] : []), limit, offset, ...bind(shape.page, values), limit, offset] };
    };
  if (order)
    statements.pageAndCount = (limit, offset, countWhen, upTo) => {
      const capped = upTo !== undefined;
      const sql = assembled(shape, `page and count ${countWhen}${capped ? ' capped' : ''}`, () => pageAndCountStatement(shape.page.sql, shape.matches.sql, order.pOrder, countWhen, capped));
      const condition = countWhen === 'empty' ? [] : [limit - 1];
      return { sql, params: [...bind(shape.page, values), limit, offset, ...condition, ...bind(shape.matches, values), ...(capped ? [upTo] : [])] };
    };
  return statements;
}

/**
 * One statement that counts the matches (up to the cap) and reads the page with the plan that suits
 * their number. PostgreSQL estimates `ILIKE '%word%'` poorly and, sorted by name, walks the name
 * index past every row that does not match: fine when many rows match, hundreds of milliseconds
 * when few do and they sit late in the order. Here the matches (id and sort columns) are read first,
 * through the trigram indexes, as the count needs them anyway; when there are at most FEW_MATCHES,
 * the page is sorted among them and joined to its rows by id; otherwise the page is read in sort
 * order as before. Each branch's condition is a one-time filter, so only the chosen one runs. The
 * count comes with every row (and alone, with null columns, when the page is empty).
 */
function searchStatement(pageSql: string, keysSql: string, mOrder: string, pOrder: string, capped: boolean): string {
  const from = /^select ("[^"]+")\.\* from ("[^"]+") as "[^"]+" /.exec(pageSql);
  if (!from) throw new Error(`unexpected list SQL: ${pageSql.slice(0, 80)}`);
  const [, alias, table] = from;
  // the statement's own names start with "__": no model table or column does (snake_case of a field name)
  return [
    `with "__m" as materialized (${keysSql}${capped ? ' limit ?' : ''})`,
    `select "__p".*, "__t"."n" as "${MATCHES_COLUMN}" from (select count(*) as "n" from "__m") as "__t" left join lateral (`,
    `(select ${alias}.* from ${table} as ${alias} join (select "id" from "__m" order by ${mOrder} limit ? offset ?) as "__f" on "__f"."id" = ${alias}."id" where "__t"."n" <= ${FEW_MATCHES})`,
    `union all`,
    `(select * from (${pageSql} limit ? offset ?) as "__q" where "__t"."n" > ${FEW_MATCHES})`,
    `) as "__p" on true order by ${pOrder}`,
  ].join(' ');
}

/**
 * The page (`limit` rows, one more than asked: whether a row follows it) and the number of matches in
 * one round trip, the count running only when the page's row count calls for it. The page is read
 * first into a CTE; the count is a scalar subquery in the THEN branch of a CASE on that row count,
 * which PostgreSQL evaluates only when the condition holds (an InitPlan runs when its value is first
 * needed; EXPLAIN ANALYZE shows it "never executed" otherwise). The count comes with every row of the
 * page (null when it did not run), and alone in a row of nulls when the page is empty.
 */
function pageAndCountStatement(pageSql: string, matchesSql: string, pOrder: string, countWhen: CountWhen, capped: boolean): string {
  return [
    `with "__p" as materialized (${pageSql} limit ? offset ?)`,
    `select "__p".*, "__c"."n" as "${MATCHES_COLUMN}" from (select case when (select count(*) from "__p") ${COUNT_CONDITION[countWhen]}`,
    `then (select count(*) from (${matchesSql}${capped ? ' limit ?' : ''}) as "__t") end as "n") as "__c"`,
    `left join "__p" on true order by ${pOrder}`,
  ].join(' ');
}
