// A generated list's date range on a date and time (docs/decisions.md "One clock"): the days a person
// picks are the office's days, midnight to midnight in America/Los_Angeles, as the screens show the
// times. A comment written at 11:30 PM PDT on 03/09/2026 (06:30 UTC on 03/10) is on 03/09; one at
// 12:30 AM PDT on 03/10 (07:30 UTC) is on 03/10. An instant given with its time is compared as it is.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAs } from '../../../server/audit/context.js';
import { startHarness, type Harness } from '../../support/server-harness.js';
import { ENGINE } from '../../support/test-db.js';

let h: Harness;
let staff: string;
let institutionId: number;

const q = (v: unknown) => encodeURIComponent(JSON.stringify(v));

const COMMENTS: [string, string][] = [
  ['late on the 9th', '2026-03-10T06:30:00Z'],
  ['early on the 10th', '2026-03-10T07:30:00Z'],
  ['on the 11th', '2026-03-11T20:00:00Z'],
];

beforeAll(async () => {
  h = await startHarness();
  staff = await h.userWith(['AdminReviewAccreditation'], 'office-day-filters');
  const em = h.db.orm.em.fork();
  await runAs({ userId: null, userName: 'test', via: 'system' }, async () => {
    const institution = em.create('Institution', { name: 'Office Day High', institutionTypeId: 1, isActive: true } as never) as { id: number };
    await em.flush();
    institutionId = institution.id;
    for (const [comment, at] of COMMENTS) em.create('AccreditationComment', { institutionId, comment, createdOn: new Date(at) });
    await em.flush();
  });
}, 60_000);
afterAll(() => h?.close());

async function listed(filter: Record<string, unknown>): Promise<string[]> {
  const res = await h.call('GET', `/api/rest/accreditation-comments?filter=${q({ institutionId, ...filter })}&sort=${q(['createdOn', 'ASC'])}`, undefined, staff);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.map((r: { comment: string }) => r.comment);
}

describe(`a date and time filtered by days (${ENGINE})`, () => {
  it('reads the days of a range as the office’s days', async () => {
    expect(await listed({ createdOn_gte: '2026-03-09', createdOn_lte: '2026-03-09' })).toEqual(['late on the 9th']);
    expect(await listed({ createdOn_gte: '2026-03-10', createdOn_lte: '2026-03-10' })).toEqual(['early on the 10th']);
    expect(await listed({ createdOn_gte: '2026-03-10' })).toEqual(['early on the 10th', 'on the 11th']);
    expect(await listed({ createdOn_lte: '2026-03-10' })).toEqual(['late on the 9th', 'early on the 10th']);
    expect(await listed({ createdOn_gt: '2026-03-09', createdOn_lt: '2026-03-11' })).toEqual(['early on the 10th']);
    expect(await listed({ createdOn: '2026-03-09' })).toEqual(['late on the 9th']);
  });

  it('compares an instant given with its time as it is, and refuses a day that does not exist', async () => {
    expect(await listed({ createdOn_gte: '2026-03-10T07:00:00Z' })).toEqual(['early on the 10th', 'on the 11th']);
    const res = await h.call('GET', `/api/rest/accreditation-comments?filter=${q({ createdOn_gte: '2026-02-30' })}`, undefined, staff);
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/"createdOn_gte" takes a date and time/);
  });
});
