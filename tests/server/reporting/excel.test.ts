// GET /api/admin/reporting/reports/{reportKey}.xlsx: the file opens with exceljs and holds the title,
// the filters in a header row, the column headings and the report's rows (figures of fixed-data.ts).
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../../support/server-harness.js';
import { ENGINE } from '../../support/test-db.js';
import { ReviewFixtures } from '../review/fixtures.js';
import { buildFixedOffice, SCHOOL, Y25, type FixedOffice } from './fixed-data.js';

let h: Harness;
let office: FixedOffice;

beforeAll(async () => {
  h = await startHarness();
  office = await buildFixedOffice(new ReviewFixtures(h));
}, 240_000);
afterAll(() => h?.close());

async function workbook(path: string) {
  const res = await fetch(h.url + path, { headers: { cookie: office.lead.cookie } });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="[a-z-]+-\d{4}-\d{2}-\d{2}\.xlsx"$/);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(await res.arrayBuffer());
  const sheet = book.worksheets[0];
  const values: unknown[][] = [];
  sheet.eachRow((row) => values.push((row.values as unknown[]).slice(1)));
  return values;
}

describe(`report workbooks (${ENGINE})`, () => {
  it('holds the approval rate by submission type of 2025-26 schools under its filters', async () => {
    // schools only: New course sub1, sub3, sub4 approved = 3/3; Revision sub5 approved, sub2 not = 1/2
    const rows = await workbook(`/api/admin/reporting/reports/approval-by-submission-type.xlsx?academicYearId=${Y25}&institutionTypeId=${SCHOOL}`);
    expect(rows).toEqual([
      ['Approval rate by submission type'],
      ['Academic year: 2025-26 · Institution type: School · County: all'],
      ['Submission type', 'Approved', 'Not approved', 'Decided', 'Approval rate'],
      ['New course', 3, 0, 3, 1],
      ['Revision', 1, 1, 2, 0.5],
    ]);
  });

  it('keeps the empty weeks of the turnaround as rows without figures', async () => {
    const rows = await workbook(`/api/admin/reporting/reports/review-turnaround.xlsx?academicYearId=${Y25}`);
    expect(rows[2]).toEqual(['Week of', 'Decisions', 'Median days', '90th percentile days']);
    expect(rows.slice(3)).toEqual([
      ['2026-01-05', 4, 4.8, 8.5],
      ['2026-01-12', 0],
      ['2026-01-19', 1, 6, 6],
      ['2026-01-26', 1, 13.7, 13.7],
    ]);
  });

  it('answers 404 for an unknown report and 400 for a bad filter', async () => {
    expect((await h.call('GET', '/api/admin/reporting/reports/no-such-report.xlsx', undefined, office.lead.cookie)).status).toBe(404);
    const bad = await h.call('GET', '/api/admin/reporting/reports/review-turnaround.xlsx?academicYearId=x', undefined, office.lead.cookie);
    expect(bad.status).toBe(400);
    expect(bad.body.modelState).toHaveProperty('academicYearId');
  });
});
