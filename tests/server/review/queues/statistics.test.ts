// The analyst statistics panel and the consistency report (spec 3 §2, §3, §9) against figures worked
// out by hand on fixed data: office time (America/Los_Angeles), weeks from Monday, "yesterday" on a
// Monday being the Friday before; approval and overturn rates and median minutes per analyst.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../../../support/server-harness.js';
import { ENGINE } from '../../../support/test-db.js';
import { queueClock } from '../../../../server/review/queues/clock.js';
import { ReviewFixtures, type Decision, type StaffUser } from '../fixtures.js';

let h: Harness;
let f: ReviewFixtures;
const realNow = queueClock.now;

beforeAll(async () => {
  h = await startHarness();
  f = new ReviewFixtures(h);
}, 240_000);
afterEach(() => {
  queueClock.now = realNow;
});
afterAll(() => h?.close());

const utc = (iso: string) => new Date(iso);

/** A decided review of a submission of its own. */
async function decided(analystId: number, decision: Decision, decidedOn: string, opts: { startedOn?: string; submissionId?: number; isSecondReview?: boolean } = {}) {
  const submissionId = opts.submissionId ?? (await f.submission()).id;
  const reviewId = await f.review({
    courseSubmissionId: submissionId,
    analystId,
    decision,
    decidedOn: utc(decidedOn),
    startedOn: opts.startedOn ? utc(opts.startedOn) : null,
    isSecondReview: opts.isSecondReview,
  });
  return { submissionId, reviewId };
}

const counts = (approved: number, notApproved: number, secondReviews: number) => ({ approved, notApproved, secondReviews, totalReviews: approved + notApproved + secondReviews });

describe(`analyst statistics (${ENGINE})`, () => {
  let x: StaffUser;

  beforeAll(async () => {
    x = await f.analyst({ firstName: 'Xena', lastName: 'Stats' });
    const other = await f.analyst();
    // Daylight saving time began Sunday 2026-03-08: Monday 03-09 00:00 in the office is 07:00Z,
    // the Mondays before it are 08:00Z.
    await decided(x.id, 'approved', '2026-03-09T16:00:00Z'); // Mon 09:00 — today
    await decided(x.id, 'secondreview', '2026-03-09T07:30:00Z'); // Mon 00:30 — today
    await decided(x.id, 'notapproved', '2026-03-09T06:30:00Z'); // Sun 23:30 — last week, not "yesterday"
    await decided(x.id, 'approved', '2026-03-06T20:00:00Z'); // Fri 12:00 — yesterday on Monday
    await decided(x.id, 'notapproved', '2026-03-07T07:59:00Z'); // Fri 23:59 — yesterday on Monday
    await decided(x.id, 'approved', '2026-03-07T08:00:00Z'); // Sat 00:00 — last week only
    await decided(x.id, 'approved', '2026-03-02T08:00:00Z'); // Mon 03-02 00:00 — first instant of last week
    await decided(x.id, 'approved', '2026-03-02T07:59:00Z'); // Sun 03-01 23:59 — the week of 02-23
    await decided(x.id, 'notapproved', '2026-02-16T09:00:00Z'); // Mon 02-16 01:00 — the week of 02-16
    await decided(x.id, 'approved', '2026-02-15T20:00:00Z'); // before the four weeks
    await decided(other.id, 'approved', '2026-03-09T16:00:00Z'); // someone else's
    await f.assignedBatch({ analystId: x.id }); // undecided: not counted
  });

  it('counts a Monday: today, this week, last week, the Friday before as "yesterday", and four weeks', async () => {
    queueClock.now = () => utc('2026-03-09T17:00:00Z'); // Monday 10:00 in the office
    const res = await h.call('GET', '/api/admin/review/stats/analyst', undefined, x.cookie);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      today: counts(1, 0, 1),
      thisWeek: counts(1, 0, 1),
      yesterday: counts(1, 1, 0),
      yesterdayLabel: 'Friday',
      lastWeek: counts(3, 2, 0),
      timeZone: 'America/Los_Angeles',
    });
    expect(res.body.lastFourWeeks.map((w: any) => [new Date(w.dateTime).toISOString(), w.numberOfReviews])).toEqual([
      ['2026-02-16T08:00:00.000Z', 1],
      ['2026-02-23T08:00:00.000Z', 1],
      ['2026-03-02T08:00:00.000Z', 5],
      ['2026-03-09T07:00:00.000Z', 2],
    ]);
  });

  it('counts a Tuesday: yesterday is Monday and is labelled Yesterday', async () => {
    queueClock.now = () => utc('2026-03-10T18:00:00Z'); // Tuesday 11:00
    const res = await h.call('GET', '/api/admin/review/stats/analyst', undefined, x.cookie);
    expect(res.body).toMatchObject({ today: counts(0, 0, 0), yesterday: counts(1, 0, 1), yesterdayLabel: 'Yesterday', thisWeek: counts(1, 0, 1), lastWeek: counts(3, 2, 0) });
  });

  it('counts a Sunday late in the evening as the end of its week', async () => {
    queueClock.now = () => utc('2026-03-09T06:45:00Z'); // Sunday 03-08 23:45
    const res = await h.call('GET', '/api/admin/review/stats/analyst', undefined, x.cookie);
    expect(res.body).toMatchObject({ today: counts(0, 1, 0), yesterday: counts(1, 0, 0), yesterdayLabel: 'Yesterday', thisWeek: counts(3, 2, 0), lastWeek: counts(1, 0, 0) });
    expect(res.body.lastFourWeeks.map((w: any) => w.numberOfReviews)).toEqual([1, 1, 1, 5]);
  });

  it('answers zeros for an analyst with no decisions, and needs AdminReview', async () => {
    const fresh = await f.analyst();
    const res = await h.call('GET', '/api/admin/review/stats/analyst', undefined, fresh.cookie);
    expect(res.body).toMatchObject({ today: counts(0, 0, 0), thisWeek: counts(0, 0, 0), yesterday: counts(0, 0, 0), lastWeek: counts(0, 0, 0) });
    expect(res.body.lastFourWeeks.map((w: any) => w.numberOfReviews)).toEqual([0, 0, 0, 0]);
    expect((await h.call('GET', '/api/admin/review/stats/analyst')).status).toBe(401);
    const nobody = await f.staff({ abilities: ['AdminAssign'], userKind: 'ucop' });
    expect((await h.call('GET', '/api/admin/review/stats/analyst', undefined, nobody.cookie)).status).toBe(403);
  });
});

describe(`review consistency (${ENGINE})`, () => {
  it('compares approval rates with the office’s, counts overturns by 2nd review and the median minutes per review', async () => {
    const p = await f.analyst({ firstName: 'Pat', lastName: 'Aardvark' });
    const q = await f.analyst({ firstName: 'Quinn', lastName: 'Bison' });
    const r = await f.analyst({ firstName: 'Rae', lastName: 'Cheetah' });
    const lead = await f.staff({ abilities: ['AdminReview', 'AdminReportAnalystReviewProgress'], userKind: 'ucop' });
    // June 2025 (PDT, UTC−7). Pat: 2 approved, 1 not approved, 2 sent to 2nd review; minutes 30, 10, 50, 20 (one unstarted)
    await decided(p.id, 'approved', '2025-06-10T17:30:00Z', { startedOn: '2025-06-10T17:00:00Z' });
    await decided(p.id, 'approved', '2025-06-10T18:10:00Z', { startedOn: '2025-06-10T18:00:00Z' });
    await decided(p.id, 'notapproved', '2025-06-11T17:50:00Z', { startedOn: '2025-06-11T17:00:00Z' });
    const p4 = await decided(p.id, 'secondreview', '2025-06-12T17:20:00Z', { startedOn: '2025-06-12T17:00:00Z' });
    const p5 = await decided(p.id, 'secondreview', '2025-06-12T19:00:00Z');
    // Quinn: 4 approved; minutes 5, 15, 25, 35; the last one later 2nd-reviewed the other way
    await decided(q.id, 'approved', '2025-06-13T17:05:00Z', { startedOn: '2025-06-13T17:00:00Z' });
    await decided(q.id, 'approved', '2025-06-13T18:15:00Z', { startedOn: '2025-06-13T18:00:00Z' });
    await decided(q.id, 'approved', '2025-06-13T19:25:00Z', { startedOn: '2025-06-13T19:00:00Z' });
    const q4 = await decided(q.id, 'approved', '2025-06-13T20:35:00Z', { startedOn: '2025-06-13T20:00:00Z' });
    // Rae's 2nd reviews: approves Pat's p4 (overturn), does not approve p5 (upheld), does not approve Quinn's q4 (overturn)
    await decided(r.id, 'approved', '2025-06-16T17:40:00Z', { startedOn: '2025-06-16T17:00:00Z', submissionId: p4.submissionId, isSecondReview: true });
    await decided(r.id, 'notapproved', '2025-06-16T19:00:00Z', { startedOn: '2025-06-16T18:00:00Z', submissionId: p5.submissionId, isSecondReview: true });
    await decided(r.id, 'notapproved', '2025-06-17T19:00:00Z', { submissionId: q4.submissionId, isSecondReview: true });
    // outside the period (office days 2025-06-01 … 2025-06-30)
    await decided(p.id, 'approved', '2025-07-01T10:00:00Z'); // 07-01 03:00
    await decided(p.id, 'notapproved', '2025-06-01T06:00:00Z'); // 05-31 23:00

    const res = await h.call('GET', '/api/admin/review/stats/consistency?from=2025-06-01&to=2025-06-30', undefined, lead.cookie);
    expect(res.status).toBe(200);
    const office = 7 / 12;
    expect(res.body.officeApprovalRate).toBeCloseTo(office, 10);
    expect(res.body).toMatchObject({ from: '2025-06-01', to: '2025-06-30', timeZone: 'America/Los_Angeles' });
    const [pat, quinn, rae] = res.body.analysts;
    expect(res.body.analysts).toHaveLength(3);
    expect(pat).toMatchObject({ userId: p.id, firstName: 'Pat', totalReviews: 5, approved: 2, notApproved: 1, sentToSecondReview: 2, secondReviewed: 2, overturned: 1, overturnRate: 0.5, medianMinutesPerReview: 25 });
    expect(pat.approvalRate).toBeCloseTo(0.4, 10);
    expect(pat.approvalRateDifference).toBeCloseTo(0.4 - office, 10);
    expect(quinn).toMatchObject({ userId: q.id, totalReviews: 4, approved: 4, approvalRate: 1, secondReviewed: 1, overturned: 1, overturnRate: 1, medianMinutesPerReview: 20 });
    expect(rae).toMatchObject({ userId: r.id, totalReviews: 3, approved: 1, notApproved: 2, secondReviewed: 0, overturned: 0, overturnRate: null, medianMinutesPerReview: 50 });
    expect(rae.approvalRate).toBeCloseTo(1 / 3, 10);

    const empty = await h.call('GET', '/api/admin/review/stats/consistency?from=1999-01-01&to=1999-01-31', undefined, lead.cookie);
    expect(empty.body).toMatchObject({ officeApprovalRate: null, analysts: [] });
    for (const bad of ['from=2025-13-01', 'to=yesterday', 'from=2025-06-30&to=2025-06-01', 'from=2025-06-01&from=2025-06-02'])
      expect((await h.call('GET', `/api/admin/review/stats/consistency?${bad}`, undefined, lead.cookie)).status, bad).toBe(400);
    expect((await h.call('GET', '/api/admin/review/stats/consistency', undefined, p.cookie)).status).toBe(403);
    expect((await h.call('GET', '/api/admin/review/stats/consistency')).status).toBe(401);
  });
});
