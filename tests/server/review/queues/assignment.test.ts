// The submitted queue and assignment (spec 3 §2, §4–§8): the list (10 a page, search, sort, filters),
// its count, the analysts, assign, reassign to an analyst or to In Queue, reassign to a queue, the bulk
// variants (ids or batchIds as a comma-separated list), the spec's "Error reassigning course." for an
// unknown target, abilities, and two administrators reassigning at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../../../support/server-harness.js';
import { ENGINE } from '../../../support/test-db.js';
import { ENTITY, ReviewFixtures, type StaffUser } from '../fixtures.js';

const UNKNOWN_TARGET = 'Error reassigning course.';

let h: Harness;
let f: ReviewFixtures;
let admin: StaffUser;
let assigner: StaffUser;
let ana: StaffUser;
let ben: StaffUser;

beforeAll(async () => {
  h = await startHarness();
  f = new ReviewFixtures(h);
  admin = await f.staff({ abilities: ['AdminReview', 'AdminAssign', 'AdminReassign'], userKind: 'ucop', firstName: 'Ada', lastName: 'Min' });
  assigner = await f.staff({ abilities: ['AdminAssign'], userKind: 'ucop' });
  ana = await f.analyst({ firstName: 'Ana', lastName: 'Alpha' });
  ben = await f.analyst({ firstName: 'Ben', lastName: 'Beta' });
}, 240_000);
afterAll(() => h?.close());

/** The submission's current undecided reviews and where it sits. */
async function placement(id: number) {
  const s = await f.row(ENTITY.submission, id);
  const open = (await f.rows(ENTITY.review, { courseSubmissionId: id, decision: null })).map((r) => ({ analystId: r.analystId, batchId: r.reviewBatchId }));
  return { status: s?.status, queueType: s?.queueType, analystId: s?.assignedAnalystId, batchId: s?.reviewBatchId, open };
}

describe(`submitted queue and assignment (${ENGINE})`, () => {
  it('lists the analysts who may be given reviews: active, of kind analyst, with AdminReview', async () => {
    await f.analyst({ firstName: 'Ina', lastName: 'Ctive', isActive: false });
    await f.staff({ abilities: ['AdminReview'], userKind: 'ucop', firstName: 'Not', lastName: 'Analyst' });
    await f.staff({ abilities: ['AdminSecondReviewQueue'], userKind: 'analyst', firstName: 'No', lastName: 'Review' });
    const res = await h.call('GET', '/api/admin/review/analysts', undefined, admin.cookie);
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      { userId: ana.id, firstName: 'Ana', lastName: 'Alpha' },
      { userId: ben.id, firstName: 'Ben', lastName: 'Beta' },
    ]);
    expect((await h.call('GET', '/api/admin/review/analysts', undefined, assigner.cookie)).status).toBe(200);
    expect((await h.call('GET', '/api/admin/review/analysts', undefined, ana.cookie)).status).toBe(403);
  });

  it('assigns a submission In Queue: In Review, into a batch of the analyst’s main queue, with a review and a history line', async () => {
    const s = await f.submission({ title: 'World History' });
    const res = await h.call('POST', `/api/admin/review/${s.id}/assign/${ana.id}`, undefined, assigner.cookie);
    expect(res.status).toBe(200);
    const p = await placement(s.id);
    expect(p).toMatchObject({ status: 'inReview', queueType: 'main', analystId: ana.id, open: [{ analystId: ana.id, batchId: p.batchId }] });
    expect(res.body.result).toEqual([{ courseSubmissionId: s.id, status: 'inReview', queueType: 'main', assignedAnalystId: ana.id, courseSubmissionReviewBatchId: p.batchId }]);
    expect(await f.row(ENTITY.batch, p.batchId!)).toMatchObject({ ownerId: ana.id, queueType: 'main', institutionId: s.institutionId });
    expect((await f.events(s.id)).map((e) => e.action)).toEqual(['Assigned to Ana Alpha']);
    expect((await f.audit('course-submissions', s.id)).at(-1)).toMatchObject({ auditType: 'U', userId: assigner.id });
    // a second submission of the same institution and day joins the open batch
    const sibling = await f.submission({ institutionId: s.institutionId, submittedOn: s.submittedOn });
    await h.call('POST', `/api/admin/review/${sibling.id}/assign/${ana.id}`, undefined, assigner.cookie);
    expect((await placement(sibling.id)).batchId).toBe(p.batchId);
    // assigning what already has an analyst is refused: reassign it
    expect((await h.call('POST', `/api/admin/review/${s.id}/assign/${ben.id}`, undefined, admin.cookie)).status).toBe(409);
  });

  it('reassigns to another analyst (the undecided review moves with it) and with no analyst back In Queue', async () => {
    const s = await f.submission();
    await h.call('POST', `/api/admin/review/${s.id}/assign/${ana.id}`, undefined, admin.cookie);
    const before = await placement(s.id);
    const statement = await f.feedbackStatement();
    const [review] = await f.rows(ENTITY.review, { courseSubmissionId: s.id });
    await f.reviewStatement({ reviewId: review.id, statementId: statement });

    const moved = await h.call('POST', `/api/admin/review/${s.id}/reassign/${ben.id}`, undefined, admin.cookie);
    expect(moved.status).toBe(200);
    const after = await placement(s.id);
    expect(after).toMatchObject({ status: 'inReview', analystId: ben.id, open: [{ analystId: ben.id, batchId: after.batchId }] });
    expect(after.batchId).not.toBe(before.batchId);
    expect((await f.rows(ENTITY.review, { courseSubmissionId: s.id }))[0].id).toBe(review.id);

    const toQueue = await h.call('POST', `/api/admin/review/${s.id}/reassign/0`, undefined, admin.cookie);
    expect(toQueue.status).toBe(200);
    expect(await placement(s.id)).toEqual({ status: 'inQueue', queueType: 'main', analystId: null, batchId: null, open: [] });
    expect(await f.rows(ENTITY.statement, { courseSubmissionReviewId: review.id })).toEqual([]);
    await h.call('POST', `/api/admin/review/${s.id}/assign/${ana.id}`, undefined, admin.cookie);
    expect((await h.call('POST', `/api/admin/review/${s.id}/reassign`, undefined, admin.cookie)).status).toBe(200);
    expect((await placement(s.id)).status).toBe('inQueue');
    expect((await f.events(s.id)).map((e) => e.action)).toEqual([
      'Assigned to Ana Alpha',
      'Reassigned from Ana Alpha to Ben Beta',
      'Returned from Ben Beta to the Main queue',
      'Assigned to Ana Alpha',
      'Returned from Ana Alpha to the Main queue',
    ]);
  });

  it('moves nothing when an audit entry of the move cannot be written', async () => {
    const s = await f.submission();
    await h.call('POST', `/api/admin/review/${s.id}/assign/${ana.id}`, undefined, admin.cookie);
    const before = await placement(s.id);
    const batchesBefore = (await f.rows(ENTITY.batch, { ownerId: ben.id })).length;
    h.auditFaults.failNext();
    const res = await h.call('POST', `/api/admin/review/${s.id}/reassign/${ben.id}`, undefined, admin.cookie);
    expect(res.status).toBe(500);
    expect(h.auditFaults.pending()).toBe(false);
    expect(await placement(s.id)).toEqual(before);
    expect((await f.rows(ENTITY.batch, { ownerId: ben.id })).length).toBe(batchesBefore);
    expect((await f.events(s.id)).map((e) => e.action)).toEqual(['Assigned to Ana Alpha']);
  });

  it('answers "Error reassigning course." (400) for a target that is no analyst or no queue', async () => {
    const s = await f.submission();
    const inactive = await f.analyst({ isActive: false });
    const notAnalyst = await f.staff({ abilities: ['AdminReview'], userKind: 'ucop' });
    for (const target of ['999999', String(inactive.id), String(notAnalyst.id), 'abc', '-1']) {
      for (const path of [`/api/admin/review/${s.id}/reassign/${target}`, `/api/admin/review/${s.id}/assign/${target}`]) {
        const res = await h.call('POST', path, undefined, admin.cookie);
        expect(res.status, path).toBe(400);
        expect(res.body.message, path).toBe(UNKNOWN_TARGET);
      }
    }
    expect((await h.call('POST', `/api/admin/review/${s.id}/assign/0`, undefined, admin.cookie)).body.message).toBe(UNKNOWN_TARGET);
    for (const queueType of ['nowhere', '', 5, undefined]) {
      const res = await h.call('POST', '/api/admin/review/reassignToQueue', { ids: String(s.id), queueType }, admin.cookie);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ message: UNKNOWN_TARGET, modelState: { queueType: [expect.any(String)] } });
    }
    expect(await placement(s.id)).toMatchObject({ status: 'inQueue', analystId: null });
  });

  it('reassigns to a queue by submission ids or by batch ids, including Hold and back', async () => {
    const batch = await f.assignedBatch({ analystId: ana.id, count: 2 });
    const lone = await f.submission();
    const res = await h.call('POST', '/api/admin/review/reassignToQueue', { batchIds: String(batch.batchId), queueType: 'audit' }, admin.cookie);
    expect(res.status).toBe(200);
    for (const s of batch.submissions) expect(await placement(s.id)).toEqual({ status: 'inQueue', queueType: 'audit', analystId: null, batchId: null, open: [] });
    const held = await h.call('POST', '/api/admin/review/reassignToQueue', { ids: `${lone.id},${batch.submissions[0].id}`, queueType: 'hold' }, admin.cookie);
    // answered in id order, whatever order the list named them in
    expect(held.body.result.map((r: any) => [r.courseSubmissionId, r.status, r.queueType])).toEqual([
      [batch.submissions[0].id, 'hold', 'hold'],
      [lone.id, 'hold', 'hold'],
    ]);
    // assigning a parked submission puts it In Review in the main queue
    await h.call('POST', `/api/admin/review/${lone.id}/assign/${ben.id}`, undefined, admin.cookie);
    expect(await placement(lone.id)).toMatchObject({ status: 'inReview', queueType: 'main', analystId: ben.id });
    // an audit submission assigned goes to the analyst's audit queue
    await h.call('POST', `/api/admin/review/${batch.submissions[1].id}/assign/${ben.id}`, undefined, admin.cookie);
    const audit = await h.call('POST', '/api/admin/review/assigned', { queueType: 'audit' }, ben.cookie);
    expect(audit.body.result.map((b: any) => b.firstReview.courseSubmissionId)).toEqual([batch.submissions[1].id]);
    // a batch with nothing left to move, unknown batches and unknown submissions
    expect((await h.call('POST', '/api/admin/review/reassignToQueue', { batchIds: String(batch.batchId), queueType: 'main' }, admin.cookie)).status).toBe(409);
    expect((await h.call('POST', '/api/admin/review/reassignToQueue', { batchIds: '999999', queueType: 'main' }, admin.cookie)).status).toBe(404);
    expect((await h.call('POST', '/api/admin/review/reassignToQueue', { ids: `${lone.id},999999`, queueType: 'main' }, admin.cookie)).status).toBe(404);
    expect((await h.call('POST', '/api/admin/review/reassignToQueue', { ids: '1', batchIds: '1', queueType: 'main' }, admin.cookie)).status).toBe(400);
  });

  it('gives a course waiting for 2nd review to a 2nd reviewer, never to the analyst who sent it', async () => {
    const waiting = await f.submission({ queueType: 'second' });
    await f.review({ courseSubmissionId: waiting.id, analystId: ana.id, decision: 'secondreview', decidedOn: new Date('2026-01-05T18:00:00Z') });
    const refused = await h.call('POST', `/api/admin/review/${waiting.id}/assign/${ana.id}`, undefined, admin.cookie);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/sent submission \d+ to 2nd review/);
    expect(await placement(waiting.id)).toMatchObject({ status: 'inQueue', queueType: 'second', analystId: null, open: [] });
    expect((await h.call('POST', `/api/admin/review/${waiting.id}/assign/${ben.id}`, undefined, admin.cookie)).status).toBe(200);
    const p = await placement(waiting.id);
    expect(p).toMatchObject({ status: 'secondReview', queueType: 'second', analystId: ben.id, open: [{ analystId: ben.id, batchId: p.batchId }] });
    expect(await f.row(ENTITY.batch, p.batchId!)).toMatchObject({ ownerId: ben.id, queueType: 'second', isSecondReview: true });
    const [, second] = await f.rows(ENTITY.review, { courseSubmissionId: waiting.id });
    expect(second).toMatchObject({ analystId: ben.id, isSecondReview: true, decision: null });
  });

  it('assigns and reassigns in bulk (ids as a comma-separated list): all or nothing', async () => {
    const a = await f.submission();
    const b = await f.submission();
    const c = await f.submission({ status: 'approved' });
    const all = await h.call('POST', `/api/admin/review/assign/bulk/${ana.id}`, { ids: `${a.id},${b.id}` }, assigner.cookie);
    expect(all.status).toBe(200);
    expect(all.body.result.map((r: any) => r.assignedAnalystId)).toEqual([ana.id, ana.id]);
    const mixed = await h.call('POST', `/api/admin/review/reassign/bulk/${ben.id}`, { ids: `${a.id},${c.id}` }, admin.cookie);
    expect(mixed.status).toBe(409);
    expect((await placement(a.id)).analystId).toBe(ana.id);
    const moved = await h.call('POST', `/api/admin/review/reassign/bulk/${ben.id}`, { ids: [a.id, b.id] }, admin.cookie);
    expect(moved.body.result.map((r: any) => r.assignedAnalystId)).toEqual([ben.id, ben.id]);
    const back = await h.call('POST', '/api/admin/review/reassign/bulk', { ids: `${a.id}, ${b.id}` }, admin.cookie);
    expect(back.body.result.map((r: any) => r.status)).toEqual(['inQueue', 'inQueue']);
    const zero = await h.call('POST', '/api/admin/review/reassign/bulk/0', { ids: `${a.id}` }, admin.cookie);
    expect(zero.status).toBe(200);
    for (const body of [{}, { ids: '' }, { ids: '1,,2' }, { ids: 'x' }, { ids: [1.5] }, { ids: '1', extra: 1 }])
      expect((await h.call('POST', `/api/admin/review/assign/bulk/${ana.id}`, body, assigner.cookie)).status, JSON.stringify(body)).toBe(400);
  });

  it('lists the submitted queue 10 a page, oldest first, with filters, search and sort, and counts it', async () => {
    const inst = await f.institution({ name: 'Sequoia Test Academy' });
    const made = [];
    for (let i = 0; i < 12; i++) made.push(await f.submission({ institutionId: inst.id, submittedOn: new Date(Date.UTC(2020, 0, 1 + i)), isExpressReview: i === 5, title: `Sequoia course ${i}` }));
    await h.call('POST', `/api/admin/review/${made[3].id}/assign/${ana.id}`, undefined, admin.cookie);
    const q = `query=${encodeURIComponent('Sequoia Test')}`;
    const page1 = await h.call('GET', `/api/admin/review/submitted?${q}`, undefined, admin.cookie);
    expect(page1.status).toBe(200);
    expect(page1.body.total).toBe(12);
    expect(page1.body.result).toHaveLength(10);
    expect(page1.body.result[0]).toMatchObject({ courseSubmissionId: made[0].id, title: 'Sequoia course 0', institutionName: 'Sequoia Test Academy', status: 'inQueue', analystName: null });
    expect(page1.body.result[3]).toMatchObject({ status: 'inReview', assignedAnalystId: ana.id, analystName: 'Ana Alpha' });
    const page2 = await h.call('GET', `/api/admin/review/submitted?${q}&pageNumber=2`, undefined, admin.cookie);
    expect(page2.body.result.map((r: any) => r.courseSubmissionId)).toEqual([made[10].id, made[11].id]);
    const newest = await h.call('GET', `/api/admin/review/submitted?${q}&sorting=submittedOn%20desc&pageSize=1`, undefined, admin.cookie);
    expect(newest.body.result[0].courseSubmissionId).toBe(made[11].id);
    const waiting = await h.call('GET', `/api/admin/review/submitted?${q}&status=inQueue`, undefined, admin.cookie);
    expect(waiting.body.total).toBe(11);
    const express = await h.call('GET', `/api/admin/review/submitted?${q}&isExpressReview=true`, undefined, admin.cookie);
    expect(express.body.result.map((r: any) => r.courseSubmissionId)).toEqual([made[5].id]);
    const ofAna = await h.call('GET', `/api/admin/review/submitted?${q}&analystId=${ana.id}`, undefined, admin.cookie);
    expect(ofAna.body.result.map((r: any) => r.courseSubmissionId)).toEqual([made[3].id]);
    expect((await h.call('GET', `/api/admin/review/submitted/count?${q}`, undefined, admin.cookie)).body).toEqual({ count: 12 });
    expect((await h.call('GET', `/api/admin/review/submitted/count?${q}&status=inReview`, undefined, admin.cookie)).body).toEqual({ count: 1 });
    // without a text search the count reads the submissions alone: the same figure as the list's
    for (const filter of ['', `analystId=${ana.id}`, 'status=inQueue&isExpressReview=true']) {
      const listed = await h.call('GET', `/api/admin/review/submitted?${filter}&pageSize=1000`, undefined, admin.cookie);
      expect((await h.call('GET', `/api/admin/review/submitted/count?${filter}`, undefined, admin.cookie)).body, filter).toEqual({ count: listed.body.result.length });
    }
    for (const bad of ['sorting=nope', 'sorting=title%20sideways', 'status=approved', 'pageSize=0', 'pageNumber=x', 'analystId=-1', 'queueType=x', 'isExpressReview=maybe', 'query[$ne]=1'])
      expect((await h.call('GET', `/api/admin/review/submitted?${bad}`, undefined, admin.cookie)).status, bad).toBe(400);
  });

  it('guards every call with its ability: 401 for strangers, 403 without AdminAssign / AdminReassign', async () => {
    const reassignOnly = await f.staff({ abilities: ['AdminReassign'], userKind: 'ucop' });
    const calls: [string, string, string | null][] = [
      ['GET', '/api/admin/review/submitted', null],
      ['GET', '/api/admin/review/submitted/count', null],
      ['GET', '/api/admin/review/analysts', null],
      ['POST', '/api/admin/review/1/assign/1', 'AdminAssign'],
      ['POST', '/api/admin/review/assign/bulk/1', 'AdminAssign'],
      ['POST', '/api/admin/review/1/reassign/1', 'AdminReassign'],
      ['POST', '/api/admin/review/1/reassign', 'AdminReassign'],
      ['POST', '/api/admin/review/reassign/bulk/1', 'AdminReassign'],
      ['POST', '/api/admin/review/reassign/bulk', 'AdminReassign'],
      ['POST', '/api/admin/review/reassignToQueue', 'AdminReassign'],
    ];
    for (const [method, path, needs] of calls) {
      const body = method === 'POST' ? {} : undefined;
      expect((await h.call(method, path, body)).status, path).toBe(401);
      expect((await h.call(method, path, body, ana.cookie)).status, path).toBe(403);
      if (needs === 'AdminAssign') expect((await h.call(method, path, body, reassignOnly.cookie)).status, path).toBe(403);
      if (needs === 'AdminReassign') expect((await h.call(method, path, body, assigner.cookie)).status, path).toBe(403);
    }
  });

  it('leaves one consistent placement when two administrators reassign the same submissions at once', async () => {
    const other = await f.staff({ abilities: ['AdminReview', 'AdminAssign', 'AdminReassign'], userKind: 'ucop' });
    for (let round = 0; round < 4; round++) {
      const batch = await f.assignedBatch({ analystId: ana.id, count: 3 });
      const ids = batch.submissions.map((s) => s.id).join(',');
      const [x, y, z] = await Promise.all([
        h.call('POST', `/api/admin/review/reassign/bulk/${ben.id}`, { ids }, admin.cookie),
        h.call('POST', '/api/admin/review/reassignToQueue', { ids, queueType: 'hold' }, other.cookie),
        h.call('POST', `/api/admin/review/${batch.submissions[1].id}/reassign/${ana.id}`, undefined, other.cookie),
      ]);
      expect([x.status, y.status, z.status]).toEqual([200, 200, 200]);
      for (const s of batch.submissions) {
        const p = await placement(s.id);
        if (p.analystId === null) expect(p).toMatchObject({ status: 'hold', batchId: null, open: [] });
        else expect(p).toMatchObject({ status: 'inReview', open: [{ analystId: p.analystId, batchId: p.batchId }] });
        const events = await f.events(s.id);
        // each applied step wrote one history line, in the order the writes committed
        expect(events.length).toBeGreaterThanOrEqual(2);
        expect(events.at(-1)!.action).toMatch(p.analystId === null ? /to the Hold queue$/ : p.analystId === ben.id ? /to Ben Beta$/ : /to Ana Alpha$/);
      }
    }
  });
});
