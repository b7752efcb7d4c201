// The shell's submission statistics (spec 1 §3 "Header statistics", §7 "Shell"): the counts answered
// by /api/admin/stats/submissions and shown in the header for those who review, against fixed data
// on a fixed Wednesday; and the current-user calls.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../../../support/server-harness.js';
import { ENGINE } from '../../../support/test-db.js';
import { queueClock } from '../../../../server/review/queues/clock.js';
import { ReviewFixtures, type StaffUser } from '../fixtures.js';

let h: Harness;
let f: ReviewFixtures;
let reviewer: StaffUser;
const realNow = queueClock.now;

beforeAll(async () => {
  h = await startHarness();
  f = new ReviewFixtures(h);
  reviewer = await f.analyst({ firstName: 'Hea', lastName: 'Der' });
}, 240_000);
afterEach(() => {
  queueClock.now = realNow;
});
afterAll(() => h?.close());

describe(`header statistics (${ENGINE})`, () => {
  it('counts In Queue, In Review (2nd review too), completed, this week and today in office time', async () => {
    await f.submission({ status: 'inQueue' });
    await f.submission({ status: 'inQueue' });
    await f.submission({ status: 'inReview', assignedAnalystId: reviewer.id });
    await f.submission({ status: 'secondReview', queueType: 'second', assignedAnalystId: reviewer.id });
    await f.submission({ status: 'hold', queueType: 'hold' });
    await f.submission({ status: 'withdrawn' });
    await f.submission({ status: 'approved', decidedOn: new Date('2026-03-11T15:00:00Z') }); // Wed 08:00 — today
    await f.submission({ status: 'notApproved', decidedOn: new Date('2026-03-09T07:30:00Z') }); // Mon 00:30 — this week
    await f.submission({ status: 'approved', decidedOn: new Date('2026-03-09T06:30:00Z') }); // Sun 23:30 — last week
    queueClock.now = () => new Date('2026-03-11T20:00:00Z'); // Wednesday 13:00 in the office

    const res = await h.call('GET', '/api/admin/stats/submissions', undefined, reviewer.cookie);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ inQueue: 2, inReview: 2, completed: 3, thisWeek: 2, today: 1 });

    const header = await h.call('GET', '/api/admin/stats/header', undefined, reviewer.cookie);
    expect(header.status).toBe(200);
    const shown = Object.fromEntries(header.body.stats.map((s: any) => [s.key, s.value]));
    expect(shown).toMatchObject({ inQueue: 2, inReview: 2, completed: 3, thisWeek: 2, today: 1 });
    expect(header.body.stats.find((s: any) => s.key === 'thisWeek').label).toBe('This week');
  });

  it('keeps the counts from staff without AdminReview', async () => {
    const other = await f.staff({ abilities: ['AdminUserManagement'], userKind: 'ucop' });
    const header = await h.call('GET', '/api/admin/stats/header', undefined, other.cookie);
    expect(header.body.stats.map((s: any) => s.key)).not.toContain('inQueue');
    expect((await h.call('GET', '/api/admin/stats/submissions', undefined, other.cookie)).status).toBe(403);
    expect((await h.call('GET', '/api/admin/stats/submissions')).status).toBe(401);
  });
});

describe(`current user (${ENGINE})`, () => {
  it('answers the signed-in account with its abilities, and its stored profile in the detail', async () => {
    const res = await h.call('GET', '/api/currentuser', undefined, reviewer.cookie);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ userId: reviewer.id, username: reviewer.username, firstName: 'Hea', lastName: 'Der', abilities: ['AdminReview'] });
    const detail = await h.call('GET', '/api/currentuser/detail', undefined, reviewer.cookie);
    expect(detail.body).toMatchObject({ userId: reviewer.id, userKind: 'analyst', abilities: ['AdminReview'], lastLoginAt: expect.any(String) });
    expect(detail.body).not.toHaveProperty('password');
    expect((await h.call('GET', '/api/currentuser')).status).toBe(401);
    expect((await h.call('GET', '/api/currentuser/detail')).status).toBe(401);
  });
});
