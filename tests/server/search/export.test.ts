// The course search's Excel export (POST /api/admin/report/courses/search): the file is the search's
// courses in its order with their names (year, institution, status, analyst, subject areas, codes,
// tags), read back with exceljs; the search that made it on a second sheet; exactly 10,000 courses
// export and 10,001 are refused with the spec's message; a caller without
// AdminReportAnalystReviewProgress sees no other analyst's name; the search's abilities.
import http from 'node:http';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csrfTokenFor, CSRF_HEADER } from '../../../server/http/security/csrf-token.js';
import { EXPORT_PATH, EXPORT_TOO_MANY, XLSX_TYPE } from '../../../server/search/export-route.js';
import { startCourseSearchIndex } from '../../../server/search/service.js';
import { startHarness, type Harness } from '../../support/server-harness.js';
import { ENGINE } from '../../support/test-db.js';

let h: Harness;
let admin: string;
let reviewer: string;
let reviewerId: number;
let outsider: string;
const ids: Record<string, number> = {};

const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => h.db.orm.em.fork().getConnection().execute<T[]>(text, params);

async function insertOne(text: string, params: unknown[] = []): Promise<number> {
  const [row] = await sql<{ id: number }>(`${text} returning id`, params);
  return Number(row.id);
}

/** A course with one year, its offering at its own school and its disciplines' subject areas. */
async function course(recordId: string, title: string, yearId: number, schoolId: number, subjectAreaIds: number[], codes: { abbreviation: string; code: string; isDeleted?: boolean }[] = []) {
  const courseId = await insertOne(`insert into course (record_id, institution_id) values (?, ?)`, [recordId, schoolId]);
  const yearRow = await insertOne(`insert into course_year (course_id, academic_year_id, title, is_grade9, is_grade10) values (?, ?, ?, true, true)`, [courseId, yearId, title]);
  for (const subjectAreaId of subjectAreaIds) await sql(`insert into course_discipline (course_year_id, subject_area_id) values (?, ?)`, [yearRow, subjectAreaId]);
  await sql(`insert into course_offering (course_id, academic_year_id, school_id, transcript_codes) values (?, ?, ?, ?::json)`, [courseId, yearId, schoolId, JSON.stringify(codes.map((c) => ({ isDeleted: false, ...c })))]);
  return courseId;
}

async function submit(courseId: number, yearId: number, schoolId: number, status: string, analystId: number | null, submittedOn: string) {
  return insertOne(
    `insert into course_submission (course_id, academic_year_id, institution_id, submission_type_id, scenario, submitted_on, status, assigned_analyst_id) values (?, ?, ?, 1, 'new', ?, ?, ?)`,
    [courseId, yearId, schoolId, submittedOn, status, analystId],
  );
}

/**
 * POST on a connection of its own: a kept-alive one may be closed by the server's idle timeout just
 * as the next request goes out (the bulk insert below pauses for seconds), which reads as a reset.
 */
function post(path: string, body: unknown, cookie: string): Promise<{ status: number; headers: http.IncomingHttpHeaders; bytes: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      h.url + path,
      { method: 'POST', agent: false, headers: { 'content-type': 'application/json', cookie, [CSRF_HEADER]: csrfTokenFor(cookie.replace(/^.*?ag_sid=([^;]*).*$/, '$1')) } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, bytes: Buffer.concat(chunks) }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(JSON.stringify(body));
  });
}

/** The export of a search as the screen asks it: the workbook, or the refusal. */
async function exportSearch(body: unknown, cookie: string) {
  const { status, headers, bytes } = await post(EXPORT_PATH, body, cookie);
  if (headers['content-type'] !== XLSX_TYPE) return { status, headers, refusal: JSON.parse(bytes.toString('utf8')) as { message: string; modelState?: Record<string, string[]> } };
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  return { status, headers, workbook };
}

/** The Courses sheet as objects keyed by header. */
function courses(workbook: ExcelJS.Workbook): Record<string, unknown>[] {
  const sheet = workbook.getWorksheet('Courses')!;
  const headers = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
  const rows: Record<string, unknown>[] = [];
  sheet.eachRow((row, n) => {
    if (n === 1) return;
    const values = (row.values as unknown[]).slice(1);
    rows.push(Object.fromEntries(headers.map((header, i) => [header, values[i] ?? null])));
  });
  return rows;
}

function searchSheet(workbook: ExcelJS.Workbook): Record<string, string> {
  const out: Record<string, string> = {};
  workbook.getWorksheet('Search')!.eachRow((row, n) => {
    if (n > 1) out[String(row.getCell(1).value)] = String(row.getCell(2).value);
  });
  return out;
}

beforeAll(async () => {
  h = await startHarness();
  admin = await h.userWith(['AdminReview', 'AdminReportAnalystReviewProgress'], 'export-admin');
  reviewer = await h.userWith(['AdminReview'], 'export-reviewer');
  outsider = await h.userWith(['AdminManageSettings'], 'export-outsider');
  [{ id: reviewerId }] = await sql<{ id: number }>(`select id from app_user where username = 'export-reviewer'`);
  reviewerId = Number(reviewerId);
  await sql(`update app_user set user_kind = 'analyst', first_name = 'Rita', last_name = 'Reviewer' where id = ?`, [reviewerId]);

  await sql(`insert into academic_year (id, name, start_date, end_date) values (30, '2025-26', '2025-07-01', '2026-06-30'), (31, '2026-27', '2026-07-01', '2027-06-30') on conflict do nothing`);
  await sql(`insert into submission_type (id, name) values (1, 'New course') on conflict do nothing`);
  await sql(`insert into subject_area (id, code, name, years_required) values (902, 'B', 'English', 4), (903, 'C', 'Mathematics', 3)`);
  ids.lincoln = await insertOne(`insert into institution (name, institution_type_id) values ('Lincoln High', 1)`);
  ids.valley = await insertOne(`insert into institution (name, institution_type_id) values ('Valley Online', 4)`);
  ids.bulkSchool = await insertOne(`insert into institution (name, institution_type_id) values ('Bulk Academy', 1)`);
  ids.stem = await insertOne(`insert into tag (name) values ('STEM')`);

  ids.algebra1 = await course('EXP-A1', 'Algebra I', 30, ids.lincoln, [903], [
    { abbreviation: 'ALG1', code: '1200' },
    { abbreviation: 'OLD', code: '0001', isDeleted: true },
  ]);
  await sql(`insert into course_tag (course_id, tag_id) values (?, ?)`, [ids.algebra1, ids.stem]);
  await submit(ids.algebra1, 30, ids.lincoln, 'inReview', reviewerId, '2026-01-15T18:00:00Z');
  ids.algebra2 = await course('EXP-A2', 'Algebra II', 31, ids.valley, [903]);
  await submit(ids.algebra2, 31, ids.valley, 'approved', null, '2026-02-03T18:00:00Z');
  ids.english = await course('EXP-E9', 'English 9', 30, ids.lincoln, [902]);
  ids.otherAnalyst = await insertOne(`insert into app_user (username, email, first_name, last_name, user_kind) values ('export-other', 'export-other@example.org', 'Otto', 'Other', 'analyst')`);
  ids.geometry = await course('EXP-G1', 'Geometry', 31, ids.lincoln, [903]);
  await submit(ids.geometry, 31, ids.lincoln, 'inReview', ids.otherAnalyst, '2026-01-10T18:00:00Z');

  const index = startCourseSearchIndex(h.db.orm);
  await index.ready;
}, 180_000);
afterAll(() => h?.close());

describe(`course search export (${ENGINE})`, () => {
  it('writes the search’s courses in its order with the names people read, and the search on its own sheet', async () => {
    const { status, headers, workbook } = await exportSearch({ query: 'algebra', sortBy: 'title', sortAscending: true, page: 3, pageSize: 25 }, admin);
    expect(status).toBe(200);
    expect(headers['content-disposition']).toMatch(/^attachment; filename="course-search-\d{4}-\d{2}-\d{2}\.xlsx"$/);
    expect(headers['x-export-rows']).toBe('2');
    const rows = courses(workbook!);
    // page and pageSize are not the export's: it starts at the first result
    expect(rows.map((r) => r.Title)).toEqual(['Algebra I', 'Algebra II']);
    const [first, second] = rows;
    expect(first).toMatchObject({
      'Record id': 'EXP-A1',
      'Academic year': '2025-26',
      Institution: 'Lincoln High',
      Status: 'In Review',
      'Status group': 'Submitted (in review)',
      'Submission type': 'New course',
      Analyst: 'Rita Reviewer',
      'Subject areas': 'C – Mathematics',
      Grades: '9, 10',
      'Transcript abbreviations': 'ALG1',
      'Transcript codes': '1200',
      Tags: 'STEM',
      'Self-reported': 'No',
      'Course id': ids.algebra1,
    });
    // the office's day as a date cell (10 am in Los Angeles on January 15)
    expect(first['Submitted on']).toEqual(new Date(Date.UTC(2026, 0, 15)));
    expect(second).toMatchObject({ 'Record id': 'EXP-A2', 'Academic year': '2026-27', Institution: 'Valley Online', Status: 'Approved', Analyst: null, 'Self-reported': 'Yes' });

    const search = searchSheet(workbook!);
    expect(search).toMatchObject({ Courses: '2', 'Search text': 'algebra', 'Sorted by': 'Title, ascending' });
    // when, in office time with the zone named
    expect(search['Exported at']).toMatch(/^\d{2}\/\d{2}\/\d{4}, \d{1,2}:\d{2} [AP]M P[SD]T$/);
  });

  it('follows the filters and the sort of the search, descending by default', async () => {
    const { workbook } = await exportSearch({ filters: [{ field: 'subjectArea', selected: ['903', '902'] }, { field: 'year', selected: [30] }], sortBy: 'title' }, admin);
    expect(courses(workbook!).map((r) => r.Title)).toEqual(['English 9', 'Algebra I']);
    expect(searchSheet(workbook!)).toMatchObject({ 'Subject area': 'C – Mathematics; B – English', Year: '2025-26' });
    const { workbook: dated } = await exportSearch({ submissionDateFilter: { min: '2026-02-01', max: '2026-02-28' } }, admin);
    expect(courses(dated!).map((r) => r['Record id'])).toEqual(['EXP-A2']);
    expect(searchSheet(dated!)['Submitted between']).toBe('02/01/2026 and 02/28/2026');
  });

  it('names to a caller without AdminReportAnalystReviewProgress only themselves as analyst, as the search does', async () => {
    const inReview = { filters: [{ field: 'statusGroup', selected: ['submitted'] }], sortBy: 'title', sortAscending: true };
    const own = courses((await exportSearch(inReview, reviewer)).workbook!);
    expect(own.map((r) => [r.Title, r.Analyst])).toEqual([
      ['Algebra I', 'Rita Reviewer'],
      ['Geometry', null],
    ]);
    const all = courses((await exportSearch(inReview, admin)).workbook!);
    expect(all.map((r) => [r.Title, r.Analyst])).toEqual([
      ['Algebra I', 'Rita Reviewer'],
      ['Geometry', 'Otto Other'],
    ]);
    const refused = await exportSearch({ filters: [{ field: 'analyst', selected: [ids.otherAnalyst] }] }, reviewer);
    expect(refused.status).toBe(400);
    expect(refused.refusal!.modelState?.filters).toBeDefined();
  });

  it('exports 10,000 courses and refuses 10,001 with the spec’s message, writing nothing', async () => {
    await sql(`insert into course (record_id, institution_id) select 'BULK-' || g, ? from generate_series(1, 10001) g`, [ids.bulkSchool]);
    await sql(
      `insert into course_year (course_id, academic_year_id, title)
       select c.id, case when c.record_id = 'BULK-10001' then 31 else 30 end, 'Bulkcourse ' || substr(c.record_id, 6) from course c where c.record_id like 'BULK-%'`,
    );
    const refused = await exportSearch({ query: 'bulkcourse' }, admin);
    expect(refused.status).toBe(400);
    expect(refused.refusal!.message).toBe(EXPORT_TOO_MANY);
    expect(EXPORT_TOO_MANY).toBe('Export to Excel is disabled when results exceed 10000.');

    const { status, workbook } = await exportSearch({ query: 'bulkcourse', filters: [{ field: 'year', selected: [30] }], sortBy: 'recordId', sortAscending: true }, admin);
    expect(status).toBe(200);
    const rows = courses(workbook!);
    expect(rows).toHaveLength(10_000);
    expect(new Set(rows.map((r) => r['Record id'])).size).toBe(10_000);
    expect(rows.every((r) => r.Institution === 'Bulk Academy' && r['Academic year'] === '2025-26')).toBe(true);
    expect(rows.some((r) => r['Record id'] === 'BULK-10001')).toBe(false);
  }, 180_000);

  it('refuses a request it cannot read before writing anything, naming the field', async () => {
    const unknownField = await exportSearch({ query: 'algebra', format: 'csv' }, admin);
    expect(unknownField.status).toBe(400);
    expect(unknownField.refusal!.modelState?.format).toBeDefined();
    const unknownFilter = await exportSearch({ filters: [{ field: 'colour', selected: ['red'] }] }, admin);
    expect(unknownFilter.status).toBe(400);
    expect(unknownFilter.refusal!.modelState?.filters).toBeDefined();
  });

  it('answers 401 to anonymous callers and 403 without a course search ability', async () => {
    expect((await h.call('POST', EXPORT_PATH, { query: 'algebra' })).status).toBe(401);
    expect((await h.call('POST', EXPORT_PATH, { query: 'algebra' }, outsider)).status).toBe(403);
  });
});
