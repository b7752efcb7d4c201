// A test server with the institution lookups and a slice of the real California directory: Alameda
// County's districts and schools (with district 'Other') and the demo networks, programs and
// publishers of seeds/institution-demo.ts.
import { startHarness, type Harness } from '../../support/server-harness.js';
import { insertBatches, idsBy } from '../../../seeds/insert.js';
import { OTHER_DISTRICT, districtKey, isDistrictLevel, readCdeRows, toDistrict, toSchool, type CdeRow } from '../../../seeds/cde-institutions.js';
import { seedDemoInstitutions } from '../../../seeds/institution-demo.js';
import { COUNTIES, DISTRICT_MANAGEMENT_TYPES, SCHOOL_TYPES } from '../../../seeds/lookups/places.js';
import { GOVERNANCES, OPERATING_SCHEDULES, PROGRAM_TYPES } from '../../../seeds/lookups/institution-details.js';
import { POSITIONS } from '../../../seeds/lookups/positions.js';
import { ROLES } from '../../../seeds/roles.js';
import { runAs } from '../../../server/audit/context.js';

export interface InstitutionFixture {
  h: Harness;
  /** sessions: manager has AdminManageInstitutions, viewer only AdminViewInstitutions, outsider neither */
  manager: string;
  viewer: string;
  outsider: string;
  rows: CdeRow[];
}

const noLog = () => {};

export async function startInstitutionFixture(): Promise<InstitutionFixture> {
  const h = await startHarness();
  const em = h.db.orm.em.fork();
  const rows = readCdeRows().filter((r) => r.CDSCode.startsWith('01'));
  await runAs({ userId: null, userName: 'test', via: 'system' }, async () => {
    await insertBatches(em, 'County', COUNTIES, 'counties', noLog);
    await insertBatches(em, 'SchoolType', SCHOOL_TYPES, 'school types', noLog);
    await insertBatches(em, 'DistrictManagementType', DISTRICT_MANAGEMENT_TYPES.map(({ id, name }) => ({ id, name })), 'dmt', noLog);
    await insertBatches(em, 'Governance', GOVERNANCES, 'governance', noLog);
    await insertBatches(em, 'ProgramType', PROGRAM_TYPES, 'program types', noLog);
    await insertBatches(em, 'InstitutionOperatingSchedule', OPERATING_SCHEDULES, 'schedules', noLog);
    await insertBatches(em, 'Role', ROLES, 'roles', noLog);
    const roleId = await idsBy(em, 'Role', 'name');
    await insertBatches(em, 'Position', POSITIONS.map(({ approvalRole, ...p }) => ({ ...p, approvalRoleId: approvalRole ? roleId.get(approvalRole)! : null })), 'positions', noLog);
    await em.insertMany('Institution', [OTHER_DISTRICT]);
    await insertBatches(em, 'Institution', rows.filter(isDistrictLevel).map(toDistrict), 'districts', noLog);
    const idByCds = await idsBy(em, 'Institution', 'cdsCode', { cdsCode: { $like: '%0000000' } });
    const schools = rows.filter((r) => !isDistrictLevel(r)).map((r) => toSchool(r, idByCds.get(districtKey(r.CDSCode) + '0000000') ?? -1));
    let atp = 1;
    for (const s of schools) if (s.isActive && s.isHighSchool) s.atpCode = `05${String(atp++).padStart(4, '0')}`;
    await insertBatches(em, 'Institution', schools, 'schools', noLog);
    await seedDemoInstitutions(em, 'Institution', noLog);
  });
  return {
    h,
    manager: await h.userWith(['AdminManageInstitutions', 'AdminViewInstitutions']),
    viewer: await h.userWith(['AdminViewInstitutions']),
    outsider: await h.userWith(['AdminManageContent']),
    rows,
  };
}
