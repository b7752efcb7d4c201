// Translates the ra-data-simple-rest list query (sort, range, filter) into a MikroORM query.
// Pure: unit-tested without a database. Every parameter is checked against the model before it
// becomes a condition: secret fields answer no question, values match their field's type and
// column, operator objects never reach the ORM.
import type { ResourceDef } from '../../core/model/define.js';
import { badRequest } from '../http/errors.js';
import { fieldOf, isPrototypeKey, isSecret, NULL_CHAR_MESSAGE, hasNullChar } from './field-values.js';
import { assertValue, filterValue, kindOf, officeDayCondition, ORDERED_KINDS, UNFILTERABLE_KINDS } from './filter-values.js';

type Order = 'asc' | 'desc';
/** `{ field: order }`, or for a reference `{ field: { name: 'asc nulls last' } }` (the referenced record's name). */
export type OrderBy = Record<string, Order | Record<string, string>>;

export interface ListQuery {
  where: Record<string, unknown>;
  orderBy: OrderBy;
  limit: number;
  offset: number;
}

/** The most rows one page answers (Content-Range tells the client where the page ended). */
export const MAX_PAGE = 1000;
/** The most ids one many-records fetch (filter {"id": [...]}) may ask for; its page holds them all. */
export const MAX_IDS = 1000;
/** The furthest a page may start. */
export const MAX_OFFSET = 1_000_000_000;
/** Filter name that keeps soft-deleted records in a list. */
export const INCLUDE_DELETED = 'includeDeleted';

let registeredModel: ReadonlyMap<string, ResourceDef> = new Map();
/** The model that reference sorts look the referenced resource up in (set when the routes are registered). */
export function setQueryModel(resources: Iterable<ResourceDef>): void {
  registeredModel = new Map([...resources].map((r) => [r.name, r]));
}

/** A resource of the registered model by name. */
export const registeredResource = (name: string): ResourceDef | undefined => registeredModel.get(name);

function parseJson(raw: unknown, what: string): unknown {
  if (raw === undefined || raw === '') return undefined;
  if (typeof raw !== 'string') throw badRequest(`The ${what} parameter must be JSON.`);
  try {
    return JSON.parse(raw);
  } catch {
    throw badRequest(`The ${what} parameter is not valid JSON.`);
  }
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => '\\' + c);

/** A field a caller may name in a filter or sort: declared (not inherited), or the id, and not secret. */
function usableField(resource: ResourceDef, name: string): boolean {
  if (name === 'id') return true;
  if (isPrototypeKey(name)) return false;
  const def = fieldOf(resource, name);
  return !!def && !isSecret(def);
}

function parseSort(resource: ResourceDef, raw: unknown, model: ReadonlyMap<string, ResourceDef>): OrderBy {
  const sort = parseJson(raw, 'sort');
  if (sort !== undefined && (!Array.isArray(sort) || sort.length !== 2 || typeof sort[0] !== 'string' || typeof sort[1] !== 'string' || !/^(asc|desc)$/i.test(sort[1])))
    throw badRequest('The sort parameter must be ["field", "ASC" or "DESC"].');
  const [field, direction] = (sort as [string, string] | undefined) ?? [resource.list.sort.field, resource.list.sort.order];
  const kind = kindOf(resource, field);
  if (!usableField(resource, field) || kind === 'manyToMany' || kind === 'json' || kind === 'stringList') throw badRequest(`Cannot sort by "${field}".`);
  const order: Order = direction.toLowerCase() === 'desc' ? 'desc' : 'asc';
  const orderBy: OrderBy = { [field]: kind === 'reference' ? referenceOrder(resource, field, order, model) : order };
  if (field !== 'id') orderBy.id = order; // a stable order for paging
  return orderBy;
}

/**
 * A reference column sorts by what the screens show for it: the referenced record's
 * recordRepresentation (MikroORM joins the referenced table). Records without a reference come
 * last in both directions. Without a usable representation it sorts by the referenced id.
 */
function referenceOrder(resource: ResourceDef, field: string, order: Order, model: ReadonlyMap<string, ResourceDef>): Order | Record<string, string> {
  const target = model.get(resource.fields[field].resource!);
  const shown = target?.recordRepresentation;
  const shownDef = target && shown ? fieldOf(target, shown) : undefined;
  if (!shownDef || isSecret(shownDef) || !['string', 'text', 'integer', 'number', 'date', 'datetime', 'enum', 'boolean'].includes(shownDef.type)) return order;
  return { [shown!]: `${order} nulls last` };
}

function parseRange(raw: unknown): [number, number] | undefined {
  const range = parseJson(raw, 'range');
  if (range === undefined) return undefined;
  if (!Array.isArray(range) || range.length !== 2 || !range.every((n) => Number.isSafeInteger(n) && n >= 0) || range[1] < range[0] || range[0] > MAX_OFFSET)
    throw badRequest(`The range parameter must be [start, end]: whole numbers, start from 0 to ${MAX_OFFSET}, end not before start.`);
  return range as [number, number];
}

/** A list of values for IN: each checked like a single value. */
function valueList(resource: ResourceDef, field: string, values: unknown[], label: string): unknown[] {
  if (values.length > MAX_IDS) throw badRequest(`Filter "${label}" takes at most ${MAX_IDS} values.`);
  return values.map((v) => filterValue(resource, field, v, label));
}

function filterCondition(resource: ResourceDef, key: string, value: unknown): [string, unknown] {
  const op = /^(.+)_(gte|lte|gt|lt|neq)$/.exec(key);
  // a field whose own name ends like an operator is that field
  const [field, operator] = op && !fieldOf(resource, key) ? [op[1], op[2]] : [key, undefined];
  if (!usableField(resource, field)) {
    if (fieldOf(resource, field)) throw badRequest(`Cannot filter by "${field}".`);
    throw badRequest(`Unknown filter "${key}".`);
  }
  const kind = kindOf(resource, field)!;
  if (UNFILTERABLE_KINDS.has(kind)) throw badRequest(`Cannot filter by "${field}".`);
  if (operator) {
    if (operator !== 'neq' && !ORDERED_KINDS.has(kind)) throw badRequest(`Filter "${key}": "${field}" cannot be compared by range.`);
    if (kind === 'manyToMany') throw badRequest(`Filter "${key}" is not available.`);
    if (value === null || Array.isArray(value)) throw badRequest(`Filter "${key}" takes one value.`);
    const day = kind === 'datetime' ? officeDayCondition(operator, value) : undefined;
    if (day) return [field, day];
    return [field, { [operator === 'neq' ? '$ne' : `$${operator}`]: filterValue(resource, field, value, key) }];
  }
  if (Array.isArray(value)) return [field, { $in: valueList(resource, field, value, key) }];
  const day = kind === 'datetime' ? officeDayCondition(undefined, value) : undefined;
  if (day) return [field, day];
  const v = filterValue(resource, field, value, key);
  if (kind === 'manyToMany') return [field, { $in: [v] }];
  const def = fieldOf(resource, field);
  if (def && (kind === 'string' || kind === 'text') && !def.values && typeof v === 'string' && def.format !== 'code') return [field, { $ilike: `%${escapeLike(v)}%` }];
  return [field, v];
}

/** Full text: every word must match one of the searched fields (secret ones never searched). */
function searchCondition(resource: ResourceDef, value: unknown): Record<string, unknown>[] {
  const q = resource.filters?.find((f) => f.type === 'q');
  if (!q) throw badRequest('This list has no full-text search.');
  assertValue('q', value);
  if (value === null) return [];
  const text = String(value);
  if (hasNullChar(text)) throw badRequest(`Filter "q": ${NULL_CHAR_MESSAGE}`);
  const fields = (q.fields ?? []).filter((f) => usableField(resource, f));
  const terms = text.trim().split(/\s+/).filter(Boolean).slice(0, 8);
  return terms.map((term) => ({ $or: fields.map((f) => ({ [f]: { $ilike: `%${escapeLike(term)}%` } })) }));
}

/** Soft-deleted records leave a list unless the filter asks about the flag, names ids, or includes them. */
function softDeleteCondition(resource: ResourceDef, filter: Record<string, unknown>): Record<string, unknown> | undefined {
  const flag = resource.softDelete;
  if (!flag) return undefined;
  const given = (key: string) => filter[key] !== undefined && filter[key] !== '';
  if (given(INCLUDE_DELETED)) {
    const include = filter[INCLUDE_DELETED];
    if (include === true || include === 'true') return undefined;
    if (include !== false && include !== 'false') throw badRequest(`Filter "${INCLUDE_DELETED}" takes true or false.`);
  }
  const asksAboutFlag = Object.keys(filter).some((k) => (k === flag || k.startsWith(`${flag}_`)) && given(k));
  // a many-records fetch asks by id: references to a deleted record must still show its name
  if (asksAboutFlag || given('id')) return undefined;
  const def = resource.fields[flag];
  const nullable = !def.required && def.default === undefined;
  return nullable ? { $or: [{ [flag]: false }, { [flag]: null }] } : { [flag]: false };
}

export function translateListQuery(resource: ResourceDef, query: Record<string, unknown>, model: ReadonlyMap<string, ResourceDef> = registeredModel): ListQuery {
  const filter = (parseJson(query.filter, 'filter') ?? {}) as Record<string, unknown>;
  if (typeof filter !== 'object' || filter === null || Array.isArray(filter)) throw badRequest('The filter parameter must be an object.');
  const orderBy = parseSort(resource, query.sort, model);
  const range = parseRange(query.range);

  let offset = 0;
  let limit = resource.list.perPage;
  if (range) {
    offset = range[0];
    limit = Math.min(range[1] - range[0] + 1, MAX_PAGE);
  } else if (Array.isArray(filter.id)) {
    // a many-records fetch sends no range: its page must hold every id asked for
    limit = Math.max(limit, Math.min(filter.id.length, MAX_IDS));
  }

  const and: Record<string, unknown>[] = [];
  for (const [key, value] of Object.entries(filter)) {
    if (value === undefined || value === '') continue;
    if (key === 'q') and.push(...searchCondition(resource, value));
    else if (key === INCLUDE_DELETED && resource.softDelete && !fieldOf(resource, key)) continue; // read by softDeleteCondition
    else {
      const [field, cond] = filterCondition(resource, key, value);
      and.push({ [field]: cond });
    }
  }
  const live = softDeleteCondition(resource, filter);
  if (live) and.push(live);
  return { where: and.length ? { $and: and } : {}, orderBy, limit, offset };
}
