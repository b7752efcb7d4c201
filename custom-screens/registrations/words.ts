// How the registration screens name statuses, recommendations and dates.
import type { Tone } from '../../admin-ui/kit/ToneChip.js';
import { RECOMMENDED_ACTIONS, REGISTRATION_STATUSES, REGISTRATION_TYPES } from '../../resources/_registrations.js';
import { dayWords } from '../../core/time/office-time.js';

/** submitted and in review wait for staff (warning), second review too; approved succeeds, not approved fails */
export const STATUS_TONES: Record<number, Tone> = { 1: 'warning', 2: 'warning', 3: 'warning', 4: 'neutral', 5: 'success', 6: 'error' };

export const statusName = (id: number) => REGISTRATION_STATUSES.find((s) => s.id === id)?.name ?? String(id);
export const typeName = (id: number) => REGISTRATION_TYPES.find((t) => t.id === id)?.name ?? String(id);
export const recommendationName = (id: number | null | undefined) => (id == null ? 'None yet' : (RECOMMENDED_ACTIONS.find((a) => a.id === id)?.name ?? String(id)));

export const SAVE_FAILED = 'An error occurred while attempting to save your changes';
export const DELETE_FAILED = 'An error occurred while trying to delete this registration.';
export const RECALL_FAILED = 'An error occurred while trying to recall from 2nd review.';

/** "Jun 30, 2028" from YYYY-MM-DD, read as a calendar day (no time zone shift). */
export const formatCalendarDay = (day: unknown): string => (typeof day === 'string' && dayWords(day)) || '—';

export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** A readable value of a section field, "—" when empty. */
export function displayValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return String(value);
}
