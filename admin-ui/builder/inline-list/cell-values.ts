// What a box of an inline-edited row holds: the typed text, read as the value to send or as the
// message to show under the box. The same rules as the server's validation (server/crud/validate.ts),
// read from the field's definition; the server checks everything again.
import type { FieldDef } from '../../../core/model/define.js';
import { fieldLabel, inSentence } from '../labels.js';
import { toChoices } from '../model-helpers.js';

export type ParsedCell = { ok: true; value: unknown } | { ok: false; message: string };

/** The server's length limit where the model sets none. */
const DEFAULT_MAX_LENGTH = 255;

export const isNumeric = (field: FieldDef) => field.type === 'integer' || field.type === 'number';

/** The text a stored value shows in its box. */
export function cellText(value: unknown): string {
  return value == null ? '' : String(value);
}

/**
 * The add row's first text: the field's default; a required number without one starts at its lowest
 * allowed value, so a new row needs only its other fields typed (a new rubric needs a name, spec 3 §5).
 */
export function initialCellText(field: FieldDef): string {
  if (field.default !== undefined && field.default !== null && !Array.isArray(field.default)) return String(field.default);
  if (isNumeric(field) && field.required && field.min !== undefined) return String(field.min);
  return '';
}

/** "A whole number from 0 to 5" */
export function numberHint(field: FieldDef): string {
  const kind = field.type === 'integer' ? 'A whole number' : 'A number';
  if (field.min !== undefined && field.max !== undefined) return `${kind} from ${field.min} to ${field.max}`;
  if (field.min !== undefined) return `${kind} of at least ${field.min}`;
  if (field.max !== undefined) return `${kind} of at most ${field.max}`;
  return kind;
}

export const maxLengthOf = (field: FieldDef) => (field.type === 'string' ? (field.maxLength ?? DEFAULT_MAX_LENGTH) : field.maxLength);

export function parseCell(name: string, field: FieldDef, text: string): ParsedCell {
  const label = inSentence(fieldLabel(name, field));
  const trimmed = text.trim();
  if (trimmed === '') return field.required ? { ok: false, message: `${/^[aeiou]/i.test(label) ? 'An' : 'A'} ${label} is required` } : { ok: true, value: null };
  if (isNumeric(field)) {
    const n = Number(trimmed);
    const wellFormed = field.type === 'integer' ? /^-?\d+$/.test(trimmed) : Number.isFinite(n);
    if (!wellFormed || (field.min !== undefined && n < field.min) || (field.max !== undefined && n > field.max)) return { ok: false, message: numberHint(field) };
    return { ok: true, value: n };
  }
  if (field.type === 'enum') {
    const choice = toChoices(field.values).find((c) => String(c.id) === trimmed);
    return choice ? { ok: true, value: choice.id } : { ok: false, message: 'Choose one of the listed values' };
  }
  const max = maxLengthOf(field);
  if (max && trimmed.length > max) return { ok: false, message: `Use at most ${max} characters` };
  // the server trims short text; long text keeps its spacing
  return { ok: true, value: field.type === 'string' ? trimmed : text };
}

/** The fields' values for the typed texts, or undefined when one of them is not valid. */
export function parseRow(fields: Record<string, FieldDef>, texts: Record<string, string>): Record<string, unknown> | undefined {
  const out: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(fields)) {
    const parsed = parseCell(name, field, texts[name] ?? '');
    if (!parsed.ok) return undefined;
    out[name] = parsed.value;
  }
  return out;
}
