// Translates the ra-data-simple-rest list query (sort, range, filter) into a MikroORM query.
// Pure: unit-tested without a database.
import type { ResourceDef } from '../model/define.js';
import { badRequest } from '../http/errors.js';

export interface ListQuery {
  where: Record<string, unknown>;
  orderBy: Record<string, 'asc' | 'desc'>;
  limit: number;
  offset: number;
}

export const MAX_PAGE = 1000;

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

function coerce(resource: ResourceDef, field: string, value: unknown): unknown {
  const def = resource.fields[field];
  const type = field === 'id' ? 'integer' : def?.type;
  if (value === null) return null;
  if (type === 'boolean') {
    if (value === true || value === 'true') return true;
    if (value === false || value === 'false') return false;
    throw badRequest(`Filter "${field}" takes true or false.`);
  }
  if (type === 'integer' || type === 'reference' || type === 'manyToMany' || (type === 'enum' && typeof value === 'string' && /^-?\d+$/.test(value) && typeof (def?.values?.[0] as { id?: unknown })?.id === 'number')) {
    const n = Number(value);
    if (!Number.isFinite(n)) throw badRequest(`Filter "${field}" takes a number.`);
    return n;
  }
  return value;
}

function filterCondition(resource: ResourceDef, key: string, value: unknown): [string, unknown] {
  const range = /^(.+)_(gte|lte|gt|lt)$/.exec(key);
  if (range && (resource.fields[range[1]] || range[1] === 'id')) {
    const [, field, op] = range;
    return [field, { [`$${op}`]: coerce(resource, field, value) }];
  }
  const neq = /^(.+)_neq$/.exec(key);
  if (neq && resource.fields[neq[1]]) return [neq[1], { $ne: coerce(resource, neq[1], value) }];
  if (key !== 'id' && !resource.fields[key]) throw badRequest(`Unknown filter "${key}".`);
  const def = resource.fields[key];
  if (def?.type === 'password') throw badRequest(`Unknown filter "${key}".`);
  if (Array.isArray(value)) return [key, { $in: value.map((v) => coerce(resource, key, v)) }];
  if (def?.type === 'manyToMany') return [key, { $in: [coerce(resource, key, value)] }];
  if (def && (def.type === 'string' || def.type === 'text') && !def.values && typeof value === 'string' && def.format !== 'code')
    return [key, { $ilike: `%${escapeLike(value)}%` }];
  return [key, coerce(resource, key, value)];
}

export function translateListQuery(resource: ResourceDef, query: Record<string, unknown>): ListQuery {
  const sort = parseJson(query.sort, 'sort') as [string, string] | undefined;
  const range = parseJson(query.range, 'range') as [number, number] | undefined;
  const filter = (parseJson(query.filter, 'filter') ?? {}) as Record<string, unknown>;
  if (typeof filter !== 'object' || Array.isArray(filter)) throw badRequest('The filter parameter must be an object.');

  const [sortField, sortOrder] = sort ?? [resource.list.sort.field, resource.list.sort.order];
  if (sortField !== 'id' && (!resource.fields[sortField] || resource.fields[sortField].type === 'manyToMany' || resource.fields[sortField].type === 'password'))
    throw badRequest(`Cannot sort by "${sortField}".`);
  const order = String(sortOrder).toUpperCase() === 'DESC' ? 'desc' : 'asc';
  const orderBy: Record<string, 'asc' | 'desc'> = { [sortField]: order };
  if (sortField !== 'id') orderBy.id = order; // a stable order for paging

  let offset = 0;
  let limit = resource.list.perPage;
  if (range) {
    if (!Array.isArray(range) || range.length !== 2 || !range.every((n) => Number.isInteger(n) && n >= 0) || range[1] < range[0])
      throw badRequest('The range parameter must be [start, end].');
    offset = range[0];
    limit = Math.min(range[1] - range[0] + 1, MAX_PAGE);
  }

  const and: Record<string, unknown>[] = [];
  for (const [key, value] of Object.entries(filter)) {
    if (value === undefined || value === '') continue;
    if (key === 'q') {
      const q = resource.filters?.find((f) => f.type === 'q');
      if (!q) throw badRequest('This list has no full-text search.');
      const terms = String(value).trim().split(/\s+/).filter(Boolean).slice(0, 8);
      // every word must match one of the searched fields
      for (const term of terms) and.push({ $or: q.fields!.map((f) => ({ [f]: { $ilike: `%${escapeLike(term)}%` } })) });
      continue;
    }
    const [field, cond] = filterCondition(resource, key, value);
    and.push({ [field]: cond });
  }
  return { where: and.length ? { $and: and } : {}, orderBy, limit, offset };
}
