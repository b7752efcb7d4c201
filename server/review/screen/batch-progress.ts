// A batch's progress as the review screen shows it (spec 3 §3 "batch"), and which review comes next.
// A batch holds the reviews whose reviewBatchId names it; a reversed review gave way to the new
// review that replaced it (decision-reversal.ts), so it no longer counts. Sent to second review
// counts with Not Approved: it takes the same conditions (feedback, a rubric below the minimum) and
// the three counts must add up to the batch size.
import type { EntityManager } from '@mikro-orm/postgresql';
import reviews from '../../../resources/course-submission-reviews.js';
import submissions from '../../../resources/course-submissions.js';
import { batchWorkOrder } from '../batch-order.js';
import { columnOf, tableOf } from './sql-names.js';
import type { ReviewRow } from './rows.js';

export interface BatchProgress {
  reviewBatchId: number;
  batchSize: number;
  approved: number;
  notApproved: number;
  noDecision: number;
  approvedPercent: number;
  notApprovedPercent: number;
  noDecisionPercent: number;
  nextReviewId: number | null;
  /** every review of the batch in working order (batch-order.ts): the screen's previous / next and its "course n of m" */
  reviewIds: number[];
}

/** The reviews that make up the batch, in working order (express first, then oldest submitted). */
export async function batchReviews(em: EntityManager, reviewBatchId: number): Promise<ReviewRow[]> {
  const r = (p: string) => `r.${columnOf(em, reviews.entity, p)}`;
  const s = (p: string) => `s.${columnOf(em, submissions.entity, p)}`;
  const sql =
    `select r.id from ${tableOf(em, reviews.entity)} r join ${tableOf(em, submissions.entity)} s on s.id = ${r('courseSubmissionId')}` +
    ` where ${r('reviewBatchId')} = ? and ${r('reversedOn')} is null order by ${batchWorkOrder(r, s)}`;
  const ids = ((await em.getConnection().execute(sql, [reviewBatchId], 'all', em.getTransactionContext())) as { id: number | string }[]).map((row) => Number(row.id));
  const rows = ids.length ? await em.find<ReviewRow>(reviews.entity, { id: { $in: ids } }) : [];
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => byId.get(id)).filter((row): row is ReviewRow => row !== undefined);
}

/**
 * The undecided review to open after `currentId`: the first one after it in the batch's working
 * order, else the first one before it (the screen goes round the batch). `analystId` keeps to
 * reviews that analyst works on. Null: the batch is done, the screen goes to the dashboard.
 */
export function nextUndecided(batch: readonly ReviewRow[], currentId: number | null, analystId?: number): number | null {
  const at = currentId == null ? -1 : batch.findIndex((r) => r.id === currentId);
  const isNext = (r: ReviewRow) => r.decision == null && r.id !== currentId && (analystId === undefined || r.analystId === analystId);
  return (batch.find((r, i) => i > at && isNext(r)) ?? batch.find(isNext))?.id ?? null;
}

const percent = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part * 100) / whole));

export async function batchProgress(em: EntityManager, reviewBatchId: number, currentId: number | null): Promise<BatchProgress> {
  const batch = await batchReviews(em, reviewBatchId);
  const approved = batch.filter((r) => r.decision === 'approved').length;
  const notApproved = batch.filter((r) => r.decision === 'notapproved' || r.decision === 'secondreview').length;
  const noDecision = batch.length - approved - notApproved;
  return {
    reviewBatchId,
    batchSize: batch.length,
    approved,
    notApproved,
    noDecision,
    approvedPercent: percent(approved, batch.length),
    notApprovedPercent: percent(notApproved, batch.length),
    noDecisionPercent: percent(noDecision, batch.length),
    nextReviewId: nextUndecided(batch, currentId),
    reviewIds: batch.map((r) => r.id),
  };
}
