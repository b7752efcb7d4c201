// Creates or updates an institution from a form (spec 2 §7 POST /api/admin/institution/school,
// /district, /program): the body checked like every write of the model (field rules, the
// cross-field checks such as school type Other needing otherSchoolType), the pointed-at institutions
// of the right kind, the stored version when the form sends one; the write and its audit entry in
// one transaction. Field errors come back as modelState on the form's paths.
import { wrap, type EntityManager } from '@mikro-orm/postgresql';
import institutions from '../../resources/institutions.js';
import { HttpError, badRequest, notFound } from '../http/errors.js';
import { validateBody } from '../crud/validate.js';
import { crossFieldErrors } from '../../core/model/cross-field.js';
import { serialize } from '../crud/serialize.js';
import { assertVersion, lockRow, splitVersion } from '../crud/row-version.js';
import { FORM_TYPES, formPathOf, type FormKind } from './form-fields.js';
import { flatFromForm, type Flat } from './form-model.js';
import { referenceErrors } from './form-references.js';

const FIX = 'Please correct the highlighted fields.';

/** Field errors of the model renamed to the form's paths. */
function onFormPaths(kind: FormKind, errors: Record<string, string[]>): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(errors)) (out[formPathOf(kind, field)] ??= []).push(...messages);
  return out;
}

function checked<T>(kind: FormKind, work: () => T): T {
  try {
    return work();
  } catch (err) {
    if (err instanceof HttpError && err.modelState) throw new HttpError(err.status, err.message, onFormPaths(kind, err.modelState));
    throw err;
  }
}

/** The id a form body names (institutionId), or null for a new institution. */
export function formRecordId(body: unknown): number | null {
  const raw = body && typeof body === 'object' ? (body as Record<string, unknown>).institutionId : undefined;
  if (raw === undefined || raw === null || raw === '' || raw === 0) return null;
  const id = typeof raw === 'number' ? raw : typeof raw === 'string' && /^-?\d{1,10}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(id) || id < -1 || id > 2147483647) throw badRequest(FIX, { institutionId: ['The institution id must be a whole number.'] });
  return id;
}

export async function saveForm(em: EntityManager, kind: FormKind, rawBody: unknown): Promise<{ record: Flat; created: boolean }> {
  const id = formRecordId(rawBody);
  const { body, expected } = splitVersion(rawBody);
  const flat = flatFromForm(kind, body, id === null);
  const data = checked(kind, () => validateBody(institutions, flat, id === null ? 'create' : 'update'));

  return em.transactional(async (tx) => {
    let entity: object;
    let after: Flat;
    if (id === null) {
      after = data;
    } else {
      await lockRow(tx, institutions, id);
      const found = await tx.findOne(institutions.entity, { id });
      if (!found) throw notFound(`Institution ${id} was not found.`);
      const current = serialize(institutions, found);
      if (!FORM_TYPES[kind].includes(Number(current.institutionTypeId))) throw badRequest(`Institution ${id} is not kept with the ${kind} form.`);
      assertVersion(found, expected);
      after = { ...current, ...data };
      entity = found;
    }
    const errors = { ...onFormPaths(kind, crossFieldErrors(institutions, after)), ...(await referenceErrors(tx, kind, after, id)) };
    if (Object.keys(errors).length) throw badRequest(FIX, errors);
    if (id === null) entity = tx.create(institutions.entity, data);
    else wrap(entity!).assign(data, { em: tx });
    // the flush writes the record and, through the audit subscriber, its audit entry in this transaction
    await tx.flush();
    return { record: serialize(institutions, entity!), created: id === null };
  });
}
