// The reports read table and column names from the model: on a copy of the model with every table
// renamed and the institution type's column renamed, built fresh from that copy, the fixed office of
// fixed-data.ts gives the same hand-computed figures as reports.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCheckedModel } from '../../../server/boot.js';
import type { ResourceDef } from '../../../core/model/define.js';
import { REPORTS } from '../../../server/reporting/reports.js';
import registrations from '../../../resources/registrations.js';
import type { ReportFilters } from '../../../core/contract/reporting.js';
import { createTestDb, ENGINE, type TestDb } from '../../support/test-db.js';
import type { Harness } from '../../support/server-harness.js';
import { ReviewFixtures } from '../review/fixtures.js';
import { buildFixedOffice, SCHOOL, Y25 } from './fixed-data.js';

function renamedModel(resources: ResourceDef[]): ResourceDef[] {
  return resources.map((original) => {
    const r: ResourceDef = { ...original, table: `renamed_${original.table}` };
    if (r.name !== 'institutions') return r;
    return { ...r, fields: { ...r.fields, institutionTypeId: { ...r.fields.institutionTypeId, column: 'kind_of_institution' } } };
  });
}

let db: TestDb;

beforeAll(async () => {
  const shipped = await loadCheckedModel();
  // the committed migrations describe the shipped names: this copy is built fresh from its own model
  db = await createTestDb(renamedModel(shipped.resources), { schema: 'model' });
  const f = new ReviewFixtures({ db } as Harness);
  await buildFixedOffice(f, { signIn: false });
  // two registrations for the registrations report: a school's in 2025-26, a publisher's the year before
  await f.insert(registrations.entity, { registrationTypeId: 1, registrationStatusId: 2, countyId: 1, institutionName: 'Applicant', submitterEmail: 'a@example.org', submittedOn: new Date('2025-10-01T18:00:00Z') });
  await f.insert(registrations.entity, { registrationTypeId: 4, registrationStatusId: 5, countyId: null, institutionName: 'Publisher', submitterEmail: 'p@example.org', submittedOn: new Date('2025-02-01T18:00:00Z') });
}, 120_000);
afterAll(() => db?.close());

async function rows(key: string, filters: Partial<ReportFilters>) {
  const report = REPORTS.find((r) => r.key === key)!;
  return report.rows(db.orm.em.fork(), { academicYearId: null, institutionTypeId: null, countyId: null, ...filters });
}

describe(`reports on a model whose tables are renamed (${ENGINE})`, () => {
  it('answers every report from the renamed tables', async () => {
    const tables = await db.orm.em.getConnection().execute<{ n: string | number }[]>(`select count(*) as n from information_schema.tables where table_name = 'course_submission'`);
    expect(Number(tables[0].n)).toBe(0);
    expect((await rows('submissions-by-status', { academicYearId: Y25 })).map((r) => [r.subjectArea, r.total])).toEqual([
      ['A · History / Social Science', 5],
      ['C · Mathematics', 5],
    ]);
    expect((await rows('approval-by-submission-type', { academicYearId: Y25, institutionTypeId: SCHOOL })).map((r) => [r.submissionType, r.approvalRate])).toEqual([
      ['New course', 1],
      ['Revision', 0.5],
    ]);
    expect((await rows('approval-by-subject-area', {})).map((r) => r.approvalRate)).toEqual([0.5, 1, 0]);
    expect((await rows('review-turnaround', { academicYearId: Y25 })).map((r) => [r.weekStart, r.medianDays, r.p90Days])).toEqual([
      ['2026-01-05', 4.8, 8.5],
      ['2026-01-12', null, null],
      ['2026-01-19', 6, 6],
      ['2026-01-26', 13.7, 13.7],
    ]);
    expect((await rows('analyst-throughput', { academicYearId: Y25 })).map((r) => [r.analyst, r.decisions, r.medianMinutes])).toEqual([
      ['Ann Able', 5, 20],
      ['Ben Baker', 3, 30],
    ]);
    expect((await rows('institutions-by-county', { academicYearId: Y25 })).map((r) => [r.county, r.withCourses, r.institutions])).toEqual([
      ['Alameda', 2, 3],
      ['Fresno', 1, 1],
      ['No county', 1, 1],
    ]);
    expect((await rows('registrations-by-status', { academicYearId: Y25, institutionTypeId: SCHOOL })).map((r) => [r.registrationType, r.inReview, r.total])).toEqual([['School', 1, 1]]);
    expect((await rows('registrations-by-status', {})).map((r) => [r.registrationType, r.approved, r.total])).toEqual([['School', 0, 1], ['Online publisher', 1, 1]]);
  });
});
