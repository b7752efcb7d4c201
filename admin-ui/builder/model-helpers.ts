// Small readings of a ResourceDef that every generated screen needs.
import { ROW_VERSION, isSetByServer, type EnumValue, type FieldDef, type ResourceDef, type SectionDef } from '../../core/model/define.js';
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

/**
 * The recordRepresentation field when the record's own value names it as it stands; undefined when the
 * name is an enum value's name or comes through a reference (the <Resource>'s recordRepresentation,
 * admin-ui/builder/record-representation.tsx, says it then) or when the resource has none.
 */
export function plainRepresentation(def: ResourceDef | undefined): string | undefined {
  const field = def?.recordRepresentation;
  const type = field ? def.fields[field]?.type : undefined;
  return field && type !== 'reference' && type !== 'enum' ? field : undefined;
}

/**
 * Text that names one record from the record alone: its recordRepresentation field's value (an enum's
 * by the value's name); '' when the name lies in another record (a reference) or the resource has
 * none, never "#id" (useRecordTitle follows the reference).
 */
export function recordText(def: ResourceDef, record: Record<string, unknown> | undefined): string {
  if (!record || !def.recordRepresentation) return '';
  const field = def.fields[def.recordRepresentation];
  const value = record[def.recordRepresentation];
  if (value == null || value === '' || field?.type === 'reference') return '';
  // an enum represents its record by the value's name ("Revision feedback"), not its code
  return toChoices(field?.values).find((c) => String(c.id) === String(value))?.name ?? String(value);
}

export function hasFullTextSearch(def: ResourceDef | undefined): boolean {
  return Boolean(def?.filters?.some((f) => f.type === 'q'));
}
