// What a batch's courses came to, as the dashboard's rows and the review screen's batch progress show
// it (spec 1 §2, spec 3 §2): every course of the batch counts once, in exactly one part (approved,
// not approved, sent to 2nd review, or no decision yet), so the parts add up to the batch size and a
// reader never wonders what the missing course is. A batch's courses are its reviews not reversed: a
// reversed decision gave way to the new review that replaced it (decision-reversal.ts).
import type { BatchFigures, BatchPercents } from '../../core/contract/batches.js';
import type { Decision } from '../../core/contract/review.js';

export interface BatchMember {
  decision: Decision | null;
  reversedOn?: unknown;
}

/** The parts in the order they are shown, each with the decision that puts a course in it. */
export const BATCH_PARTS = [
  { count: 'approved', percent: 'approvedPercent', decision: 'approved' },
  { count: 'notApproved', percent: 'notApprovedPercent', decision: 'notapproved' },
  { count: 'sentToSecondReview', percent: 'sentToSecondReviewPercent', decision: 'secondreview' },
  { count: 'noDecision', percent: 'noDecisionPercent', decision: null },
] as const satisfies readonly { count: keyof Omit<BatchFigures, 'batchSize'>; percent: keyof BatchPercents; decision: Decision | null }[];

export function batchFigures(reviews: readonly BatchMember[]): BatchFigures {
  const members = reviews.filter((r) => r.reversedOn == null);
  const count = (decision: Decision | null) => members.filter((r) => (r.decision ?? null) === decision).length;
  return { batchSize: members.length, approved: count('approved'), notApproved: count('notapproved'), sentToSecondReview: count('secondreview'), noDecision: count(null) };
}

/**
 * Whole percents of the batch size that add up to 100 (largest remainder: each part is its exact
 * share rounded down, and the points left go to the parts that lost most), so the progress bar is full.
 */
export function batchPercents(figures: BatchFigures): BatchPercents {
  const size = figures.batchSize;
  const exact = BATCH_PARTS.map((p) => (size === 0 ? 0 : (figures[p.count] * 100) / size));
  const whole = exact.map(Math.floor);
  let left = size === 0 ? 0 : 100 - whole.reduce((a, b) => a + b, 0);
  const byRemainder = exact.map((x, i) => ({ i, rest: x - whole[i] })).sort((a, b) => b.rest - a.rest || a.i - b.i);
  for (const { i } of byRemainder) {
    if (left <= 0) break;
    whole[i] += 1;
    left -= 1;
  }
  return Object.fromEntries(BATCH_PARTS.map((p, i) => [p.percent, whole[i]])) as unknown as BatchPercents;
}
