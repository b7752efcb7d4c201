// Assign, reassign and reassign to a queue (spec 3 §4, §7 "Assignment"), single and bulk. One
// transaction per call: the rows are locked and read again, every submission is checked, then all
// move together with their course history lines and audit entries, or none does.
import type { EntityManager } from '@mikro-orm/postgresql';
import type { SessionUser } from '../../auth/session-user.js';
import { HttpError, notFound } from '../../http/errors.js';
import type { Analyst } from '../../../core/contract/queues.js';
import { assignableAnalyst } from './analysts.js';
import { lockAnalystQueues } from './batches.js';
import { queueClock } from './clock.js';
import { queryCache, runSql, type QueueType, type SubmissionRow } from './model.js';
import { analystQueueOf, assertReassignable, placeWithAnalyst, returnToQueue } from './placement.js';
import { lockedSubmissions, lockRows } from './row-locks.js';

/** What the calls name: submissions, or batches standing for their submissions still to be decided. */
export type Selection = { ids: number[] } | { batchIds: number[] };

export interface MovedSubmission {
  courseSubmissionId: number;
  status: string;
  queueType: string;
  assignedAnalystId: number | null;
  courseSubmissionReviewBatchId: number | null;
}

const openOfBatchesHead = queryCache<'x'>(
  ({ t, c }) => `select ${c('submission', 'id')} as id, ${c('submission', 'reviewBatchId')} as batch_id from ${t('submission')}
    where ${c('submission', 'status')} in ('inQueue', 'inReview', 'hold') and ${c('submission', 'reviewBatchId')} in `,
);

/** The submission ids a selection names, in id order; batches are locked so their content holds still. */
async function selectedIds(tx: EntityManager, selection: Selection): Promise<number[]> {
  if ('ids' in selection) return [...selection.ids].sort((a, b) => a - b);
  const ids = selection.batchIds;
  const found = await lockRows(tx, 'batch', ids);
  const missing = ids.filter((id) => !found.has(id));
  if (missing.length) throw notFound(missing.length === 1 ? `Batch ${missing[0]} was not found.` : `Batches ${missing.join(', ')} were not found.`);
  const rows = await runSql<{ id: number; batch_id: number }>(tx, `${openOfBatchesHead(tx, 'x')}(${ids.map(() => '?').join(', ')})`, ids);
  const empty = ids.filter((b) => !rows.some((r) => Number(r.batch_id) === b));
  if (empty.length) throw new HttpError(409, `Batch ${empty.join(', ')} has no submission left to reassign.`);
  return rows.map((r) => Number(r.id)).sort((a, b) => a - b);
}

const moved = (s: SubmissionRow): MovedSubmission => ({
  courseSubmissionId: s.id,
  status: s.status,
  queueType: s.queueType,
  assignedAnalystId: s.assignedAnalystId,
  courseSubmissionReviewBatchId: s.reviewBatchId,
});

async function withSelection(
  em: EntityManager,
  selection: Selection,
  work: (tx: EntityManager, submissions: SubmissionRow[], now: Date) => Promise<void>,
): Promise<{ result: MovedSubmission[] }> {
  return em.transactional(async (tx) => {
    const submissions = await lockedSubmissions(tx, await selectedIds(tx, selection));
    await work(tx, submissions, queueClock.now());
    await tx.flush();
    return { result: submissions.map(moved) };
  });
}

/** Assign: submissions no analyst has (In Queue, or parked) go In Review into the analyst's queue. */
export async function assign(em: EntityManager, user: SessionUser, selection: Selection, analystId: number) {
  const analyst = await assignableAnalyst(em, analystId);
  return withSelection(em, selection, async (tx, submissions, now) => {
    const taken = submissions.filter((s) => s.assignedAnalystId !== null || !['inQueue', 'hold'].includes(s.status));
    if (taken.length)
      throw new HttpError(409, `${taken.length === 1 ? `Submission ${taken[0].id} is` : `Submissions ${taken.map((s) => s.id).join(', ')} are`} not waiting for an analyst: reassign instead.`);
    await lockAnalystQueues(tx, [analyst.userId]);
    for (const s of submissions) await placeWithAnalyst(tx, s, analyst, { queue: analystQueueOf(s), actor: user, now });
  });
}

/** Reassign to another analyst, or with none (null) back In Queue in the queue the submission belongs to. */
export async function reassign(em: EntityManager, user: SessionUser, selection: Selection, analystId: number | null) {
  const analyst: Analyst | null = analystId === null ? null : await assignableAnalyst(em, analystId);
  return withSelection(em, selection, async (tx, submissions, now) => {
    submissions.forEach(assertReassignable);
    if (analyst) await lockAnalystQueues(tx, [analyst.userId]);
    for (const s of submissions) {
      if (analyst === null) {
        if (s.assignedAnalystId !== null || s.status === 'hold') await returnToQueue(tx, s, { queue: analystQueueOf(s), actor: user, now });
      } else if (s.assignedAnalystId !== analyst.userId) await placeWithAnalyst(tx, s, analyst, { queue: analystQueueOf(s), actor: user, now });
    }
  });
}

/** Reassign to a queue: no analyst, In Queue in that queue (Hold for the hold queue). */
export function reassignToQueue(em: EntityManager, user: SessionUser, selection: Selection, queue: QueueType) {
  return withSelection(em, selection, async (tx, submissions, now) => {
    submissions.forEach(assertReassignable);
    for (const s of submissions) {
      const alreadyThere = s.assignedAnalystId === null && s.queueType === queue && s.status === (queue === 'hold' ? 'hold' : 'inQueue');
      if (!alreadyThere) await returnToQueue(tx, s, { queue, actor: user, now });
    }
  });
}
