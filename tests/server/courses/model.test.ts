// The course and review tables keep their key rules whoever writes through the generic CRUD: one
// course year per course and year, one offering per course, year and school, a material owned by a
// course year or a submission (exactly one), rubric values 0–5, notes that say something; analysts
// read but do not write; every write is audited.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../../support/server-harness.js';
import { ENGINE } from '../../support/test-db.js';
import { BLANK_NOTE_MESSAGE } from '../../../server/resource-hooks/course-notes.js';
import courseMaterials from '../../../resources/course-materials.js';

const messageOf = (relation: 'requiredWithout' | 'excludedWith') => courseMaterials.checks.find((c) => relation in c)!.message;
const NO_OWNER_MESSAGE = messageOf('requiredWithout');
const OWNER_MESSAGE = messageOf('excludedWith');

let h: Harness;
let manager: string;
let analyst: string;
let ids: { institution: number; school: number; year: number; otherYear: number; analyst: number };

const sql = (text: string, params: unknown[] = []) => h.db.orm.em.fork().getConnection().execute(text, params);
const rest = (method: string, path: string, body?: unknown, cookie = manager) => h.call(method, `/api/rest/${path}`, body, cookie);

async function created(path: string, body: unknown): Promise<number> {
  const res = await rest('POST', path, body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id;
}

let courseId: number;
let courseYearId: number;
let submissionId: number;

beforeAll(async () => {
  h = await startHarness();
  manager = await h.userWith(['AdminManageCourses'], 'course-manager');
  analyst = await h.userWith(['AdminReview'], 'course-analyst');
  await sql(`insert into institution (id, name, institution_type_id) values (901, 'Sierra Unified', 5), (902, 'Sierra High', 1)`);
  await sql(`insert into academic_year (id, name, start_date, end_date) values (28, '2024-25', '2024-07-01', '2025-06-30'), (29, '2025-26', '2025-07-01', '2026-06-30')`);
  await sql(`insert into material_type (id, name, suffix, sort_order) values (1, 'Textbook', 'textbook', 1)`);
  await sql(`insert into submission_type (id, name) values (1, 'New course')`);
  const [{ id: analystId }] = await sql(`select id from app_user where username = 'course-analyst'`);
  ids = { institution: 901, school: 902, year: 29, otherYear: 28, analyst: analystId };

  courseId = await created('courses', { recordId: 'R-1001', institutionId: ids.institution });
  courseYearId = await created('course-years', { courseId, academicYearId: ids.year, title: 'Biology' });
  submissionId = await created('course-submissions', {
    courseId,
    academicYearId: ids.year,
    institutionId: ids.institution,
    submissionTypeId: 1,
    scenario: 'new',
    submittedOn: new Date().toISOString(),
  });
}, 120_000);
afterAll(() => h?.close());

describe(`course and review tables (${ENGINE})`, () => {
  it('starts a submission in the main queue, waiting for an analyst', async () => {
    const res = await rest('GET', `course-submissions/${submissionId}`);
    expect(res.body).toMatchObject({ status: 'inQueue', queueType: 'main', assignedAnalystId: null });
  });

  it('keeps one course year per course and academic year', async () => {
    const res = await rest('POST', 'course-years', { courseId, academicYearId: ids.year, title: 'Biology again' });
    expect(res.status).toBe(400);
    expect(res.body.modelState).toEqual({ academicYearId: ['This course already has a record for this academic year.'] });
    // another year of the same course is a new row
    await created('course-years', { courseId, academicYearId: ids.otherYear, title: 'Biology' });
  });

  it('keeps one offering per course, academic year and school', async () => {
    const offering = { courseId, academicYearId: ids.year, institutionId: ids.school, transcriptCodes: [{ abbreviation: 'BIO', code: '1001', isDeleted: false }] };
    const id = await created('course-offerings', offering);
    expect((await rest('GET', `course-offerings/${id}`)).body.transcriptCodes).toEqual(offering.transcriptCodes);
    const again = await rest('POST', 'course-offerings', offering);
    expect(again.status).toBe(400);
    expect(again.body.modelState).toEqual({ institutionId: ['This school already offers this course in this academic year.'] });
  });

  it('gives a material exactly one owner: a course year or a submission', async () => {
    const material = { materialTypeId: 1, title: 'Campbell Biology' };
    const neither = await rest('POST', 'course-materials', material);
    expect(neither.status).toBe(400);
    expect(neither.body.modelState).toEqual({ courseYearId: [NO_OWNER_MESSAGE] });

    const both = await rest('POST', 'course-materials', { ...material, courseYearId, courseSubmissionId: submissionId });
    expect(both.status).toBe(400);
    expect(both.body.modelState).toEqual({ courseSubmissionId: [OWNER_MESSAGE] });

    const id = await created('course-materials', { ...material, courseYearId });
    await created('course-materials', { ...material, courseSubmissionId: submissionId });
    // an update is checked on the record as it will be stored
    const second = await rest('PUT', `course-materials/${id}`, { courseSubmissionId: submissionId });
    expect(second.status).toBe(400);
    expect(second.body.modelState).toEqual({ courseSubmissionId: [OWNER_MESSAGE] });
    const moved = await rest('PUT', `course-materials/${id}`, { courseYearId: null, courseSubmissionId: submissionId });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body).toMatchObject({ courseYearId: null, courseSubmissionId: submissionId });
  });

  it('takes rubric values from 0 to 5 only, and only from the review workflow', async () => {
    const review = { courseSubmissionId: submissionId, analystId: ids.analyst };
    for (const rubricValue of [-1, 6]) {
      const res = await rest('POST', 'course-submission-reviews', { ...review, rubricValue });
      expect(res.status, String(rubricValue)).toBe(400);
      expect(res.body.modelState).toEqual({ rubricValue: [rubricValue < 0 ? 'Must be at least 0.' : 'Must be at most 5.'] });
    }
    // in range, it is still the review workflow's to set (docs/workflow-owned-fields.md)
    for (const rubricValue of [0, 5]) {
      const res = await rest('POST', 'course-submission-reviews', { ...review, rubricValue });
      expect(res.status, String(rubricValue)).toBe(400);
      expect(res.body.modelState.rubricValue[0]).toMatch(/^Set by the review workflow/);
    }
    await created('course-submission-reviews', review);
  });

  it('refuses an empty or blank note', async () => {
    for (const note of ['', '   \n ']) {
      const res = await rest('POST', 'course-notes', { courseId, note });
      expect(res.status, JSON.stringify(note)).toBe(400);
      expect(res.body.modelState.note).toHaveLength(1);
    }
    expect((await rest('POST', 'course-notes', { courseId, note: ' \t' })).body.modelState).toEqual({ note: [BLANK_NOTE_MESSAGE] });
    const id = await created('course-notes', { courseId, note: 'Called the counselor about the lab hours.' });
    expect((await rest('PUT', `course-notes/${id}`, { note: '  ' })).status).toBe(400);
  });

  it('lets analysts read the workflow tables but not write them through the generic CRUD', async () => {
    expect((await rest('GET', 'course-submissions', undefined, analyst)).status).toBe(200);
    expect((await rest('GET', `courses/${courseId}`, undefined, analyst)).status).toBe(200);
    expect((await rest('POST', 'course-notes', { courseId, note: 'From an analyst' }, analyst)).status).toBe(403);
    expect((await rest('PUT', `course-submissions/${submissionId}`, { status: 'approved' }, analyst)).status).toBe(403);
    expect((await rest('GET', `course-submissions/${submissionId}`)).body.status).toBe('inQueue');
  });

  it('audits every write', async () => {
    const [row] = await sql(`select count(*) as n from audit_entry where entity = 'courses' and entity_id = ?`, [String(courseId)]);
    expect(Number(row.n)).toBe(1);
    const [years] = await sql(`select count(*) as n from audit_entry where entity = 'course-years'`);
    expect(Number(years.n)).toBe(2);
  });
});
