// GET /api/admin/reporting/reports against figures worked out by hand on the fixed office of
// fixed-data.ts: every report, with and without each filter; the parameters' 400s; 401 and 403.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../../support/server-harness.js';
import { ENGINE } from '../../support/test-db.js';
import { ReviewFixtures } from '../review/fixtures.js';
import { ALAMEDA, buildFixedOffice, FRESNO, LOS_ANGELES, PUBLISHER, SCHOOL, Y24, Y25, type FixedOffice } from './fixed-data.js';

let h: Harness;
let office: FixedOffice;

beforeAll(async () => {
  h = await startHarness();
  office = await buildFixedOffice(new ReviewFixtures(h));
}, 240_000);
afterAll(() => h?.close());

async function reports(query = '') {
  const res = await h.call('GET', `/api/admin/reporting/reports${query}`, undefined, office.lead.cookie);
  expect(res.status).toBe(200);
  const byKey = Object.fromEntries(res.body.reports.map((r: any) => [r.key, r.rows]));
  return { body: res.body, rows: (key: string) => byKey[key] as any[] };
}

const pick = (rows: any[], keys: string[]) => rows.map((r) => Object.fromEntries(keys.map((k) => [k, r[k]])));
const STATUS_KEYS = ['academicYear', 'subjectArea', 'inQueue', 'inReview', 'secondReview', 'hold', 'approved', 'notApproved', 'withdrawn', 'total'];
const APPROVAL = ['approved', 'notApproved', 'decided', 'approvalRate'];

describe(`reporting figures (${ENGINE})`, () => {
  it('answers every report with the filters and their labels', async () => {
    const { body } = await reports(`?academicYearId=${Y25}&institutionTypeId=${SCHOOL}&countyId=${ALAMEDA}`);
    expect(body.filters).toEqual({ academicYearId: Y25, institutionTypeId: SCHOOL, countyId: ALAMEDA });
    expect(body.labels).toEqual({ academicYear: '2025-26', institutionType: 'School', county: 'Alameda' });
    expect(body.reports.map((r: any) => r.key)).toEqual([
      'submissions-by-status', 'approval-by-subject-area', 'approval-by-submission-type', 'review-turnaround', 'analyst-throughput', 'institutions-by-county',
      'registrations-by-status',
    ]);
    for (const r of body.reports) expect(r.columns.length).toBeGreaterThan(1);
  });

  it('counts submissions by status per cycle and subject area', async () => {
    // 2024-25: C5 (A) approved; C6 (no discipline) not approved.
    // 2025-26: A = C1 (approved, not approved, withdrawn) + C4 (not approved, 2nd review);
    //          C = C2 (approved, in queue; its first area is C) + C3 (approved ×2, in review).
    const { rows } = await reports();
    expect(pick(rows('submissions-by-status'), STATUS_KEYS)).toEqual([
      { academicYear: '2024-25', subjectArea: 'A · History / Social Science', inQueue: 0, inReview: 0, secondReview: 0, hold: 0, approved: 1, notApproved: 0, withdrawn: 0, total: 1 },
      { academicYear: '2024-25', subjectArea: 'No subject area', inQueue: 0, inReview: 0, secondReview: 0, hold: 0, approved: 0, notApproved: 1, withdrawn: 0, total: 1 },
      { academicYear: '2025-26', subjectArea: 'A · History / Social Science', inQueue: 0, inReview: 0, secondReview: 1, hold: 0, approved: 1, notApproved: 2, withdrawn: 1, total: 5 },
      { academicYear: '2025-26', subjectArea: 'C · Mathematics', inQueue: 1, inReview: 1, secondReview: 0, hold: 0, approved: 3, notApproved: 0, withdrawn: 0, total: 5 },
    ]);
    // the publisher (C4) left out by the school type: A of 2025-26 keeps C1's three
    const schools = await reports(`?academicYearId=${Y25}&institutionTypeId=${SCHOOL}`);
    expect(pick(schools.rows('submissions-by-status'), ['subjectArea', 'approved', 'notApproved', 'secondReview', 'withdrawn', 'total'])).toEqual([
      { subjectArea: 'A · History / Social Science', approved: 1, notApproved: 1, secondReview: 0, withdrawn: 1, total: 3 },
      { subjectArea: 'C · Mathematics', approved: 3, notApproved: 0, secondReview: 0, withdrawn: 0, total: 5 },
    ]);
  });

  it('computes the approval rate by subject area and by submission type', async () => {
    // all years, by area: A 2 approved (sub1, sub11) / 2 not (sub2, sub6) = 0.5; C 3/3 = 1; none 0/1 = 0
    const all = await reports();
    expect(pick(all.rows('approval-by-subject-area'), ['subjectArea', ...APPROVAL])).toEqual([
      { subjectArea: 'A · History / Social Science', approved: 2, notApproved: 2, decided: 4, approvalRate: 0.5 },
      { subjectArea: 'C · Mathematics', approved: 3, notApproved: 0, decided: 3, approvalRate: 1 },
      { subjectArea: 'No subject area', approved: 0, notApproved: 1, decided: 1, approvalRate: 0 },
    ]);
    // 2025-26 by type: New course sub1, sub3, sub4 approved, sub6 not = 3/4; Revision sub5 approved, sub2 not = 1/2
    const y25 = await reports(`?academicYearId=${Y25}`);
    expect(pick(y25.rows('approval-by-submission-type'), ['submissionType', ...APPROVAL])).toEqual([
      { submissionType: 'New course', approved: 3, notApproved: 1, decided: 4, approvalRate: 0.75 },
      { submissionType: 'Revision', approved: 1, notApproved: 1, decided: 2, approvalRate: 0.5 },
    ]);
    expect(pick(y25.rows('approval-by-subject-area'), ['subjectArea', 'approvalRate'])).toEqual([
      { subjectArea: 'A · History / Social Science', approvalRate: 1 / 3 },
      { subjectArea: 'C · Mathematics', approvalRate: 1 },
    ]);
    // Alameda (Alder High only), every year: New course sub1, sub3 = 2/2; Revision sub2, sub12 = 0/2
    const alameda = await reports(`?countyId=${ALAMEDA}`);
    expect(pick(alameda.rows('approval-by-submission-type'), ['submissionType', ...APPROVAL])).toEqual([
      { submissionType: 'New course', approved: 2, notApproved: 0, decided: 2, approvalRate: 1 },
      { submissionType: 'Revision', approved: 0, notApproved: 2, decided: 2, approvalRate: 0 },
    ]);
  });

  it('gives the review turnaround per office week with the median and 90th percentile', async () => {
    // 2025-26. Week of 01-05: 3, 4.5, 5, 10 days → median (4.5 + 5) / 2 = 4.75 → 4.8; p90 at rank 2.7:
    // 5 + 0.7 × (10 − 5) = 8.5. Weeks of 01-12: none. 01-19: sub6 decided Sun 23:30 → 6. 01-26: 13.6875 → 13.7.
    const { rows } = await reports(`?academicYearId=${Y25}`);
    expect(rows('review-turnaround')).toEqual([
      { weekStart: '2026-01-05', decisions: 4, medianDays: 4.8, p90Days: 8.5 },
      { weekStart: '2026-01-12', decisions: 0, medianDays: null, p90Days: null },
      { weekStart: '2026-01-19', decisions: 1, medianDays: 6, p90Days: 6 },
      { weekStart: '2026-01-26', decisions: 1, medianDays: 13.7, p90Days: 13.7 },
    ]);
    // 2024-25: 1 and 2 days → median 1.5, p90 1 + 0.9 × 1 = 1.9
    const y24 = await reports(`?academicYearId=${Y24}`);
    expect(y24.rows('review-turnaround')).toEqual([{ weekStart: '2025-03-03', decisions: 2, medianDays: 1.5, p90Days: 1.9 }]);
    // every year: 2025-03-03 to 2026-01-26 is 329 days, 47 weeks apart → 48 weeks, 8 decisions in all
    const all = await reports();
    expect(all.rows('review-turnaround')).toHaveLength(48);
    expect(all.rows('review-turnaround').reduce((n: number, w: any) => n + w.decisions, 0)).toBe(8);
  });

  it('counts analyst throughput', async () => {
    // 2025-26. Ann: sub1 ✓, sub2 ✗, sub4 ✓, sub6 → 2nd, sub9 → 2nd = 5 decisions in the weeks of 01-05 and
    // 01-19 (2) → 2.5 a week; minutes 30, 10, 20 → median 20. Ben: sub3 ✓, sub5 ✓, sub6 2nd review ✗ = 3 in
    // the weeks of 01-05, 01-26 and 01-19 (Sun 23:30) → 1 a week; minutes 60, 30, 30 → 30.
    const keys = ['analyst', 'approved', 'notApproved', 'sentToSecondReview', 'decisions', 'secondReviews', 'activeWeeks', 'perActiveWeek', 'medianMinutes'];
    const y25 = await reports(`?academicYearId=${Y25}`);
    expect(pick(y25.rows('analyst-throughput'), keys)).toEqual([
      { analyst: 'Ann Able', approved: 2, notApproved: 1, sentToSecondReview: 2, decisions: 5, secondReviews: 0, activeWeeks: 2, perActiveWeek: 2.5, medianMinutes: 20 },
      { analyst: 'Ben Baker', approved: 2, notApproved: 1, sentToSecondReview: 0, decisions: 3, secondReviews: 1, activeWeeks: 3, perActiveWeek: 1, medianMinutes: 30 },
    ]);
    // every year adds Ann's reversed sub12 (40 min: 10, 20, 30, 40 → 25) and Ben's sub11 (15: 15, 30, 30, 60 → 30)
    const all = await reports();
    expect(pick(all.rows('analyst-throughput'), keys)).toEqual([
      { analyst: 'Ann Able', approved: 2, notApproved: 2, sentToSecondReview: 2, decisions: 6, secondReviews: 0, activeWeeks: 3, perActiveWeek: 2, medianMinutes: 25 },
      { analyst: 'Ben Baker', approved: 3, notApproved: 1, sentToSecondReview: 0, decisions: 4, secondReviews: 1, activeWeeks: 4, perActiveWeek: 1, medianMinutes: 30 },
    ]);
    // the publisher's submissions only: Ann's two sends (week of 01-19), Ben's 2nd review
    const publisher = await reports(`?institutionTypeId=${PUBLISHER}`);
    expect(pick(publisher.rows('analyst-throughput'), keys)).toEqual([
      { analyst: 'Ann Able', approved: 0, notApproved: 0, sentToSecondReview: 2, decisions: 2, secondReviews: 0, activeWeeks: 1, perActiveWeek: 2, medianMinutes: 20 },
      { analyst: 'Ben Baker', approved: 0, notApproved: 1, sentToSecondReview: 0, decisions: 1, secondReviews: 1, activeWeeks: 1, perActiveWeek: 1, medianMinutes: 30 },
    ]);
  });

  it('ranks counties by institutions with courses', async () => {
    // 2025-26. Alameda: Alder (own courses), Fir (an offering), Ginkgo (only an archived one) → 2 of 3; the
    // deleted Elm is not counted. Fresno: Birch 1 of 1. No county: the publisher 1 of 1. Los Angeles: 0, left out.
    const keys = ['county', 'withCourses', 'institutions', 'share'];
    const y25 = await reports(`?academicYearId=${Y25}`);
    expect(pick(y25.rows('institutions-by-county'), keys)).toEqual([
      { county: 'Alameda', withCourses: 2, institutions: 3, share: 2 / 3 },
      { county: 'Fresno', withCourses: 1, institutions: 1, share: 1 },
      { county: 'No county', withCourses: 1, institutions: 1, share: 1 },
    ]);
    // every year: Ginkgo's 2024-25 offering counts → Alameda 3 of 3
    const all = await reports();
    expect(pick(all.rows('institutions-by-county'), keys)[0]).toEqual({ county: 'Alameda', withCourses: 3, institutions: 3, share: 1 });
    const fresnoSchools = await reports(`?institutionTypeId=${SCHOOL}&countyId=${FRESNO}`);
    expect(pick(fresnoSchools.rows('institutions-by-county'), keys)).toEqual([{ county: 'Fresno', withCourses: 1, institutions: 1, share: 1 }]);
  });

  it('answers empty reports for a county without submissions or courses', async () => {
    const { body } = await reports(`?countyId=${LOS_ANGELES}`);
    for (const r of body.reports) expect(r.rows, r.key).toEqual([]);
  });
});

describe(`reporting parameters and access (${ENGINE})`, () => {
  it('refuses bad and unknown filter values with a 400 naming the field', async () => {
    const cases: [string, string][] = [
      ['academicYearId=abc', 'academicYearId'],
      ['academicYearId=999', 'academicYearId'],
      ['institutionTypeId=9', 'institutionTypeId'],
      ['countyId=0', 'countyId'],
      ['countyId=58&countyId=1', 'countyId'],
      ['countyId=77', 'countyId'],
    ];
    for (const [query, field] of cases) {
      const res = await h.call('GET', `/api/admin/reporting/reports?${query}`, undefined, office.lead.cookie);
      expect(res.status, query).toBe(400);
      expect(Object.keys(res.body.modelState), query).toEqual([field]);
    }
  });

  it('needs a session (401) and AdminReportAnalystReviewProgress (403)', async () => {
    expect((await h.call('GET', '/api/admin/reporting/reports')).status).toBe(401);
    expect((await h.call('GET', '/api/admin/reporting/reports/review-turnaround.xlsx')).status).toBe(401);
    // an analyst without the ability
    expect((await h.call('GET', '/api/admin/reporting/reports', undefined, office.ann.cookie)).status).toBe(403);
    expect((await h.call('GET', '/api/admin/reporting/reports/review-turnaround.xlsx', undefined, office.ann.cookie)).status).toBe(403);
  });
});
