// The registrations report (server/reporting/registrations-by-status.ts) against figures counted by
// hand on fixed registrations added to the fixed office of fixed-data.ts (its years 2024-25 and
// 2025-26, its counties and its lead): every filter, the academic year's edge in office time, the
// institution types mapped to registration types, deleted registrations left out, and the Excel file.
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import registrations from '../../../resources/registrations.js';
import { INSTITUTION_TYPE } from '../../../resources/_enums.js';
import { REGISTRATION_STATUS as S, REGISTRATION_TYPE as T } from '../../../resources/_registrations.js';
import { startHarness, type Harness } from '../../support/server-harness.js';
import { ENGINE } from '../../support/test-db.js';
import { ReviewFixtures } from '../review/fixtures.js';
import { ALAMEDA, buildFixedOffice, FRESNO, LOS_ANGELES, Y24, Y25, type FixedOffice } from './fixed-data.js';

let h: Harness;
let office: FixedOffice;

beforeAll(async () => {
  h = await startHarness();
  const f = new ReviewFixtures(h);
  office = await buildFixedOffice(f);
  let n = 0;
  const registration = (registrationTypeId: number, registrationStatusId: number, countyId: number | null, submittedOn: string, extra: Record<string, unknown> = {}) =>
    f.insert(registrations.entity, { registrationTypeId, registrationStatusId, countyId, submittedOn: new Date(submittedOn), institutionName: `Applicant ${++n}`, submitterEmail: `applicant${n}@example.org`, ...extra });
  // office time is Pacific: PST (UTC−8) in winter, PDT (UTC−7) from March to early November
  await registration(T.school, S.submitted, ALAMEDA, '2026-01-10T18:00:00Z'); // #1 2025-26
  await registration(T.school, S.inReview, FRESNO, '2025-12-01T18:00:00Z'); // #2 2025-26
  await registration(T.school, S.approved, ALAMEDA, '2025-03-01T18:00:00Z', { decidedOn: new Date('2025-03-20T18:00:00Z') }); // #3 2024-25
  await registration(T.school, S.secondReview, LOS_ANGELES, '2025-09-15T18:00:00Z', { schoolType: { schoolTypeId: 1, otherSchoolType: null, isOnlineSchool: true, isIndependentStudy: false, isTraditional: false } }); // #4 2025-26, online
  await registration(T.school, S.notApproved, ALAMEDA, '2025-07-01T06:30:00Z'); // #5 Mon 30 June 23:30 PDT: still 2024-25
  await registration(T.schoolNetwork, S.approved, LOS_ANGELES, '2025-07-01T07:30:00Z'); // #6 Tue 1 July 00:30 PDT: 2025-26
  await registration(T.program, S.waitingForUpdate, FRESNO, '2026-02-01T18:00:00Z'); // #7 2025-26
  await registration(T.onlinePublisher, S.notApproved, null, '2024-11-01T18:00:00Z'); // #8 2024-25, no county
  await registration(T.reregistration, S.submitted, null, '2026-01-20T18:00:00Z'); // #9 2025-26
  await registration(T.reregistration, S.approved, ALAMEDA, '2025-01-20T18:00:00Z'); // #10 2024-25
  await registration(T.rop, S.inReview, FRESNO, '2025-10-10T18:00:00Z'); // #11 2025-26
  await registration(T.school, S.approved, ALAMEDA, '2026-01-05T18:00:00Z', { isDeleted: true }); // #12 deleted: never counted
  await registration(T.school, S.submitted, FRESNO, '2024-05-01T18:00:00Z'); // #13 2023-24 (no such year here): only under all years
}, 240_000);
afterAll(() => h?.close());

async function rows(query = '') {
  const res = await h.call('GET', `/api/admin/reporting/reports${query}`, undefined, office.lead.cookie);
  expect(res.status).toBe(200);
  return res.body.reports.find((r: any) => r.key === 'registrations-by-status').rows as any[];
}

const KEYS = ['registrationType', 'submitted', 'inReview', 'secondReview', 'waitingForUpdate', 'approved', 'notApproved', 'total'];
const pick = (list: any[]) => list.map((r) => Object.fromEntries(KEYS.map((k) => [k, r[k]])));
/** A row as [type, submitted, in review, second review, waiting for update, approved, not approved, total]. */
const row = (registrationType: string, ...n: number[]) => Object.fromEntries(KEYS.map((k, i) => [k, i === 0 ? registrationType : n[i - 1]]));

describe(`registrations by status and type (${ENGINE})`, () => {
  it('counts every registration by type and status, the deleted one left out', async () => {
    // School: #1, #13 submitted; #2 in review; #4 second review; #3 approved; #5 not approved (#12 deleted)
    expect(pick(await rows())).toEqual([
      row('School', 2, 1, 1, 0, 1, 1, 6),
      row('School network', 0, 0, 0, 0, 1, 0, 1),
      row('Program', 0, 0, 0, 1, 0, 0, 1),
      row('Online publisher', 0, 0, 0, 0, 0, 1, 1),
      row('Regional occupational center/program', 0, 1, 0, 0, 0, 0, 1),
      row('Online publisher re-registration', 1, 0, 0, 0, 1, 0, 2),
    ]);
  });

  it('takes the academic year as the registrations submitted within its dates, in office time', async () => {
    // 2025-26: #1, #2, #4 schools; #6 (1 July 00:30 PDT) network; #7 program; #9 re-registration; #11 ROP
    expect(pick(await rows(`?academicYearId=${Y25}`))).toEqual([
      row('School', 1, 1, 1, 0, 0, 0, 3),
      row('School network', 0, 0, 0, 0, 1, 0, 1),
      row('Program', 0, 0, 0, 1, 0, 0, 1),
      row('Regional occupational center/program', 0, 1, 0, 0, 0, 0, 1),
      row('Online publisher re-registration', 1, 0, 0, 0, 0, 0, 1),
    ]);
    // 2024-25: #3 and #5 (30 June 23:30 PDT) schools; #8 publisher; #10 re-registration
    expect(pick(await rows(`?academicYearId=${Y24}`))).toEqual([
      row('School', 0, 0, 0, 0, 1, 1, 2),
      row('Online publisher', 0, 0, 0, 0, 0, 1, 1),
      row('Online publisher re-registration', 0, 0, 0, 0, 1, 0, 1),
    ]);
  });

  it('takes the county as the registration’s own', async () => {
    // Alameda: #1, #3, #5 schools and #10 re-registration (#12 deleted)
    expect(pick(await rows(`?countyId=${ALAMEDA}`))).toEqual([
      row('School', 1, 0, 0, 0, 1, 1, 3),
      row('Online publisher re-registration', 0, 0, 0, 0, 1, 0, 1),
    ]);
    // 2025-26 in Fresno: #2 school, #7 program, #11 ROP; schools only: #2
    expect(pick(await rows(`?academicYearId=${Y25}&countyId=${FRESNO}`)).map((r) => [r.registrationType, r.total])).toEqual([
      ['School', 1],
      ['Program', 1],
      ['Regional occupational center/program', 1],
    ]);
    expect(pick(await rows(`?academicYearId=${Y25}&countyId=${FRESNO}&institutionTypeId=${INSTITUTION_TYPE.school}`))).toEqual([row('School', 0, 1, 0, 0, 0, 0, 1)]);
  });

  it('maps the institution type to the registration types that register it', async () => {
    // a school: School registrations not online (#1, #2, #3, #5, #13); an online school: #4
    expect(pick(await rows(`?institutionTypeId=${INSTITUTION_TYPE.school}`))).toEqual([row('School', 2, 1, 0, 0, 1, 1, 5)]);
    expect(pick(await rows(`?institutionTypeId=${INSTITUTION_TYPE.onlineSchool}`))).toEqual([row('School', 0, 0, 1, 0, 0, 0, 1)]);
    // an online publisher registers (#8) and re-registers (#9, #10)
    expect(pick(await rows(`?institutionTypeId=${INSTITUTION_TYPE.onlinePublisher}`))).toEqual([
      row('Online publisher', 0, 0, 0, 0, 0, 1, 1),
      row('Online publisher re-registration', 1, 0, 0, 0, 1, 0, 2),
    ]);
    expect(pick(await rows(`?institutionTypeId=${INSTITUTION_TYPE.schoolNetwork}`))).toEqual([row('School network', 0, 0, 0, 0, 1, 0, 1)]);
    expect(pick(await rows(`?institutionTypeId=${INSTITUTION_TYPE.rop}`))).toEqual([row('Regional occupational center/program', 0, 1, 0, 0, 0, 0, 1)]);
    expect(pick(await rows(`?institutionTypeId=${INSTITUTION_TYPE.program}`))).toEqual([row('Program', 0, 0, 0, 1, 0, 0, 1)]);
    // districts and extended learning programs do not register
    expect(await rows(`?institutionTypeId=${INSTITUTION_TYPE.district}`)).toEqual([]);
    expect(await rows(`?institutionTypeId=${INSTITUTION_TYPE.extendedLearning}`)).toEqual([]);
  });

  it('downloads the report as an Excel file under its filters', async () => {
    const res = await fetch(`${h.url}/api/admin/reporting/reports/registrations-by-status.xlsx?academicYearId=${Y24}`, { headers: { cookie: office.lead.cookie } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="registrations-by-status-\d{4}-\d{2}-\d{2}\.xlsx"$/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await res.arrayBuffer());
    const values: unknown[][] = [];
    book.worksheets[0].eachRow((r) => values.push((r.values as unknown[]).slice(1)));
    expect(values).toEqual([
      ['Registrations by status and type'],
      ['Academic year: 2024-25 · Institution type: all · County: all'],
      ['Registration type', 'Submitted', 'In review', 'Second review', 'Waiting for update', 'Approved', 'Not approved', 'Total'],
      ['School', 0, 0, 0, 0, 1, 1, 2],
      ['Online publisher', 0, 0, 0, 0, 0, 1, 1],
      ['Online publisher re-registration', 0, 0, 0, 0, 1, 0, 1],
    ]);
  });
});
