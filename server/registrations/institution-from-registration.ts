// What an approval writes to the directory (spec 2 §4, docs/registrations.md): a new registration
// creates its institution from the sections; a re-registration updates the publisher's institution
// (registration.institutionId). Both go through the institution forms' service
// (server/institutions/form-save.ts: the model's field rules, the kinds of the pointed-at
// institutions, the audit entry), called inside the approval's transaction. The accreditation
// section, when the type shows one, becomes the institution's accreditation record. A school
// network's listed schools join the new network (their schoolNetworkId, audited like any change);
// a program's listed schools stay as they are: the directory has no school-to-program link
// (docs/registrations.md "What approval writes").
import type { EntityManager } from '@mikro-orm/postgresql';
import { HttpError, badRequest } from '../http/errors.js';
import { saveForm } from '../institutions/form-save.js';
import type { FormKind } from '../institutions/form-fields.js';
import { INSTITUTION_TYPE as IT } from '../../resources/_enums.js';
import { REGISTRATION_TYPE as RT } from '../../resources/_registrations.js';
import { OTHER_DISTRICT_ID } from '../../core/spec-constants.js';
import { CREATE_FAILED, type Json, type RegistrationRow } from './model.js';
import { SECTIONS_SHOWN } from './sections.js';

/** registrationTypeId → the institution type and the form that keeps it. */
export const INSTITUTION_OF_TYPE: Record<number, { institutionTypeId: number; kind: FormKind }> = {
  [RT.school]: { institutionTypeId: IT.school, kind: 'school' },
  [RT.schoolNetwork]: { institutionTypeId: IT.schoolNetwork, kind: 'district' },
  [RT.program]: { institutionTypeId: IT.program, kind: 'program' },
  [RT.onlinePublisher]: { institutionTypeId: IT.onlinePublisher, kind: 'program' },
  [RT.rop]: { institutionTypeId: IT.rop, kind: 'program' },
  [RT.reregistration]: { institutionTypeId: IT.onlinePublisher, kind: 'program' },
};

const obj = (v: unknown): Json => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Json) : {});
const orNull = (v: unknown) => (v === undefined || v === '' ? null : v);

/** The form body (spec 2 §7 school / district / program form) the registration's sections make. */
export function formBody(r: RegistrationRow, kind: FormKind, institutionTypeId: number): Json {
  const g = obj(r.generalInformation);
  const contacts = obj(r.contactInformation);
  const head = obj(contacts.headContact);
  const headPhone = obj(head.phone);
  const list = obj(contacts.courseListManager);
  const listPhone = obj(list.phone);
  const program = obj(r.programInformation);
  const structure = obj(r.programStructure);
  const listName = [list.firstName, list.lastName].filter((s) => typeof s === 'string' && s).join(' ');
  const body: Json = {
    name: g.institutionName ?? r.institutionName,
    cdsCode: orNull(g.cdsCode),
    atpCode: orNull(g.atpCode),
    governanceId: orNull(g.governanceId),
    countyId: orNull(g.countyId),
    streetAddress: orNull(g.streetAddress),
    streetCity: orNull(g.streetCity),
    streetState: orNull(g.streetState) ?? 'CA',
    streetZip: orNull(g.streetZip),
    phone: orNull(g.phone),
    website: orNull(g.website),
    institutionOperatingScheduleId: orNull(structure.institutionOperatingScheduleId ?? g.institutionOperatingScheduleId),
    headContactInfo: {
      firstName: orNull(head.firstName),
      lastName: orNull(head.lastName),
      positionId: orNull(head.positionId),
      email: orNull(head.email),
      phone: { number: orNull(headPhone.number), extension: orNull(headPhone.extension), isInternational: headPhone.isInternational === true, internationalNumber: orNull(headPhone.internationalNumber) },
    },
    courseListContact: { name: listName || null, email: orNull(list.email), phone: orNull(listPhone.isInternational === true ? listPhone.internationalNumber : listPhone.number) },
  };
  if (kind === 'district') body.isSchoolNetwork = true;
  else body.institutionTypeId = institutionTypeId;
  if (kind === 'school') {
    const st = obj(r.schoolType);
    const district = typeof g.districtId === 'number' && g.districtId !== OTHER_DISTRICT_ID ? g.districtId : null;
    Object.assign(body, {
      subType: { isCharterSchool: g.isCharterSchool === true },
      schoolTypeId: orNull(st.schoolTypeId),
      otherSchoolType: orNull(st.otherSchoolType),
      selectedDistrict: district,
      selectedSchoolNetwork: orNull(g.schoolNetworkId),
      schoolTypes: [st.isTraditional === true && 'traditional', st.isIndependentStudy === true && 'independentStudy', st.isOnlineSchool === true && 'online'].filter(Boolean),
      gradesOffered: typeof g.lowestGrade === 'number' && typeof g.highestGrade === 'number' ? `${g.lowestGrade}-${g.highestGrade}` : null,
      isHighSchool: true,
    });
  }
  if (kind === 'program') Object.assign(body, { programTypeId: orNull(program.programTypeId), connectedProgramId: orNull(program.connectedProgramId), campusLocation: orNull(program.campusLocation) });
  return body;
}

/** "create the institution" and what stood in the way, the fields kept for the screens. */
function cannotCreate(err: unknown): never {
  const http = err instanceof HttpError ? err : null;
  const details = http?.modelState ? Object.entries(http.modelState).map(([field, messages]) => `${field}: ${messages.join(' ')}`).join('; ') : (http?.message ?? (err as Error).message);
  if (!http) throw err; // withFailureMessage gives a database refusal its details
  throw badRequest(`${CREATE_FAILED}: ${details}`, http.modelState);
}

/** Creates (or, for a re-registration, updates) the institution in the caller's transaction; answers its id. */
export async function writeInstitution(tx: EntityManager, r: RegistrationRow): Promise<number> {
  const target = INSTITUTION_OF_TYPE[r.registrationTypeId];
  const reregistration = r.registrationTypeId === RT.reregistration;
  if (reregistration && r.institutionId == null) throw badRequest(`${CREATE_FAILED}: the re-registration names no publisher.`, { institutionId: ['The re-registration names no publisher.'] });
  const body = formBody(r, target.kind, target.institutionTypeId);
  if (reregistration) {
    body.institutionId = r.institutionId;
    delete body.institutionTypeId; // the publisher keeps its type
  }
  let id: number;
  try {
    const { record } = await saveForm(tx, target.kind, body);
    id = Number(record.id);
    const g = obj(r.generalInformation);
    if (!reregistration && typeof g.openDate === 'string') {
      const created = await tx.findOneOrFail<Json>('Institution', { id });
      created.openDate = g.openDate;
      await tx.flush();
    }
  } catch (err) {
    cannotCreate(err);
  }
  if ((SECTIONS_SHOWN[r.registrationTypeId] ?? []).includes('accreditation') && r.accreditation) await keepAccreditation(tx, id, obj(r.accreditation));
  if (r.registrationTypeId === RT.schoolNetwork) await joinNetwork(tx, id, obj(r.programSchools));
  return id;
}

/** The network registration's schools that are still schools of the directory join the new network. */
async function joinNetwork(tx: EntityManager, networkId: number, programSchools: Json): Promise<void> {
  const listed = Array.isArray(programSchools.schools) ? programSchools.schools : [];
  const ids = listed.map((s) => obj(s).institutionId).filter((v): v is number => Number.isInteger(v));
  if (!ids.length) return;
  const schools = await tx.find<Json>('Institution', { id: { $in: ids }, institutionTypeId: { $in: [IT.school, IT.onlineSchool] }, isDeleted: false });
  for (const school of schools) school.schoolNetworkId = networkId;
  await tx.flush();
}

const ACCREDITATION_ENTITY = 'InstitutionAccreditation';

async function keepAccreditation(tx: EntityManager, institutionId: number, a: Json): Promise<void> {
  if (!tx.getMetadata().find(ACCREDITATION_ENTITY)) return;
  const values = {
    accreditationStatusId: orNull(a.accreditationStatusId),
    accreditingOrganizationId: orNull(a.accreditingOrganizationId),
    accreditationExpirationDate: orNull(a.accreditationExpirationDate),
    accreditationExplanation: orNull(a.accreditationExplanation),
    updatedOn: new Date(),
  };
  const existing = await tx.findOne<Json>(ACCREDITATION_ENTITY, { institutionId });
  if (existing) Object.assign(existing, values);
  else tx.create(ACCREDITATION_ENTITY, { institutionId, ...values });
  await tx.flush();
}
