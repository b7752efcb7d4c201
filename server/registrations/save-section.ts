// POST /api/admin/registration/{id}/{section} with the section's document (optionally rowVersion):
// staff correct one section of a registration while it is submitted, in review or in second review
// (spec 2 §4). The document is checked by its schema (sections.ts); a section the registration's
// type does not show is refused; a stale rowVersion is a 409. Saving the general information keeps
// the registration's name, CDS code and county columns in step; the program schools must be schools
// of the directory, each once, and are stored with their directory name, code and city. The write and
// its audit entry commit together; the answer is the whole registration.
import type { EntityManager } from '@mikro-orm/postgresql';
import type { RuleRuntime } from '../rules/runtime.js';
import { badRequest } from '../http/errors.js';
import { parseSpecBody } from '../courses/params.js';
import { assertVersion, splitVersion } from '../crud/row-version.js';
import { INSTITUTION_TYPE } from '../../resources/_enums.js';
import { E, SAVE_FAILED, isEditable, loadRegistration, statusName, typeName, type Json } from './model.js';
import { lockRecord } from '../db/table-names.js';
import { SECTIONS_SHOWN, SECTION_SCHEMAS, type GeneralInformation, type ProgramSchools, type SectionName } from './sections.js';
import { readOnly, withFailureMessage } from './failures.js';
import { registrationJson } from './registration-json.js';
import type { Registration } from '../../core/contract/registrations.js';

const SCHOOL_TYPES: number[] = [INSTITUTION_TYPE.school, INSTITUTION_TYPE.onlineSchool];

interface DirectorySchool {
  id: number;
  name: string;
  cdsCode: string | null;
  streetCity: string | null;
}

/** Every listed school must be a school of the directory that is not deleted; names come from there. */
async function checkedSchools(em: EntityManager, doc: ProgramSchools): Promise<ProgramSchools> {
  const ids = doc.schools.map((s) => s.institutionId);
  const found = ids.length
    ? await em.find<DirectorySchool>(E.institutions, { id: { $in: ids }, isDeleted: false, institutionTypeId: { $in: SCHOOL_TYPES } } as never, { fields: ['id', 'name', 'cdsCode', 'streetCity'] as never, disableIdentityMap: true })
    : [];
  const byId = new Map(found.map((s) => [s.id, s]));
  const errors: Record<string, string[]> = {};
  doc.schools.forEach((s, i) => {
    if (!byId.has(s.institutionId)) errors[`schools[${i}].institutionId`] = ['Choose a school of the directory.'];
  });
  if (Object.keys(errors).length) throw badRequest('Please correct the highlighted fields.', errors);
  return { schools: doc.schools.map((s) => ({ institutionId: s.institutionId, name: byId.get(s.institutionId)!.name, cdsCode: byId.get(s.institutionId)!.cdsCode, city: byId.get(s.institutionId)!.streetCity })) };
}

export async function saveSection(em: EntityManager, rules: RuleRuntime, id: number, section: SectionName, rawBody: unknown): Promise<Registration> {
  const { body, expected } = splitVersion(rawBody);
  let doc = parseSpecBody(SECTION_SCHEMAS[section], body) as Json;
  if (section === 'generalInformation') delete (doc as Record<string, unknown>).districtName; // the answer's, read from the directory
  await loadRegistration(em, id); // 404 before any lock
  const saved = await withFailureMessage(SAVE_FAILED, () =>
    em.transactional(async (tx) => {
      await lockRecord(tx, E.registrations, id);
      const r = await tx.refresh(await loadRegistration(tx, id));
      if (!r) throw badRequest('The registration was deleted.');
      if (!isEditable(r)) readOnly(statusName(r.registrationStatusId));
      if (!(SECTIONS_SHOWN[r.registrationTypeId] ?? []).includes(section))
        throw badRequest(`A ${typeName(r.registrationTypeId).toLowerCase()} registration has no ${section} section.`, { _: [`This registration type has no ${section} section.`] });
      assertVersion(r, expected);
      if (section === 'programSchools') doc = (await checkedSchools(tx, doc as ProgramSchools)) as unknown as Json;
      (r as unknown as Record<string, unknown>)[section] = doc;
      if (section === 'generalInformation') {
        const g = doc as GeneralInformation;
        r.institutionName = g.institutionName;
        r.cdsCode = g.cdsCode;
        r.countyId = g.countyId;
      }
      r.lastUpdatedOn = new Date();
      // the flush writes the registration and, through the audit subscriber, its audit entry
      await tx.flush();
      return r;
    }),
  );
  return registrationJson(em.fork({ clear: true }), rules, saved.id);
}
