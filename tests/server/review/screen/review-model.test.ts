// The review screen's model and its lease (spec 3 §3, docs/courses-and-review.md "Lease"): what
// GET /api/admin/review/{batchId}/{reviewId} answers, who gets it read-only, the claim and its renewal,
// the claim running out (the screen's clock moved on), a reassigned review refusing its old analyst, and
// the read ahead of the next course (?claim=false) that claims nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../../../support/server-harness.js';
import { ENGINE } from '../../../support/test-db.js';
import { ENTITY, ReviewFixtures, type StaffUser } from '../fixtures.js';
import { courseLookups, minutesLater, rubricOf } from './screen-support.js';

let h: Harness;
let f: ReviewFixtures;
let analyst: StaffUser;
let colleague: StaffUser;
let manager: StaffUser;
let outsider: StaffUser;

beforeAll(async () => {
  h = await startHarness();
  f = new ReviewFixtures(h);
  await courseLookups(f);
  analyst = await f.analyst({ firstName: 'Ana', lastName: 'Lyst' });
  colleague = await f.analyst({ firstName: 'Col', lastName: 'League' });
  manager = await f.staff({ abilities: ['AdminManageCourses'], firstName: 'Man', lastName: 'Ager', userKind: 'ucop' });
  outsider = await f.staff({ abilities: ['AdminViewInstitutions'], userKind: 'ucop' });
}, 240_000);
afterAll(() => h?.close());

const open = (batchId: number, reviewId: number, who: StaffUser) => h.call('GET', `/api/admin/review/${batchId}/${reviewId}`, undefined, who.cookie);

describe(`review screen model (${ENGINE})`, () => {
  it('counts the batch in parts that add up to its size: sent to 2nd review is its own, a reversed decision gave way to its new review', async () => {
    const b = await f.assignedBatch({ analystId: analyst.id, count: 4, decided: [{ decision: 'secondreview', decidedOn: new Date() }, { decision: 'approved', decidedOn: new Date() }] });
    await f.update(ENTITY.review, b.reviewIds[1], { reversedOn: new Date(), reversalReason: 'Opened again' });
    const reopened = await f.review({ courseSubmissionId: b.submissions[1].id, analystId: analyst.id, reviewBatchId: b.batchId });
    const res = await open(b.batchId, b.reviewIds[2], analyst);
    expect(res.status).toBe(200);
    expect(res.body.batch).toMatchObject({
      batchSize: 4,
      approved: 0,
      notApproved: 0,
      sentToSecondReview: 1,
      noDecision: 3,
      approvedPercent: 0,
      notApprovedPercent: 0,
      sentToSecondReviewPercent: 25,
      noDecisionPercent: 75,
    });
    expect(res.body.batch.reviewIds).toContain(reopened);
    expect(res.body.batch.reviewIds).not.toContain(b.reviewIds[1]);
  });

  it('answers the spec’s review model with the batch progress, content, notes, tags and history', async () => {
    const b = await f.assignedBatch({ analystId: analyst.id, count: 4, decided: [{ decision: 'approved', decidedOn: new Date() }, { decision: 'notapproved', decidedOn: new Date() }] });
    const [, , current, after] = b.reviewIds;
    const s = b.submissions[2];
    const statement = await f.feedbackStatement({ sectionId: '3a', statement: 'Units need more detail' });
    await f.reviewStatement({ reviewId: current, statementId: statement, section: '3a', notes: 'see unit 2' });
    const tag = await f.tag();
    await f.courseTag(s.course.courseId, tag);
    await f.note({ courseId: s.course.courseId, courseSubmissionId: s.id, note: 'Lab hours?', createdById: colleague.id });
    await f.update('CourseYear', s.course.courseYearId, { isGrade10: true, prerequisites: [{ value: 'Algebra 1', isRequired: true }], units: [{ title: 'Unit 1', description: 'Cells' }], courseDescription: 'Biology' });
    await f.insert('CourseMaterial', { courseYearId: s.course.courseYearId, materialTypeId: 1, title: 'Campbell Biology', isPrimary: true });

    const res = await open(b.batchId, current, analyst);
    expect(res.status).toBe(200);
    const m = res.body;
    expect(m).toMatchObject({
      courseSubmissionId: s.id,
      courseReviewId: current,
      batch: { reviewBatchId: b.batchId, batchSize: 4, approved: 1, notApproved: 1, noDecision: 2, approvedPercent: 25, notApprovedPercent: 25, noDecisionPercent: 50, nextReviewId: after },
      basicInfo: { title: s.course.title, isGrade9: false, isGrade10: true, prerequisites: [{ value: 'Algebra 1', isRequired: true }], disciplines: [], transcriptCodes: [] },
      description: { courseDescription: 'Biology', units: [{ title: 'Unit 1', description: 'Cells' }] },
      materials: { isEditable: true, courseMaterials: [{ title: 'Campbell Biology', type: 'textbook', isPrimary: true, readInEntirety: false }] },
      rubric: { rubricId: null, value: null },
      statements: [{ reviewStatementId: statement, section: '3a', notes: 'see unit 2' }],
      exclusions: [],
      internalNotes: [{ note: 'Lab hours?', createdByName: 'Col League', courseSubmissionId: s.id }],
      tags: [{ tagId: tag, courseTagId: expect.any(Number), isDeprecated: false, isDeleted: false }],
      isExpressReview: false,
      scenario: 'new',
      submissionType: { submissionTypeId: 1, name: 'New course' },
      analyst: { userId: analyst.id, name: 'Ana Lyst' },
      lease: { userId: analyst.id, name: 'Ana Lyst' },
      readOnly: false,
    });
    expect(typeof m.lease.expiresAt).toBe('string');
    expect(m.internalNotes[0].courseSubmissionReviewNoteId).toEqual(expect.any(Number));
    // no rubric yet: every decision waits for one
    for (const d of ['approved', 'notapproved', 'secondreview']) expect(m.decisions[d]).toEqual({ allowed: false, messages: ['Choose a rubric value before deciding on this course'] });
  });

  it('tells the buttons what the rules allow, with the hover messages, without recording an evaluation', async () => {
    const b = await f.assignedBatch({ analystId: analyst.id });
    await f.update(ENTITY.review, b.reviewIds[0], { rubricId: await rubricOf(f, 1), rubricValue: 1 });
    const before = await f.em().count('RuleEvaluation', {});
    const res = await open(b.batchId, b.reviewIds[0], analyst);
    expect(res.body.decisions).toEqual({
      approved: { allowed: false, messages: ['Course cannot be approved because the rubric value is too low'] },
      notapproved: { allowed: false, messages: ['Course must have feedback in order to not approve'] },
      secondreview: { allowed: false, messages: ['Course must have feedback in order to not approve'] },
    });
    await f.reviewStatement({ reviewId: b.reviewIds[0], statementId: await f.feedbackStatement() });
    const after = await open(b.batchId, b.reviewIds[0], analyst);
    expect(after.body.decisions.notapproved).toEqual({ allowed: true, messages: [] });
    expect(after.body.decisions.approved.messages).toEqual([
      'Course cannot be approved because the rubric value is too low',
      'Course cannot be approved because one or more feedback items have been selected',
    ]);
    expect(await f.em().count('RuleEvaluation', {})).toBe(before);
  });

  it('claims the review for its analyst; another analyst and a course manager read it, told who holds it', async () => {
    const b = await f.assignedBatch({ analystId: analyst.id });
    const mine = await open(b.batchId, b.reviewIds[0], analyst);
    expect(mine.body).toMatchObject({ readOnly: false, lease: { userId: analyst.id } });
    const stored = await f.row(ENTITY.review, b.reviewIds[0]);
    expect(stored).toMatchObject({ leaseUserId: analyst.id });
    expect(stored!.startedOn).not.toBeNull();

    for (const who of [colleague, manager]) {
      const theirs = await open(b.batchId, b.reviewIds[0], who);
      expect(theirs.status).toBe(200);
      expect(theirs.body).toMatchObject({ readOnly: true, lease: { userId: analyst.id, name: 'Ana Lyst' }, materials: { isEditable: false } });
    }
    // reading never moved the claim
    expect(await f.row(ENTITY.review, b.reviewIds[0])).toMatchObject({ leaseUserId: analyst.id });
    expect((await open(b.batchId, b.reviewIds[0], outsider)).status).toBe(403);
  });

  it('renews the claim without a new audit entry; a new claim is audited', async () => {
    const b = await f.assignedBatch({ analystId: analyst.id });
    const id = b.reviewIds[0];
    await open(b.batchId, id, analyst);
    const claims = await f.audit('course-submission-reviews', id);
    expect(claims.at(-1)!.auditType).toBe('U');
    expect(claims.at(-1)!.changes.map((c) => c.field)).toEqual(expect.arrayContaining(['leaseUserId', 'leaseExpiresAt', 'startedOn']));
    const before = (await f.row(ENTITY.review, id))!;
    const renewed = await minutesLater(1, () => h.call('POST', `/api/admin/review/${id}/lease`, undefined, analyst.cookie));
    expect(renewed.status).toBe(200);
    expect(renewed.body).toMatchObject({ readOnly: false, lease: { userId: analyst.id } });
    const after = (await f.row(ENTITY.review, id))!;
    expect((after.leaseExpiresAt as Date).getTime()).toBeGreaterThan((before.leaseExpiresAt as Date).getTime());
    // a renewal is not an edit: no audit entry, and an open edit form of the review stays current
    expect((await f.audit('course-submission-reviews', id)).length).toBe(claims.length);
    expect(after.rowVersion).toBe(before.rowVersion);
  });

  it('lets the claim run out: after five minutes without renewal nobody holds the review', async () => {
    const b = await f.assignedBatch({ analystId: analyst.id });
    const id = b.reviewIds[0];
    await open(b.batchId, id, analyst);
    const within = await minutesLater(4, () => open(b.batchId, id, colleague));
    expect(within.body.lease).toMatchObject({ userId: analyst.id });
    const expired = await minutesLater(6, () => open(b.batchId, id, colleague));
    expect(expired.body).toMatchObject({ readOnly: true, lease: null });
    // the analyst's screen claims it again
    const back = await minutesLater(6, () => h.call('POST', `/api/admin/review/${id}/lease`, undefined, analyst.cookie));
    expect(back.body).toMatchObject({ readOnly: false, lease: { userId: analyst.id } });
  });

  it('answers InvalidReviewPermission to the old analyst once the review was reassigned, and hands the claim to the new one', async () => {
    const b = await f.assignedBatch({ analystId: analyst.id });
    const id = b.reviewIds[0];
    await open(b.batchId, id, analyst);
    // an administrator reassigns it (as the queue calls do: the review moves to the colleague)
    await f.update(ENTITY.review, id, { analystId: colleague.id });
    await f.update(ENTITY.submission, b.submissions[0].id, { assignedAnalystId: colleague.id });
    const renewal = await h.call('POST', `/api/admin/review/${id}/lease`, undefined, analyst.cookie);
    expect(renewal.status).toBe(409);
    expect(renewal.body).toEqual({ message: 'This course has been reassigned to another analyst.', code: 'InvalidReviewPermission' });
    // the old analyst's lease does not hold the review against its new analyst
    const theirs = await open(b.batchId, id, colleague);
    expect(theirs.body).toMatchObject({ readOnly: false, lease: { userId: colleague.id } });
    const old = await open(b.batchId, id, analyst);
    expect(old.body).toMatchObject({ readOnly: true, lease: { userId: colleague.id } });
  });

  it('reads the next course ahead without claiming it (?claim=false): no lease, no start, no audit entry', async () => {
    const b = await f.assignedBatch({ analystId: analyst.id, count: 2 });
    const id = b.reviewIds[1];
    const auditBefore = (await f.audit('course-submission-reviews', id)).length;
    const ahead = await h.call('GET', `/api/admin/review/${b.batchId}/${id}?claim=false`, undefined, analyst.cookie);
    expect(ahead.status).toBe(200);
    // the same model the screen opens, the analyst still free to work on it, but nobody holds it yet
    expect(ahead.body).toMatchObject({ courseReviewId: id, readOnly: false, lease: null, materials: { isEditable: true } });
    expect(await f.row(ENTITY.review, id)).toMatchObject({ leaseUserId: null, leaseExpiresAt: null, startedOn: null });
    expect((await f.audit('course-submission-reviews', id)).length).toBe(auditBefore);
    // opening it claims it; a read ahead afterwards tells who holds it and moves nothing
    await open(b.batchId, id, analyst);
    const held = (await f.row(ENTITY.review, id))!;
    const again = await h.call('GET', `/api/admin/review/${b.batchId}/${id}?claim=false`, undefined, colleague.cookie);
    expect(again.body).toMatchObject({ readOnly: true, lease: { userId: analyst.id, name: 'Ana Lyst' } });
    expect(await f.row(ENTITY.review, id)).toMatchObject({ leaseExpiresAt: held.leaseExpiresAt, rowVersion: held.rowVersion });
    // claim=true is the default; anything but true / false is a 400 naming the parameter
    expect((await h.call('GET', `/api/admin/review/${b.batchId}/${id}?claim=true`, undefined, analyst.cookie)).body).toMatchObject({ lease: { userId: analyst.id } });
    const bad = await h.call('GET', `/api/admin/review/${b.batchId}/${id}?claim=maybe`, undefined, analyst.cookie);
    expect(bad.status).toBe(400);
    expect(bad.body.modelState).toEqual({ claim: ['Send true or false.'] });
    expect((await h.call('GET', `/api/admin/review/${b.batchId + 1000}/${id}?claim=false`, undefined, analyst.cookie)).status).toBe(404);
  });

  it('refuses bad paths with 4xx: ids, a review of another batch, a missing review', async () => {
    const b = await f.assignedBatch({ analystId: analyst.id });
    expect((await open(b.batchId + 1000, b.reviewIds[0], analyst)).status).toBe(404);
    expect((await open(b.batchId, 999_999, analyst)).status).toBe(404);
    const huge = await h.call('GET', `/api/admin/review/${b.batchId}/99999999999`, undefined, analyst.cookie);
    expect(huge.status).toBe(400);
    expect(huge.body.message).toMatch(/review id/);
    expect((await h.call('POST', `/api/admin/review/${b.reviewIds[0]}/lease`, { rubricValue: 5 }, analyst.cookie)).status).toBe(400);
  });
});
