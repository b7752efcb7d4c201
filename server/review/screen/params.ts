// Path and query values of the review screen's calls, checked before any query: ids are whole
// numbers that fit the int4 columns, named values come from their lists. A bad one is a 400 naming it.
import type { Request } from 'express';
import { badRequest } from '../../http/errors.js';
import { toInt4 } from '../../crud/field-values.js';

/** The path parameter `name` as a record id (a positive int4), or a 400 naming `label`. */
export function pathId(req: Request, name: string, label: string): number {
  const raw = req.params[name];
  const id = typeof raw === 'string' && /^\d{1,10}$/.test(raw) ? toInt4(raw) : undefined;
  if (id === undefined || id < 1) throw badRequest(`The ${label} must be a whole number from 1 to 2147483647.`);
  return id;
}

/** A single query parameter as text (absent: undefined); a repeated parameter is a 400. */
export function queryText(req: Request, name: string): string | undefined {
  const raw = req.query[name];
  if (raw === undefined) return undefined;
  if (typeof raw !== 'string') throw badRequest(`Send the ${name} parameter once, as text.`);
  return raw;
}

/** A required query parameter that must be one of `allowed` (compared without case); answers the listed spelling. */
export function queryChoice<T extends string>(req: Request, name: string, allowed: readonly T[]): T {
  const raw = queryText(req, name);
  const match = allowed.find((a) => a.toLowerCase() === raw?.trim().toLowerCase());
  if (!match) throw badRequest(`The ${name} parameter must be one of: ${allowed.join(', ')}.`, { [name]: [`Choose one of: ${allowed.join(', ')}.`] });
  return match;
}

/** An optional yes / no query parameter, `true` or `false` (absent: `fallback`); anything else is a 400. */
export function queryFlag(req: Request, name: string, fallback: boolean): boolean {
  const raw = queryText(req, name);
  if (raw === undefined) return fallback;
  if (raw === 'true' || raw === 'false') return raw === 'true';
  throw badRequest(`The ${name} parameter must be true or false.`, { [name]: ['Send true or false.'] });
}
