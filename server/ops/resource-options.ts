// AdminJS options per resource: access per action, validation before saves, property types.
import type { ActionRequest, ActionResponse, PropertyOptions, ResourceOptions } from 'adminjs';
import { ROW_VERSION, isSetByServer, ownedFieldMessage, type FieldDef, type ResourceDef } from '../../core/model/define.js';
import { crossFieldErrors } from '../../core/model/cross-field.js';
import { validateBody } from '../crud/validate.js';
import { ACTIONS, VALIDATED, allowed, type OpsContext, type AdminModule } from './shared.js';
import { hashPasswords, toInteger } from '../crud/field-helpers.js';
import { badRequest, toHttpError, type ModelState } from '../http/errors.js';
import { validationError } from './errors.js';
import { isSecret, secretFieldNames } from '../crud/field-values.js';
import { formInOfficeTime, fromOfficeTimeForm, shownInOfficeTime } from './office-time-params.js';

export function resourceOptions(A: AdminModule, r: ResourceDef, byName: Map<string, ResourceDef>): ResourceOptions {
  const actions: Record<string, Record<string, unknown>> = {};
  // dates and times: shown on the office's clock, edited as its wall clock (office-time-params.ts)
  const officeTime: Record<string, (response: ActionResponse) => ActionResponse> = { list: shownInOfficeTime(r), show: shownInOfficeTime(r), new: formInOfficeTime(r), edit: formInOfficeTime(r) };
  for (const [action, crud] of Object.entries(ACTIONS)) {
    const secretsOut = withoutPasswords(r);
    const inOfficeTime = officeTime[action];
    actions[action] = {
      isAccessible: ({ currentAdmin }: { currentAdmin?: unknown }) => allowed(currentAdmin, r.access[crud]),
      after: inOfficeTime ? async (response: ActionResponse) => inOfficeTime(await secretsOut(response)) : secretsOut,
    };
  }
  actions.new.before = validatingHook(A, r, 'create');
  actions.edit.before = validatingHook(A, r, 'update');
  // one transaction for the whole selection rather than AdminJS's one delete per record in parallel
  actions.bulkDelete.handler = bulkDelete(r);

  const properties: Record<string, PropertyOptions> = {};
  if (r.idStrategy === 'assigned') properties.id = { isVisible: { list: true, show: true, filter: true, edit: true } };
  // never shown, but the edit form sends it back with the record: a stale save is refused (409)
  properties[ROW_VERSION] = { isVisible: false };
  // forms follow the model's order (its sections when it has them)
  const order = [...new Set([...(r.sections ?? []).flatMap((sec) => sec.fields), ...Object.keys(r.fields)])];
  for (const [name, f] of Object.entries(r.fields)) properties[name] = { ...propertyOptions(name, f, r, byName), position: order.indexOf(name) + 1 };
  return {
    id: r.name,
    navigation: { name: r.menu?.group ?? 'Other', icon: 'Database' },
    listProperties: ['id', ...r.list.columns.filter((c) => c !== 'id' && !(r.fields[c] && isSecret(r.fields[c])))],
    sort: { sortBy: r.list.sort.field, direction: r.list.sort.order === 'ASC' ? 'asc' : 'desc' },
    properties,
    actions,
  } as ResourceOptions;
}

function propertyOptions(name: string, f: FieldDef, r: ResourceDef, byName: Map<string, ResourceDef>): PropertyOptions {
  const o: PropertyOptions = { isRequired: !!f.required };
  if (name === r.recordRepresentation) o.isTitle = true;
  // set by the server or its workflow: shown, never edited here (a workflow's says what to use instead)
  if (isSetByServer(f)) o.isVisible = { list: true, show: true, filter: true, edit: false };
  if (f.ownedBy) o.description = ownedFieldMessage(f.ownedBy);
  // a secret is written, never read back: only the edit form shows it (empty)
  if (f.secret) return { ...o, isSortable: false, isVisible: { list: false, show: false, filter: false, edit: true } };
  switch (f.type) {
    case 'password':
      return { ...o, type: 'password', isRequired: false, isSortable: false, isVisible: { list: false, show: false, filter: false, edit: true } };
    case 'text':
      return { ...o, type: 'textarea' };
    case 'richtext':
      return { ...o, type: 'richtext' };
    case 'date':
      return { ...o, type: 'date' };
    case 'datetime':
      return { ...o, type: 'datetime' };
    case 'enum':
      return { ...o, availableValues: f.values!.map((v) => (typeof v === 'object' ? { value: v.id, label: v.name } : { value: v, label: String(v) })) };
    case 'reference':
      return { ...o, type: 'reference', reference: byName.get(f.resource!)!.name };
    case 'manyToMany':
      return { ...o, type: 'reference', reference: byName.get(f.resource!)!.name, isArray: true, isSortable: false };
    case 'stringList':
      return { ...o, type: 'string', isArray: true, isSortable: false, ...(f.values ? { availableValues: f.values.map((v) => ({ value: String(typeof v === 'object' ? v.id : v), label: typeof v === 'object' ? v.name : String(v) })) } : {}) };
    case 'json':
      // shown, not edited: the console has no JSON editor
      return { ...o, type: 'mixed', isSortable: false, isVisible: { list: false, show: true, filter: false, edit: false } };
    default:
      return o;
  }
}

/** AdminJS echoes the submitted form back in its answers: never let a password (its hash) or another secret out. */
function withoutPasswords(r: ResourceDef) {
  const names = secretFieldNames(r);
  const strip = (rec?: { params?: Record<string, unknown> }) => {
    if (!rec?.params) return;
    for (const key of Object.keys(rec.params)) if (names.some((n) => key === n || key.startsWith(n + '.'))) delete rec.params[key];
  };
  return async (response: ActionResponse) => {
    if (names.length) {
      strip(response.record);
      for (const rec of (response.records as { params?: Record<string, unknown> }[] | undefined) ?? []) strip(rec);
    }
    return response;
  };
}

/**
 * Validates the form with the model's rules before AdminJS's handler runs. AdminJS calls `before`
 * ahead of its own access check, so the access rule is checked here first.
 */
function validatingHook(A: AdminModule, r: ResourceDef, mode: 'create' | 'update') {
  return async (request: ActionRequest, context: OpsContext) => {
    if (request.method !== 'post') return request;
    if (!context.action.isAccessible(context.currentAdmin, context.record)) throw new A.ForbiddenError('forbiddenError');
    // the form as typed (kept for a refusal), and its dates and times as the instants they name
    const submitted = request.payload ?? {};
    request.payload = fromOfficeTimeForm(r, submitted);
    // a field a workflow owns is never written here: sent back as stored it passes, changed it is a 400
    const owned = ownedFormChanges(r, request.payload ?? {}, mode === 'update' ? (context.record?.params ?? {}) : null);
    if (Object.keys(owned).length) throw badRequest('Please correct the highlighted fields.', owned);
    const form = A.flat.unflatten(request.payload ?? {}) as Record<string, unknown>;
    const body: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(form)) {
      if (key === 'id') continue; // the record id comes from the path; assigned ids are read below
      if (key === ROW_VERSION) continue; // read by the resource's update (resource-adapter.ts)
      const f = r.fields[key];
      if (f && isSetByServer(f)) continue; // the edit form sends these values back unchanged (owned ones checked above)
      // not editable here, and a form would send the flattened JSON back as strings: never write it
      if (f?.type === 'json') continue;
      if (f && isSecret(f) && (value === '' || value == null)) continue; // blank: keep the current one
      body[key] = value;
    }
    const errors: ModelState = {};
    let data: Record<string, unknown> = {};
    try {
      data = validateBody(r, body, mode, 'text'); // a console form posts every value as text
    } catch (err) {
      const http = toHttpError(err);
      if (http.status >= 500) throw err;
      Object.assign(errors, http.modelState ?? {});
    }
    // the model's cross-field checks, on the stored record with the form's values on top
    const stored = mode === 'update' ? (A.flat.unflatten(context.record?.params ?? {}) as Record<string, unknown>) : {};
    for (const [field, messages] of Object.entries(crossFieldErrors(r, { ...stored, ...data }))) errors[field] ??= messages;
    if (mode === 'create' && r.idStrategy === 'assigned') {
      const id = toInteger(form.id);
      if (id === undefined) errors.id = ['This list takes an id chosen by you: enter a whole number.'];
      else data.id = id;
    }
    if (Object.keys(errors).length) {
      keepSubmittedValues(r, context, submitted);
      throw validationError(A, 'Please correct the highlighted fields.', errors);
    }
    await hashPasswords(r, data);
    context[VALIDATED] = data;
    return request;
  };
}

/** A form sends every value as text: compare as text, empty meaning no value. */
const asFormText = (v: unknown) => (v == null || v === '' ? null : String(v));

/**
 * Field messages for the owned fields a console form would change, compared key by flattened key
 * (explanation.rules.0.fired) with the stored record (a new one: the field's default), as AdminJS
 * sends the whole record back.
 */
function ownedFormChanges(r: ResourceDef, payload: Record<string, unknown>, stored: Record<string, unknown> | null): ModelState {
  const errors: ModelState = {};
  for (const [key, value] of Object.entries(payload)) {
    const root = key.split('.')[0];
    const owner = Object.hasOwn(r.fields, root) ? r.fields[root].ownedBy : undefined;
    if (!owner) continue;
    const before = stored ? stored[key] : key === root ? r.fields[root].default : undefined;
    if (asFormText(value) !== asFormText(before)) errors[root] = [ownedFieldMessage(owner)];
  }
  return errors;
}

/**
 * AdminJS answers a refused save with context.record, and its edit form takes every value from that
 * answer: make it the form as the user submitted it (passwords left out), or every other edit the
 * user made is replaced by the stored value. A new record has none, and its form keeps its values.
 */
function keepSubmittedValues(r: ResourceDef, context: OpsContext, payload: Record<string, unknown>) {
  if (!context.record) return;
  const secrets = secretFieldNames(r);
  context.record.params = Object.fromEntries(Object.entries(payload).filter(([key]) => !secrets.includes(key.split('.')[0])));
}

function bulkDelete(r: ResourceDef) {
  return async (request: ActionRequest, _response: unknown, context: OpsContext) => {
    const { records = [], resource, h, currentAdmin } = context;
    if (request.method === 'post') await (resource as unknown as { deleteMany(ids: unknown[], context: unknown): Promise<void> }).deleteMany(records.map((rec) => rec.id()), context);
    return {
      records: records.map((rec) => rec.toJSON(currentAdmin)),
      ...(request.method === 'post'
        ? {
            notice: { message: records.length > 1 ? 'successfullyBulkDeleted_plural' : 'successfullyBulkDeleted', options: { count: records.length }, resourceId: r.name, type: 'success' },
            redirectUrl: h.resourceUrl({ resourceId: r.name }),
          }
        : {}),
    };
  };
}
