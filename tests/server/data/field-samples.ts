// Request bodies for any resource of the model, built from its field definitions, whose text fields
// carry the values that break naive SQL handling: ";", quotes, backslashes, "&" (which rich-text
// sanitising turns into "&amp;"), emoji, and text as long as the field takes.
import { isSetByServer, type FieldDef, type ResourceDef } from '../../../core/model/define.js';
import { sanitizeRichText } from '../../../server/crud/sanitize.js';
import { uniqueConstraintsOf } from '../../../server/model/constraints.js';

export interface Hazard {
  name: string;
  text: string;
  /** for fields too short for `text`: distinct from every other hazard's */
  short: string;
}

const LONG_PATTERN = `Long;"'\\&🎭 `;

/** Six, so that an integer field limited to 0–5 still gets a distinct value per record. */
export const HAZARDS: Hazard[] = [
  { name: 'semicolon', text: 'semi;colon; twice', short: ';' },
  { name: 'double quote', text: 'double "quoted" text', short: '"' },
  { name: 'single quote', text: "it's single-quoted", short: "'" },
  { name: 'backslash', text: String.raw`back\slash \\ \' \n end`, short: '\\' },
  { name: 'ampersand and emoji', text: 'Visual & Performing Arts 🎭', short: '&' },
  { name: 'long text', text: '', short: 'L' },
];

/** Cuts at a code point boundary, so an emoji is never split into half a surrogate pair. */
function cut(text: string, max: number): string {
  let out = '';
  for (const ch of text) {
    if (out.length + ch.length > max) break;
    out += ch;
  }
  return out;
}

function longText(max: number): string {
  return cut(LONG_PATTERN.repeat(Math.ceil(max / LONG_PATTERN.length) + 1), max).trim();
}

/** The text a string-like field gets for this hazard; `edited` gives a different value for the update. */
export function hazardText(h: Hazard, field: FieldDef, edited: boolean): string {
  const max = field.maxLength ?? (field.type === 'string' ? 255 : 20_000);
  if (h.name === 'long text') return edited ? longText(max - 1) + '!' : longText(max);
  // the mark leads, so that a value cut to the field's length still changes
  const full = edited ? `Edited ${h.text}` : h.text;
  if (full.length <= max) return full;
  if (max >= 12) return cut(full, max).trim();
  // very short fields (a one-letter code): the hazard character itself, a letter when edited
  return edited ? String.fromCharCode(97 + HAZARDS.indexOf(h)) : h.short;
}

/** What the server is expected to store for a value it was sent. */
export function expectedValue(field: FieldDef, sent: unknown): unknown {
  if (field.type === 'richtext' && typeof sent === 'string') return sanitizeRichText(sent);
  return sent;
}

export interface SampleContext {
  /** the records created so far per resource name, for reference fields */
  ids: Map<string, number[]>;
  /** the position of the record being built (distinct numbers, dates) */
  index: number;
}

const FORMATTED: Record<string, (i: number, edited: boolean) => string> = {
  email: (i, edited) => `o'brien.${i}${edited ? 'e' : ''}@example.org`,
  url: (i) => `https://example.org/arts;${i}?a=1&b="2"`,
  phone: (i) => `+1 (555) 010-${String(1000 + i)}`,
  code: (i, edited) => `C${i}${edited ? 'E' : ''}`,
};

/** A value for one writable field, or undefined to leave it out. */
function sampleValue(r: ResourceDef, name: string, field: FieldDef, h: Hazard, ctx: SampleContext, edited: boolean, position: number): unknown {
  const i = ctx.index;
  switch (field.type) {
    case 'string':
      return field.format ? FORMATTED[field.format](i, edited) : hazardText(h, field, edited);
    case 'text':
      return hazardText(h, field, edited);
    case 'richtext':
      return `<p>${hazardText(h, { ...field, maxLength: 20_000 }, edited)}</p>`;
    case 'password':
      return `Pass;"'\\🎭 ${i}${edited ? 'e' : ''}`;
    case 'integer':
    case 'number': {
      const min = field.min ?? 0;
      const span = field.max !== undefined ? field.max - min + 1 : 1000;
      return min + (i % span);
    }
    case 'boolean':
      // a soft-deleted record leaves the lists the test searches
      return name === r.softDelete ? false : !edited;
    case 'date': {
      // later fields get later dates, so "end after start" holds
      const year = 2001 + i * 4 + position;
      return `${year}-07-01`;
    }
    case 'datetime':
      return new Date(Date.UTC(2024, 0, 1 + i, position)).toISOString();
    case 'enum': {
      const first = field.values![0];
      return typeof first === 'object' ? first.id : first;
    }
    case 'reference':
      // a record pointing at its own resource is left alone (a district of itself)
      return field.resource === r.name ? undefined : referenceId(r, name, field, ctx, edited);
    case 'manyToMany':
      return [];
    case 'stringList':
      if (field.values?.length) {
        const first = field.values[0];
        return [String(typeof first === 'object' ? first.id : first)];
      }
      return [hazardText(h, { type: 'string', maxLength: 60 }, edited)];
    case 'json':
      return field.required ? { note: h.text } : undefined;
  }
}

/**
 * The record a reference points at: the record of the same position, so that the records of a
 * resource whose references form a unique combination (a tag on a course) stay distinct. An update
 * moves the reference to the next record, so that a record of references only still changes;
 * inside a unique combination only the last reference moves, and only when another one stays, so
 * that the moved combination cannot be one a later record is created with.
 */
function referenceId(r: ResourceDef, name: string, field: FieldDef, ctx: SampleContext, edited: boolean): number | undefined {
  const list = ctx.ids.get(field.resource!) ?? [];
  if (!list.length) return undefined;
  let moves = edited;
  for (const c of uniqueConstraintsOf(r)) {
    if (!c.fields.includes(name)) continue;
    const references = c.fields.filter((f) => r.fields[f].type === 'reference');
    if (references.length < 2 || references[references.length - 1] !== name) moves = false;
  }
  return list[(ctx.index + (moves ? 1 : 0)) % list.length];
}

const isSet = (v: unknown) => v !== undefined && v !== null && v !== '';

/** Makes the body keep the model's cross-field checks: one of two owners, ends after starts. */
function keepChecks(r: ResourceDef, body: Record<string, unknown>): void {
  for (const check of r.checks ?? []) {
    const value = body[check.field];
    if (check.excludedWith !== undefined) {
      if (isSet(body[check.excludedWith])) delete body[check.field];
      continue;
    }
    const other = check.after ?? check.notBefore;
    if (other === undefined || !isSet(value) || !isSet(body[other])) continue;
    const type = r.fields[check.field].type;
    if (type === 'date' || type === 'datetime') {
      const later = new Date(Date.parse(String(body[other])) + 86_400_000).toISOString();
      if (Date.parse(String(value)) <= Date.parse(String(body[other]))) body[check.field] = type === 'date' ? later.slice(0, 10) : later;
    } else if (Number(value) <= Number(body[other])) body[check.field] = Number(body[other]) + 1;
  }
}

/** A create (or, with `edited`, an update) body for a record of `r`, keeping the model's checks. */
export function sampleBody(r: ResourceDef, h: Hazard, ctx: SampleContext, edited = false): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  if (r.idStrategy === 'assigned' && !edited) body.id = 1000 + ctx.index;
  Object.entries(r.fields).forEach(([name, field], position) => {
    if (isSetByServer(field)) return; // the server or a workflow sets it: a form never sends it
    const value = sampleValue(r, name, field, h, ctx, edited, position);
    if (value !== undefined) body[name] = value;
  });
  keepChecks(r, body);
  // a role with a rank is an institution role, which holds no back-office abilities (roles' record rules)
  if (r.name === 'roles' && body.institutionRank != null) body.abilities = [];
  return body;
}

/** Field names whose text the hazard lands in (and which the server returns). */
export function textFields(r: ResourceDef): string[] {
  return Object.entries(r.fields)
    .filter(([, f]) => !isSetByServer(f) && !f.format && ['string', 'text', 'richtext'].includes(f.type))
    .map(([name]) => name);
}

/** Resources ordered so that every resource comes after the ones its fields refer to. */
export function byDependencies(resources: ResourceDef[]): ResourceDef[] {
  const byName = new Map(resources.map((r) => [r.name, r]));
  const done = new Set<string>();
  const out: ResourceDef[] = [];
  const visit = (r: ResourceDef) => {
    if (done.has(r.name)) return;
    done.add(r.name);
    for (const f of Object.values(r.fields)) if (f.resource && f.resource !== r.name && byName.has(f.resource)) visit(byName.get(f.resource)!);
    out.push(r);
  };
  resources.forEach(visit);
  return out;
}
