// A form body (spec 2 §7) to the flat institution record and back (server/institutions/form-fields.ts).
import { INSTITUTION_TYPE as T } from '../../resources/_enums.js';
import { badRequest } from '../http/errors.js';
import { isPrototypeKey } from '../crud/field-values.js';
import { FORM_FIELDS, FORM_TYPES, META_KEYS, SCHOOL_KINDS, type FormKind, type SchoolKind } from './form-fields.js';

export type Flat = Record<string, unknown>;
type Errors = Record<string, string[]>;

const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

/** The groups a form nests its fields in (headContactInfo.phone.number …). */
function groupsOf(kind: FormKind): Set<string> {
  const groups = new Set<string>();
  for (const path of Object.keys(FORM_FIELDS[kind])) {
    const parts = path.split('.');
    for (let i = 1; i < parts.length; i++) groups.add(parts.slice(0, i).join('.'));
  }
  return groups;
}

/** Leaves of the body by their dotted path; an unknown key is an error on its path. */
function leaves(kind: FormKind, body: Record<string, unknown>, errors: Errors, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  const groups = groupsOf(kind);
  for (const [key, value] of Object.entries(body)) {
    const path = prefix + key;
    if (isPrototypeKey(key)) errors[path] = ['This name cannot be used for a field.'];
    else if (!prefix && (META_KEYS as readonly string[]).includes(key)) continue;
    else if (groups.has(path)) {
      if (value === null || value === undefined) continue; // an absent group leaves its fields alone
      if (!isObject(value)) errors[path] = ['Send this group as an object.'];
      else for (const [p, v] of leaves(kind, value, errors, path + '.')) out.set(p, v);
    } else if (path in FORM_FIELDS[kind]) out.set(path, value);
    else errors[path] = ['Unknown field.'];
  }
  return out;
}

/** A picked institution may come as its id or as the picker's object { institutionId | id, name }. */
function pickedId(value: unknown): unknown {
  if (!isObject(value)) return value;
  return value.institutionId ?? value.id ?? null;
}

const PICKED = new Set(['selectedDistrict', 'selectedSchoolNetwork', 'leaDistrictId', 'connectedProgramId']);

/** The flat record fields a form body sets; throws 400 with the form's paths on a malformed body. */
export function flatFromForm(kind: FormKind, body: unknown, creating: boolean): Flat {
  if (!isObject(body)) throw badRequest('The request body must be a JSON object (the form model).');
  const errors: Errors = {};
  const flat: Flat = {};
  for (const [path, value] of leaves(kind, body, errors)) flat[FORM_FIELDS[kind][path]] = PICKED.has(path) ? pickedId(value) : value;

  if (kind === 'school' && body.schoolTypes !== undefined && body.schoolTypes !== null) {
    const kinds = body.schoolTypes;
    const known = Object.keys(SCHOOL_KINDS);
    if (!Array.isArray(kinds) || kinds.some((k) => typeof k !== 'string' || !known.includes(k))) errors.schoolTypes = [`School types are a list of: ${known.join(', ')}.`];
    else for (const [k, field] of Object.entries(SCHOOL_KINDS)) flat[field] = kinds.includes(k as SchoolKind);
  }
  if (kind === 'district') {
    delete flat.institutionTypeId; // the district form names its type through isSchoolNetwork
    const network = body.isSchoolNetwork;
    if (network !== undefined && network !== null && typeof network !== 'boolean') errors.isSchoolNetwork = ['Send true or false.'];
    else if (typeof network === 'boolean') flat.institutionTypeId = network ? T.schoolNetwork : T.district;
    else if (creating) flat.institutionTypeId = T.district;
  } else if (flat.institutionTypeId === undefined || flat.institutionTypeId === null) {
    if (creating) flat.institutionTypeId = FORM_TYPES[kind][0];
    else delete flat.institutionTypeId;
  } else if (!FORM_TYPES[kind].includes(Number(flat.institutionTypeId))) {
    errors.institutionTypeId = [`The ${kind} form keeps institutions of type ${FORM_TYPES[kind].join(', ')}.`];
  }
  if (Object.keys(errors).length) throw badRequest('Please correct the highlighted fields.', errors);
  return flat;
}

function setPath(target: Record<string, unknown>, path: string, value: unknown): void {
  const parts = path.split('.');
  let at = target;
  for (const p of parts.slice(0, -1)) at = (at[p] ??= {}) as Record<string, unknown>;
  at[parts[parts.length - 1]] = value;
}

/** The form model of a stored record (serialized: references as ids, dates as text). */
export function formFromFlat(kind: FormKind, record: Flat, accreditationModel: Flat | null): Record<string, unknown> {
  const form: Record<string, unknown> = { institutionId: record.id ?? null, rowVersion: record.rowVersion ?? null };
  for (const [path, field] of Object.entries(FORM_FIELDS[kind])) setPath(form, path, record[field] ?? (typeof record[field] === 'boolean' ? record[field] : null));
  if (kind === 'school') form.schoolTypes = Object.entries(SCHOOL_KINDS).filter(([, f]) => record[f] === true).map(([k]) => k);
  if (kind === 'district') form.isSchoolNetwork = Number(record.institutionTypeId) === T.schoolNetwork;
  form.accreditationModel = accreditationModel;
  return form;
}
