// The model's cross-field checks (`checks` of a resource) on one record: an order between two dates
// or numbers, or the presence of one of two fields (one owner, never both). Pure and without Node or
// browser dependencies: the API, /ops and the admin UI's forms all run this one implementation.
import type { CrossFieldCheck, ResourceDef } from './define.js';

/** A date or datetime as a number that orders like the date; a number as itself; unset as undefined. */
function comparable(value: unknown, type: string): number | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  if (type === 'date' || type === 'datetime') {
    // a date column arrives as 'YYYY-MM-DD' text (pg, forms) or as a Date at UTC midnight (PGlite)
    const time = value instanceof Date ? value.getTime() : Date.parse(type === 'date' ? String(value).slice(0, 10) : String(value));
    return Number.isNaN(time) ? undefined : time;
  }
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : undefined;
}

const isSet = (value: unknown) => value !== null && value !== undefined && value !== '';

function holds(r: ResourceDef, check: CrossFieldCheck, record: Record<string, unknown>): boolean {
  if (check.requiredWithout !== undefined) return isSet(record[check.field]) || isSet(record[check.requiredWithout]);
  if (check.excludedWith !== undefined) return !(isSet(record[check.field]) && isSet(record[check.excludedWith]));
  // loose: a form sends the id as text, the database as a number
  if (check.requiredWhen !== undefined) return isSet(record[check.field]) || String(record[check.requiredWhen] ?? '') !== String(check.equals);
  const other = (check.after ?? check.notBefore)!;
  const value = comparable(record[check.field], r.fields[check.field].type);
  const bound = comparable(record[other], r.fields[other].type);
  if (value === undefined || bound === undefined) return true; // "required" is a separate rule
  return check.after !== undefined ? value > bound : value >= bound;
}

/** Field → messages for every check the record breaks; empty when it keeps them all. */
export function crossFieldErrors(r: ResourceDef, record: Record<string, unknown>): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const check of r.checks ?? []) if (!holds(r, check, record)) (errors[check.field] ??= []).push(check.message);
  return errors;
}
