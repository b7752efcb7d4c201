// What a submission says, edited from the review screen (spec 3 §7 "Revision and materials"):
// modifications, the description and basic info one property at a time, and the course materials
// behind their flag (a new course, or a revision that changes its materials).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../../../support/server-harness.js';
import { ENGINE } from '../../../support/test-db.js';
import { ENTITY, ReviewFixtures, type StaffUser } from '../fixtures.js';
import { courseLookups } from './screen-support.js';

let h: Harness;
let f: ReviewFixtures;
let analyst: StaffUser;
let colleague: StaffUser;

beforeAll(async () => {
  h = await startHarness();
  f = new ReviewFixtures(h);
  await courseLookups(f);
  analyst = await f.analyst({ firstName: 'Ana', lastName: 'Lyst' });
  colleague = await f.analyst({ firstName: 'Col', lastName: 'League' });
}, 240_000);
afterAll(() => h?.close());

const post = (path: string, body: unknown, who = analyst) => h.call('POST', `/api/admin/review${path}`, body, who.cookie);
const get = (path: string, who = analyst) => h.call('GET', `/api/admin/review${path}`, undefined, who.cookie);
const del = (path: string, who = analyst) => h.call('DELETE', `/api/admin/review${path}`, undefined, who.cookie);

/** A submission in review by the analyst; `revision` makes it a revision with these modifications. */
async function inReview(revision?: { basic?: string[]; courseMaterial?: { added: number[]; removed: number[] } }) {
  const b = await f.assignedBatch({ analystId: analyst.id });
  const s = b.submissions[0];
  if (revision) await f.update(ENTITY.submission, s.id, { scenario: 'revisionMajor', submissionTypeId: 2, modifications: { basic: revision.basic ?? [], courseMaterial: revision.courseMaterial ?? { added: [], removed: [] } } });
  return { s, reviewId: b.reviewIds[0], batchId: b.batchId };
}

const catalogueMaterial = (courseYearId: number, title: string) => f.insert('CourseMaterial', { courseYearId, materialTypeId: 1, title, author: 'A. Author' });

describe(`description and basic info (${ENGINE})`, () => {
  it('reads the description and writes one property at a time, audited', async () => {
    const { s } = await inReview();
    const description = await get(`/${s.id}/description`);
    expect(description.body).toEqual({ courseSubmissionId: s.id, courseDescription: null, prerequisites: [], corequisites: [], units: [] });
    const text = 'Cells; "systems" & O\'Brien\'s labs';
    const saved = await post(`/${s.id}/description?propertyName=courseDescription`, { courseDescription: text, units: [{ title: 'ignored', description: 'not named' }] });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ courseDescription: text, units: [] });
    const units = await post(`/${s.id}/description?propertyName=units`, { units: [{ title: 'Unit 1', description: 'Cells' }] });
    expect(units.body.units).toEqual([{ title: 'Unit 1', description: 'Cells' }]);
    expect((await f.row('CourseYear', s.course.courseYearId))!.courseDescription).toBe(text);
    const trail = await f.audit('course-years', s.course.courseYearId);
    expect(trail.at(-1)).toMatchObject({ auditType: 'U', userId: analyst.id });
  });

  it('writes basic info by propertyName and answers the whole basic info', async () => {
    const { s } = await inReview();
    const res = await post(`/${s.id}/basicinfo?propertyName=isGrade11`, { title: 'not this', isGrade11: true });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ title: s.course.title, isGrade11: true });
    const req = await post(`/${s.id}/basicinfo?propertyName=prerequisites`, { prerequisites: [{ value: 'Algebra 1; Geometry', isRequired: false }] });
    expect(req.body.prerequisites).toEqual([{ value: 'Algebra 1; Geometry', isRequired: false }]);
    const title = await post(`/${s.id}/basicinfo?propertyName=title`, { title: '  Biology "Honors"  ' });
    expect(title.body.title).toBe('Biology "Honors"');
  });

  it('refuses bad input with 4xx and modelState', async () => {
    const { s } = await inReview();
    const cases: [string, unknown, string | null][] = [
      ['basicinfo?propertyName=rubricId', { rubricId: 1 }, 'propertyName'],
      ['basicinfo', { title: 'x' }, 'propertyName'],
      ['basicinfo?propertyName=title', { isGrade9: true }, 'title'],
      ['basicinfo?propertyName=title', { title: '' }, 'title'],
      ['basicinfo?propertyName=isGrade9', { isGrade9: 'maybe' }, 'isGrade9'],
      ['basicinfo?propertyName=isGrade9', { isGrade9: null }, 'isGrade9'],
      ['basicinfo?propertyName=courseLengthId', { courseLengthId: 'long' }, 'courseLengthId'],
      ['basicinfo?propertyName=prerequisites', { prerequisites: [{ value: 5, isRequired: true }] }, 'prerequisites.0.value'],
      ['description?propertyName=units', { units: [{ title: 'x' }] }, 'units.0.description'],
      ['description?propertyName=units', { units: 'all' }, 'units'],
      ['description?propertyName=title', { title: 'x' }, 'propertyName'],
      ['description?propertyName=courseDescription', ['x'], null],
    ];
    for (const [path, body, key] of cases) {
      const res = await post(`/${s.id}/${path}`, body);
      expect(res.status, path + JSON.stringify(body)).toBe(400);
      if (key) expect(Object.keys(res.body.modelState ?? {}), path + JSON.stringify(body)).toContain(key);
    }
    // a missing reference is refused by the database's key, answered as a 400
    const missing = await post(`/${s.id}/basicinfo?propertyName=courseLengthId`, { courseLengthId: 4242 });
    expect(missing.status).toBe(400);
    expect((await post('/424242/basicinfo?propertyName=title', { title: 'x' })).status).toBe(404);
    // another analyst cannot edit it
    const other = await post(`/${s.id}/basicinfo?propertyName=title`, { title: 'Mine now' }, colleague);
    expect(other.body.code).toBe('InvalidReviewPermission');
  });
});

describe(`modifications (${ENGINE})`, () => {
  it('answers the stored modifications with the materials they name', async () => {
    const { s } = await inReview();
    const removed = await catalogueMaterial(s.course.courseYearId, 'Old book');
    const added = await f.insert('CourseMaterial', { courseSubmissionId: s.id, materialTypeId: 6, title: 'New site', url: 'https://example.org' });
    await f.update(ENTITY.submission, s.id, { scenario: 'revisionMajor', submissionTypeId: 2, modifications: { basic: ['title'], courseMaterial: { added: [added], removed: [removed] } } });
    const res = await get(`/${s.id}/modifications`);
    expect(res.body).toMatchObject({
      courseSubmissionId: s.id,
      basic: ['title'],
      courseMaterial: { added: [added], removed: [removed] },
      materials: { added: [{ id: added, type: 'website', title: 'New site' }], removed: [{ id: removed, type: 'textbook', title: 'Old book' }] },
    });
    const { s: plain } = await inReview();
    expect((await get(`/${plain.id}/modifications`)).body).toMatchObject({ basic: [], courseMaterial: { added: [], removed: [] } });
  });
});

describe(`materials (${ENGINE})`, () => {
  it('a new course edits its course year’s materials in place; flags take 1/0 or true/false; the answer carries the id', async () => {
    const { s, batchId, reviewId } = await inReview();
    const added = await post(`/${s.id}/materials/literarytext`, { title: 'Macbeth; or, "The Scottish Play"', author: 'Shakespeare', isPrimary: 1, readInEntirety: '0' });
    expect(added.status).toBe(200);
    expect(added.body).toMatchObject({ id: expect.any(Number), type: 'literarytext', materialTypeId: 2, isPrimary: true, readInEntirety: false, title: 'Macbeth; or, "The Scottish Play"' });
    expect(await f.row('CourseMaterial', added.body.id)).toMatchObject({ courseYearId: s.course.courseYearId, courseSubmissionId: null });
    const edited = await post(`/${s.id}/materials/literarytext`, { id: added.body.id, readInEntirety: true, isPrimary: false });
    expect(edited.body).toMatchObject({ id: added.body.id, isPrimary: false, readInEntirety: true, title: 'Macbeth; or, "The Scottish Play"' });
    const model = await h.call('GET', `/api/admin/review/${batchId}/${reviewId}`, undefined, analyst.cookie);
    expect(model.body.materials.courseMaterials.map((m: any) => m.id)).toEqual([added.body.id]);
    expect((await del(`/${s.id}/materials/coursematerial/${added.body.id}`)).status).toBe(204);
    expect(await f.row('CourseMaterial', added.body.id)).toBeNull();
  });

  it('a revision proposes: added rows on the submission, removed and edited catalogue materials listed, the catalogue untouched', async () => {
    const { s } = await inReview({ basic: [], courseMaterial: { added: [], removed: [] } });
    const kept = await catalogueMaterial(s.course.courseYearId, 'Kept book');
    const gone = await catalogueMaterial(s.course.courseYearId, 'Dropped book');
    // the flag: nothing of the materials changed in this revision
    const locked = await post(`/${s.id}/materials/textbook`, { title: 'x' });
    expect(locked.status).toBe(403);
    expect(locked.body.message).toMatch(/cannot be edited/);

    await f.update(ENTITY.submission, s.id, { modifications: { basic: [], courseMaterial: { added: [], removed: [gone] } } });
    const added = await post(`/${s.id}/materials/website`, { title: 'Virtual lab', url: 'https://lab.example.org' });
    expect(added.status).toBe(200);
    expect(await f.row('CourseMaterial', added.body.id)).toMatchObject({ courseSubmissionId: s.id, courseYearId: null });
    const edited = await post(`/${s.id}/materials/textbook`, { courseMaterialId: kept, edition: '3rd' });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ title: 'Kept book', edition: '3rd', isAdded: true });
    expect(edited.body.id).not.toBe(kept);
    expect(await f.row('CourseMaterial', kept)).toMatchObject({ courseYearId: s.course.courseYearId, edition: null });
    expect((await post(`/${s.id}/materials/textbook`, { id: gone, edition: '2nd' })).status).toBe(400);
    const mods = (await f.row(ENTITY.submission, s.id))!.modifications;
    expect(mods.courseMaterial).toEqual({ added: [added.body.id, edited.body.id], removed: [gone, kept] });

    expect((await del(`/${s.id}/materials/coursematerial/${added.body.id}`)).status).toBe(204);
    expect(await f.row('CourseMaterial', added.body.id)).toBeNull();
    expect((await f.row(ENTITY.submission, s.id))!.modifications.courseMaterial.added).toEqual([edited.body.id]);
    const audit = await f.audit('course-submissions', s.id);
    expect(audit.at(-1)!.changes.map((c) => c.field)).toEqual(['modifications']);
  });

  it('refuses bad input and other people', async () => {
    const { s } = await inReview();
    const unknown = await post(`/${s.id}/materials/novel`, { title: 'x' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toMatch(/textbook/);
    const cases: [unknown, string][] = [
      [{}, 'title'],
      [{ title: 'x', isPrimary: 'yes' }, 'isPrimary'],
      [{ title: 'x', readInEntirety: 2 }, 'readInEntirety'],
      [{ title: 'x', courseYearId: 1 }, 'courseYearId'],
      [{ title: 'x', materialTypeId: 3 }, 'materialTypeId'],
      [{ title: 'x', url: 'not a url' }, 'url'],
      [{ title: 'x', colour: 'red' }, 'colour'],
      [{ id: 'seven', title: 'x' }, 'id'],
    ];
    for (const [body, key] of cases) {
      const res = await post(`/${s.id}/materials/textbook`, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.body.modelState ?? {}), JSON.stringify(body)).toContain(key);
    }
    const { s: another } = await inReview();
    const foreign = await catalogueMaterial(another.course.courseYearId, 'Not yours');
    expect((await post(`/${s.id}/materials/textbook`, { id: foreign, title: 'x' })).status).toBe(404);
    expect((await del(`/${s.id}/materials/coursematerial/${foreign}`)).status).toBe(404);
    expect((await post(`/${s.id}/materials/textbook`, { title: 'x' }, colleague)).body.code).toBe('InvalidReviewPermission');
  });
});
