// How the accreditation screens name statuses and dates.
import { ACCREDITATION_STATUSES } from '../../resources/_accreditation.js';
import type { Tone } from '../../admin-ui/kit/ToneChip.js';
import { dayWords, officeToday } from '../../core/time/office-time.js';

export const statusName = (id: number | null | undefined) => (id == null ? 'Not recorded' : (ACCREDITATION_STATUSES.find((s) => s.id === id)?.name ?? String(id)));

export const FILE_TONES: Record<number, Tone> = { 1: 'warning', 2: 'success', 3: 'error' };

/** "Jun 30, 2028" from YYYY-MM-DD, read as a calendar day (no time zone shift). */
export const formatCalendarDay = (day: string | null | undefined): string => dayWords(day) || '—';

export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/**
 * The days a new expiration date may fall on (spec 2 §9): within 2 years before and 8 years after
 * today, in this year or the 14 after it. The rule set on the server decides; these bound the picker.
 */
export function expirationDateBounds(now = new Date()): { min: string; max: string } {
  // today is the office's day, as for the rule set on the server
  const [y, m, d] = officeToday(now).split('-').map(Number);
  const iso = (date: Date) => date.toISOString().slice(0, 10);
  const twoYearsAgo = new Date(Date.UTC(y - 2, m - 1, d));
  const startOfYear = new Date(Date.UTC(y, 0, 1));
  const eightYears = new Date(Date.UTC(y + 8, m - 1, d));
  return { min: iso(twoYearsAgo > startOfYear ? twoYearsAgo : startOfYear), max: iso(eightYears) };
}
