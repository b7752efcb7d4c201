// The review calls of the spec that answered "There is no such API call." (issue 19 §6):
// GET /api/admin/review/details/{id} (a completed review, as /completed/details/{id}), POST
// /api/admin/review/reassignToQueue/bulk (the bulk variant the spec names, as /reassignToQueue), and
// the spec's own paging word `pageNumber` inside `pagedDetails`.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../../../support/server-harness.js';
import { ENGINE } from '../../../support/test-db.js';
import { ENTITY, ReviewFixtures, type StaffUser } from '../fixtures.js';

let h: Harness;
let f: ReviewFixtures;
let ana: StaffUser;
let admin: StaffUser;

beforeAll(async () => {
  h = await startHarness();
  f = new ReviewFixtures(h);
  ana = await f.analyst({ firstName: 'Ana', lastName: 'Alpha' });
  admin = await f.staff({ abilities: ['AdminReview', 'AdminAssign', 'AdminReassign'], userKind: 'ucop' });
}, 240_000);
afterAll(() => h?.close());

describe(`review spec calls (${ENGINE})`, () => {
  it('GET /api/admin/review/details/{id} answers the completed review as /completed/details/{id}', async () => {
    const done = await f.assignedBatch({ analystId: ana.id, decided: [{ decision: 'approved', decidedOn: new Date('2026-03-02T18:00:00Z') }] });
    const id = done.reviewIds[0];
    const res = await h.call('GET', `/api/admin/review/details/${id}`, undefined, ana.cookie);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ courseSubmissionReviewId: id, courseSubmissionId: done.submissions[0].id, decision: 'approved', analystName: 'Ana Alpha' });
    expect(res.body).toEqual((await h.call('GET', `/api/admin/review/completed/details/${id}`, undefined, ana.cookie)).body);
    const open = await f.assignedBatch({ analystId: ana.id });
    expect((await h.call('GET', `/api/admin/review/details/${open.reviewIds[0]}`, undefined, ana.cookie)).status).toBe(404);
    expect((await h.call('GET', '/api/admin/review/details/abc', undefined, ana.cookie)).status).toBe(400);
    const clerk = await h.userWith(['AdminManageContent']);
    expect((await h.call('GET', `/api/admin/review/details/${id}`, undefined, clerk)).status).toBe(403);
  });

  it('POST /api/admin/review/reassignToQueue/bulk moves the named submissions to a queue, with their audit entries', async () => {
    const batch = await f.assignedBatch({ analystId: ana.id, count: 2 });
    const [one, two] = batch.submissions.map((s) => s.id);
    const res = await h.call('POST', '/api/admin/review/reassignToQueue/bulk', { ids: `${one},${two}`, queueType: 'audit' }, admin.cookie);
    expect(res.status).toBe(200);
    expect(res.body.result.map((r: { courseSubmissionId: number; queueType: string; status: string }) => [r.courseSubmissionId, r.status, r.queueType])).toEqual([
      [one, 'inQueue', 'audit'],
      [two, 'inQueue', 'audit'],
    ]);
    for (const id of [one, two]) {
      expect(await f.row(ENTITY.submission, id)).toMatchObject({ status: 'inQueue', queueType: 'audit', assignedAnalystId: null });
      expect((await f.audit('course-submissions', id)).some((e) => e.changes.some((c) => c.field === 'queueType' && c.newValue === 'audit'))).toBe(true);
    }
    // by batch, and the same refusals as /reassignToQueue
    const other = await f.assignedBatch({ analystId: ana.id });
    expect((await h.call('POST', '/api/admin/review/reassignToQueue/bulk', { batchIds: [other.batchId], queueType: 'hold' }, admin.cookie)).status).toBe(200);
    expect(await f.row(ENTITY.submission, other.submissions[0].id)).toMatchObject({ status: 'hold', queueType: 'hold' });
    expect((await h.call('POST', '/api/admin/review/reassignToQueue/bulk', { ids: String(one), queueType: 'nowhere' }, admin.cookie)).status).toBe(400);
    expect((await h.call('POST', '/api/admin/review/reassignToQueue/bulk', { queueType: 'main' }, admin.cookie)).status).toBe(400);
    expect((await h.call('POST', '/api/admin/review/reassignToQueue/bulk', { ids: '999999', queueType: 'main' }, admin.cookie)).status).toBe(404);
    expect((await h.call('POST', '/api/admin/review/reassignToQueue/bulk', { ids: String(one), queueType: 'main', extra: 1 }, admin.cookie)).status).toBe(400);
    expect((await h.call('POST', '/api/admin/review/reassignToQueue/bulk', { ids: String(one), queueType: 'main' }, ana.cookie)).status).toBe(403);
  });

  it('pages the dashboard with pagedDetails.pageNumber as well as page', async () => {
    const pager = await f.analyst();
    const batches = [];
    for (let i = 0; i < 3; i++) batches.push(await f.assignedBatch({ analystId: pager.id, submittedOn: new Date(Date.UTC(2026, 0, 10 + i)) }));
    const assigned = (pagedDetails: unknown) => h.call('POST', '/api/admin/review/assigned', { pagedDetails, queueType: 'main' }, pager.cookie);
    const byNumber = await assigned({ pageNumber: 2, pageSize: 2 });
    expect(byNumber.status).toBe(200);
    expect(byNumber.body).toMatchObject({ total: 3, result: [{ courseSubmissionReviewBatchId: batches[2].batchId }] });
    expect((await assigned({ page: 2, pageSize: 2 })).body).toEqual(byNumber.body);
    expect((await assigned({ page: 2, pageNumber: 2, pageSize: 2 })).body).toEqual(byNumber.body);
    const both = await assigned({ page: 1, pageNumber: 2, pageSize: 2 });
    expect(both.status).toBe(400);
    expect(both.body.modelState['pagedDetails.pageNumber']).toBeDefined();
    expect((await assigned({ pageNumber: 0 })).body.modelState['pagedDetails.pageNumber']).toBeDefined();
    expect((await assigned({ pageNumber: 'two' })).status).toBe(400);
    expect((await assigned({ pageIndex: 1 })).status).toBe(400);
  });
});
