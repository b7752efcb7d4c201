// The decisions (spec 3 §4, §5, §8): complete/approved, complete/notapproved and secondreview, each
// gated by the review-decision rules on facts the server reads from the stored review; what is
// stored with a decision; where the screen goes next; and two analysts deciding at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../../../support/server-harness.js';
import { ENGINE } from '../../../support/test-db.js';
import { ENTITY, ReviewFixtures, type StaffUser } from '../fixtures.js';
import { courseLookups, rubricOf } from './screen-support.js';

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

const complete = (reviewId: number, status: string, who = analyst, body?: unknown) => h.call('POST', `/api/admin/review/${reviewId}/complete/${status}`, body, who.cookie);
const secondReview = (reviewId: number, who = analyst) => h.call('POST', `/api/admin/review/${reviewId}/secondreview`, undefined, who.cookie);

/** Sets the review's rubric through the screen's call. */
async function rubric(reviewId: number, value: number, who = analyst) {
  const res = await h.call('POST', `/api/admin/review/${reviewId}/rubric/${await rubricOf(f, value)}`, undefined, who.cookie);
  expect(res.status).toBe(200);
  return res;
}

async function tick(reviewId: number, opts: { section?: string; type?: number } = {}) {
  await f.reviewStatement({ reviewId, statementId: await f.feedbackStatement({ sectionId: opts.section, reviewStatementTypeId: opts.type }), section: opts.section });
}

describe(`decisions (${ENGINE})`, () => {
  it('approves: stores the decision with the rule version and explanation, moves the submission, writes history and audit, names the next review', async () => {
    const b = await f.assignedBatch({ analystId: analyst.id, count: 3 });
    const [first, second, third] = b.reviewIds;
    await rubric(second, 3);
    const before = await f.em().count('RuleEvaluation', {});
    const res = await complete(second, 'approved');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ courseSubmissionReviewId: second, courseSubmissionId: b.submissions[1].id, decision: 'approved', reviewBatchId: b.batchId, nextReviewId: third });

    const review = (await f.row(ENTITY.review, second))!;
    expect(review).toMatchObject({ decision: 'approved', leaseUserId: null });
    expect(review.decidedOn).not.toBeNull();
    expect(review.ruleSetVersionId).toEqual(expect.any(Number));
    expect(review.explanation).toMatchObject({ ruleSet: 'review-decision', facts: { decision: 'approved', rubricValue: 3, minApprovalValue: 2, feedbackCount: 0, exclusionCount: 0 }, outcome: { allowed: true } });
    expect(await f.em().count('RuleEvaluation', {})).toBe(before + 1);
    expect(await f.row(ENTITY.submission, b.submissions[1].id)).toMatchObject({ status: 'approved' });
    expect((await f.row(ENTITY.submission, b.submissions[1].id))!.decidedOn).not.toBeNull();
    expect((await f.events(b.submissions[1].id)).map((e) => [e.action, e.userId])).toEqual([['Approved', analyst.id]]);
    const audit = await f.audit('course-submission-reviews', second);
    expect(audit.at(-1)).toMatchObject({ auditType: 'U', userId: analyst.id });
    expect(audit.at(-1)!.changes.map((c) => c.field)).toEqual(expect.arrayContaining(['decision', 'decidedOn', 'ruleSetVersionId', 'explanation']));
    expect((await f.audit('course-submissions', b.submissions[1].id)).at(-1)!.changes.find((c) => c.field === 'status')).toMatchObject({ oldValue: 'inReview', newValue: 'approved' });

    // the next review goes round the batch; the last one leads to the dashboard
    await rubric(third, 4);
    expect((await complete(third, 'approved')).body.nextReviewId).toBe(first);
    await rubric(first, 5);
    expect((await complete(first, 'APPROVED')).body.nextReviewId).toBeNull();
  });

  it('does not approve: with feedback and a rubric below the minimum', async () => {
    const b = await f.assignedBatch({ analystId: analyst.id });
    const id = b.reviewIds[0];
    await rubric(id, 1);
    await tick(id, { section: '2' });
    const res = await complete(id, 'notapproved');
    expect(res.status).toBe(200);
    expect(res.body.nextReviewId).toBeNull();
    expect(await f.row(ENTITY.submission, b.submissions[0].id)).toMatchObject({ status: 'notApproved' });
    expect((await f.events(b.submissions[0].id)).map((e) => e.action)).toEqual(['Not Approved']);
  });

  it('sends to 2nd review: the submission waits, unassigned, in the 2nd review queue', async () => {
    const b = await f.assignedBatch({ analystId: analyst.id });
    const id = b.reviewIds[0];
    await rubric(id, 0);
    await tick(id);
    const res = await secondReview(id);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ decision: 'secondreview', nextReviewId: null });
    expect(await f.row(ENTITY.submission, b.submissions[0].id)).toMatchObject({ status: 'inQueue', queueType: 'second', assignedAnalystId: null, reviewBatchId: null, decidedOn: null });
    expect((await f.events(b.submissions[0].id)).map((e) => e.action)).toEqual(['Sent to 2nd review']);
    // the queue calls take it from there: it is counted among the 2nd review queue's waiting submissions
    const counts = await h.call('GET', '/api/admin/review/unassigned/counts', undefined, analyst.cookie);
    expect(counts.body.second).toBeGreaterThanOrEqual(1);
  });

  it('refuses each decision the rules refuse with the spec’s hover message, and stores nothing', async () => {
    const cases: { rubricValue: number; feedback: boolean; exclusion?: boolean; call: () => (id: number) => Promise<{ status: number; body: any }>; message: string }[] = [
      { rubricValue: 1, feedback: false, call: () => (id) => complete(id, 'approved'), message: 'Course cannot be approved because the rubric value is too low' },
      { rubricValue: 4, feedback: true, call: () => (id) => complete(id, 'approved'), message: 'Course cannot be approved because one or more feedback items have been selected' },
      { rubricValue: 4, feedback: false, exclusion: true, call: () => (id) => complete(id, 'approved'), message: 'Course cannot be approved because one or more properties are excluded from the revision' },
      { rubricValue: 2, feedback: true, call: () => (id) => complete(id, 'notapproved'), message: 'The rubric value is too high to not approve this course' },
      { rubricValue: 0, feedback: false, call: () => (id) => complete(id, 'notapproved'), message: 'Course must have feedback in order to not approve' },
      { rubricValue: 3, feedback: true, call: () => secondReview, message: 'The rubric value is too high to not approve this course' },
      { rubricValue: 1, feedback: false, call: () => secondReview, message: 'Course must have feedback in order to not approve' },
    ];
    for (const c of cases) {
      const b = await f.assignedBatch({ analystId: analyst.id });
      const id = b.reviewIds[0];
      await rubric(id, c.rubricValue);
      if (c.feedback) await tick(id);
      if (c.exclusion) expect((await h.call('POST', `/api/admin/review/${id}`, { exclusions: [{ name: 'title', isExcluded: true, comment: null, excludedSuboptionIds: [] }] }, analyst.cookie)).status).toBe(200);
      const before = await f.em().count('RuleEvaluation', { allowed: false });
      const res = await c.call()(id);
      expect(res.status, c.message).toBe(400);
      expect(res.body.message).toBe(c.message);
      expect(res.body.modelState.decision).toContain(c.message);
      expect(await f.row(ENTITY.review, id)).toMatchObject({ decision: null, decidedOn: null });
      expect(await f.row(ENTITY.submission, b.submissions[0].id)).toMatchObject({ status: 'inReview' });
      expect(await f.events(b.submissions[0].id)).toEqual([]);
      // the refused evaluation is kept for the rule editor's simulation
      expect(await f.em().count('RuleEvaluation', { allowed: false })).toBe(before + 1);
    }
  });

  it('counts only revision feedback against approving: approval feedback (type 2, section -1) does not block it', async () => {
    const b = await f.assignedBatch({ analystId: analyst.id });
    const id = b.reviewIds[0];
    await rubric(id, 3);
    await tick(id, { section: '-1', type: 2 });
    expect((await complete(id, 'approved')).status).toBe(200);
  });

  it('refuses a decision without a rubric value', async () => {
    const b = await f.assignedBatch({ analystId: analyst.id });
    const res = await complete(b.reviewIds[0], 'approved');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Choose a rubric value before deciding on this course');
  });

  it('reads the minimum approval value from the review settings and never takes facts from the request', async () => {
    const b = await f.assignedBatch({ analystId: analyst.id });
    const id = b.reviewIds[0];
    await rubric(id, 2);
    await f.insert('ReviewSettings', { id: 1, minApprovalValue: 3, takeNextCourseCount: 10, expressReviewEnabled: true });
    try {
      // the screen reads the same value from the review settings' call (resources/overrides/review-settings)
      expect((await h.call('GET', '/api/admin/rubric/minapprovalvalue', undefined, analyst.cookie)).body).toBe(3);
      const sent = await complete(id, 'approved', analyst, { rubricValue: 5, minApprovalValue: 0 });
      expect(sent.status).toBe(400);
      expect(sent.body.message).toBe('This call takes no body: the decision is made on the review as stored.');
      const res = await complete(id, 'approved');
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Course cannot be approved because the rubric value is too low');
    } finally {
      await f.em().nativeDelete('ReviewSettings', { id: 1 });
    }
    expect((await complete(id, 'approved')).status).toBe(200);
  });

  it('answers InvalidReviewPermission to anyone but the assigned analyst, and to a second decision', async () => {
    const b = await f.assignedBatch({ analystId: analyst.id });
    const id = b.reviewIds[0];
    await rubric(id, 3);
    const stranger = await complete(id, 'approved', colleague);
    expect(stranger.status).toBe(409);
    expect(stranger.body).toEqual({ message: 'This course has been reassigned to another analyst.', code: 'InvalidReviewPermission' });
    expect((await complete(id, 'approved')).status).toBe(200);
    const again = await complete(id, 'approved');
    expect(again.status).toBe(409);
    // the review is still the analyst's: it was decided, not reassigned
    expect(again.body).toEqual({ message: 'This review has already been decided.', code: 'InvalidReviewPermission' });
    // a decided review takes no more edits either
    expect((await h.call('POST', `/api/admin/review/${id}/rubric/${await rubricOf(f, 1)}`, undefined, analyst.cookie)).body.code).toBe('InvalidReviewPermission');
  });

  it('tells the second of two screens sending the same decision that the review was already decided (issue 19 §7)', async () => {
    const b = await f.assignedBatch({ analystId: analyst.id });
    const id = b.reviewIds[0];
    await rubric(id, 3);
    const calls = await Promise.all([complete(id, 'approved'), complete(id, 'approved')]);
    expect(calls.map((c) => c.status).sort()).toEqual([200, 409]);
    expect(calls.find((c) => c.status === 409)!.body).toEqual({ message: 'This review has already been decided.', code: 'InvalidReviewPermission' });
    expect((await f.events(b.submissions[0].id)).length).toBe(1);
    // taken from the analyst and decided by another: that one is still a reassignment
    const moved = await f.assignedBatch({ analystId: analyst.id });
    await f.update(ENTITY.review, moved.reviewIds[0], { analystId: colleague.id, decision: 'approved', decidedOn: new Date() });
    expect((await complete(moved.reviewIds[0], 'approved')).body).toEqual({ message: 'This course has been reassigned to another analyst.', code: 'InvalidReviewPermission' });
  });

  it('stores exactly one of concurrent decisions by two analysts (and two screens of one); the others get InvalidReviewPermission', async () => {
    for (let round = 0; round < 3; round++) {
      const b = await f.assignedBatch({ analystId: analyst.id });
      const id = b.reviewIds[0];
      await rubric(id, 1);
      await tick(id);
      // the analyst decides from two screens at once while a colleague decides the same review
      const calls = await Promise.all([complete(id, 'notapproved'), secondReview(id), complete(id, 'notapproved', colleague)]);
      expect(calls.map((c) => c.status).sort()).toEqual([200, 409, 409]);
      // the colleague never had the review; the analyst's other screen lost to its own decision
      expect(calls[2].body).toEqual({ message: 'This course has been reassigned to another analyst.', code: 'InvalidReviewPermission' });
      expect(calls.slice(0, 2).find((c) => c.status === 409)!.body).toEqual({ message: 'This review has already been decided.', code: 'InvalidReviewPermission' });
      const won = calls.find((c) => c.status === 200)!;
      expect(calls[2]).not.toBe(won);
      const review = (await f.row(ENTITY.review, id))!;
      expect(review.decision).toBe(won.body.decision);
      expect((await f.events(b.submissions[0].id)).length).toBe(1);
      expect((await f.audit('course-submission-reviews', id)).filter((e) => e.changes.some((c) => c.field === 'decision')).length).toBe(1);
    }
  });

  it('a decision and a reassignment at the same moment: one of them happens, never both, never a server error', async () => {
    const admin = await f.staff({ abilities: ['AdminReview', 'AdminReassign'], userKind: 'ucop' });
    for (let round = 0; round < 3; round++) {
      const b = await f.assignedBatch({ analystId: analyst.id });
      const id = b.reviewIds[0];
      await rubric(id, 3);
      const [decided, moved] = await Promise.all([complete(id, 'approved'), h.call('POST', `/api/admin/review/${b.submissions[0].id}/reassign/${colleague.id}`, undefined, admin.cookie)]);
      expect([decided.status, moved.status].sort()).toEqual([200, 409]);
      const review = await f.row(ENTITY.review, id);
      const submission = (await f.row(ENTITY.submission, b.submissions[0].id))!;
      if (decided.status === 200) {
        expect(review).toMatchObject({ decision: 'approved', analystId: analyst.id });
        expect(submission.status).toBe('approved');
      } else {
        expect(decided.body.code).toBe('InvalidReviewPermission');
        expect(review).toMatchObject({ decision: null, analystId: colleague.id });
        expect(submission).toMatchObject({ status: 'inReview', assignedAnalystId: colleague.id });
      }
    }
  });

  it('refuses bad input with 4xx', async () => {
    const b = await f.assignedBatch({ analystId: analyst.id });
    const bad = await complete(b.reviewIds[0], 'maybe');
    expect(bad.status).toBe(400);
    expect(bad.body.modelState.status).toEqual(['Choose approved or notapproved.']);
    expect((await complete(999_999, 'approved')).status).toBe(404);
    expect((await h.call('POST', '/api/admin/review/0/secondreview', undefined, analyst.cookie)).status).toBe(400);
  });
});
