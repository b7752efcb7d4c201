// The side-by-side reads of the review screens:
//   GET /api/admin/registration/reregistered/{id}  a re-registration, the publisher's current
//     institution record and its last approved registration before this one (previous);
//   GET /api/admin/registration/{id}/programregistration  a program's or network's registration:
//     its program sections, and each listed school's current directory record.
import type { EntityManager } from '@mikro-orm/postgresql';
import type { RuleRuntime } from '../rules/runtime.js';
import { badRequest } from '../http/errors.js';
import { serialize } from '../crud/serialize.js';
import { REGISTRATION_STATUS, REGISTRATION_TYPE } from '../../resources/_registrations.js';
import { E, R, loadRegistration, typeName, type RegistrationRow } from './model.js';
import { registrationJson } from './registration-json.js';

export async function reregisteredJson(em: EntityManager, rules: RuleRuntime, id: number) {
  const r = await loadRegistration(em, id);
  if (r.registrationTypeId !== REGISTRATION_TYPE.reregistration) throw badRequest(`Registration ${id} is a ${typeName(r.registrationTypeId).toLowerCase()} registration, not a re-registration.`);
  const institution = r.institutionId == null ? null : await em.findOne(E.institutions, { id: r.institutionId });
  const previous =
    r.institutionId == null
      ? null
      : await em.findOne<RegistrationRow>(E.registrations, { institutionId: r.institutionId, registrationStatusId: REGISTRATION_STATUS.approved, isDeleted: false, id: { $ne: id } }, {
          orderBy: { decidedOn: 'desc', id: 'desc' },
        });
  return {
    registration: await registrationJson(em, rules, r),
    institution: institution ? serialize(R.institutions, institution, true) : null,
    previous: previous ? await registrationJson(em, rules, previous) : null,
  };
}

const PROGRAM_TYPES: number[] = [REGISTRATION_TYPE.program, REGISTRATION_TYPE.rop, REGISTRATION_TYPE.schoolNetwork];

export async function programRegistrationJson(em: EntityManager, id: number) {
  const r = await loadRegistration(em, id);
  if (!PROGRAM_TYPES.includes(r.registrationTypeId)) throw badRequest(`Registration ${id} is a ${typeName(r.registrationTypeId).toLowerCase()} registration: it has no program schools.`);
  const listed = ((r.programSchools?.schools ?? []) as { institutionId: number; name: string | null; cdsCode: string | null; city: string | null }[]).filter((s) => s && typeof s.institutionId === 'number');
  const records = listed.length ? await em.find(E.institutions, { id: { $in: listed.map((s) => s.institutionId) } }, { disableIdentityMap: true }) : [];
  const byId = new Map(records.map((i) => [(i as { id: number }).id, serialize(R.institutions, i, true)]));
  return {
    registrationId: r.id,
    registrationTypeId: r.registrationTypeId,
    registrationType: typeName(r.registrationTypeId),
    institutionName: r.institutionName,
    programInformation: r.programInformation ?? null,
    programStructure: r.programStructure ?? null,
    programSchools: { schools: listed.map((s) => ({ ...s, current: byId.get(s.institutionId) ?? null })) },
  };
}
