// Validates and converts a create or update body from the field definitions of a resource.
// Every problem is reported at once, keyed by field, as modelState.
import type { EnumValue, FieldDef, ResourceDef } from '../../core/model/define.js';
import { badRequest, type ModelState } from '../http/errors.js';
import { sanitizeRichText } from './sanitize.js';
import { fieldOf, hasNullChar, isSecret, INT4_MAX, INT4_MIN, isPrototypeKey, jsonProblem, NULL_CHAR_MESSAGE, toCalendarDate, toDateTime, toInt4 } from './field-values.js';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const INT4_MESSAGE = `Enter a whole number from ${INT4_MIN} to ${INT4_MAX}.`;

export const enumId = (v: EnumValue) => (typeof v === 'object' ? v.id : v);

type Converted = { ok: true; value: unknown } | { ok: false; message: string };

/**
 * How values arrive: 'json' (an API body: each value must already have its field's type, so 12345 is
 * no name and 1 no yes) or 'text' (a form post such as the operator console's, where every value is
 * text and "19" or "false" is read as the field's type).
 */
export type ValueSource = 'json' | 'text';

/** The field message of a JSON value of the wrong type, or undefined when its type fits the field. */
function wrongJsonType(field: FieldDef, raw: unknown): string | undefined {
  switch (field.type) {
    case 'string':
    case 'text':
    case 'richtext':
    case 'password':
    case 'date':
      return typeof raw === 'string' ? undefined : 'Enter text (a JSON string).';
    case 'integer':
    case 'number':
    case 'reference':
      return typeof raw === 'number' ? undefined : field.type === 'reference' ? 'Choose a record from the list (its id as a JSON number).' : 'Enter a number (a JSON number).';
    case 'boolean':
      return typeof raw === 'boolean' ? undefined : 'Choose yes or no (true or false).';
    case 'enum': {
      const exact = field.values!.some((v) => enumId(v) === raw);
      return exact ? undefined : 'Choose one of the listed values.';
    }
    default:
      return undefined;
  }
}

function convert(field: FieldDef, raw: unknown, source: ValueSource): Converted {
  const label = field.label ?? 'This field';
  if (raw === null || raw === undefined || raw === '') return { ok: true, value: null };
  const wrongType = source === 'json' ? wrongJsonType(field, raw) : undefined;
  if (wrongType) return { ok: false, message: wrongType };
  switch (field.type) {
    case 'string':
    case 'text':
    case 'richtext':
    case 'password': {
      if (typeof raw !== 'string' && typeof raw !== 'number') return { ok: false, message: `${label} must be text.` };
      let s = String(raw);
      if (hasNullChar(s)) return { ok: false, message: NULL_CHAR_MESSAGE };
      if (field.type === 'string') s = s.trim();
      if (field.type === 'richtext') s = sanitizeRichText(s);
      const max = field.maxLength ?? (field.type === 'string' || field.type === 'password' ? 255 : undefined);
      if (max && s.length > max) return { ok: false, message: `Use at most ${max} characters.` };
      if (field.type === 'password' && s.length < 10) return { ok: false, message: 'Use at least 10 characters.' };
      if (field.format === 'email' && !EMAIL.test(s)) return { ok: false, message: 'Enter a valid e-mail address.' };
      if (field.format === 'phone' && !/^\+?[\d\s().-]{7,25}(\s*(x|ext\.?)\s*\d{1,6})?$/i.test(s)) return { ok: false, message: 'Enter a valid phone number.' };
      if (field.format === 'url' && !/^https?:\/\/\S+$|^[\w.-]+\.[a-z]{2,}\S*$/i.test(s)) return { ok: false, message: 'Enter a valid web address.' };
      return { ok: true, value: s === '' ? null : s };
    }
    case 'integer':
    case 'number': {
      const n = field.type === 'integer' ? toInt4(raw) : typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() !== '' && !isNaN(Number(raw)) ? Number(raw) : undefined;
      if (n === undefined || !Number.isFinite(n)) return { ok: false, message: field.type === 'integer' ? INT4_MESSAGE : 'Enter a number.' };
      if (field.min !== undefined && n < field.min) return { ok: false, message: `Must be at least ${field.min}.` };
      if (field.max !== undefined && n > field.max) return { ok: false, message: `Must be at most ${field.max}.` };
      return { ok: true, value: n };
    }
    case 'boolean':
      if (typeof raw === 'boolean') return { ok: true, value: raw };
      if (raw === 'true' || raw === 1) return { ok: true, value: true };
      if (raw === 'false' || raw === 0) return { ok: true, value: false };
      return { ok: false, message: 'Choose yes or no.' };
    case 'date': {
      const d = toCalendarDate(raw);
      if (d === undefined) return { ok: false, message: 'Enter a valid date (YYYY-MM-DD, years 0001 to 9999).' };
      return { ok: true, value: d };
    }
    case 'datetime': {
      const t = toDateTime(raw);
      if (!t) return { ok: false, message: 'Enter a valid date and time (years 0001 to 9999).' };
      return { ok: true, value: t };
    }
    case 'enum': {
      const ids = field.values!.map(enumId);
      const match = ids.find((id) => id === raw || String(id) === String(raw));
      if (match === undefined) return { ok: false, message: 'Choose one of the listed values.' };
      return { ok: true, value: match };
    }
    case 'reference': {
      const id = toInt4(raw);
      return id === undefined ? { ok: false, message: 'Choose a record from the list.' } : { ok: true, value: id };
    }
    case 'manyToMany': {
      if (!Array.isArray(raw)) return { ok: false, message: 'Choose records from the list.' };
      const ids = raw.map(toInt4);
      if (ids.some((i) => i === undefined)) return { ok: false, message: 'Choose records from the list.' };
      return { ok: true, value: [...new Set(ids as number[])] };
    }
    case 'stringList': {
      if (!Array.isArray(raw) || raw.some((s) => typeof s !== 'string')) return { ok: false, message: 'Choose values from the list.' };
      if (raw.some(hasNullChar)) return { ok: false, message: NULL_CHAR_MESSAGE };
      const allowed = field.values?.map((v) => String(enumId(v)));
      const bad = allowed ? raw.filter((s) => !allowed.includes(s)) : [];
      if (bad.length) return { ok: false, message: `Unknown value(s): ${bad.join(', ')}.` };
      return { ok: true, value: [...new Set(raw)] };
    }
    case 'json': {
      const problem = jsonProblem(raw);
      return problem ? { ok: false, message: problem } : { ok: true, value: raw };
    }
  }
}

/** Keys a client may send back unchanged that are not writable fields. */
function ignoredKeys(resource: ResourceDef): Set<string> {
  const keys = new Set(['id']);
  if (resource.specId) keys.add(resource.specId);
  for (const [name, f] of Object.entries(resource.fields)) if (f.readOnly) keys.add(name);
  return keys;
}

/**
 * Returns the values to write. On create, required fields must be present (a default counts);
 * on update only the fields sent are touched. A blank password (or other secret) on update means "keep".
 * A JSON body's values must have their fields' types; a form's text (`source` 'text') is read as them.
 */
export function validateBody(resource: ResourceDef, body: unknown, mode: 'create' | 'update', source: ValueSource = 'json'): Record<string, unknown> {
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw badRequest('The request body must be a JSON object.');
  const input = body as Record<string, unknown>;
  // no prototype: a body key such as "__proto__" becomes an ordinary entry of the answer
  const errors: ModelState = Object.create(null);
  const out: Record<string, unknown> = {};
  const ignored = ignoredKeys(resource);
  for (const key of Object.keys(input)) {
    if (isPrototypeKey(key)) {
      errors[key] = ['This name cannot be used for a field.'];
      continue;
    }
    if (ignored.has(key)) {
      if (key === 'id' && mode === 'create' && resource.idStrategy === 'assigned' && toInt4(input.id) === undefined)
        errors.id = [`This list takes an id chosen by you: a whole number from ${INT4_MIN} to ${INT4_MAX}.`];
      continue;
    }
    const field = fieldOf(resource, key);
    if (!field) {
      errors[key] = ['Unknown field.'];
      continue;
    }
    if (isSecret(field) && mode === 'update' && (input[key] === '' || input[key] == null)) continue; // a form cannot show it: blank keeps it
    const result = convert(field, input[key], source);
    if (!result.ok) errors[key] = [result.message];
    else out[key] = result.value;
  }
  if (mode === 'create')
    for (const [name, field] of Object.entries(resource.fields))
      if (!(name in out) && field.default !== undefined && !field.readOnly) out[name] = Array.isArray(field.default) ? [...field.default] : field.default;
  for (const [name, field] of Object.entries(resource.fields)) {
    if (!field.required || field.readOnly || errors[name]) continue;
    const missing = out[name] === null || (Array.isArray(out[name]) && (out[name] as unknown[]).length === 0);
    if (missing || (mode === 'create' && !(name in out) && field.default === undefined)) errors[name] = ['Required.'];
  }
  if (Object.keys(errors).length) throw badRequest('Please correct the highlighted fields.', errors);
  return out;
}
