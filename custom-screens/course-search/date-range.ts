// The submission-date range's default (spec 1 §2, §9: "default range the last month"): from the same
// day a month ago to today, days counted in the office's time zone as the other review screens do.
// The range is not applied until the user turns it on (docs/search.md "Search screen and export").
import { officeToday } from '../../core/time/office-time.js';
import { MIN_SUBMISSION_DAY, type DateRange } from './search-state.js';

/** The same day a month before (the month's last day when that day does not exist: 03-31 → 02-28). */
export function monthBefore(day: string): string {
  const [y, m, d] = day.split('-').map(Number);
  const month = m === 1 ? 12 : m - 1;
  const year = m === 1 ? y - 1 : y;
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${year}-${pad(month)}-${pad(Math.min(d, lastDay))}`;
}

export function lastMonth(now: Date = new Date()): DateRange {
  const today = officeToday(now);
  const min = monthBefore(today);
  return { min: min < MIN_SUBMISSION_DAY ? MIN_SUBMISSION_DAY : min, max: today };
}
