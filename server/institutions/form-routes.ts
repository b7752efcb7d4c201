// The school, district and program forms' calls (spec 2 §7, spec 1 §7): GET the form model of a new
// institution or of one institution, POST it back to create or update. AdminManageInstitutions
// writes; whoever browses institutions reads.
import type { EntityManager } from '@mikro-orm/postgresql';
import institutions from '../../resources/institutions.js';
import type { RouteTable } from '../http/route-table.js';
import { HttpError } from '../http/errors.js';
import { serialize } from '../crud/serialize.js';
import { validateBody } from '../crud/validate.js';
import { LOOKUP_ABILITY, MANAGE_ABILITY } from './abilities.js';
import { FORM_TYPES, type FormKind } from './form-fields.js';
import { formFromFlat, type Flat } from './form-model.js';
import { saveForm } from './form-save.js';

const source = 'server/institutions/form-routes.ts';
const KINDS: FormKind[] = ['school', 'district', 'program'];
/** Kept beside the institution by the accreditation area; read when that area is installed. */
const ACCREDITATION_ENTITY = 'InstitutionAccreditation';

async function accreditationOf(em: EntityManager, institutionId: number): Promise<Flat | null> {
  if (!em.getMetadata().find(ACCREDITATION_ENTITY)) return null;
  const found = await em.findOne<Record<string, unknown>>(ACCREDITATION_ENTITY, { institutionId });
  if (!found) return null;
  const { id: _id, institutionId: _i, rowVersion: _v, ...fields } = JSON.parse(JSON.stringify(found)) as Flat;
  return fields;
}

/** A new institution's form: the model's defaults. */
const blankRecord = (kind: FormKind): Flat => ({ ...validateBody(institutions, { name: 'x', institutionTypeId: FORM_TYPES[kind][0] }, 'create'), name: null, id: null, rowVersion: null });

function idParam(raw: string): number {
  const id = Number(raw);
  if (!Number.isSafeInteger(id) || id < -1 || id === 0 || id > 2147483647) throw new HttpError(400, 'The institution id must be a whole number.', { id: ['Not an institution id.'] });
  return id;
}

export function registerFormRoutes(routes: RouteTable): void {
  for (const kind of KINDS) {
    routes.add({ method: 'GET', path: `/api/admin/institution/${kind}`, ability: LOOKUP_ABILITY, source, handler: () => formFromFlat(kind, blankRecord(kind), null) });
    routes.add({
      method: 'GET',
      path: `/api/admin/institution/${kind}/:id(-?\\d+)`,
      ability: LOOKUP_ABILITY,
      source,
      handler: async ({ em, req }) => {
        const id = idParam(req.params.id);
        const found = await em.findOne(institutions.entity, { id });
        const record = found ? serialize(institutions, found) : undefined;
        if (!record || !FORM_TYPES[kind].includes(Number(record.institutionTypeId))) throw new HttpError(404, `There is no ${kind} ${id}.`);
        return formFromFlat(kind, record, await accreditationOf(em, id));
      },
    });
    routes.add({
      method: 'POST',
      path: `/api/admin/institution/${kind}`,
      ability: MANAGE_ABILITY,
      source,
      handler: async ({ em, req, res }) => {
        const { record, created } = await saveForm(em, kind, req.body);
        if (created) res.status(201);
        return formFromFlat(kind, record, await accreditationOf(em, Number(record.id)));
      },
    });
  }
}
