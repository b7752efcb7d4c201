// The registrations demo (docs/registrations.md): about fifty registrations of every type (school,
// school network, program, online publisher, ROP, a publisher's re-registration) in every state, over
// the last fourteen months, with their section documents, first and second reviews by the demo's
// staff, and real PDF files (letters of intent, signed agreements, accreditation letters). Built in
// memory (seeds/registrations/plan.ts) from what the seed already holds, then written in a few
// statements; like the other demo data it is written as the seed's system user without audit entries.
import type { EntityManager } from '@mikro-orm/postgresql';
import institutions from '../resources/institutions.js';
import registrationAttachments from '../resources/registration-attachments.js';
import registrationReviews from '../resources/registration-reviews.js';
import registrations from '../resources/registrations.js';
import users from '../resources/users.js';
import { INSTITUTION_TYPE } from '../resources/_enums.js';
import { REGISTRATION_ATTACHMENT_CONTENT_ENTITY } from '../server/registrations/attachment-content-table.js';
import type { SeedLog } from './insert.js';
import { columnNameOf, quoteIdentifier, tableOf } from '../server/db/table-names.js';
import { APPROVED_SCHOOL_CDS, NEW_NETWORKS, NEW_PROGRAMS, NEW_ROPS, NEW_SCHOOLS } from './registrations/applicants.js';
import { PLAN, buildRegistrationDemo, type InstitutionRecord, type Person, type RegistrationDemo } from './registrations/plan.js';
import { entityPaths } from '../server/db/entity-paths.js';

type Row = Record<string, unknown>;

/** First reviewers, second reviewers (each registration gets two different people), and one who left. */
const FIRST = ['mchen', 'admin'];
const SECOND = ['admin', 'mchen'];
const FORMER = 'tnguyen';

const INSTITUTION_FIELDS = [
  'id', 'name', 'institutionTypeId', 'cdsCode', 'atpCode', 'streetAddress', 'streetCity', 'streetState', 'streetZip', 'countyId', 'phone', 'website',
  'governanceId', 'institutionOperatingScheduleId', 'isCharterSchool', 'districtId', 'schoolNetworkId', 'openDate', 'gradesOffered', 'schoolTypeId',
  'otherSchoolType', 'isOnlineSchool', 'isIndependentStudy', 'headContactFirstName', 'headContactLastName', 'headContactEmail', 'headContactPhone',
  'headContactInternationalPhone', 'courseListContactName',
];

/**
 * Inserts rows with ids given here (after the highest there is), so that reviews and files can point at
 * them without reading them back, then moves the id sequence past them.
 */
async function insertWithIds(em: EntityManager, entity: string, rows: Row[]): Promise<number[]> {
  const table = tableOf(em, entity);
  const column = columnNameOf(em, entity, 'id');
  const run = (sql: string, params: unknown[] = []) => em.getConnection().execute<Row[]>(sql, params, 'all', em.getTransactionContext());
  const [{ n }] = await run(`select coalesce(max(${quoteIdentifier(column)}), 0) as n from ${table}`);
  const ids = rows.map((_, i) => Number(n) + 1 + i);
  if (rows.length) await em.insertMany(entity, rows.map((r, i) => ({ ...r, id: ids[i] })));
  await run(`select setval(pg_get_serial_sequence(?, ?), ?, false)`, [table, column, Number(n) + rows.length + 1]);
  return ids;
}

export async function seedRegistrationDemo(em: EntityManager, log: SeedLog = () => {}, now = new Date()): Promise<RegistrationDemo> {
  const find = (entity: string, where: object, fields: string[], limit?: number) =>
    em.find<Row>(entity, where, { fields: entityPaths(fields), orderBy: { id: 'asc' }, disableIdentityMap: true, limit });
  const asRecord = (r: Row) => r as InstitutionRecord;

  const staff = await find(users.entity, { username: { $in: [...FIRST, FORMER] } }, ['id', 'username', 'firstName', 'lastName']);
  const person = (username: string): Person | null => {
    const u = staff.find((s) => s.username === username);
    return u ? { id: u.id as number, name: `${u.firstName} ${u.lastName}` } : null;
  };
  const people = (names: string[]) => names.map(person).filter((p): p is Person => p !== null);

  const districtCds = NEW_SCHOOLS.flatMap((s) => (typeof s.district === 'string' ? [s.district] : []));
  const districts = await find(institutions.entity, { cdsCode: { $in: districtCds } }, ['id', 'cdsCode']);
  const named = PLAN.map((p) => p.who).filter((w) => !/^\d{14}$/.test(w));
  const existing = await find(institutions.entity, { $or: [{ name: { $in: named }, cdsCode: null }, { cdsCode: { $in: APPROVED_SCHOOL_CDS } }] }, INSTITUTION_FIELDS);
  const byName = new Map(existing.filter((r) => r.cdsCode == null).map((r) => [String(r.name), asRecord(r)]));
  const byCds = new Map(existing.filter((r) => r.cdsCode != null).map((r) => [String(r.cdsCode), asRecord(r)]));

  const networkSchools = new Map<string, InstitutionRecord[]>();
  const schoolFields = ['id', 'name', 'cdsCode', 'streetCity', 'countyId'];
  for (const n of NEW_NETWORKS)
    networkSchools.set(n.name, (await find(institutions.entity, { name: { $like: n.members! }, isCharterSchool: true, isActive: true }, schoolFields, 6)).map(asRecord));
  for (const [name, network] of byName)
    if (network.institutionTypeId === INSTITUTION_TYPE.schoolNetwork) networkSchools.set(name, (await find(institutions.entity, { schoolNetworkId: network.id, isActive: true }, schoolFields, 6)).map(asRecord));

  const counties = [...new Set([...NEW_PROGRAMS, ...NEW_ROPS].flatMap((p) => p.program!.schoolCounties).concat([33, 36, 1]))];
  const highSchools = await find(institutions.entity, { institutionTypeId: INSTITUTION_TYPE.school, isHighSchool: true, isActive: true, countyId: { $in: counties } }, schoolFields);
  const schoolsByCounty = new Map<number, InstitutionRecord[]>();
  for (const s of highSchools) {
    const list = schoolsByCounty.get(s.countyId as number) ?? [];
    if (list.length < 3) list.push(asRecord(s));
    schoolsByCounty.set(s.countyId as number, list);
  }

  const demo = buildRegistrationDemo({
    now,
    reviewers: { first: people(FIRST), second: people(SECOND), former: person(FORMER) },
    districtIdByCds: new Map(districts.map((d) => [String(d.cdsCode), d.id as number])),
    byName,
    byCds,
    networkSchools,
    schoolsByCounty,
  });
  if (demo.registrations.length === 0 || people(FIRST).length === 0) return demo;

  const registrationIds = await insertWithIds(em, registrations.entity, demo.registrations);
  log('registrations', registrationIds.length, demo.registrations.length);
  await em.insertMany(registrationReviews.entity, demo.reviews.map((r) => ({ ...r.row, registrationId: registrationIds[r.registration] })));
  log('registration reviews', demo.reviews.length, demo.reviews.length);
  const fileIds = await insertWithIds(em, registrationAttachments.entity, demo.attachments.map((a) => ({ ...a.row, registrationId: registrationIds[a.registration] })));
  await em.insertMany(REGISTRATION_ATTACHMENT_CONTENT_ENTITY, demo.attachments.map((a, i) => ({ file: fileIds[i], content: a.content })));
  log('registration attachments', fileIds.length, demo.attachments.length);
  return demo;
}
