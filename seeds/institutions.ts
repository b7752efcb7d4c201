// Seeds the institutions: their lookups (governance, program types, operating schedules), district
// 'Other' (id -1), the CDE districts, the CDE schools linked to their districts, then the networks,
// programs and publishers of seeds/institution-demo.ts. Institutions otherwise take serial ids; inserting -1 explicitly does not move the
// sequence, so the first CDE row still gets id 1.
import type { EntityManager } from '@mikro-orm/postgresql';
import { OTHER_DISTRICT, districtKey, isDistrictLevel, readCdeRows, toDistrict, toSchool } from './cde-institutions.js';
import { OTHER_DISTRICT_ID } from '../core/spec-constants.js';
import { insertBatches, idsBy, type SeedLog } from './insert.js';
import { seedDemoInstitutions } from './institution-demo.js';
import { GOVERNANCES, OPERATING_SCHEDULES, PROGRAM_TYPES } from './lookups/institution-details.js';
import institutions from '../resources/institutions.js';
import governances from '../resources/governances.js';
import operatingSchedules from '../resources/institution-operating-schedules.js';
import programTypes from '../resources/program-types.js';

const ENTITY = institutions.entity;

/**
 * The directory has no College Board (ATP) codes: open high schools get made-up ones in the shape of
 * California's, 05 and four digits, numbered in CDS order so a school keeps its code on every seed.
 */
function withAtpCodes<T extends { isActive: boolean; isHighSchool: boolean; atpCode: string | null }>(rows: T[]): T[] {
  let next = 1;
  for (const row of rows) if (row.isActive && row.isHighSchool) row.atpCode = `05${String(next++).padStart(4, '0')}`;
  return rows;
}

export async function seedInstitutions(em: EntityManager, log: SeedLog): Promise<number> {
  const rows = readCdeRows();
  const districtRows = rows.filter(isDistrictLevel);
  const schoolRows = rows.filter((r) => !isDistrictLevel(r));
  for (const [def, lookupRows] of [[governances, GOVERNANCES], [programTypes, PROGRAM_TYPES], [operatingSchedules, OPERATING_SCHEDULES]] as const)
    await insertBatches(em, def.entity, lookupRows, def.label.toLowerCase(), log);

  await em.insertMany(ENTITY, [OTHER_DISTRICT]);
  await insertBatches(em, ENTITY, districtRows.map(toDistrict), 'institutions: districts', log);

  const idByCds = await idsBy(em, ENTITY, 'cdsCode', { cdsCode: { $like: '%0000000' } });
  const districtIdOf = (cds: string) => idByCds.get(districtKey(cds) + '0000000') ?? OTHER_DISTRICT_ID;
  await insertBatches(em, ENTITY, withAtpCodes(schoolRows.map((r) => toSchool(r, districtIdOf(r.CDSCode)))), 'institutions: schools', log);

  const added = await seedDemoInstitutions(em, ENTITY, log);
  return 1 + rows.length + added;
}
