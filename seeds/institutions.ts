// Seeds the institutions: district 'Other' (id -1), the CDE districts, then the CDE schools linked to
// their districts. Institutions otherwise take serial ids; inserting -1 explicitly does not move the
// sequence, so the first CDE row still gets id 1.
import type { EntityManager } from '@mikro-orm/postgresql';
import { OTHER_DISTRICT, OTHER_DISTRICT_ID, districtKey, isDistrictLevel, readCdeRows, toDistrict, toSchool } from './cde-institutions.js';
import { insertBatches, idsBy, type SeedLog } from './insert.js';
import institutions from '../resources/institutions.js';

const ENTITY = institutions.entity;

export async function seedInstitutions(em: EntityManager, log: SeedLog): Promise<number> {
  const rows = readCdeRows();
  const districtRows = rows.filter(isDistrictLevel);
  const schoolRows = rows.filter((r) => !isDistrictLevel(r));

  await em.insertMany(ENTITY, [OTHER_DISTRICT]);
  await insertBatches(em, ENTITY, districtRows.map(toDistrict), 'institutions: districts', log);

  const idByCds = await idsBy(em, ENTITY, 'cdsCode', { cdsCode: { $like: '%0000000' } });
  const districtIdOf = (cds: string) => idByCds.get(districtKey(cds) + '0000000') ?? OTHER_DISTRICT_ID;
  await insertBatches(em, ENTITY, schoolRows.map((r) => toSchool(r, districtIdOf(r.CDSCode))), 'institutions: schools', log);

  return 1 + rows.length;
}
