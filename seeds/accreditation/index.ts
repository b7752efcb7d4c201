// The accreditation demo (issue 9 §2): accreditations on the demo's high schools (WASC and other
// bodies, candidates, not accredited, expired non-WASC ones with and without an explanation), files
// waiting for review for a few dozen schools, decided files and staff comments. Rows are built in
// memory (plan.ts) and written in batches; names come from the model and the ORM's metadata.
import type { EntityManager } from '@mikro-orm/postgresql';
import academicYears from '../../resources/academic-years.js';
import accreditationComments from '../../resources/accreditation-comments.js';
import accreditationFiles from '../../resources/accreditation-files.js';
import institutionAccreditations from '../../resources/institution-accreditations.js';
import institutions from '../../resources/institutions.js';
import users from '../../resources/users.js';
import { currentYear, localDay } from '../../core/academic-years/year-window.js';
import { ACCREDITATION_FILE_CONTENT_ENTITY } from '../../server/accreditation/file-content-table.js';
import { insertBatches, moveIdSequence, type SeedLog } from '../insert.js';
import { DEMO_COUNTY_IDS } from '../courses/context.js';
import { buildAccreditationDemo, type AccreditationDemo } from './plan.js';

/** Staff who review accreditation files in the demo (seeds/users.ts). */
const REVIEWERS = ['admin', 'mchen'];

type Row = Record<string, unknown>;

export async function seedAccreditationDemo(em: EntityManager, log: SeedLog = () => {}, now = new Date()): Promise<AccreditationDemo> {
  const schools: Row[] = await em.find(institutions.entity, { isActive: true, isHighSchool: true, countyId: { $in: DEMO_COUNTY_IDS } }, { fields: ['id', 'name'], orderBy: { id: 'asc' }, disableIdentityMap: true });
  const people: Row[] = await em.find(users.entity, { username: { $in: REVIEWERS } }, { fields: ['id', 'firstName', 'lastName'], orderBy: { id: 'asc' }, disableIdentityMap: true });
  const years: Row[] = await em.find(academicYears.entity, {}, { fields: ['id', 'name', 'startDate', 'endDate'], disableIdentityMap: true });
  const day = (v: unknown) => (v instanceof Date ? v.toISOString().slice(0, 10) : String(v).slice(0, 10));
  const current = currentYear(years.map((y) => ({ id: y.id as number, name: String(y.name), startDate: day(y.startDate), endDate: day(y.endDate) })), localDay(now));
  const demo = buildAccreditationDemo({
    now,
    schools: schools.map((s) => ({ id: s.id as number, name: s.name as string })),
    reviewers: people.map((p) => ({ id: p.id as number, name: `${p.firstName} ${p.lastName}` })),
    currentYearId: current?.id ?? null,
  });
  await insertBatches(em, institutionAccreditations.entity, demo.accreditations, 'accreditation: accreditations', log);
  await insertBatches(em, accreditationFiles.entity, demo.files, 'accreditation: files', log);
  await moveIdSequence(em, accreditationFiles.entity);
  // the bytes are the bulk of it: smaller batches keep each statement a few hundred KB
  for (let i = 0; i < demo.contents.length; i += 100) await em.insertMany(ACCREDITATION_FILE_CONTENT_ENTITY, demo.contents.slice(i, i + 100));
  await insertBatches(em, accreditationComments.entity, demo.comments, 'accreditation: comments', log);
  return demo;
}
