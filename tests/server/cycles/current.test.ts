// What the cycles decide for the rest of the product (server/cycles/current.ts), on fixed days over the
// demo cycles of seeds/cycles.ts: the current and next cycle, the academic year current for
// submissions, today's phase and the hiatus, and the current cycle year of notifications.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINE } from '../../support/test-db.js';
import { seedCycles } from '../../../seeds/cycles.js';
import { currentAndNext } from '../../../server/cycles/pick.js';
import { currentCycleYear, currentSubmissionYear, isSubmissionHiatus, recentRegistrationCycles, recentSubmissionCycles, submissionCycleStatus } from '../../../server/cycles/current.js';
import { startCycleFixture, yearId, type CycleFixture } from './fixture.js';

let f: CycleFixture;
const em = () => f.h.db.orm.em.fork();

beforeAll(async () => {
  f = await startCycleFixture();
  await seedCycles(em());
}, 120_000);
afterAll(() => f?.h.close());

describe('current and next (pure)', () => {
  const spans = [
    { id: 'b', start: '2026-10-01', end: '2027-10-01' },
    { id: 'a', start: '2025-10-01', end: '2026-09-01' },
    { id: 'c', start: '2027-10-01', end: '2028-10-01' },
  ];
  const ids = (day: string) => {
    const { current, next } = currentAndNext(spans, day);
    return [current?.id, next?.id];
  };
  it('picks the cycle holding the day, the one that ended last between cycles, the first before all', () => {
    expect(ids('2026-11-27')).toEqual(['b', 'c']);
    expect(ids('2026-10-01')).toEqual(['b', 'c']); // a cycle's first day
    expect(ids('2026-09-30')).toEqual(['a', 'b']); // between a's end and b's start
    expect(ids('2026-08-31')).toEqual(['a', 'b']); // a's last day (stored end 1 Sep)
    expect(ids('2020-01-01')).toEqual(['a', 'b']);
    expect(ids('2030-01-01')).toEqual(['c', undefined]);
    expect(currentAndNext([], '2026-01-01')).toEqual({ current: undefined, next: undefined });
  });
});

describe(`what the cycles decide (${ENGINE})`, () => {
  it('answers the current and next submission cycle of a day', async () => {
    const [current, next] = await recentSubmissionCycles(em(), '2026-11-27');
    expect([current.academicYear, current.isCurrentYear, next.academicYear, next.isCurrentYear]).toEqual(['2027-28', true, '2028-29', false]);
    // the last day of the 2027-28 cycle (shown 30 Sep 2027) is still in it
    expect((await recentSubmissionCycles(em(), '2027-09-30'))[0].academicYear).toBe('2027-28');
    expect((await recentSubmissionCycles(em(), '2027-10-01'))[0].academicYear).toBe('2028-29');
  });

  it('tells the academic year current for submissions, the phase and whether submissions pause', async () => {
    expect(await currentSubmissionYear(em(), '2026-11-27')).toEqual({ id: yearId(2027), name: '2027-28' });
    expect(await submissionCycleStatus(em(), '2027-02-05')).toMatchObject({ academicYear: '2027-28', isHiatus: true, phase: { phase: 2, phaseName: 'Hiatus' } });
    expect(await isSubmissionHiatus(em(), '2027-02-14')).toBe(true);
    expect(await isSubmissionHiatus(em(), '2027-02-15')).toBe(false);
    expect(await isSubmissionHiatus(em(), '2027-01-31')).toBe(false);
    expect(await isSubmissionHiatus(em(), '2027-08-20')).toBe(true);
  });

  it('names the current cycle year in notifications, in the preview too', async () => {
    expect(await currentCycleYear(em(), '2026-03-01')).toBe('2026-27');
    const { localDay } = await import('../../../core/academic-years/year-window.js');
    const expected = await currentCycleYear(em(), localDay());
    const editor = await f.h.userWith(['AdminManageContent'], 'cycle-content-editor');
    const res = await f.h.call('POST', '/api/notification/preview', { messageTitleTemplate: 'Submissions for {{currentCycleYear}}', messageTemplate: '<p>{{currentCycleYear}}</p>' }, editor);
    expect(res.status).toBe(200);
    expect(res.body.title).toBe(`Submissions for ${expected}`);
  });

  it('answers the current and next registration period', async () => {
    expect((await recentRegistrationCycles(em(), '2026-11-27')).map((c) => [c.periodId, c.isCurrent])).toEqual([
      [2026, true],
      [2027, false],
    ]);
    expect((await recentRegistrationCycles(em(), '2027-01-01'))[0].periodId).toBe(2027);
  });
});
