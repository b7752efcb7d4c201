// What a value may be before it reaches PostgreSQL, whichever way it came in (a body, a list filter,
// a query parameter): whole numbers that fit the int4 columns, real calendar dates, text without the
// null character (PostgreSQL cannot store U+0000), and no keys that would reach an object's prototype.
import type { FieldDef, ResourceDef } from '../../core/model/define.js';

export const INT4_MIN = -2147483648;
export const INT4_MAX = 2147483647;

/** Keys that name an object's prototype machinery: never a field, a filter or a body key. */
const PROTOTYPE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);
export const isPrototypeKey = (key: string) => PROTOTYPE_KEYS.has(key);

export const hasNullChar = (s: string) => s.includes('\u0000');
export const NULL_CHAR_MESSAGE = 'Text cannot contain the null character (U+0000).';

/** The field of that name, never something inherited from Object.prototype. */
export function fieldOf(resource: ResourceDef, name: string): FieldDef | undefined {
  return Object.hasOwn(resource.fields, name) ? resource.fields[name] : undefined;
}

/** Secret fields (passwords, anything marked secret) are written, never read back, filtered, sorted or searched. */
export const isSecret = (field: FieldDef) => field.type === 'password' || field.secret === true;

export const secretFieldNames = (r: ResourceDef): string[] => Object.keys(r.fields).filter((n) => isSecret(r.fields[n]));

/** A whole number that fits an int4 column, from a number or a text of digits; undefined otherwise. */
export function toInt4(v: unknown): number | undefined {
  const n = typeof v === 'number' ? v : typeof v === 'string' && /^\s*-?\d{1,12}\s*$/.test(v) ? Number(v) : undefined;
  return n !== undefined && Number.isInteger(n) && n >= INT4_MIN && n <= INT4_MAX ? n : undefined;
}

const DATE_PREFIX = /^(\d{4})-(\d{2})-(\d{2})(?=$|[T ])/;

function isCalendarDay(year: number, month: number, day: number): boolean {
  if (year < 1 || year > 9999 || month < 1 || month > 12 || day < 1) return false;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1];
  return day <= days;
}

/** 'YYYY-MM-DD' of a real calendar day in the years 0001–9999 (a time after it is ignored); undefined otherwise. */
export function toCalendarDate(v: unknown): string | undefined {
  if (typeof v !== 'string') return undefined;
  const m = DATE_PREFIX.exec(v.trim());
  if (!m || !isCalendarDay(Number(m[1]), Number(m[2]), Number(m[3]))) return undefined;
  return m[0];
}

/** An instant: an ISO text starting with a real calendar day, a Date, or milliseconds since 1970; undefined otherwise. */
export function toDateTime(v: unknown): Date | undefined {
  let t: Date | undefined;
  if (v instanceof Date) t = v;
  else if (typeof v === 'number' && Number.isFinite(v)) t = new Date(v);
  else if (typeof v === 'string' && toCalendarDate(v) !== undefined) t = new Date(v.trim());
  if (!t || isNaN(t.getTime())) return undefined;
  const year = t.getUTCFullYear();
  return year >= 1 && year <= 9999 ? t : undefined;
}

/** Every text and key of a JSON value, walked without recursion so any nesting depth is safe. */
function* textsOf(value: unknown): Generator<{ text: string; isKey: boolean }> {
  const stack: unknown[] = [value];
  while (stack.length) {
    const v = stack.pop();
    if (typeof v === 'string') yield { text: v, isKey: false };
    else if (Array.isArray(v)) for (const item of v) stack.push(item);
    else if (v && typeof v === 'object')
      for (const [k, inner] of Object.entries(v)) {
        yield { text: k, isKey: true };
        stack.push(inner);
      }
  }
}

/** Whether any text or key of a JSON value holds the null character. */
export function holdsNullChar(value: unknown): boolean {
  for (const { text } of textsOf(value)) if (hasNullChar(text)) return true;
  return false;
}

/** The first problem of a JSON value PostgreSQL or JavaScript must not receive: a null character, or a prototype key. */
export function jsonProblem(value: unknown): string | undefined {
  for (const { text, isKey } of textsOf(value)) {
    if (hasNullChar(text)) return NULL_CHAR_MESSAGE;
    if (isKey && isPrototypeKey(text)) return `The key "${text}" cannot be used.`;
  }
  return undefined;
}
