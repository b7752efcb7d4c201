// GET /api/admin/review/stats/consistency?from&to (AdminReportAnalystReviewProgress): per analyst the
// approval rate beside the office's, the share of first reviews a 2nd review overturned, and the
// median minutes from start to decision, over the decisions of the period (office days).
import { REVIEW_API, queryString, type ReviewCall } from '../../admin-ui/kit/review-call.js';
import type { AnalystConsistency, ConsistencyReport, Period } from '../../core/contract/consistency.js';

export const consistencyApi = (call: ReviewCall) => ({
  report: ({ from, to }: Period, signal?: AbortSignal) => call<ConsistencyReport>(`${REVIEW_API}/stats/consistency${queryString({ from, to })}`, { signal }),
});

export const analystName = (a: Pick<AnalystConsistency, 'firstName' | 'lastName' | 'userId'>) => [a.firstName, a.lastName].filter(Boolean).join(' ') || `User ${a.userId}`;

const percent = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 0 });

/** "62%"; "—" when there is nothing to divide. */
export const formatRate = (rate: number | null) => (rate === null ? '—' : percent.format(rate));

/** "+5 points", "−3 points", "same as the office". */
export function formatDifference(diff: number | null): string {
  if (diff === null) return '—';
  const points = Math.round(diff * 100);
  if (points === 0) return 'same as the office';
  return `${points > 0 ? '+' : '−'}${Math.abs(points)} ${Math.abs(points) === 1 ? 'point' : 'points'}`;
}

/** "12 min", "1 h 05 min"; "—" when no review had both a start and a decision. */
export function formatMinutes(minutes: number | null): string {
  if (minutes === null) return '—';
  const whole = Math.round(minutes);
  if (whole < 60) return `${whole} min`;
  return `${Math.floor(whole / 60)} h ${String(whole % 60).padStart(2, '0')} min`;
}
