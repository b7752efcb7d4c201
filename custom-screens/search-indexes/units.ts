// The index table's numbers in words a person reads: sizes in B / KB / MB / GB, durations in ms / s /
// min / h, times in office time (core/time/office-time.ts).
import { dateTimeText } from '../../core/time/office-time.js';

const SIZE_UNITS = ['B', 'KB', 'MB', 'GB', 'TB'];

export function bytesText(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < SIZE_UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${unit === 0 ? value : value.toFixed(value < 10 ? 1 : 0)} ${SIZE_UNITS[unit]}`;
}

export function durationText(ms: number | null): string {
  if (ms === null) return '—';
  if (ms < 1000) return `${Math.round(ms)} ms`;
  if (ms < 60_000) return `${(ms / 1000).toFixed(ms < 10_000 ? 1 : 0)} s`;
  if (ms < 3_600_000) return `${Math.floor(ms / 60_000)} min ${Math.round((ms % 60_000) / 1000)} s`;
  return `${Math.floor(ms / 3_600_000)} h ${Math.round((ms % 3_600_000) / 60_000)} min`;
}

/** When an index was built, in office time; a dash before its first build. */
export const builtAtText = (iso: string | null): string => dateTimeText(iso) || '—';
