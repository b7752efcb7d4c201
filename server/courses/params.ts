// Path parameters and bodies of the course calls. Ids in paths are written (\d+) in the routes, so
// only digits arrive here; those beyond int4 are refused before they reach PostgreSQL. Body field
// errors are keyed as the spec names them: basicInfo.title, disciplines[0].subjectAreaId.
import type { Request } from 'express';
import { z } from 'zod';
import { badRequest, type ModelState } from '../http/errors.js';
import { INT4_MAX, toInt4 } from '../crud/field-values.js';

/** A whole-number id of the path, 1 to int4's maximum. */
export function pathId(req: Request, name: string): number {
  const id = toInt4(req.params[name]);
  if (id === undefined || id < 1) throw badRequest(`The ${name} in the path must be a whole number from 1 to ${INT4_MAX}.`);
  return id;
}

/** "a.b[0].c" from ["a","b",0,"c"]; `prefix` names the object the body stands for (basicInfo). */
export function fieldKey(path: readonly PropertyKey[], prefix = ''): string {
  let key = prefix;
  for (const part of path) key += typeof part === 'number' ? `[${part}]` : key ? `.${String(part)}` : String(part);
  return key || '_';
}

/**
 * Parses a body with a zod schema; every problem is a 400 with modelState by field. Unknown keys are
 * named one by one, so a typo never silently drops a value. `keyOf` maps a path to its modelState key.
 */
export function parseSpecBody<T extends z.ZodType>(schema: T, body: unknown, keyOf: (path: readonly PropertyKey[]) => string = (p) => fieldKey(p)): z.infer<T> {
  const result = schema.safeParse(body ?? {});
  if (result.success) return result.data;
  const modelState: ModelState = Object.create(null);
  const add = (key: string, message: string) => (modelState[key] ??= []).push(message);
  for (const issue of result.error.issues) {
    if (issue.code === 'unrecognized_keys') for (const k of issue.keys) add(keyOf([...issue.path, k]), 'Unknown field.');
    else add(keyOf(issue.path), issue.message);
  }
  throw badRequest('Please correct the highlighted fields.', modelState);
}

const missing = (input: unknown) => input === undefined || input === null;

/** An id of another record: a whole number (or its digits as text) from 1 to int4's maximum. */
export const idValue = (what = 'a record from the list') =>
  z.preprocess(
    (v) => (typeof v === 'string' && /^\s*\d{1,10}\s*$/.test(v) ? Number(v) : v),
    z
      .number({ error: (iss) => (missing(iss.input) ? 'Required.' : `Choose ${what}.`) })
      .int({ error: `Choose ${what}.` })
      .min(1, { error: `Choose ${what}.` })
      .max(INT4_MAX, { error: `Choose ${what}.` }),
  );

/** An optional id: null, absent or "" mean none. */
export const optionalId = (what?: string) => z.preprocess((v) => (v === '' ? null : v), idValue(what).nullish());

/** true / false, also as 1 / 0 or "true" / "false" (the material form sends 1 or 0). */
export const flag = () =>
  z.preprocess(
    (v) => (v === 1 || v === '1' || v === 'true' ? true : v === 0 || v === '0' || v === 'false' ? false : v),
    z.boolean({ error: (iss) => (missing(iss.input) ? 'Required.' : 'Choose yes or no.') }),
  );

/** An optional flag: absent or null read as false. */
export const optionalFlag = () => z.preprocess((v) => (v === null || v === undefined ? false : v), flag());

const trimmedText = (max: number) => z.string({ error: (iss) => (missing(iss.input) ? 'Required.' : 'Must be text.') }).trim().max(max, { error: `Use at most ${max} characters.` });

/** Text of at most `max` characters, trimmed; blank is refused. */
export const requiredText = (max: number) => trimmedText(max).min(1, { error: 'Required.' });

/** Optional text of at most `max` characters, trimmed; absent or blank reads as null. */
export const text = (max: number) => z.preprocess((v) => (v === '' ? null : v), trimmedText(max).nullish()).transform((s) => (s ? s : null));

/** The optional ?academicYearId of a query string: undefined when absent, 400 when not a whole number. */
export function yearQuery(req: Request): number | undefined {
  const raw = req.query.academicYearId;
  if (raw === undefined || raw === '') return undefined;
  const id = typeof raw === 'string' ? toInt4(raw) : undefined;
  if (id === undefined || id < 1) throw badRequest(`The academicYearId parameter must be a whole number from 1 to ${INT4_MAX}.`);
  return id;
}
