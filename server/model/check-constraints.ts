// Start-up checks of the rules that span fields: resource-level unique constraints (MODEL017) and
// cross-field checks (MODEL018). Part of checkModel (check.ts).
import type { FieldDef, ResourceDef } from '../../core/model/define.js';
import { MAX_IDENTIFIER, uniqueConstraintsOf } from './constraints.js';

type Add = (code: 'MODEL017' | 'MODEL018', path: string, message: string) => void;

/** Types a unique index cannot compare (lists, JSON, hashes). */
const NOT_UNIQUE_KINDS = new Set(['manyToMany', 'stringList', 'json', 'password']);

/** Field types a cross-field check orders, by family: a date compares with a date, a number with a number. */
const ORDERED: Partial<Record<FieldDef['type'], 'date' | 'number'>> = { date: 'date', datetime: 'date', integer: 'number', number: 'number' };

function fitsField(field: FieldDef, value: unknown): boolean {
  switch (field.type) {
    case 'boolean':
      return typeof value === 'boolean';
    case 'integer':
    case 'number':
      return typeof value === 'number';
    case 'enum':
      return (field.values ?? []).some((v) => (typeof v === 'object' ? v.id : v) === value);
    case 'string':
    case 'text':
      return typeof value === 'string';
    default:
      return false;
  }
}

function checkUnique(def: ResourceDef, add: Add): void {
  const named = uniqueConstraintsOf(def);
  named.forEach((c, i) => {
    const at = `unique[${i}]`;
    for (const f of c.fields) {
      const field = def.fields[f];
      if (!field) add('MODEL017', at, `unique constraint names missing field "${f}"`);
      else if (NOT_UNIQUE_KINDS.has(field.type)) add('MODEL017', at, `a ${field.type} field ("${f}") cannot be part of a unique constraint`);
    }
    if (new Set(c.fields).size !== c.fields.length) add('MODEL017', at, 'a unique constraint names a field twice');
    if (!c.fields.includes(c.field)) add('MODEL017', at, `"field" must be one of the constraint's fields, not "${c.field}"`);
    for (const [f, value] of Object.entries(c.where ?? {})) {
      const field = def.fields[f];
      if (!field) add('MODEL017', `${at}.where.${f}`, `unique constraint condition names missing field "${f}"`);
      else if (!fitsField(field, value)) add('MODEL017', `${at}.where.${f}`, `condition value ${JSON.stringify(value)} does not fit the ${field.type} field "${f}"`);
    }
    if (c.name.length > MAX_IDENTIFIER) add('MODEL017', at, `constraint name "${c.name}" is longer than ${MAX_IDENTIFIER} characters`);
    if (named.findIndex((o) => o.name === c.name) !== i) add('MODEL017', at, 'the same unique constraint is declared twice');
  });
}

function checkCrossField(def: ResourceDef, add: Add): void {
  (def.checks ?? []).forEach((c, i) => {
    const at = `checks[${i}]`;
    const relations = [c.after, c.notBefore, c.requiredWithout, c.excludedWith, c.requiredWhen].filter((o): o is string => o !== undefined);
    if (relations.length !== 1) return add('MODEL018', at, 'a check relates to one field: give one of "after", "notBefore", "requiredWithout", "excludedWith", "requiredWhen"');
    if ((c.requiredWhen !== undefined) !== (c.equals !== undefined)) return add('MODEL018', at, '"requiredWhen" and "equals" go together');
    const other = relations[0];
    const ordered = c.after !== undefined || c.notBefore !== undefined;
    const kinds = [c.field, other].map((f) => {
      const field = def.fields[f];
      if (!field) add('MODEL018', at, `check names missing field "${f}"`);
      else if (ordered && !ORDERED[field.type]) add('MODEL018', at, `field "${f}" (${field.type}) has no order: checks compare dates or numbers`);
      return field && ORDERED[field.type];
    });
    if (c.field === other) add('MODEL018', at, `field "${c.field}" is compared with itself`);
    else if (ordered && kinds[0] && kinds[1] && kinds[0] !== kinds[1]) add('MODEL018', at, `"${c.field}" and "${other}" are not both dates or both numbers`);
  });
}

export function checkConstraints(def: ResourceDef, add: Add): void {
  checkUnique(def, add);
  checkCrossField(def, add);
}
