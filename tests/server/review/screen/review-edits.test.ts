// What the analyst changes on the review screen (spec 3 §7 "Review", "Tags"): the rubric, the ticked
// statements and exclusions, internal notes, the course's tags, and the lists the screen offers
// (statements, feedback templates, earlier feedback). Text is stored exactly as sent.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../../../support/server-harness.js';
import { ENGINE } from '../../../support/test-db.js';
import { ENTITY, ReviewFixtures, type StaffUser } from '../fixtures.js';
import { courseLookups, rubricOf } from './screen-support.js';

let h: Harness;
let f: ReviewFixtures;
let analyst: StaffUser;
let colleague: StaffUser;
let manager: StaffUser;

const TRICKY = `Fix "unit 2"; it's thin -- see O'Brien's note; DROP TABLE x; \\ 'quoted' & <b>bold</b>`;

beforeAll(async () => {
  h = await startHarness();
  f = new ReviewFixtures(h);
  await courseLookups(f);
  analyst = await f.analyst({ firstName: 'Ana', lastName: 'Lyst' });
  colleague = await f.analyst({ firstName: 'Col', lastName: 'League' });
  manager = await f.staff({ abilities: ['AdminManageCourses'], userKind: 'ucop' });
}, 240_000);
afterAll(() => h?.close());

const post = (path: string, body: unknown, who = analyst) => h.call('POST', `/api/admin/review${path}`, body, who.cookie);
const get = (path: string, who = analyst) => h.call('GET', `/api/admin/review${path}`, undefined, who.cookie);
const del = (path: string, who = analyst) => h.call('DELETE', `/api/admin/review${path}`, undefined, who.cookie);

describe(`rubric (${ENGINE})`, () => {
  it('sets the rubric and copies its value; a later change of the rubric leaves the review', async () => {
    const b = await f.assignedBatch({ analystId: analyst.id });
    const id = b.reviewIds[0];
    const rubricId = await rubricOf(f, 4);
    const res = await post(`/${id}/rubric/${rubricId}`, undefined);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ rubricId, value: 4, decisions: { approved: { allowed: true, messages: [] } } });
    expect(await f.row(ENTITY.review, id)).toMatchObject({ rubricId, rubricValue: 4 });
    expect((await f.audit('course-submission-reviews', id)).at(-1)!.changes.map((c) => c.field)).toEqual(expect.arrayContaining(['rubricId', 'rubricValue']));
    await f.update('Rubric', rubricId, { name: 'Renamed four', value: 2 });
    await f.update('Rubric', rubricId, { isDeleted: true });
    expect(await f.row(ENTITY.review, id)).toMatchObject({ rubricId, rubricValue: 4 });
  });

  it('refuses a deleted or missing rubric, and anyone but the analyst', async () => {
    const b = await f.assignedBatch({ analystId: analyst.id });
    const id = b.reviewIds[0];
    const deleted = await f.insert('Rubric', { name: 'Old scale', value: 5, isDeleted: true });
    expect((await post(`/${id}/rubric/${deleted}`, undefined)).status).toBe(404);
    expect((await post(`/${id}/rubric/987654`, undefined)).status).toBe(404);
    const other = await post(`/${id}/rubric/${await rubricOf(f, 3)}`, undefined, colleague);
    expect(other.status).toBe(409);
    expect(other.body.code).toBe('InvalidReviewPermission');
    expect((await post(`/${id}/rubric/${await rubricOf(f, 3)}`, undefined, manager)).status).toBe(403);
  });
});

describe(`saving statements and exclusions (${ENGINE})`, () => {
  it('stores the lists as sent: adds, changes and removes rows, keeps notes verbatim, answers the decisions', async () => {
    const b = await f.assignedBatch({ analystId: analyst.id });
    const id = b.reviewIds[0];
    const [s1, s2, s3] = [await f.feedbackStatement({ sectionId: '2' }), await f.feedbackStatement({ sectionId: '3' }), await f.feedbackStatement({ sectionId: '4' })];
    const first = await post(`/${id}`, {
      statements: [
        { reviewStatementId: s1, section: '2', notes: TRICKY },
        { reviewStatementId: s2, section: 3, notes: null },
      ],
      exclusions: [{ name: 'title', isExcluded: true, comment: 'Typo only; "minor"', excludedSuboptionIds: [1, 2] }],
    });
    expect(first.status).toBe(200);
    expect(first.body.statements).toEqual([
      { id: expect.any(Number), reviewStatementId: s1, section: '2', notes: TRICKY },
      { id: expect.any(Number), reviewStatementId: s2, section: '3', notes: null },
    ]);
    expect(first.body.exclusions).toEqual([{ id: expect.any(Number), name: 'title', isExcluded: true, comment: 'Typo only; "minor"', excludedSuboptionIds: [1, 2] }]);
    expect(first.body.decisions.approved.allowed).toBe(false);
    const kept = first.body.statements[0].id;

    const second = await post(`/${id}`, { statements: [{ reviewStatementId: s1, section: '2', notes: TRICKY }, { reviewStatementId: s3, section: '4' }] });
    expect(second.status).toBe(200);
    expect(second.body.statements.map((s: any) => s.reviewStatementId)).toEqual([s1, s3]);
    expect(second.body.statements[0].id).toBe(kept); // unchanged rows stay as they were
    expect(second.body.exclusions).toHaveLength(1); // a list left out is left alone
    const trail = await f.audit('review-statements', kept);
    expect(trail).toHaveLength(1); // only its insert: sending it again unchanged wrote nothing

    const stored = await f.rows<{ notes: string | null }>(ENTITY.statement, { courseSubmissionReviewId: id });
    expect(stored.map((s) => s.notes)).toContain(TRICKY);
    const cleared = await post(`/${id}`, { statements: [], exclusions: [] });
    expect(cleared.body).toMatchObject({ statements: [], exclusions: [] });
  });

  it('refuses bad bodies with modelState by field', async () => {
    const b = await f.assignedBatch({ analystId: analyst.id });
    const id = b.reviewIds[0];
    const s1 = await f.feedbackStatement();
    const gone = await f.insert('FeedbackStatement', { statement: 'Retired', sectionId: '0', reviewStatementTypeId: 1, isDeleted: true });
    const cases: [unknown, string][] = [
      [{ statements: [{ reviewStatementId: 'x', section: '0' }] }, 'statements.0.reviewStatementId'],
      [{ statements: [{ reviewStatementId: s1, section: '9' }] }, 'statements.0.section'],
      [{ statements: [{ reviewStatementId: s1, section: '0' }, { reviewStatementId: s1, section: '2' }] }, 'statements.1.reviewStatementId'],
      [{ statements: [{ reviewStatementId: 424242, section: '0' }] }, 'statements.0.reviewStatementId'],
      [{ statements: [{ reviewStatementId: gone, section: '0' }] }, 'statements.0.reviewStatementId'],
      [{ statements: [{ reviewStatementId: s1, section: '0', extra: 1 }] }, 'statements.0'],
      [{ exclusions: [{ name: ' ', isExcluded: true }] }, 'exclusions.0.name'],
      [{ exclusions: [{ name: 'title', isExcluded: 'yes' }] }, 'exclusions.0.isExcluded'],
      [{ exclusions: [{ name: 'title', isExcluded: true }, { name: 'title', isExcluded: false }] }, 'exclusions.1.name'],
      [{ exclusions: [{ name: 'title', isExcluded: true, excludedSuboptionIds: [1.5] }] }, 'exclusions.0.excludedSuboptionIds.0'],
      [{ statement: [] }, '_'],
      [{ statements: 'all' }, 'statements'],
    ];
    for (const [body, key] of cases) {
      const res = await post(`/${id}`, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.body.modelState ?? {}), JSON.stringify(body)).toContain(key);
    }
    expect(await f.rows(ENTITY.statement, { courseSubmissionReviewId: id })).toEqual([]);
  });
});

describe(`internal notes (${ENGINE})`, () => {
  it('adds a note verbatim, lists the course’s notes newest first, and lets its author remove it', async () => {
    const b = await f.assignedBatch({ analystId: analyst.id });
    const s = b.submissions[0];
    await f.note({ courseId: s.course.courseId, note: 'From the course detail', createdById: manager.id, createdOn: new Date(Date.now() - 60_000) });
    const added = await post(`/${s.id}/note`, { note: TRICKY }, colleague);
    expect(added.status).toBe(200);
    expect(added.body).toMatchObject({ courseSubmissionReviewNoteId: expect.any(Number), note: TRICKY, courseSubmissionId: s.id, createdById: colleague.id, createdByName: 'Col League' });
    const list = await get(`/${s.id}/internalcomments`);
    expect(list.body.map((n: any) => n.note)).toEqual([TRICKY, 'From the course detail']);
    expect((await f.row('CourseNote', added.body.courseSubmissionReviewNoteId))!.note).toBe(TRICKY);

    const notTheirs = await del(`/note/${added.body.courseSubmissionReviewNoteId}`, analyst);
    expect(notTheirs.status).toBe(403);
    expect((await del(`/note/${added.body.courseSubmissionReviewNoteId}`, colleague)).status).toBe(204);
    expect((await get(`/${s.id}/internalcomments`)).body).toHaveLength(1);
    // a course manager removes anyone's note
    const again = await post(`/${s.id}/note`, { note: 'Second thoughts' }, colleague);
    expect((await del(`/note/${again.body.id}`, manager)).status).toBe(204);
    expect((await del(`/note/${again.body.id}`, manager)).status).toBe(404);
    expect((await f.audit('course-notes', again.body.id)).map((e) => e.auditType)).toEqual(['I', 'D']);
  });

  it('refuses an empty note with modelState', async () => {
    const b = await f.assignedBatch({ analystId: analyst.id });
    const s = b.submissions[0];
    for (const body of [{ note: '' }, { note: '   \n ' }, {}, { note: 5 }, { note: 'x', extra: true }]) {
      const res = await post(`/${s.id}/note`, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.modelState, JSON.stringify(body)).toBeDefined();
    }
    expect((await post(`/${s.id}/note`, { note: '  ' })).body.modelState.note).toEqual(['Write the note.']);
    expect((await post('/424242/note', { note: 'x' })).status).toBe(404);
  });
});

describe(`tags (${ENGINE})`, () => {
  it('lists every tag with the course’s marked selected, adds one and removes it by courseTagId', async () => {
    const b = await f.assignedBatch({ analystId: analyst.id });
    const s = b.submissions[0];
    const tagId = await f.tag(`Honors ${s.id}`);
    const retired = await f.tag(`Retired ${s.id}`, { isDeleted: true });
    const added = await post(`/${s.id}/tag/${tagId}`, undefined);
    expect(added.status).toBe(200);
    expect(added.body).toMatchObject({ tagId, courseTagId: expect.any(Number), selected: true });
    const list = (await get(`/${s.id}/tag`)).body;
    expect(list.find((t: any) => t.tagId === tagId)).toMatchObject({ selected: true, courseTagId: added.body.courseTagId });
    expect(list.find((t: any) => t.tagId === retired)).toBeUndefined();
    const twice = await post(`/${s.id}/tag/${tagId}`, undefined);
    expect(twice.status).toBe(400);
    expect(twice.body.modelState.tagId).toBeDefined();
    expect((await del(`/${s.id}/tag/${added.body.courseTagId}`)).status).toBe(204);
    expect((await get(`/${s.id}/tag`)).body.find((t: any) => t.tagId === tagId)).toMatchObject({ selected: false, courseTagId: null });
    expect((await del(`/${s.id}/tag/${added.body.courseTagId}`)).status).toBe(404);
  });

  it('does not add a deleted or deprecated tag', async () => {
    const b = await f.assignedBatch({ analystId: analyst.id });
    const s = b.submissions[0];
    expect((await post(`/${s.id}/tag/${await f.tag(`Gone ${s.id}`, { isDeleted: true })}`, undefined)).status).toBe(404);
    const deprecated = await f.insert('Tag', { name: `Old ${s.id}`, isDeprecated: true });
    expect((await post(`/${s.id}/tag/${deprecated}`, undefined)).status).toBe(400);
  });
});

describe(`lists the screen offers (${ENGINE})`, () => {
  it('statements by subject area and type, templates, and the caller’s earlier notes of a section', async () => {
    const area = await f.insert('SubjectArea', { id: 904, code: 'D', name: 'Laboratory Science', yearsRequired: 2 });
    const other = await f.insert('SubjectArea', { id: 903, code: 'C', name: 'Mathematics', yearsRequired: 3 });
    const general = await f.insert('FeedbackStatement', { statement: 'General', sectionId: '0', reviewStatementTypeId: 1 });
    const science = await f.insert('FeedbackStatement', { statement: 'Lab hours', sectionId: '3', reviewStatementTypeId: 1, subjectAreaId: area });
    const maths = await f.insert('FeedbackStatement', { statement: 'Proofs', sectionId: '3', reviewStatementTypeId: 1, subjectAreaId: other });
    const approval = await f.insert('FeedbackStatement', { statement: 'Well done', sectionId: '-1', reviewStatementTypeId: 2 });
    await f.insert('FeedbackStatement', { statement: 'Retired', sectionId: '0', reviewStatementTypeId: 1, isDeleted: true });

    const forScience = (await get(`/statements?subjectAreaId=${area}`)).body.map((s: any) => s.reviewStatementId);
    expect(forScience).toEqual(expect.arrayContaining([general, science]));
    expect(forScience).not.toContain(maths);
    expect(forScience).not.toContain(approval);
    const everyArea = (await get('/statements')).body.map((s: any) => s.reviewStatementId);
    expect(everyArea).toContain(general);
    expect(everyArea).not.toContain(science);
    expect((await get('/statements/type/2')).body.map((s: any) => s.reviewStatementId)).toEqual([approval]);
    expect((await get('/statements?subjectAreaId=abc')).status).toBe(400);
    expect((await get('/statements/type/7')).status).toBe(400);

    await f.insert('FeedbackTemplate', { id: 2, reviewStatementTypeId: 2, template: '<p>Approved</p>' });
    expect((await get('/feedbacktemplate/2')).body).toEqual({ id: 2, reviewStatementTypeId: 2, template: '<p>Approved</p>' });
    expect((await get('/feedbacktemplate/type/2')).body.template).toBe('<p>Approved</p>');
    expect((await get('/feedbacktemplate/1')).status).toBe(404);

    const b = await f.assignedBatch({ analystId: analyst.id, count: 2 });
    await f.reviewStatement({ reviewId: b.reviewIds[0], statementId: science, section: '3', notes: TRICKY });
    await f.reviewStatement({ reviewId: b.reviewIds[1], statementId: science, section: '3', notes: 'Add two labs' });
    await f.reviewStatement({ reviewId: b.reviewIds[1], statementId: general, section: '0', notes: 'Other section' });
    const theirs = await f.assignedBatch({ analystId: colleague.id });
    await f.reviewStatement({ reviewId: theirs.reviewIds[0], statementId: science, section: '3', notes: 'Not mine' });
    const previous = await get('/feedback/previous/3');
    expect(previous.body).toEqual([
      { reviewStatementId: science, section: '3', notes: 'Add two labs' },
      { reviewStatementId: science, section: '3', notes: TRICKY },
    ]);
    expect((await get('/feedback/previous/9')).status).toBe(400);
  });
});
