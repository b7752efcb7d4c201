// GET /api/admin/stats/currentuser and /currentuser/detail (spec 1 §7 lists them among the header's
// statistics; spec 3 §9: the current user's statistics): the caller's own decision counts, the detail
// being the analyst statistics panel's figures. The office clock is fixed, so the days are known.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../../support/server-harness.js';
import { ENGINE } from '../../support/test-db.js';
import { queueClock } from '../../../server/review/queues/clock.js';
import { ReviewFixtures, type Decision, type StaffUser } from '../review/fixtures.js';

let h: Harness;
let f: ReviewFixtures;
let ana: StaffUser;
const realNow = queueClock.now;

async function decided(analystId: number, decision: Decision, decidedOn: string): Promise<void> {
  const { id } = await f.submission();
  await f.review({ courseSubmissionId: id, analystId, decision, decidedOn: new Date(decidedOn) });
}

beforeAll(async () => {
  h = await startHarness();
  f = new ReviewFixtures(h);
  ana = await f.analyst();
  const other = await f.analyst();
  // Wednesday 2026-03-11 in the office (America/Los_Angeles, PDT since 03-08)
  await decided(ana.id, 'approved', '2026-03-11T17:00:00Z'); // today
  await decided(ana.id, 'secondreview', '2026-03-10T17:00:00Z'); // yesterday, this week
  await decided(ana.id, 'notapproved', '2026-03-04T17:00:00Z'); // last week
  await decided(other.id, 'approved', '2026-03-11T17:00:00Z'); // someone else's
}, 240_000);
afterEach(() => {
  queueClock.now = realNow;
});
afterAll(() => h?.close());

describe(`current user statistics (${ENGINE})`, () => {
  it("answers the caller's own decision totals", async () => {
    queueClock.now = () => new Date('2026-03-11T20:00:00Z');
    const res = await h.call('GET', '/api/admin/stats/currentuser', undefined, ana.cookie);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ userId: ana.id, lastWeek: 1, thisWeek: 2, yesterday: 1, today: 1, yesterdayLabel: 'Yesterday', timeZone: 'America/Los_Angeles' });
  });

  it('answers the detail as the analyst statistics panel has it, with the caller', async () => {
    queueClock.now = () => new Date('2026-03-11T20:00:00Z');
    const detail = await h.call('GET', '/api/admin/stats/currentuser/detail', undefined, ana.cookie);
    expect(detail.status).toBe(200);
    expect(detail.body.today).toEqual({ approved: 1, notApproved: 0, secondReviews: 0, totalReviews: 1 });
    expect(detail.body.thisWeek).toEqual({ approved: 1, notApproved: 0, secondReviews: 1, totalReviews: 2 });
    expect(detail.body.lastWeek).toEqual({ approved: 0, notApproved: 1, secondReviews: 0, totalReviews: 1 });
    expect(detail.body.lastFourWeeks.map((w: { numberOfReviews: number }) => w.numberOfReviews)).toEqual([0, 0, 1, 2]);
    // the same service as today's path of the panel
    const panel = await h.call('GET', '/api/admin/review/stats/analyst', undefined, ana.cookie);
    expect(detail.body).toEqual({ userId: ana.id, ...panel.body });
  });

  it('keeps the shell’s current-user calls where they were', async () => {
    for (const path of ['/api/currentuser', '/api/currentuser/detail']) {
      const res = await h.call('GET', path, undefined, ana.cookie);
      expect(res.status).toBe(200);
      expect(res.body.userId).toBe(ana.id);
    }
  });

  it('needs AdminReview (403 without it, 401 signed out)', async () => {
    const clerk = await h.userWith(['AdminManageContent']);
    for (const path of ['/api/admin/stats/currentuser', '/api/admin/stats/currentuser/detail']) {
      expect((await h.call('GET', path, undefined, clerk)).status).toBe(403);
      expect((await h.call('GET', path)).status).toBe(401);
    }
  });
});
