// Small readings of a ResourceDef that every generated screen needs.
import type { EnumValue, FieldDef, ResourceDef, SectionDef } from '../../server/model/define.js';

export type FormMode = 'create' | 'edit';

export interface Choice {
  id: string | number;
  name: string;
}

/** "institutionTypeId" → "Institution type"; an explicit label wins. */
export function fieldLabel(name: string, field?: FieldDef): string {
  if (field?.label) return field.label;
  if (name === 'id') return 'ID';
  const words = name
    .replace(/Ids?$/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function toChoices(values: readonly EnumValue[] | undefined): Choice[] {
  return (values ?? []).map((v) => (typeof v === 'object' ? v : { id: v, name: String(v) }));
}

export function singularLabel(def: ResourceDef): string {
  return def.labelSingular ?? def.label;
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

/** Fields a client may send: not read-only, and a blank password means "unchanged". On create, an assigned id too. */
export function toWritablePayload(def: ResourceDef, data: Record<string, unknown>, mode: FormMode = 'edit'): Record<string, unknown> {
  const payload: Record<string, unknown> = takesIdOnCreate(def, mode) ? { id: data.id } : {};
  for (const [name, field] of Object.entries(def.fields)) {
    if (field.readOnly || !(name in data)) continue;
    if (field.type === 'password' && (data[name] === '' || data[name] == null)) continue;
    payload[name] = data[name];
  }
  return payload;
}

/** Text that names one record: its recordRepresentation field, else "#id". */
export function recordText(def: ResourceDef, record: Record<string, unknown> | undefined): string {
  if (!record) return '';
  const value = def.recordRepresentation ? record[def.recordRepresentation] : undefined;
  return value != null && value !== '' ? String(value) : `#${String(record.id)}`;
}

export function hasFullTextSearch(def: ResourceDef | undefined): boolean {
  return Boolean(def?.filters?.some((f) => f.type === 'q'));
}
