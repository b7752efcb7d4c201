// The dashboard's queues (spec 1 §2–§7): the caller's open batches of Main, Course Audit and 2nd
// Review with their counts, comments and tags; read / unread; starting a batch.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../../../support/server-harness.js';
import { ENGINE } from '../../../support/test-db.js';
import { ENTITY, ReviewFixtures, type StaffUser } from '../fixtures.js';

let h: Harness;
let f: ReviewFixtures;
let analyst: StaffUser;
let secondReviewer: StaffUser;
let other: StaffUser;

beforeAll(async () => {
  h = await startHarness();
  f = new ReviewFixtures(h);
  analyst = await f.analyst({ firstName: 'Ana', lastName: 'Lyst', abilities: ['AdminSecondReviewQueue'] });
  secondReviewer = await f.analyst({ firstName: 'Sec', lastName: 'Ond', abilities: ['AdminSecondReviewQueue'] });
  other = await f.analyst({ firstName: 'Oth', lastName: 'Er' });
}, 240_000);
afterAll(() => h?.close());

const day = (iso: string) => new Date(iso);

describe(`dashboard queues (${ENGINE})`, () => {
  it('lists the caller’s open batches of the main queue with size, progress, first review, comments and tags', async () => {
    const older = await f.assignedBatch({ analystId: analyst.id, count: 3, submittedOn: day('2026-02-02T17:00:00Z'), decided: [{ decision: 'approved', decidedOn: day('2026-02-03T17:00:00Z') }] });
    const newer = await f.assignedBatch({ analystId: analyst.id, count: 1, submittedOn: day('2026-02-05T17:00:00Z'), isRead: true });
    // a batch whose every review is decided has left the queue
    await f.assignedBatch({ analystId: analyst.id, count: 1, decided: [{ decision: 'notapproved', decidedOn: day('2026-02-04T17:00:00Z') }] });
    // someone else's batch and an audit batch of the caller are not in the main queue
    await f.assignedBatch({ analystId: other.id, count: 1 });
    const audit = await f.assignedBatch({ analystId: analyst.id, count: 1, queueType: 'audit' });
    const tag = await f.tag('Honors candidate');
    const gone = await f.tag('Removed tag', { isDeleted: true });
    await f.courseTag(older.submissions[1].course.courseId, tag);
    await f.courseTag(older.submissions[1].course.courseId, gone);
    await f.note({ courseId: older.submissions[2].course.courseId, courseSubmissionId: older.submissions[2].id, note: 'Check the lab hours', createdById: other.id });

    const res = await h.call('POST', '/api/admin/review/assigned', { pagedDetails: { page: 1, pageSize: 50 }, query: '', queueType: 'main' }, analyst.cookie);
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(2);
    expect(res.body.result.map((b: any) => b.courseSubmissionReviewBatchId)).toEqual([older.batchId, newer.batchId]);
    const first = res.body.result[0];
    expect(first).toMatchObject({
      title: expect.any(String),
      institutionId: older.institution.id,
      institutionName: older.institution.name,
      queueType: 'main',
      isRead: false,
      isSecondReview: false,
      isCurrentUserSecondReviewer: false,
      batchSize: 3,
      progress: { approved: 1, notApproved: 0, sentToSecondReview: 0, noDecision: 2 },
      // the first undecided review, by submitted time then id
      firstReview: { courseSubmissionId: older.submissions[1].id, courseSubmissionReviewId: older.reviewIds[1] },
      // every undecided one, in the same order
      reviews: [1, 2].map((i) => ({ courseSubmissionId: older.submissions[i].id, courseSubmissionReviewId: older.reviewIds[i] })),
      internalComments: [{ userName: 'Oth Er', note: 'Check the lab hours' }],
      tags: [{ tagId: tag, name: 'Honors candidate' }],
      isExpressReview: false,
    });
    expect(new Date(first.submittedOn).toISOString()).toBe('2026-02-02T17:00:00.000Z');
    expect(res.body.result[1].isRead).toBe(true);

    const auditQueue = await h.call('GET', '/api/admin/review/assigned?queueType=audit', undefined, analyst.cookie);
    expect(auditQueue.status).toBe(200);
    expect(auditQueue.body.result.map((b: any) => b.courseSubmissionReviewBatchId)).toEqual([audit.batchId]);
  });

  it('counts a batch in parts that add up to its size: sent to 2nd review is its own, a reversed decision gave way to its new review', async () => {
    const analystOf = await f.analyst();
    const b = await f.assignedBatch({ analystId: analystOf.id, count: 4, decided: [{ decision: 'secondreview', decidedOn: new Date() }, { decision: 'approved', decidedOn: new Date() }] });
    await f.update(ENTITY.review, b.reviewIds[1], { reversedOn: new Date(), reversalReason: 'Opened again' });
    await f.review({ courseSubmissionId: b.submissions[1].id, analystId: analystOf.id, reviewBatchId: b.batchId });
    const res = await h.call('POST', '/api/admin/review/assigned', { pagedDetails: { page: 1, pageSize: 50 }, queueType: 'main' }, analystOf.cookie);
    expect(res.status).toBe(200);
    const [row] = res.body.result;
    expect(row).toMatchObject({ courseSubmissionReviewBatchId: b.batchId, batchSize: 4, progress: { approved: 0, notApproved: 0, sentToSecondReview: 1, noDecision: 3 } });
    const { approved, notApproved, sentToSecondReview, noDecision } = row.progress;
    expect(approved + notApproved + sentToSecondReview + noDecision).toBe(row.batchSize);
  });

  it('pages (default 50) and searches by course title, record number or batch title', async () => {
    const pager = await f.analyst();
    const batches = [];
    for (let i = 0; i < 3; i++) batches.push(await f.assignedBatch({ analystId: pager.id, submittedOn: new Date(Date.UTC(2026, 0, 10 + i)) }));
    const page2 = await h.call('POST', '/api/admin/review/assigned', { pagedDetails: { page: 2, pageSize: 2 }, queueType: 'main' }, pager.cookie);
    expect(page2.body).toMatchObject({ total: 3, result: [{ courseSubmissionReviewBatchId: batches[2].batchId }] });
    const beyond = await h.call('POST', '/api/admin/review/assigned', { pagedDetails: { page: 9, pageSize: 2 }, queueType: 'main' }, pager.cookie);
    expect(beyond.body).toEqual({ total: 3, result: [] });
    const byTitle = await h.call('POST', '/api/admin/review/assigned', { query: batches[1].submissions[0].course.title, queueType: 'main' }, pager.cookie);
    expect(byTitle.body.result.map((b: any) => b.courseSubmissionReviewBatchId)).toEqual([batches[1].batchId]);
    const byRecord = await h.call('GET', `/api/admin/review/assigned?query=${encodeURIComponent(batches[0].submissions[0].course.recordId)}`, undefined, pager.cookie);
    expect(byRecord.body.result.map((b: any) => b.courseSubmissionReviewBatchId)).toEqual([batches[0].batchId]);
    const percent = await h.call('POST', '/api/admin/review/assigned', { query: '%', queueType: 'main' }, pager.cookie);
    expect(percent.body).toEqual({ total: 0, result: [] });
  });

  it('shows 2nd review batches to their reviewer and to the analyst who sent the submission', async () => {
    const sent = await f.sentToSecondReview({ firstAnalystId: analyst.id, secondReviewerId: secondReviewer.id });
    const mine = await h.call('POST', '/api/admin/review/assigned', { queueType: 'second' }, secondReviewer.cookie);
    expect(mine.body.result).toEqual([
      expect.objectContaining({
        courseSubmissionReviewBatchId: sent.secondBatchId,
        isSecondReview: true,
        isCurrentUserSecondReviewer: true,
        firstReview: { courseSubmissionId: sent.submission.id, courseSubmissionReviewId: sent.secondReviewId },
      }),
    ]);
    const senders = await h.call('POST', '/api/admin/review/assigned', { queueType: 'second' }, analyst.cookie);
    expect(senders.body.result).toEqual([expect.objectContaining({ courseSubmissionReviewBatchId: sent.secondBatchId, isCurrentUserSecondReviewer: false })]);
    // without AdminSecondReviewQueue the queue is refused
    expect((await h.call('POST', '/api/admin/review/assigned', { queueType: 'second' }, other.cookie)).status).toBe(403);
    expect((await h.call('GET', '/api/admin/review/assigned?queueType=second', undefined, other.cookie)).status).toBe(403);
  });

  it('checks the body and parameters with 400s that name them', async () => {
    const bad = async (body: unknown) => h.call('POST', '/api/admin/review/assigned', body, analyst.cookie);
    expect((await bad({ queueType: 'hold' })).body.modelState.queueType).toBeDefined();
    expect((await bad({ pagedDetails: { page: 0 } })).body.modelState['pagedDetails.page']).toBeDefined();
    expect((await bad({ pagedDetails: { pageSize: 5000 } })).status).toBe(400);
    expect((await bad({ pagedDetails: 'x' })).status).toBe(400);
    expect((await bad({ queue: 'main' })).body.modelState.queue).toBeDefined();
    expect((await bad([1, 2])).status).toBe(400);
    expect((await bad({ query: 5 })).status).toBe(400);
    expect((await h.call('GET', '/api/admin/review/assigned?pageSize=abc', undefined, analyst.cookie)).status).toBe(400);
  });

  it('refuses strangers (401) and staff without AdminReview (403)', async () => {
    const nobody = await f.staff({ abilities: ['AdminViewAudit'], userKind: 'ucop' });
    for (const [method, path] of [
      ['POST', '/api/admin/review/assigned'],
      ['GET', '/api/admin/review/assigned'],
      ['POST', '/api/admin/review/unread/1'],
      ['POST', '/api/admin/review/unread/bulk'],
      ['POST', '/api/admin/review/1/start'],
    ] as const) {
      expect((await h.call(method, path, method === 'POST' ? {} : undefined)).status, path).toBe(401);
      expect((await h.call(method, path, method === 'POST' ? {} : undefined, nobody.cookie)).status, path).toBe(403);
    }
  });

  it('toggles read / unread of an own batch, singly and in bulk, with audit entries', async () => {
    const a = await f.assignedBatch({ analystId: analyst.id });
    const b = await f.assignedBatch({ analystId: analyst.id, isRead: true });
    const one = await h.call('POST', `/api/admin/review/unread/${a.batchId}`, undefined, analyst.cookie);
    expect(one.body).toEqual({ courseSubmissionReviewBatchId: a.batchId, isRead: true });
    const again = await h.call('POST', `/api/admin/review/unread/${a.batchId}`, {}, analyst.cookie);
    expect(again.body.isRead).toBe(false);
    const bulk = await h.call('POST', '/api/admin/review/unread/bulk', { batchIds: `${b.batchId},${a.batchId}` }, analyst.cookie);
    expect(bulk.body.result).toEqual([
      { courseSubmissionReviewBatchId: b.batchId, isRead: false },
      { courseSubmissionReviewBatchId: a.batchId, isRead: true },
    ]);
    const set = await h.call('POST', '/api/admin/review/unread/bulk', { batchIds: [a.batchId, b.batchId], isRead: false }, analyst.cookie);
    expect(set.body.result.map((r: any) => r.isRead)).toEqual([false, false]);
    const trail = await f.audit('review-batches', a.batchId);
    expect(trail.filter((e) => e.auditType === 'U').map((e) => e.changes.find((c) => c.field === 'isRead')?.newValue)).toEqual([true, false, true, false]);
    expect(trail.at(-1)?.userId).toBe(analyst.id);
  });

  it('refuses read / unread of another’s batch (403, nothing changed), unknown batches (404) and bad ids (400)', async () => {
    const theirs = await f.assignedBatch({ analystId: other.id });
    const mine = await f.assignedBatch({ analystId: analyst.id });
    expect((await h.call('POST', `/api/admin/review/unread/${theirs.batchId}`, undefined, analyst.cookie)).status).toBe(403);
    expect((await h.call('POST', '/api/admin/review/unread/bulk', { batchIds: `${mine.batchId},${theirs.batchId}` }, analyst.cookie)).status).toBe(403);
    expect((await f.row(ENTITY.batch, mine.batchId))?.isRead).toBe(false);
    expect((await h.call('POST', '/api/admin/review/unread/999999', undefined, analyst.cookie)).status).toBe(404);
    for (const id of ['0', 'abc', '-3', '2147483648', '1.5']) {
      const res = await h.call('POST', `/api/admin/review/unread/${id}`, undefined, analyst.cookie);
      expect(res.status, id).toBe(400);
      expect(res.body.message).toMatch(/batchId must be a whole number/);
    }
    expect((await h.call('POST', '/api/admin/review/unread/bulk', { batchIds: '1,x' }, analyst.cookie)).body.modelState.batchIds).toBeDefined();
    expect((await h.call('POST', '/api/admin/review/unread/bulk', { batchIds: '' }, analyst.cookie)).status).toBe(400);
    expect((await h.call('POST', '/api/admin/review/unread/bulk', {}, analyst.cookie)).status).toBe(400);
  });

  it('starts a batch: marks it read, starts its first undecided review and answers the review to open', async () => {
    const batch = await f.assignedBatch({ analystId: analyst.id, count: 2, decided: [{ decision: 'approved', decidedOn: day('2026-02-03T17:00:00Z') }] });
    const res = await h.call('POST', `/api/admin/review/${batch.batchId}/start`, undefined, analyst.cookie);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ courseSubmissionReviewBatchId: batch.batchId, courseSubmissionReviewId: batch.reviewIds[1], courseSubmissionId: batch.submissions[1].id });
    expect((await f.row(ENTITY.batch, batch.batchId))?.isRead).toBe(true);
    const review = await f.row(ENTITY.review, batch.reviewIds[1]);
    expect(review?.startedOn).toBeInstanceOf(Date);
    expect((await f.row(ENTITY.submission, batch.submissions[1].id))?.status).toBe('inReview');
    expect((await f.events(batch.submissions[1].id)).map((e) => e.action)).toEqual(['Review started by Ana Lyst']);
    // starting again opens the same review and keeps its start
    const again = await h.call('POST', `/api/admin/review/${batch.batchId}/start`, undefined, analyst.cookie);
    expect(again.body.courseSubmissionReviewId).toBe(batch.reviewIds[1]);
    expect((await f.row(ENTITY.review, batch.reviewIds[1]))?.startedOn).toEqual(review?.startedOn);
    expect(await f.events(batch.submissions[1].id)).toHaveLength(1);
  });

  it('refuses to start another’s batch (403), a finished one (409) and unknown ones (404)', async () => {
    const theirs = await f.assignedBatch({ analystId: other.id });
    expect((await h.call('POST', `/api/admin/review/${theirs.batchId}/start`, undefined, analyst.cookie)).status).toBe(403);
    const done = await f.assignedBatch({ analystId: analyst.id, decided: [{ decision: 'approved', decidedOn: day('2026-02-03T17:00:00Z') }] });
    expect((await h.call('POST', `/api/admin/review/${done.batchId}/start`, undefined, analyst.cookie)).status).toBe(409);
    expect((await h.call('POST', '/api/admin/review/999999/start', undefined, analyst.cookie)).status).toBe(404);
    expect((await h.call('POST', '/api/admin/review/abc/start', undefined, analyst.cookie)).status).toBe(400);
  });
});
