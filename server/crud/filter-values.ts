// One list-filter value checked against the type of the field it filters, before it reaches the
// database: the same bounds as a body value (int4 ids, real dates, no null character), named by the
// filter (or query parameter) the caller used.
import type { FieldDef, ResourceDef } from '../../core/model/define.js';
import { badRequest } from '../http/errors.js';
import { enumId } from './validate.js';
import { INT4_MAX, INT4_MIN, NULL_CHAR_MESSAGE, hasNullChar, toCalendarDate, toDateTime, toInt4 } from './field-values.js';
import { addDays, officeInstant, toDay } from '../../core/time/office-time.js';

/** The type a filter compares by: the implicit id is an integer. */
export type FilterKind = FieldDef['type'] | 'id';

export const kindOf = (resource: ResourceDef, field: string): FilterKind | undefined =>
  field === 'id' ? 'id' : Object.hasOwn(resource.fields, field) ? resource.fields[field].type : undefined;

/** Kinds with an order, so _gte/_lte/_gt/_lt mean something. */
export const ORDERED_KINDS: ReadonlySet<FilterKind> = new Set(['id', 'integer', 'number', 'date', 'datetime']);
/** Kinds a filter cannot compare: secrets are refused before this, lists and documents have no equality here. */
export const UNFILTERABLE_KINDS: ReadonlySet<FilterKind> = new Set(['password', 'json', 'stringList']);

const isPlainValue = (v: unknown) => v === null || ['string', 'number', 'boolean'].includes(typeof v);

/** Refuses objects (operator objects such as {"$re": …} included) where a value belongs. */
export function assertValue(label: string, value: unknown): void {
  if (!isPlainValue(value)) throw badRequest(`Filter "${label}" takes a value, not an object.`);
}

/**
 * A bare day ('YYYY-MM-DD') given for a date and time means the office's day, midnight to midnight in
 * America/Los_Angeles, as every screen shows days (docs/decisions.md "One clock"): the condition for
 * `operator` (none: within the day), or undefined for any other value or operator.
 */
export function officeDayCondition(operator: string | undefined, value: unknown): Record<string, Date> | undefined {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value.trim())) return undefined;
  const day = toDay(value);
  if (!day) return undefined;
  const start = officeInstant(day);
  const next = officeInstant(addDays(day, 1));
  switch (operator) {
    case 'gte':
      return { $gte: start };
    case 'gt':
      return { $gte: next };
    case 'lte':
      return { $lt: next };
    case 'lt':
      return { $lt: start };
    case undefined:
      return { $gte: start, $lt: next };
    default:
      return undefined;
  }
}

/**
 * The value converted for the query. `label` is the name the caller used (`openDate_gte`,
 * `searchInstitutionTypes`), so the message points at what they sent.
 */
export function filterValue(resource: ResourceDef, field: string, value: unknown, label: string): unknown {
  assertValue(label, value);
  if (value === null) return null;
  const kind = kindOf(resource, field);
  const def: FieldDef | undefined = field === 'id' ? undefined : resource.fields[field];
  const refuse = (what: string) => badRequest(`Filter "${label}" takes ${what}.`);
  switch (kind) {
    case 'id':
    case 'integer':
    case 'reference':
    case 'manyToMany': {
      const n = toInt4(value);
      if (n === undefined) throw refuse(`a whole number from ${INT4_MIN} to ${INT4_MAX}`);
      return n;
    }
    case 'number': {
      const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
      if (!Number.isFinite(n)) throw refuse('a number');
      return n;
    }
    case 'boolean':
      if (value === true || value === 'true') return true;
      if (value === false || value === 'false') return false;
      throw refuse('true or false');
    case 'date': {
      const d = toCalendarDate(value);
      if (d === undefined) throw refuse('a date (YYYY-MM-DD) between the years 0001 and 9999');
      return d;
    }
    case 'datetime': {
      const t = toDateTime(value);
      if (t === undefined) throw refuse('a date and time (ISO 8601) between the years 0001 and 9999');
      return t;
    }
    case 'enum': {
      const ids = def!.values!.map(enumId);
      const match = ids.find((id) => String(id) === String(value));
      if (match === undefined) throw refuse(`one of: ${ids.join(', ')}`);
      return match;
    }
    case 'string':
    case 'text':
    case 'richtext': {
      if (typeof value === 'boolean') throw refuse('text');
      const s = String(value);
      if (hasNullChar(s)) throw badRequest(`Filter "${label}": ${NULL_CHAR_MESSAGE}`);
      return s;
    }
    default:
      throw badRequest(`Cannot filter by "${field}".`);
  }
}
