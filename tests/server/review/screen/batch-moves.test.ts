// Moving through and out of batches, and undoing a decision (spec 3 §4, §6, §8): the next review of
// a queue, removing a submission from its batch, and reversing a decision with and without AdminReverse.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../../../support/server-harness.js';
import { ENGINE } from '../../../support/test-db.js';
import { ENTITY, ReviewFixtures, type StaffUser } from '../fixtures.js';
import { courseLookups, rubricOf } from './screen-support.js';

let h: Harness;
let f: ReviewFixtures;
let analyst: StaffUser;
let colleague: StaffUser;
let reverser: StaffUser;

beforeAll(async () => {
  h = await startHarness();
  f = new ReviewFixtures(h);
  await courseLookups(f);
  analyst = await f.analyst({ firstName: 'Ana', lastName: 'Lyst' });
  colleague = await f.analyst({ firstName: 'Col', lastName: 'League' });
  reverser = await f.staff({ abilities: ['AdminReview', 'AdminReverse'], firstName: 'Rev', lastName: 'Erser', userKind: 'ucop' });
}, 240_000);
afterAll(() => h?.close());

const post = (path: string, body: unknown, who = analyst) => h.call('POST', `/api/admin/review${path}`, body, who.cookie);

async function decide(reviewId: number, decision: 'approved' | 'notapproved' | 'secondreview') {
  await post(`/${reviewId}/rubric/${await rubricOf(f, decision === 'approved' ? 3 : 1)}`, undefined);
  if (decision !== 'approved') await f.reviewStatement({ reviewId, statementId: await f.feedbackStatement(), notes: 'needs work' });
  const res = decision === 'secondreview' ? await post(`/${reviewId}/secondreview`, undefined) : await post(`/${reviewId}/complete/${decision}`, undefined);
  expect(res.status).toBe(200);
  return res.body;
}

describe(`next review (${ENGINE})`, () => {
  it('answers the caller’s first undecided review of a queue, or of one batch, or nothing', async () => {
    const inst = await f.institution();
    const audit = await f.assignedBatch({ analystId: analyst.id, count: 2, queueType: 'audit', institution: inst });
    await f.assignedBatch({ analystId: colleague.id, queueType: 'audit' });
    const next = await post('/nextreview', { queueType: 'audit' });
    expect(next.status).toBe(200);
    expect(next.body).toEqual({ reviewBatchId: audit.batchId, nextReviewId: audit.reviewIds[0] });
    await decide(audit.reviewIds[0], 'approved');
    expect((await post('/nextreview', { queueType: 'AUDIT', batchId: audit.batchId })).body).toEqual({ reviewBatchId: audit.batchId, nextReviewId: audit.reviewIds[1] });
    await decide(audit.reviewIds[1], 'approved');
    expect((await post('/nextreview', { queueType: 'audit', batchId: audit.batchId })).body).toEqual({ reviewBatchId: null, nextReviewId: null });
    expect((await post('/nextreview', { queueType: 'audit' }, colleague)).body.nextReviewId).toEqual(expect.any(Number));
  });

  it('refuses bad input with modelState', async () => {
    const b = await f.assignedBatch({ analystId: analyst.id });
    for (const [body, key] of [[{}, 'queueType'], [{ queueType: 'hold' }, 'queueType'], [{ queueType: 'main', batchId: 'x' }, 'batchId'], [{ queueType: 'main', extra: 1 }, '_']] as const) {
      const res = await post('/nextreview', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.body.modelState), JSON.stringify(body)).toContain(key);
    }
    const wrongQueue = await post('/nextreview', { queueType: 'audit', batchId: b.batchId });
    expect(wrongQueue.status).toBe(400);
    expect(wrongQueue.body.modelState.batchId).toBeDefined();
    expect((await post('/nextreview', { queueType: 'main', batchId: 987654 })).status).toBe(404);
  });
});

describe(`a batch's working order (${ENGINE})`, () => {
  it('is the same everywhere: express first, then oldest submitted, whatever order the reviews were made in', async () => {
    const institution = await f.institution();
    const batchId = await f.batch({ ownerId: analyst.id, institutionId: institution.id });
    const day = (d: number) => new Date(Date.UTC(2026, 2, d, 17));
    const course = async (submittedOn: Date, isExpressReview = false) => {
      const s = await f.submission({ institutionId: institution.id, submittedOn, isExpressReview, status: 'inReview', assignedAnalystId: analyst.id, reviewBatchId: batchId });
      return f.review({ courseSubmissionId: s.id, analystId: analyst.id, reviewBatchId: batchId });
    };
    // made in this order; worked express, then oldest: [express, oldest, newest]
    const newest = await course(day(3));
    const oldest = await course(day(1));
    const express = await course(day(5), true);

    const model = await h.call('GET', `/api/admin/review/${batchId}/${oldest}`, undefined, analyst.cookie);
    expect(model.body.batch).toMatchObject({ reviewIds: [express, oldest, newest], nextReviewId: newest });
    const row = (await post('/assigned', { queueType: 'main', pagedDetails: { page: 1, pageSize: 1000 } })).body.result.find((b: any) => b.courseSubmissionReviewBatchId === batchId);
    expect(row.firstReview.courseSubmissionReviewId).toBe(express);
    expect(row.reviews.map((r: any) => r.courseSubmissionReviewId)).toEqual([express, oldest, newest]);
    expect((await post('/nextreview', { batchId })).body).toEqual({ reviewBatchId: batchId, nextReviewId: express });
    expect((await post(`/${batchId}/start`, undefined)).body.courseSubmissionReviewId).toBe(express);

    // after a decision the screen goes on in that order, and round to the ones before
    expect((await decide(express, 'approved')).nextReviewId).toBe(oldest);
    expect((await decide(newest, 'approved')).nextReviewId).toBe(oldest);
    expect((await post('/nextreview', { queueType: 'main', batchId })).body.nextReviewId).toBe(oldest);
    // decided reviews keep their place in the walk
    expect((await h.call('GET', `/api/admin/review/${batchId}/${oldest}`, undefined, analyst.cookie)).body.batch).toMatchObject({ reviewIds: [express, oldest, newest], nextReviewId: null });
  });
});

describe(`remove from batch (${ENGINE})`, () => {
  it('moves the submission with its review into a batch of its own, so the old batch finishes without it', async () => {
    const b = await f.assignedBatch({ analystId: analyst.id, count: 3 });
    const [first, second, third] = b.reviewIds;
    await post(`/${second}`, { statements: [] });
    const res = await post(`/${second}/removeFromBatch`, undefined);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ courseSubmissionReviewId: second, previousReviewBatchId: b.batchId, reviewBatchId: expect.any(Number), nextReviewId: first });
    const own = res.body.reviewBatchId;
    expect(own).not.toBe(b.batchId);
    expect(await f.row(ENTITY.review, second)).toMatchObject({ reviewBatchId: own, analystId: analyst.id, decision: null });
    expect(await f.row(ENTITY.submission, b.submissions[1].id)).toMatchObject({ reviewBatchId: own, status: 'inReview', assignedAnalystId: analyst.id });
    expect(await f.row(ENTITY.batch, own)).toMatchObject({ ownerId: analyst.id, queueType: 'main', institutionId: b.institution.id });
    expect((await f.events(b.submissions[1].id)).map((e) => e.action)).toEqual([expect.stringMatching(/^Removed from the batch /)]);
    const old = await h.call('GET', `/api/admin/review/${b.batchId}/${first}`, undefined, analyst.cookie);
    expect(old.body.batch).toMatchObject({ batchSize: 2, noDecision: 2, nextReviewId: third });
    const moved = await h.call('GET', `/api/admin/review/${own}/${second}`, undefined, analyst.cookie);
    expect(moved.body.batch).toMatchObject({ reviewBatchId: own, batchSize: 1 });
  });

  it('refuses the last submission of a batch, a decided review, and anyone but its analyst', async () => {
    const single = await f.assignedBatch({ analystId: analyst.id });
    expect((await post(`/${single.reviewIds[0]}/removeFromBatch`, undefined)).status).toBe(409);
    const b = await f.assignedBatch({ analystId: analyst.id, count: 2 });
    expect((await post(`/${b.reviewIds[0]}/removeFromBatch`, undefined, colleague)).body.code).toBe('InvalidReviewPermission');
    await decide(b.reviewIds[0], 'approved');
    expect((await post(`/${b.reviewIds[0]}/removeFromBatch`, undefined)).body.code).toBe('InvalidReviewPermission');
    expect((await post(`/${b.reviewIds[1]}/removeFromBatch`, { now: true })).status).toBe(400);
  });
});

describe(`decision reversal (${ENGINE})`, () => {
  const reverse = (body: unknown, who: StaffUser) => post('/decisionReversal/', body, who);

  it('refuses without AdminReverse with the spec’s message, and changes nothing', async () => {
    const b = await f.assignedBatch({ analystId: analyst.id });
    await decide(b.reviewIds[0], 'approved');
    const res = await reverse({ courseSubmissionReviewId: b.reviewIds[0], reason: 'Mistake' }, analyst);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('You do not have permission to reverse a review decision');
    expect(await f.row(ENTITY.review, b.reviewIds[0])).toMatchObject({ decision: 'approved', reversedOn: null });
    expect(await f.row(ENTITY.submission, b.submissions[0].id)).toMatchObject({ status: 'approved' });
  });

  it('reverses: the review is marked reversed, the analyst gets a new review with the same work, audited and in the history', async () => {
    const b = await f.assignedBatch({ analystId: analyst.id, count: 2 });
    const id = b.reviewIds[0];
    await decide(id, 'notapproved');
    const reason = 'Rubric misread; see "unit 3"';
    const res = await reverse({ courseSubmissionReviewId: id, reason }, reverser);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ courseSubmissionReviewId: id, courseSubmissionId: b.submissions[0].id, newCourseSubmissionReviewId: expect.any(Number), reviewBatchId: b.batchId, analystId: analyst.id });
    const reversed = (await f.row(ENTITY.review, id))!;
    expect(reversed).toMatchObject({ decision: 'notapproved', reversedById: reverser.id, reversalReason: reason });
    expect(reversed.reversedOn).not.toBeNull();
    const fresh = (await f.row(ENTITY.review, res.body.newCourseSubmissionReviewId))!;
    expect(fresh).toMatchObject({ decision: null, analystId: analyst.id, reviewBatchId: b.batchId, rubricValue: 1 });
    expect(await f.rows(ENTITY.statement, { courseSubmissionReviewId: fresh.id })).toHaveLength(1);
    expect(await f.row(ENTITY.submission, b.submissions[0].id)).toMatchObject({ status: 'inReview', assignedAnalystId: analyst.id, decidedOn: null, queueType: 'main' });
    expect((await f.events(b.submissions[0].id)).map((e) => [e.action, e.userId])).toEqual([
      ['Not Approved', analyst.id],
      [`Decision reversed (Not Approved): ${reason}`, reverser.id],
    ]);
    expect((await f.audit('course-submission-reviews', id)).at(-1)).toMatchObject({ auditType: 'U', userId: reverser.id });
    // the batch counts the new review, not the reversed one, and the analyst decides again
    const model = await h.call('GET', `/api/admin/review/${b.batchId}/${fresh.id}`, undefined, analyst.cookie);
    expect(model.body).toMatchObject({ readOnly: false, batch: { batchSize: 2, noDecision: 2 } });
    expect((await post(`/${fresh.id}/complete/notapproved`, undefined)).status).toBe(200);
    const twice = await reverse({ courseSubmissionReviewId: id, reason }, reverser);
    expect(twice.status).toBe(409);
  });

  it('reverses a "sent to 2nd review": the open 2nd review goes and the submission returns to its analyst', async () => {
    const second = await f.analyst({ abilities: ['AdminSecondReviewQueue'] });
    const sent = await f.sentToSecondReview({ firstAnalystId: analyst.id, secondReviewerId: second.id });
    await f.update(ENTITY.review, sent.firstReviewId, { rubricValue: 1 });
    const res = await reverse({ courseSubmissionReviewId: sent.firstReviewId, reason: 'Approve it after all' }, reverser);
    expect(res.status).toBe(200);
    expect(await f.row(ENTITY.review, sent.secondReviewId)).toBeNull();
    expect(await f.row(ENTITY.submission, sent.submission.id)).toMatchObject({ status: 'inReview', queueType: 'main', assignedAnalystId: analyst.id, reviewBatchId: sent.firstBatchId });
  });

  it('refuses to reverse a decision a later review overtook, an undecided review, and bad bodies', async () => {
    const second = await f.analyst({ abilities: ['AdminSecondReviewQueue'] });
    const sent = await f.sentToSecondReview({ firstAnalystId: analyst.id, secondReviewerId: second.id });
    await f.update(ENTITY.review, sent.secondReviewId, { decision: 'approved', decidedOn: new Date() });
    const overtaken = await reverse({ courseSubmissionReviewId: sent.firstReviewId, reason: 'x' }, reverser);
    expect(overtaken.status).toBe(409);
    expect(overtaken.body.message).toMatch(/later review/);
    const b = await f.assignedBatch({ analystId: analyst.id });
    expect((await reverse({ courseSubmissionReviewId: b.reviewIds[0], reason: 'x' }, reverser)).status).toBe(409);
    const cases: [unknown, string][] = [
      [{ courseSubmissionReviewId: b.reviewIds[0] }, 'reason'],
      [{ courseSubmissionReviewId: b.reviewIds[0], reason: '  ' }, 'reason'],
      [{ reason: 'x' }, 'courseSubmissionReviewId'],
      [{ courseSubmissionReviewId: 'x', reason: 'x' }, 'courseSubmissionReviewId'],
      [{ courseSubmissionReviewId: b.reviewIds[0], reason: 'x', decision: 'approved' }, '_'],
    ];
    for (const [body, key] of cases) {
      const res = await reverse(body, reverser);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.body.modelState), JSON.stringify(body)).toContain(key);
    }
    expect((await reverse({ courseSubmissionReviewId: 987654, reason: 'x' }, reverser)).status).toBe(404);
  });
});
