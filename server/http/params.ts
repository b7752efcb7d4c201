// Path, query and body values of the workflow calls, checked before any query: ids are whole numbers
// that fit the int4 columns, named values come from their lists, pages and dates are in range. A bad
// value is a 400 that names it (in modelState too, so a form can put it on the field).
import type { Request } from 'express';
import { badRequest } from './errors.js';
import { isPrototypeKey, toInt4 } from '../crud/field-values.js';

/** The most ids one bulk call takes; a selection larger than a page of queues is a mistake. */
export const MAX_BULK_IDS = 1000;
export const MAX_PAGE_SIZE = 1000;

const INT4_MAX = 2147483647;

function refuse(name: string, message: string): never {
  throw badRequest(message, { [name]: [message] });
}

/** A record id: a positive int4 given as a number or as digits. */
function asId(raw: unknown): number | undefined {
  const id = typeof raw === 'string' ? (/^\d{1,10}$/.test(raw.trim()) ? toInt4(raw.trim()) : undefined) : typeof raw === 'number' ? toInt4(raw) : undefined;
  return id !== undefined && id >= 1 ? id : undefined;
}

/** The path parameter `name` as a record id, or a 400 naming it. */
export function pathId(req: Request, name: string): number {
  const id = asId(req.params[name]);
  if (id === undefined) refuse(name, `${name} must be a whole number from 1 to ${INT4_MAX}.`);
  return id;
}

/** The path parameter `name` as an analyst id where 0 (or no parameter) means "no analyst". */
export function optionalAnalystId(req: Request, name: string, message: string): number | null {
  const raw = req.params[name];
  if (raw === undefined || raw.trim() === '0') return null;
  const id = asId(raw);
  if (id === undefined) throw badRequest(message, { [name]: [`${name} must be 0 (no analyst) or a whole number from 1 to ${INT4_MAX}.`] });
  return id;
}

/** A single query parameter as trimmed text (absent or empty: undefined); a repeated or nested one is a 400. */
export function queryText(req: Request, name: string): string | undefined {
  const raw = req.query[name];
  if (raw === undefined) return undefined;
  if (typeof raw !== 'string') refuse(name, `Send the ${name} parameter once, as text.`);
  const text = raw.trim();
  return text === '' ? undefined : text;
}

export function queryInt(req: Request, name: string, opts: { min: number; max: number; fallback: number }): number {
  return intValue(name, queryText(req, name), opts);
}

export function intValue(name: string, raw: unknown, opts: { min: number; max: number; fallback: number }): number {
  if (raw === undefined || raw === null || raw === '') return opts.fallback;
  const n = typeof raw === 'number' ? raw : typeof raw === 'string' && /^-?\d{1,12}$/.test(raw.trim()) ? Number(raw.trim()) : NaN;
  if (!Number.isInteger(n) || n < opts.min || n > opts.max) refuse(name, `${name} must be a whole number from ${opts.min} to ${opts.max}.`);
  return n;
}

export function queryBool(req: Request, name: string, fallback: boolean): boolean {
  return boolValue(name, queryText(req, name), fallback);
}

export function boolValue(name: string, raw: unknown, fallback: boolean): boolean {
  if (raw === undefined || raw === null || raw === '') return fallback;
  if (raw === true || raw === 'true' || raw === '1' || raw === 1) return true;
  if (raw === false || raw === 'false' || raw === '0' || raw === 0) return false;
  refuse(name, `${name} must be true or false.`);
}

/** An optional query id (a positive int4). */
export function queryId(req: Request, name: string): number | undefined {
  const text = queryText(req, name);
  if (text === undefined) return undefined;
  const id = asId(text);
  if (id === undefined) refuse(name, `${name} must be a whole number from 1 to ${INT4_MAX}.`);
  return id;
}

/** One of `allowed` (compared without case), answered in the listed spelling; `fallback` when absent. */
export function choiceValue<T extends string>(name: string, raw: unknown, allowed: readonly T[], fallback?: T): T {
  if ((raw === undefined || raw === null || raw === '') && fallback !== undefined) return fallback;
  const match = typeof raw === 'string' ? allowed.find((a) => a.toLowerCase() === raw.trim().toLowerCase()) : undefined;
  if (!match) refuse(name, `${name} must be one of: ${allowed.join(', ')}.`);
  return match;
}

export function queryChoice<T extends string>(req: Request, name: string, allowed: readonly T[], fallback?: T): T {
  return choiceValue(name, queryText(req, name), allowed, fallback);
}

/** `sorting` like "submittedOn desc" (decisions.md): one of the fields a list allows, then optionally asc or desc. */
export function querySorting<T extends string>(req: Request, allowed: readonly T[], fallback: { field: T; descending: boolean }): { field: T; descending: boolean } {
  const text = queryText(req, 'sorting');
  if (text === undefined) return fallback;
  const [field, direction, ...rest] = text.trim().split(/\s+/);
  const match = allowed.find((a) => a.toLowerCase() === field.toLowerCase());
  const dir = direction?.toLowerCase();
  if (!match || rest.length || (dir !== undefined && dir !== 'asc' && dir !== 'desc'))
    throw badRequest(`sorting must be a field (${allowed.join(', ')}) and optionally asc or desc.`, { sorting: [`Sort by one of: ${allowed.join(', ')}.`] });
  return { field: match, descending: dir === 'desc' };
}

/** A calendar day written YYYY-MM-DD (a day in the office's time zone), or undefined. */
export function queryDay(req: Request, name: string): string | undefined {
  const text = queryText(req, name);
  if (text === undefined) return undefined;
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  const day = m ? new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))) : undefined;
  if (!m || !day || Number(m[1]) < 1 || day.getUTCFullYear() !== Number(m[1]) || day.getUTCMonth() !== Number(m[2]) - 1 || day.getUTCDate() !== Number(m[3]))
    refuse(name, `${name} must be a calendar day written YYYY-MM-DD.`);
  return text;
}

/** Search text: at most 200 characters; % and _ match themselves. Returns an ILIKE pattern or undefined. */
export function likePattern(name: string, raw: unknown): string | undefined {
  if (raw === undefined || raw === null) return undefined;
  if (typeof raw !== 'string') refuse(name, `${name} must be text.`);
  const text = raw.trim();
  if (text === '') return undefined;
  if (text.length > 200) refuse(name, `${name} must be at most 200 characters.`);
  return `%${text.replace(/[\\%_]/g, (c) => '\\' + c)}%`;
}

/** The request body as an object of known keys; anything else is a 400 naming the unknown key. */
export function bodyObject(req: Request, known: readonly string[]): Record<string, unknown> {
  const body: unknown = req.body;
  if (body === undefined || body === null) return {};
  if (typeof body !== 'object' || Array.isArray(body)) throw badRequest('The request body must be a JSON object.');
  const unknownKey = Object.keys(body).find((k) => isPrototypeKey(k) || !known.includes(k));
  if (unknownKey !== undefined) refuse(unknownKey, `"${unknownKey}" is not a field of this call; it takes ${known.join(', ')}.`);
  return body as Record<string, unknown>;
}

/**
 * A list of record ids: a comma-separated text ("1,2,3", as the spec's bulk calls send them) or a
 * JSON array of ids. Duplicates count once; at least one, at most MAX_BULK_IDS.
 */
export function idList(name: string, raw: unknown): number[] {
  if (raw === undefined || raw === null) refuse(name, `${name} is required: a comma-separated list of ids.`);
  if (typeof raw !== 'string' && typeof raw !== 'number' && !Array.isArray(raw)) refuse(name, `${name} must be a comma-separated list of ids.`);
  const items: unknown[] = typeof raw === 'string' ? (raw.trim() === '' ? [] : raw.split(',').map((s) => s.trim())) : Array.isArray(raw) ? raw : [raw];
  if (items.length === 0) refuse(name, `${name} must name at least one id.`);
  if (items.length > MAX_BULK_IDS) refuse(name, `${name} may name at most ${MAX_BULK_IDS} ids.`);
  const ids: number[] = [];
  for (const item of items) {
    const id = asId(item);
    if (id === undefined) refuse(name, `${name} must list whole numbers from 1 to ${INT4_MAX}, separated by commas.`);
    if (!ids.includes(id)) ids.push(id);
  }
  return ids;
}

