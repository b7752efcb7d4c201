// Times of the demo's review work: the office is in California, so submissions and decisions fall on
// weekdays in business hours in America/Los_Angeles, counted back from the moment the seed runs (it
// runs on the first start, so "six weeks ago" must mean six weeks before that start).
import { addDays, officeInstant, officeWallClock, weekdayOf } from '../../core/time/office-time.js';
import type { Random } from './random.js';

export const OPENS = 8 * 60; // minutes after midnight
export const CLOSES = 17 * 60 + 30;

export const isWeekday = (day: string) => {
  const weekday = weekdayOf(day);
  return weekday !== 0 && weekday !== 6;
};

/**
 * A business-hours moment on a random weekday from `from` to `to` (days, both included): a weekend
 * day moves back to the Friday before, or forward to the Monday after when the Friday is before `from`.
 */
export function workdayMoment(random: Random, from: string, to: string): Date {
  const [fy, fm, fd] = from.split('-').map(Number);
  const [ty, tm, td] = to.split('-').map(Number);
  const span = Math.max(0, Math.round((Date.UTC(ty, tm - 1, td) - Date.UTC(fy, fm - 1, fd)) / 86_400_000));
  let day = addDays(from, random.int(0, span));
  const back = weekdayOf(day) === 0 ? -2 : -1;
  // never past `to` (which may be yesterday): the Friday before, even if it is before `from`
  if (!isWeekday(day)) day = addDays(day, back) >= from || addDays(day, back + 3) > to ? addDays(day, back) : addDays(day, back + 3);
  return officeInstant(day, random.int(OPENS, CLOSES));
}

/**
 * The office's working days back from `now`, most recent first: index 0 is today when today is a
 * weekday and the office has been open for an hour, otherwise the last weekday before it.
 */
export class OfficeCalendar {
  readonly now: Date;
  private readonly today: { day: string; minutes: number };
  private readonly days: string[] = [];

  constructor(now: Date) {
    this.now = now;
    this.today = officeWallClock(now);
    let day = this.today.minutes >= OPENS + 60 ? this.today.day : addDays(this.today.day, -1);
    while (this.days.length < 400) {
      if (isWeekday(day)) this.days.push(day);
      day = addDays(day, -1);
    }
  }

  /** The `index`-th working day back (0: the most recent). */
  day(index: number): string {
    return this.days[index];
  }

  /** A moment of business hours on the `index`-th working day back, never after `now`. */
  businessMoment(random: Random, index: number, from = OPENS, to = CLOSES): Date {
    const day = this.days[index];
    const latest = day === this.today.day ? Math.min(to, this.today.minutes - 5) : to;
    const earliest = Math.min(from, latest);
    return officeInstant(day, random.int(earliest, latest));
  }

  /**
   * A moment on the `index`-th working day back that comes after `after` (later that day when it is
   * the same day), never after `now`.
   */
  momentAfter(random: Random, index: number, after: Date, to = CLOSES): Date {
    const clock = officeWallClock(after);
    const from = clock.day === this.days[index] ? clock.minutes + 10 : OPENS;
    const moment = this.businessMoment(random, index, Math.min(from, to), to);
    if (moment > after) return moment;
    // the day has no room left (or it is today and the office just opened): shortly after, before now
    return new Date(Math.min(after.getTime() + 10 * 60_000, this.now.getTime() - 60_000));
  }

  /** How many working days back `day` is (the index of the first working day on or before it). */
  indexOf(day: string): number {
    const i = this.days.findIndex((d) => d <= day);
    return i === -1 ? this.days.length - 1 : i;
  }
}
