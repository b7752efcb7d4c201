// The office's clock: every date and time the product shows goes through here (docs/decisions.md "One
// clock"). The office is in California, so an instant (a date and time) reads in America/Los_Angeles
// with the zone named ("03/09/2026, 11:30 PM PDT"), whatever zone the reader's browser or the server
// is in; a calendar day ('YYYY-MM-DD': a year's start, a cycle's end) is a day, never an instant, and
// reads the same everywhere. Pure and without imports: the server, the seeds and the admin UI use it.

export const OFFICE_TIME_ZONE = 'America/Los_Angeles';
/** How forms name the zone their times are in. */
export const OFFICE_ZONE_NAME = 'Pacific time';

/** An instant as the API carries it: an ISO text, a Date or milliseconds. */
export type Instant = Date | string | number;

const office = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('en-US', { timeZone: OFFICE_TIME_ZONE, ...options });
// calendar days are formatted as the midnight UTC of that day, read in UTC: never shifted
const calendar = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', ...options });

const FORMATS = {
  dateTime: office({ year: 'numeric', month: '2-digit', day: '2-digit', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' }),
  time: office({ hour: 'numeric', minute: '2-digit', timeZoneName: 'short' }),
  shortThisYear: office({ month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' }),
  shortOtherYear: office({ year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' }),
  wallParts: office({ hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' }),
  day: calendar({ year: 'numeric', month: '2-digit', day: '2-digit' }),
  dayWords: calendar({ year: 'numeric', month: 'short', day: 'numeric' }),
  dayLongWords: calendar({ year: 'numeric', month: 'long', day: 'numeric' }),
  monthDay: calendar({ month: 'numeric', day: 'numeric' }),
} as const;

// ---- instants ----

/** The Date of an instant, or undefined for none or a text that is no time. */
export function toInstant(value: Instant | null | undefined): Date | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

const formatInstant = (format: Intl.DateTimeFormat) => (value: Instant | null | undefined): string => {
  const date = toInstant(value);
  return date ? format.format(date) : '';
};

/** "03/09/2026, 11:30 PM PDT"; empty for no time. */
export const dateTimeText = formatInstant(FORMATS.dateTime);

/** "11:30 PM PDT"; empty for no time. */
export const timeText = formatInstant(FORMATS.time);

/** "Mar 9, 11:30 PM PDT", with the year when it is not this year in the office; empty for no time. */
export function shortDateTimeText(value: Instant | null | undefined, now: Date = new Date()): string {
  const date = toInstant(value);
  if (!date) return '';
  return (officeDayOf(date).slice(0, 4) === officeDayOf(now).slice(0, 4) ? FORMATS.shortThisYear : FORMATS.shortOtherYear).format(date);
}

/** "03/09/2026": the office's day of an instant; empty for no time. */
export const officeDateText = (value: Instant | null | undefined): string => dayText(officeDayOf(value));

const HOUR = 3_600_000;
/** UTC offsets by UTC hour: the zone's offset changes only on the hour, and Intl is slow to ask. */
const offsetByHour = new Map<number, number>();

function offsetMinutesAt(instant: number): number {
  const hour = Math.floor(instant / HOUR);
  let offset = offsetByHour.get(hour);
  if (offset === undefined) {
    const p = Object.fromEntries(FORMATS.wallParts.formatToParts(new Date(hour * HOUR)).map((x) => [x.type, x.value]));
    offset = Math.round((Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), Number(p.hour), Number(p.minute)) - hour * HOUR) / 60_000);
    offsetByHour.set(hour, offset);
  }
  return offset;
}

/** The office's wall clock at `instant`: its day ('YYYY-MM-DD'), minutes after midnight and UTC offset. */
export function officeWallClock(instant: Date): { day: string; minutes: number; offsetMinutes: number } {
  const offsetMinutes = offsetMinutesAt(instant.getTime());
  const local = new Date(instant.getTime() + offsetMinutes * 60_000);
  return { day: local.toISOString().slice(0, 10), minutes: local.getUTCHours() * 60 + local.getUTCMinutes(), offsetMinutes };
}

/** The office's day of an instant, 'YYYY-MM-DD'; empty for no time. */
export function officeDayOf(value: Instant | null | undefined): string {
  const date = toInstant(value);
  return date ? officeWallClock(date).day : '';
}

/** Today in the office, 'YYYY-MM-DD'. */
export const officeToday = (now: Date = new Date()): string => officeDayOf(now);

/**
 * The instant at which the office's clock shows `minutes` after midnight on `day` (DST-safe: a time
 * the spring change skips is taken an hour earlier, a time the autumn change repeats as its first).
 */
export function officeInstant(day: string, minutes = 0): Date {
  const [y, m, d] = day.split('-').map(Number);
  const wall = Date.UTC(y, m - 1, d, 0, minutes);
  let instant = wall - offsetMinutesAt(wall) * 60_000;
  const corrected = wall - offsetMinutesAt(instant) * 60_000;
  if (corrected !== instant) instant = corrected;
  return new Date(instant);
}

const pad = (n: number) => String(n).padStart(2, '0');
const WALL_CLOCK = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})$/;

/**
 * An instant as a date-and-time input shows it: the office's wall clock, 'YYYY-MM-DDTHH:mm'; empty for
 * none. A wall clock already (what the input holds) is kept: react-admin formats the value twice.
 */
export function officeInputValue(value: Instant | null | undefined): string {
  if (typeof value === 'string' && WALL_CLOCK.test(value)) return value;
  const date = toInstant(value);
  if (!date) return '';
  const { day, minutes } = officeWallClock(date);
  return `${day}T${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

/** What a date-and-time input typed ('YYYY-MM-DDTHH:mm', office time) as an ISO instant; other text as it is. */
export function fromOfficeInput(text: string): string | null {
  if (text === '') return null;
  const m = WALL_CLOCK.exec(text);
  if (!m || !toDay(m[1])) return text;
  return officeInstant(m[1], Number(m[2]) * 60 + Number(m[3])).toISOString();
}

// ---- calendar days ----

const DAY = /^(\d{4})-(\d{2})-(\d{2})(?:$|T)/;

/**
 * The calendar day a value names, 'YYYY-MM-DD', or undefined when it names none. A time after the day
 * is dropped as written ("2026-02-01T15:30:00Z" is 2026-02-01); a Date is taken at its UTC day.
 */
export function toDay(value: unknown): string | undefined {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : value.toISOString().slice(0, 10);
  if (typeof value !== 'string') return undefined;
  const m = DAY.exec(value.trim());
  if (!m) return undefined;
  const [, y, mo, d] = m;
  const date = new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d)));
  // 2026-02-30 rolls over to March: not a real day
  if (date.getUTCFullYear() !== Number(y) || date.getUTCMonth() !== Number(mo) - 1 || date.getUTCDate() !== Number(d)) return undefined;
  return `${y}-${mo}-${d}`;
}

/** `day` moved by `n` calendar days. */
export function addDays(day: string, n: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + n);
  return date.toISOString().slice(0, 10);
}

/** 0 (Sunday) to 6 (Saturday). */
export const weekdayOf = (day: string): number => new Date(`${day}T12:00:00Z`).getUTCDay();

const formatDay = (format: Intl.DateTimeFormat) => (value: unknown): string => {
  const day = toDay(value);
  return day ? format.format(new Date(`${day}T00:00:00Z`)) : '';
};

/** "03/09/2026" from '2026-03-09'; empty for no day. */
export const dayText = formatDay(FORMATS.day);

/** "Mar 9, 2026" from '2026-03-09', as sentences name a day; empty for no day. */
export const dayWords = formatDay(FORMATS.dayWords);

/** "March 9, 2026" from '2026-03-09', as letters name a day; empty for no day. */
export const dayLongWords = formatDay(FORMATS.dayLongWords);

/** "3/9" from '2026-03-09', as charts label a day or a week; empty for no day. */
export const monthDayText = formatDay(FORMATS.monthDay);
