// Calendar days of the cycles, as 'YYYY-MM-DD' strings (which sort like the dates). Pure: the server
// and the Submission Cycles screen both import it.
//
// Spec 3 §4: dates are normalised to midnight, and stored end dates are one day later than the
// displayed ones. So a stored end is exclusive (the first day after the period), a displayed end is
// the period's last day, and a phase's stored end equals the next phase's begin.

const DAY = /^(\d{4})-(\d{2})-(\d{2})(?:$|T)/;

/**
 * The calendar day a value names, or undefined when it names none. A time is dropped (midnight):
 * "2026-02-01T15:30:00Z" is 2026-02-01, the day as the sender wrote it.
 */
export function toDayValue(value: unknown): string | undefined {
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

/** `day` moved by `n` days. */
export function addDays(day: string, n: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + n);
  return date.toISOString().slice(0, 10);
}

/** The stored (exclusive) end of a period whose last day is `shownEnd`. */
export const storedEnd = (shownEnd: string) => addDays(shownEnd, 1);

/** The last day of a period whose stored (exclusive) end is `stored`: what screens show. */
export const shownEnd = (stored: string) => addDays(stored, -1);

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "Feb 1, 2026": how messages name a day. */
export function dayWords(day: string): string {
  const [y, m, d] = day.split('-').map(Number);
  return `${MONTHS[m - 1]} ${d}, ${y}`;
}
