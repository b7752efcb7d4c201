// Small readings of a ResourceDef that every generated screen needs.
import { ROW_VERSION, isSetByServer, type EnumValue, type FieldDef, type ResourceDef, type SectionDef } from '../../server/model/define.js';
import { singularLabel } from './labels.js';

export { fieldLabel, singularLabel } from './labels.js';

export type FormMode = 'create' | 'edit';

export interface Choice {
  id: string | number;
  name: string;
}

export function toChoices(values: readonly EnumValue[] | undefined): Choice[] {
  return (values ?? []).map((v) => (typeof v === 'object' ? v : { id: v, name: String(v) }));
}

const IMPLICIT_ID: FieldDef = { type: 'integer', label: 'ID', readOnly: true };
const ASSIGNED_ID: FieldDef = { type: 'integer', label: 'ID', required: true, min: 1 };

/** Lookups with idStrategy 'assigned' take their id from the user when a record is created. */
export const takesIdOnCreate = (def: ResourceDef, mode?: FormMode) => mode === 'create' && def.idStrategy === 'assigned';

/** The field's definition; `id` is implicit in the model and read-only, unless the user assigns it. */
export function fieldDef(def: ResourceDef, name: string, mode?: FormMode): FieldDef | undefined {
  if (name === 'id') return takesIdOnCreate(def, mode) ? ASSIGNED_ID : IMPLICIT_ID;
  return def.fields[name];
}

/** The model's sections, or one section with every field; an assigned id leads a create form. */
export function sectionsOf(def: ResourceDef, mode?: FormMode): readonly SectionDef[] {
  const sections = def.sections?.length ? def.sections : [{ title: singularLabel(def), fields: Object.keys(def.fields) }];
  if (!takesIdOnCreate(def, mode) || sections.some((s) => s.fields.includes('id'))) return sections;
  const [first, ...rest] = sections;
  return [{ ...first, fields: ['id', ...first.fields] }, ...rest];
}

/** Fields a client may send: not read-only nor owned by a workflow, and a blank password means "unchanged". On create, an assigned id too; on edit, the record's version. */
export function toWritablePayload(def: ResourceDef, data: Record<string, unknown>, mode: FormMode = 'edit'): Record<string, unknown> {
  const payload: Record<string, unknown> = takesIdOnCreate(def, mode) ? { id: data.id } : {};
  for (const [name, field] of Object.entries(def.fields)) {
    if (isSetByServer(field) || !(name in data)) continue;
    if (field.type === 'password' && (data[name] === '' || data[name] == null)) continue;
    payload[name] = data[name];
  }
  // the version the form was opened at: a save after someone else's is refused (409), not applied over it
  if (mode === 'edit' && data[ROW_VERSION] != null) payload[ROW_VERSION] = data[ROW_VERSION];
  return payload;
}

/** Text that names one record: its recordRepresentation field, else "#id". */
export function recordText(def: ResourceDef, record: Record<string, unknown> | undefined): string {
  if (!record) return '';
  const value = def.recordRepresentation ? record[def.recordRepresentation] : undefined;
  if (value == null || value === '') return `#${String(record.id)}`;
  // an enum represents its record by the value's name ("Revision feedback"), not its code
  const values = def.fields[def.recordRepresentation!]?.values;
  return toChoices(values).find((c) => String(c.id) === String(value))?.name ?? String(value);
}

export function hasFullTextSearch(def: ResourceDef | undefined): boolean {
  return Boolean(def?.filters?.some((f) => f.type === 'q'));
}
