// The accreditation screens' words and date bounds: the picker offers the days the rule set allows
// (spec 2 §9: -2 … +8 years, in this year or the 14 after it), calendar days shown without a time
// zone shift, sizes in readable units.
import { describe, expect, it } from 'vitest';
import { expirationDateBounds, formatCalendarDay, formatSize, statusName } from '../../../custom-screens/accreditation/words.js';

describe('accreditation words', () => {
  it('bounds the new expiration date from 1 January of this year to 8 years from today', () => {
    expect(expirationDateBounds(new Date('2026-11-26T12:00:00Z'))).toEqual({ min: '2026-01-01', max: '2034-11-26' });
    expect(expirationDateBounds(new Date('2027-01-05T12:00:00Z'))).toEqual({ min: '2027-01-01', max: '2035-01-05' });
  });

  it('shows calendar days as written, sizes in units, and names statuses', () => {
    expect(formatCalendarDay('2028-06-30')).toBe('Jun 30, 2028');
    expect(formatCalendarDay(null)).toBe('—');
    expect(formatSize(512)).toBe('512 B');
    expect(formatSize(2048)).toBe('2 KB');
    expect(formatSize(3 * 1024 * 1024)).toBe('3.0 MB');
    expect(statusName(2)).toBe('Candidate');
    expect(statusName(null)).toBe('Not recorded');
  });
});
