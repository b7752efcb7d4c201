// Take next (spec 1 §7 "Queue counts", spec 3 §7): the caller takes the oldest submissions no analyst
// has, express first when asked; analysts taking at once never get the same submission; the counts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../../../support/server-harness.js';
import { ENGINE } from '../../../support/test-db.js';
import { ENTITY, ReviewFixtures, type StaffUser } from '../fixtures.js';

let h: Harness;
let f: ReviewFixtures;
let ana: StaffUser;

beforeAll(async () => {
  h = await startHarness();
  f = new ReviewFixtures(h);
  ana = await f.analyst({ firstName: 'Ana', lastName: 'Alpha', abilities: ['AdminSecondReviewQueue'] });
}, 240_000);
afterAll(() => h?.close());

const at = (day: number) => new Date(Date.UTC(2021, 0, day, 18));

/** Submissions no analyst has, each of its own course; the caller's tests take them all before the next. */
async function waiting(specs: { day: number; express?: boolean; queueType?: 'main' | 'audit' | 'second' | 'hold' }[]) {
  const out = [];
  for (const s of specs) out.push(await f.submission({ submittedOn: at(s.day), isExpressReview: s.express, queueType: s.queueType, status: s.queueType === 'hold' ? 'hold' : 'inQueue' }));
  return out;
}

describe(`take next (${ENGINE})`, () => {
  it('counts what waits per queue, then takes the oldest, express first when asked', async () => {
    const [d3, d1, e4, d2, audit, held] = await waiting([{ day: 3 }, { day: 1 }, { day: 4, express: true }, { day: 2 }, { day: 1, queueType: 'audit' }, { day: 1, queueType: 'hold' }]);
    const counts = await h.call('GET', '/api/admin/review/unassigned/counts', undefined, ana.cookie);
    expect(counts.body).toEqual({ total: 5, express: 1, main: 4, audit: 1, second: 0, hold: 1 });

    const one = await h.call('POST', '/api/admin/review/assigned/takeNext?courseCount=1', undefined, ana.cookie);
    expect(one.status).toBe(200);
    expect(one.body.taken).toBe(1);
    expect(one.body.result[0].courseSubmissionId).toBe(d1.id);
    const express = await h.call('POST', '/api/admin/review/assigned/takeNext?courseCount=2&takeExpress=true', undefined, ana.cookie);
    expect(express.body.result.map((r: any) => r.courseSubmissionId)).toEqual([e4.id, d2.id]);
    const rest = await h.call('POST', '/api/admin/review/assigned/takeNext?courseCount=50', undefined, ana.cookie);
    expect(rest.body.result.map((r: any) => r.courseSubmissionId)).toEqual([d3.id]);
    const none = await h.call('POST', '/api/admin/review/assigned/takeNext', undefined, ana.cookie);
    expect(none.body).toEqual({ taken: 0, result: [] });
    const fromAudit = await h.call('POST', '/api/admin/review/assigned/takeNext?queueType=audit', undefined, ana.cookie);
    expect(fromAudit.body.result.map((r: any) => r.courseSubmissionId)).toEqual([audit.id]);

    for (const s of [d1, e4, d2, d3]) {
      const row = await f.row(ENTITY.submission, s.id);
      expect(row).toMatchObject({ status: 'inReview', queueType: 'main', assignedAnalystId: ana.id });
      const [review] = await f.rows(ENTITY.review, { courseSubmissionId: s.id });
      expect(review).toMatchObject({ analystId: ana.id, reviewBatchId: row?.reviewBatchId, decision: null });
      expect((await f.events(s.id)).map((e) => e.action)).toEqual(['Taken by Ana Alpha']);
      expect((await f.audit('course-submissions', s.id)).at(-1)?.userId).toBe(ana.id);
    }
    expect((await f.row(ENTITY.submission, held.id))?.status).toBe('hold');
    expect((await h.call('GET', '/api/admin/review/unassigned/counts', undefined, ana.cookie)).body).toEqual({ total: 0, express: 0, main: 0, audit: 0, second: 0, hold: 1 });
    // what was taken is on the caller's dashboard
    const dash = await h.call('POST', '/api/admin/review/assigned', { queueType: 'main' }, ana.cookie);
    expect(dash.body.result.reduce((n: number, b: any) => n + b.batchSize, 0)).toBe(4);
  });

  it('never gives the same submission to two analysts taking at the same moment', async () => {
    const analysts = [ana];
    for (let i = 0; i < 3; i++) analysts.push(await f.analyst());
    const pool = await waiting(Array.from({ length: 10 }, (_, i) => ({ day: 10 + i })));
    const answers = await Promise.all(
      [...analysts, ...analysts].map((a) => h.call('POST', '/api/admin/review/assigned/takeNext?courseCount=2', undefined, a.cookie).then((r) => ({ a, r }))),
    );
    const taken = answers.flatMap(({ r }) => {
      expect(r.status).toBe(200);
      return r.body.result.map((x: any) => x.courseSubmissionId as number);
    });
    // no submission twice, and every one of the pool taken by someone
    expect(new Set(taken).size).toBe(taken.length);
    expect([...taken].sort((x, y) => x - y)).toEqual(pool.map((s) => s.id));
    for (const { a, r } of answers)
      for (const x of r.body.result) {
        expect((await f.row(ENTITY.submission, x.courseSubmissionId))?.assignedAnalystId).toBe(a.id);
        expect(await f.rows(ENTITY.review, { courseSubmissionId: x.courseSubmissionId })).toHaveLength(1);
      }
  });

  it('takes from the 2nd review queue, never a course the caller sent there', async () => {
    const other = await f.analyst({ firstName: 'Sec', lastName: 'Ond', abilities: ['AdminSecondReviewQueue'] });
    // sent to 2nd review by Ana, no 2nd reviewer yet: In Queue in the 2nd review queue
    const waiting = await f.submission({ submittedOn: at(1), queueType: 'second' });
    await f.review({ courseSubmissionId: waiting.id, analystId: ana.id, decision: 'secondreview', decidedOn: at(2) });
    const byAna = await h.call('POST', '/api/admin/review/assigned/takeNext?queueType=second', undefined, ana.cookie);
    expect(byAna.body).toEqual({ taken: 0, result: [] });
    const byOther = await h.call('POST', '/api/admin/review/assigned/takeNext?queueType=second', undefined, other.cookie);
    expect(byOther.body.result.map((r: any) => r.courseSubmissionId)).toEqual([waiting.id]);
    expect(await f.row(ENTITY.submission, waiting.id)).toMatchObject({ status: 'secondReview', queueType: 'second', assignedAnalystId: other.id });
    const queue = await h.call('POST', '/api/admin/review/assigned', { queueType: 'second' }, other.cookie);
    expect(queue.body.result).toEqual([expect.objectContaining({ isSecondReview: true, isCurrentUserSecondReviewer: true, firstReview: { courseSubmissionId: waiting.id, courseSubmissionReviewId: byOther.body.result[0].courseSubmissionReviewId } })]);
    // and Ana sees it in her 2nd Review queue as the one who sent it
    const anas = await h.call('POST', '/api/admin/review/assigned', { queueType: 'second' }, ana.cookie);
    expect(anas.body.result).toEqual([expect.objectContaining({ isCurrentUserSecondReviewer: false })]);
  });

  it('checks its parameters and abilities', async () => {
    for (const q of ['courseCount=0', 'courseCount=51', 'courseCount=x', 'takeExpress=maybe', 'queueType=hold', 'courseCount=1&courseCount=2'])
      expect((await h.call('POST', `/api/admin/review/assigned/takeNext?${q}`, undefined, ana.cookie)).status, q).toBe(400);
    expect((await h.call('POST', '/api/admin/review/assigned/takeNext', { courseCount: 1 }, ana.cookie)).status).toBe(400);
    const noSecond = await f.analyst();
    expect((await h.call('POST', '/api/admin/review/assigned/takeNext?queueType=second', undefined, noSecond.cookie)).status).toBe(403);
    const nobody = await f.staff({ abilities: ['AdminAssign'], userKind: 'ucop' });
    for (const [method, path] of [['POST', '/api/admin/review/assigned/takeNext'], ['GET', '/api/admin/review/unassigned/counts']] as const) {
      expect((await h.call(method, path)).status).toBe(401);
      expect((await h.call(method, path, undefined, nobody.cookie)).status).toBe(403);
    }
  });
});
