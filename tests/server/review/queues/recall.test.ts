// Recall from 2nd review (spec 1 §4, spec 3 §4, §8): back In Review to a main queue in a batch of its
// own, with the spec's messages; singly and in bulk; who may; the writes audited with history lines.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../../../support/server-harness.js';
import { ENGINE } from '../../../support/test-db.js';
import { ENTITY, ReviewFixtures, type StaffUser } from '../fixtures.js';

const FAILED = 'An error occurred while trying to recall from 2nd review.';

let h: Harness;
let f: ReviewFixtures;
let sender: StaffUser;
let reviewer: StaffUser;
let bystander: StaffUser;
let supervisor: StaffUser;

beforeAll(async () => {
  h = await startHarness();
  f = new ReviewFixtures(h);
  sender = await f.analyst({ firstName: 'Sandra', lastName: 'Sender', abilities: ['AdminSecondReviewQueue'] });
  reviewer = await f.analyst({ firstName: 'Rita', lastName: 'Reviewer', abilities: ['AdminSecondReviewQueue'] });
  bystander = await f.analyst({ firstName: 'Bo', lastName: 'Stander' });
  supervisor = await f.staff({ abilities: ['AdminReview', 'AdminReassign'], userKind: 'ucop', firstName: 'Sue', lastName: 'Pervisor' });
}, 240_000);
afterAll(() => h?.close());

describe(`recall from 2nd review (${ENGINE})`, () => {
  it('moves the submission back to the sender’s main queue in a batch of its own, with the spec’s message', async () => {
    const sent = await f.sentToSecondReview({ firstAnalystId: sender.id, secondReviewerId: reviewer.id, title: 'Chemistry in the Community' });
    const statement = await f.feedbackStatement();
    await f.reviewStatement({ reviewId: sent.secondReviewId, statementId: statement });
    const res = await h.call('POST', `/api/admin/review/recall/${sent.firstReviewId}`, undefined, sender.cookie);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Chemistry in the Community has been reassigned to your main queue');
    const submission = await f.row(ENTITY.submission, sent.submission.id);
    expect(submission).toMatchObject({ status: 'inReview', queueType: 'main', assignedAnalystId: sender.id, reviewBatchId: res.body.courseSubmissionReviewBatchId });
    const batch = await f.row(ENTITY.batch, res.body.courseSubmissionReviewBatchId);
    expect(batch).toMatchObject({ ownerId: sender.id, queueType: 'main', isSecondReview: false });
    expect([sent.firstBatchId, sent.secondBatchId]).not.toContain(batch?.id);
    // the open 2nd review and its ticked feedback are gone; the sender's decided review stays as history
    expect(await f.row(ENTITY.review, sent.secondReviewId)).toBeNull();
    expect(await f.rows(ENTITY.statement, { courseSubmissionReviewId: sent.secondReviewId })).toEqual([]);
    expect((await f.row(ENTITY.review, sent.firstReviewId))?.decision).toBe('secondreview');
    const reviews = await f.rows(ENTITY.review, { courseSubmissionId: sent.submission.id });
    expect(reviews.map((r) => [r.analystId, r.decision, r.isSecondReview])).toEqual([
      [sender.id, 'secondreview', false],
      [sender.id, null, false],
    ]);
    expect(res.body.newCourseSubmissionReviewId).toBe(reviews[1].id);
    expect(await f.events(sent.submission.id)).toEqual([
      expect.objectContaining({ action: "Recalled from 2nd review to Sandra Sender's main queue", userId: sender.id, isSecondReview: true }),
    ]);
    // the move, the new batch, the new review and the dropped ones are in the audit trail, by the caller
    const trail = await f.audit('course-submissions', sent.submission.id);
    expect(trail.at(-1)).toMatchObject({ auditType: 'U', userId: sender.id });
    expect((await f.audit('course-submission-reviews', sent.secondReviewId)).at(-1)?.auditType).toBe('D');
    expect((await f.audit('review-batches', batch!.id))[0]?.auditType).toBe('I');
    // the 2nd review queue no longer shows it to either
    for (const who of [sender, reviewer]) expect((await h.call('POST', '/api/admin/review/assigned', { queueType: 'second' }, who.cookie)).body.total).toBe(0);
    const main = await h.call('POST', '/api/admin/review/assigned', { queueType: 'main' }, sender.cookie);
    expect(main.body.result.map((b: any) => b.courseSubmissionReviewBatchId)).toContain(batch!.id);
  });

  it('lets the 2nd reviewer or an administrator who may reassign recall it to the sender', async () => {
    const byReviewer = await f.sentToSecondReview({ firstAnalystId: sender.id, secondReviewerId: reviewer.id, title: 'Algebra I' });
    const a = await h.call('POST', `/api/admin/review/recall/${byReviewer.secondReviewId}`, undefined, reviewer.cookie);
    expect(a.status).toBe(200);
    expect(a.body).toMatchObject({ analystId: sender.id, message: "Algebra I has been reassigned to Sandra Sender's main queue" });
    const bySupervisor = await f.sentToSecondReview({ firstAnalystId: sender.id, secondReviewerId: reviewer.id, title: 'Geometry' });
    const b = await h.call('POST', `/api/admin/review/recall/${bySupervisor.firstReviewId}`, undefined, supervisor.cookie);
    expect(b.body).toMatchObject({ analystId: sender.id });
    expect((await f.row(ENTITY.submission, bySupervisor.submission.id))?.assignedAnalystId).toBe(sender.id);
  });

  it('refuses an analyst with no part in it (403) and a submission not in 2nd review (409), with the spec’s failure message', async () => {
    const sent = await f.sentToSecondReview({ firstAnalystId: sender.id, secondReviewerId: reviewer.id });
    const refused = await h.call('POST', `/api/admin/review/recall/${sent.firstReviewId}`, undefined, bystander.cookie);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(FAILED);
    expect((await f.row(ENTITY.submission, sent.submission.id))?.status).toBe('secondReview');
    expect(await f.row(ENTITY.review, sent.secondReviewId)).not.toBeNull();

    const mainOnly = await f.assignedBatch({ analystId: sender.id });
    const notSecond = await h.call('POST', `/api/admin/review/recall/${mainOnly.reviewIds[0]}`, undefined, sender.cookie);
    expect(notSecond.status).toBe(409);
    expect(notSecond.body).toMatchObject({ message: FAILED, modelState: { courseSubmissionReviewId: [`${mainOnly.submissions[0].course.title} is not in 2nd review any more.`] } });
    // recalling twice: the second finds it no longer in 2nd review
    expect((await h.call('POST', `/api/admin/review/recall/${sent.firstReviewId}`, undefined, sender.cookie)).status).toBe(200);
    expect((await h.call('POST', `/api/admin/review/recall/${sent.firstReviewId}`, undefined, sender.cookie)).status).toBe(409);
  });

  it('recalls in bulk: each recallable one moves, the others are reported, unknown ids are a 404 before anything moves', async () => {
    const one = await f.sentToSecondReview({ firstAnalystId: sender.id, secondReviewerId: reviewer.id, title: 'Biology' });
    const two = await f.sentToSecondReview({ firstAnalystId: sender.id, secondReviewerId: reviewer.id, title: 'Physics' });
    const notMine = await f.sentToSecondReview({ firstAnalystId: bystander.id, secondReviewerId: reviewer.id, title: 'Art' });

    const unknown = await h.call('POST', '/api/admin/review/recall/bulk', { reviewIdentities: `${one.firstReviewId},999999` }, sender.cookie);
    expect(unknown.status).toBe(404);
    expect((await f.row(ENTITY.submission, one.submission.id))?.status).toBe('secondReview');

    const res = await h.call('POST', '/api/admin/review/recall/bulk', { reviewIdentities: [one.firstReviewId, notMine.firstReviewId, two.secondReviewId] }, sender.cookie);
    expect(res.status).toBe(200);
    expect(res.body.recalled.map((r: any) => [r.courseSubmissionId, r.message])).toEqual([
      [one.submission.id, 'Biology has been reassigned to your main queue'],
      [two.submission.id, 'Physics has been reassigned to your main queue'],
    ]);
    expect(res.body.refused).toEqual([expect.objectContaining({ courseSubmissionReviewId: notMine.firstReviewId, message: FAILED, status: 403 })]);
    // each in a batch of its own
    expect(new Set(res.body.recalled.map((r: any) => r.courseSubmissionReviewBatchId)).size).toBe(2);
    expect((await f.row(ENTITY.submission, notMine.submission.id))?.status).toBe('secondReview');
  });

  it('recalls a whole 2nd-review batch from its dashboard row: every open course moves, the others are reported by title', async () => {
    const day = (d: number) => new Date(Date.UTC(2026, 1, d, 17));
    const first = await f.sentToSecondReview({ firstAnalystId: sender.id, secondReviewerId: reviewer.id, title: 'Marine Biology', submittedOn: day(2) });
    const into = { secondBatchId: first.secondBatchId, institutionId: first.institutionId };
    // submitted last but express: worked first
    const express = await f.sentToSecondReview({ firstAnalystId: sender.id, secondReviewerId: reviewer.id, title: 'Oceanography', submittedOn: day(4), isExpressReview: true, into });
    const later = await f.sentToSecondReview({ firstAnalystId: sender.id, secondReviewerId: reviewer.id, title: 'Zoology', submittedOn: day(3), into });
    const othersCourse = await f.sentToSecondReview({ firstAnalystId: bystander.id, secondReviewerId: reviewer.id, title: 'Botany', submittedOn: day(5), into });
    const decided = await f.sentToSecondReview({ firstAnalystId: sender.id, secondReviewerId: reviewer.id, title: 'Geology', submittedOn: day(1), into });
    await f.update(ENTITY.review, decided.secondReviewId, { decision: 'approved', decidedOn: day(6) });
    await f.update(ENTITY.submission, decided.submission.id, { status: 'approved', decidedOn: day(6) });

    const queue = await h.call('POST', '/api/admin/review/assigned', { queueType: 'second' }, sender.cookie);
    const row = queue.body.result.find((b: any) => b.courseSubmissionReviewBatchId === first.secondBatchId);
    const ref = (x: typeof first) => ({ courseSubmissionReviewId: x.secondReviewId, courseSubmissionId: x.submission.id });
    // the decided course is counted in the batch but is not an open review
    expect(row).toMatchObject({ batchSize: 5, reviews: [ref(express), ref(first), ref(later), ref(othersCourse)], firstReview: ref(express) });

    const res = await h.call('POST', '/api/admin/review/recall/bulk', { reviewIdentities: row.reviews.map((r: any) => r.courseSubmissionReviewId).join(',') }, sender.cookie);
    expect(res.status).toBe(200);
    expect(res.body.recalled.map((r: any) => r.message)).toEqual([
      'Oceanography has been reassigned to your main queue',
      'Marine Biology has been reassigned to your main queue',
      'Zoology has been reassigned to your main queue',
    ]);
    expect(res.body.refused).toEqual([
      {
        courseSubmissionReviewId: othersCourse.secondReviewId,
        courseSubmissionId: othersCourse.submission.id,
        title: 'Botany',
        message: FAILED,
        reason: 'Botany: only the analyst who sent it, its 2nd reviewer or an administrator who may reassign can recall it.',
        status: 403,
      },
    ]);
    for (const moved of [first, express, later]) expect(await f.row(ENTITY.submission, moved.submission.id)).toMatchObject({ status: 'inReview', queueType: 'main', assignedAnalystId: sender.id });
    expect(await f.row(ENTITY.submission, othersCourse.submission.id)).toMatchObject({ status: 'secondReview', reviewBatchId: first.secondBatchId });
    // the sender has no course left in the batch; its reviewer still has Botany to decide
    const sendersQueue = await h.call('POST', '/api/admin/review/assigned', { queueType: 'second' }, sender.cookie);
    expect(sendersQueue.body.result.map((b: any) => b.courseSubmissionReviewBatchId)).not.toContain(first.secondBatchId);
    const reviewersQueue = await h.call('POST', '/api/admin/review/assigned', { queueType: 'second' }, reviewer.cookie);
    expect(reviewersQueue.body.result.find((b: any) => b.courseSubmissionReviewBatchId === first.secondBatchId)).toMatchObject({ reviews: [ref(othersCourse)] });

    // recalling the same row again: the moved courses' 2nd reviews are gone, so nothing moves
    const stale = await h.call('POST', '/api/admin/review/recall/bulk', { reviewIdentities: row.reviews.map((r: any) => r.courseSubmissionReviewId) }, sender.cookie);
    expect(stale.status).toBe(404);
    expect(await f.row(ENTITY.submission, othersCourse.submission.id)).toMatchObject({ status: 'secondReview' });
  });

  it('checks ids: 400 for junk, 401 for strangers, 403 without AdminReview', async () => {
    for (const id of ['0', 'x', '99999999999']) expect((await h.call('POST', `/api/admin/review/recall/${id}`, undefined, sender.cookie)).status, id).toBe(400);
    for (const body of [{}, { reviewIdentities: '' }, { reviewIdentities: 'a,b' }, { reviewIdentities: [1, -2] }, { reviewIdentities: { a: 1 } }, { ids: '1' }])
      expect((await h.call('POST', '/api/admin/review/recall/bulk', body, sender.cookie)).status, JSON.stringify(body)).toBe(400);
    expect((await h.call('POST', '/api/admin/review/recall/1', undefined)).status).toBe(401);
    expect((await h.call('POST', '/api/admin/review/recall/bulk', { reviewIdentities: '1' })).status).toBe(401);
    const nobody = await f.staff({ abilities: ['AdminReassign'], userKind: 'ucop' });
    expect((await h.call('POST', '/api/admin/review/recall/1', undefined, nobody.cookie)).status).toBe(403);
    expect((await h.call('POST', '/api/admin/review/recall/bulk', { reviewIdentities: '1' }, nobody.cookie)).status).toBe(403);
  });
});
