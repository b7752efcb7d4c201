// A batch's progress as the review screen shows it (spec 3 §3 "batch"), and which review comes next.
// A batch holds the reviews whose reviewBatchId names it; a reversed review gave way to the new
// review that replaced it (decision-reversal.ts), so it no longer counts. The counts partition the
// batch (batch-figures.ts): approved, not approved, sent to 2nd review and no decision add up to its size.
import type { EntityManager } from '@mikro-orm/postgresql';
import reviews from '../../../resources/course-submission-reviews.js';
import submissions from '../../../resources/course-submissions.js';
import type { BatchProgress } from '../../../core/contract/batches.js';
import { batchFigures, batchPercents } from '../batch-figures.js';
import { batchWorkOrder } from '../batch-order.js';
import { columnOf, tableOf } from '../../db/table-names.js';
import type { ReviewRow } from './rows.js';

/** The reviews that make up the batch, in working order (express first, then oldest submitted). */
export async function batchReviews(em: EntityManager, reviewBatchId: number): Promise<ReviewRow[]> {
  const r = (p: string) => `r.${columnOf(em, reviews, p)}`;
  const s = (p: string) => `s.${columnOf(em, submissions, p)}`;
  const sql =
    `select r.id from ${tableOf(em, reviews)} r join ${tableOf(em, submissions)} s on s.id = ${r('courseSubmissionId')}` +
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

export async function batchProgress(em: EntityManager, reviewBatchId: number, currentId: number | null): Promise<BatchProgress> {
  const batch = await batchReviews(em, reviewBatchId);
  const figures = batchFigures(batch);
  return {
    reviewBatchId,
    ...figures,
    ...batchPercents(figures),
    nextReviewId: nextUndecided(batch, currentId),
    reviewIds: batch.map((r) => r.id),
  };
}
