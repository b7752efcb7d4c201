// Which academic year a day falls in, and the windows of years the lookup calls answer.
// Pure date logic, kept apart from the handlers so it can be tested without a database.
// A year runs from 1 July to 30 June. Days are 'YYYY-MM-DD' strings, which sort like the dates.
import { officeToday } from '../time/office-time.js';

export interface YearRow {
  id: number;
  name: string;
  startDate: string | Date;
  endDate: string | Date;
}

/** Years back and ahead of the current one that each window call answers. */
export const WINDOWS = {
  currentAndLastThree: { back: 3, ahead: 0 },
  currentLastThreeAndOneFuture: { back: 3, ahead: 1 },
  // Not shown in the spec: two years back, the current one and two ahead (five in all).
  fiveYearWindow: { back: 2, ahead: 2 },
} as const;

const FIRST_MONTH = 7; // July

/** "Today" as the office sees it, whatever zone the server runs in. */
export const localDay = (now: Date = new Date()): string => officeToday(now);

/** A date column as a day. node-pg answers the string; PGlite answers a Date at UTC midnight. */
export function toDay(value: string | Date): string {
  return typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10);
}

/** The calendar year in which the academic year containing `day` starts: 2026-11-21 → 2026, 2027-03-01 → 2026. */
export function startYearOf(day: string): number {
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7));
  return month >= FIRST_MONTH ? year : year - 1;
}

/** The spec's name of the academic year starting in `startYear`: 2025 → "2025-26". */
export function yearName(startYear: number): string {
  return `${startYear}-${String((startYear + 1) % 100).padStart(2, '0')}`;
}

/** The year whose dates contain `day`, or undefined when the table has no such year. */
export function currentYear<T extends YearRow>(years: readonly T[], day: string): T | undefined {
  return years.find((y) => toDay(y.startDate) <= day && day <= toDay(y.endDate));
}

/** Years starting `back` years before the current one up to `ahead` years after it, oldest first. */
export function yearsAround<T extends YearRow>(years: readonly T[], day: string, back: number, ahead: number): T[] {
  const current = startYearOf(day);
  return years
    .filter((y) => {
      const start = startYearOf(toDay(y.startDate));
      return start >= current - back && start <= current + ahead;
    })
    .sort((a, b) => (toDay(a.startDate) < toDay(b.startDate) ? -1 : 1));
}

/** The year after the one containing `day`. */
export function nextYear<T extends YearRow>(years: readonly T[], day: string): T | undefined {
  const next = startYearOf(day) + 1;
  return years.find((y) => startYearOf(toDay(y.startDate)) === next);
}
