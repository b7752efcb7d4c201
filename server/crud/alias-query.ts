// The spec's list parameters (pageNumber, pageSize, sorting, filter/query text, its own names for
// filters such as searchInstitutionTypes) translated into the REST list query, each checked the way
// the REST parameters are: a wrong type or shape answers 400 naming the parameter.
import type { AliasDef, ResourceDef } from '../../core/model/define.js';
import { badRequest } from '../http/errors.js';
import { fieldOf, hasNullChar, isPrototypeKey, NULL_CHAR_MESSAGE } from './field-values.js';
import { filterValue } from './filter-values.js';
import { INCLUDE_DELETED, MAX_OFFSET, MAX_PAGE } from './query.js';

/** Rows a non-paged alias answers at most; past it the caller is asked to narrow the filter. */
export const UNPAGED_LIMIT = MAX_PAGE;

/** A whole number parameter within bounds, or undefined when absent. */
function wholeNumber(query: Record<string, unknown>, name: string, min: number, max: number): number | undefined {
  const raw = query[name];
  if (raw === undefined || raw === '') return undefined;
  if (typeof raw !== 'string' || !/^\d{1,10}$/.test(raw.trim()) || Number(raw) < min || Number(raw) > max)
    throw badRequest(`The ${name} parameter must be a whole number from ${min} to ${max}.`);
  return Number(raw);
}

/** Text of a query parameter: a string, or nothing; a repeated or nested parameter is refused. */
function text(query: Record<string, unknown>, name: string): string | undefined {
  const raw = query[name];
  if (raw === undefined) return undefined;
  if (typeof raw !== 'string') throw badRequest(`The ${name} parameter takes one text value.`);
  return raw;
}

function sortOf(sorting: string | undefined): string | undefined {
  if (!sorting?.trim()) return undefined;
  const [field, direction, ...rest] = sorting.trim().split(/\s+/);
  if (rest.length || (direction !== undefined && !/^(asc|desc)$/i.test(direction))) throw badRequest('The sorting parameter must be "field" or "field asc|desc".');
  // the field itself is checked by the list query (unknown, secret and list fields are refused there)
  return JSON.stringify([field, direction?.toLowerCase() === 'desc' ? 'DESC' : 'ASC']);
}

/** Query parameters named like a field filter on it; a comma list in a spec parameter means any of. */
function filterOf(r: ResourceDef, alias: AliasDef, query: Record<string, unknown>): Record<string, unknown> {
  const filter: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(query)) {
    if (isPrototypeKey(k) || !fieldOf(r, k)) continue; // other parameters are not filters
    if (Array.isArray(v) && v.every((s) => typeof s === 'string')) filter[k] = v;
    else if (typeof v === 'string') {
      if (v !== '') filter[k] = v;
    } else throw badRequest(`Filter "${k}" takes a value, not an object.`);
  }
  for (const [param, field] of Object.entries(alias.params ?? {})) {
    const v = text(query, param)?.trim();
    if (!v) continue;
    const values = v.split(',').map((s) => s.trim()).filter(Boolean);
    // checked here so the message names the spec's parameter, not the field behind it
    for (const value of values) filterValue(r, field, value, param);
    filter[field] = v.includes(',') ? values : values[0];
  }
  const include = text(query, INCLUDE_DELETED);
  if (include && r.softDelete) filter[INCLUDE_DELETED] = include;
  const searchParam = query.query !== undefined ? 'query' : 'filter';
  const search = text(query, searchParam);
  if (search !== undefined && hasNullChar(search)) throw badRequest(`The ${searchParam} parameter: ${NULL_CHAR_MESSAGE}`);
  if (search?.trim() && r.filters?.some((f) => f.type === 'q')) filter.q = search;
  return filter;
}

export function aliasListQuery(r: ResourceDef, alias: AliasDef, query: Record<string, unknown>): Record<string, unknown> {
  const filter = JSON.stringify(filterOf(r, alias, query));
  const sort = sortOf(text(query, 'sorting'));
  if (alias.shape === 'paged') {
    const size = wholeNumber(query, 'pageSize', 1, MAX_PAGE) ?? r.list.perPage;
    const page = wholeNumber(query, 'pageNumber', 1, Math.floor(MAX_OFFSET / size) + 1) ?? 1;
    return { filter, sort, range: JSON.stringify([(page - 1) * size, page * size - 1]) };
  }
  return { filter, sort, range: JSON.stringify([0, UNPAGED_LIMIT - 1]) };
}

/** A non-paged answer never cuts silently: more matches than it may answer is a 400 asking to narrow. */
export function assertWhole(r: ResourceDef, shown: number, total: number): void {
  if (total > shown)
    throw badRequest(`More than ${UNPAGED_LIMIT} ${r.label.toLowerCase()} match: narrow the filter, or use the paged list at /api/rest/${r.name}.`);
}
