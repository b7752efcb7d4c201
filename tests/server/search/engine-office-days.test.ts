// The course search's submission-date range in days (docs/decisions.md "One clock"): the days are the
// office's, midnight to midnight in America/Los_Angeles, as the results show each submission's day. A
// course submitted at 11:30 PM PDT on 03/09/2026 (06:30 UTC on 03/10) is found on 03/09, not on 03/10.
import { describe, expect, it } from 'vitest';
import { readQuery } from '../../../server/search/engine/search-query.js';

describe('submission days of the course search', () => {
  it('runs a day from the office’s midnight to the last moment before the next', () => {
    const q = readQuery({ submissionDateFilter: { min: '2026-03-09', max: '2026-03-09' } });
    // 8 March is the change to summer time: 9 March starts at 07:00 UTC
    expect(new Date(q.dateMin!).toISOString()).toBe('2026-03-09T07:00:00.000Z');
    expect(q.dateMax).toBe(Date.parse('2026-03-10T07:00:00Z') - 1);
    const late = Date.parse('2026-03-10T06:30:00Z');
    expect(late >= q.dateMin! && late <= q.dateMax!).toBe(true);
  });

  it('takes an instant with its time as it is', () => {
    const q = readQuery({ submissionDateFilter: { min: '2026-03-09T12:00:00Z', max: '2026-03-10T12:00:00Z' } });
    expect([q.dateMin, q.dateMax]).toEqual([Date.parse('2026-03-09T12:00:00Z'), Date.parse('2026-03-10T12:00:00Z')]);
  });
});
