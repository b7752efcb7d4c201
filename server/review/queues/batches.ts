// Where an assigned submission goes: a batch of its institution and submitted day in the analyst's
// queue (docs/courses-and-review.md "Batches"). A batch is open while one of its reviews is undecided;
// a submission joins the open batch that matches, or a new one is made. Recall asks for a batch of its own.
import type { EntityManager } from '@mikro-orm/postgresql';
import { E, queryCache, runSql, type BatchRow, type QueueType } from './model.js';
import { OFFICE_TIME_ZONE, officeDateText } from '../../../core/time/office-time.js';

/** First key of the advisory lock that makes batch choices for one analyst take turns. */
const BATCH_LOCK = 70_302;

/**
 * Takes the batch locks of these analysts in id order. A call that may place submissions with
 * several analysts takes them all first, after its row locks, so two such calls cannot deadlock.
 */
export async function lockAnalystQueues(tx: EntityManager, analystIds: number[]): Promise<void> {
  for (const id of [...new Set(analystIds)].sort((a, b) => a - b)) await runSql(tx, 'select pg_advisory_xact_lock(?, ?)', [BATCH_LOCK, id]);
}

export interface BatchTarget {
  ownerId: number;
  queueType: QueueType;
  institutionId: number;
  isSecondReview: boolean;
  submittedOn: Date;
}

const openBatchSql = queryCache<'x'>(
  ({ t, c }) => `select b.${c('batch', 'id')} as id from ${t('batch')} b
    where b.${c('batch', 'ownerId')} = ? and b.${c('batch', 'queueType')} = ? and b.${c('batch', 'institutionId')} = ? and b.${c('batch', 'isSecondReview')} = ?
      and exists (
        select 1 from ${t('review')} r join ${t('submission')} s on s.${c('submission', 'id')} = r.${c('review', 'courseSubmissionId')}
        where r.${c('review', 'reviewBatchId')} = b.${c('batch', 'id')} and r.${c('review', 'decision')} is null and r.${c('review', 'reversedOn')} is null
          and (s.${c('submission', 'submittedOn')} at time zone '${OFFICE_TIME_ZONE}')::date = (cast(? as timestamptz) at time zone '${OFFICE_TIME_ZONE}')::date)
    order by b.${c('batch', 'id')} desc limit 1`,
);

const institutionNameSql = queryCache<'x'>(({ t, c }) => `select ${c('institution', 'name')} as name from ${t('institution')} where ${c('institution', 'id')} = ?`);

/** "Lincoln High School – 03/09/2026": the institution and the submitted day, as the dashboard lists it. */
export async function batchTitle(em: EntityManager, institutionId: number, submittedOn: Date): Promise<string> {
  const [row] = await runSql<{ name: string }>(em, institutionNameSql(em, 'x'), [institutionId]);
  return `${row?.name ?? `Institution ${institutionId}`} – ${officeDateText(submittedOn)}`.slice(0, 300);
}

/**
 * The batch a submission joins (inside the write's transaction). Choices for one analyst take turns
 * under an advisory lock, so two assignments at once never open two batches for the same day.
 */
export async function batchFor(tx: EntityManager, target: BatchTarget, now: Date, opts: { ownBatch?: boolean } = {}): Promise<BatchRow> {
  await lockAnalystQueues(tx, [target.ownerId]);
  if (!opts.ownBatch) {
    const [open] = await runSql<{ id: number }>(tx, openBatchSql(tx, 'x'), [target.ownerId, target.queueType, target.institutionId, target.isSecondReview, target.submittedOn]);
    if (open) return (await tx.findOne<BatchRow>(E.batch, { id: Number(open.id) }))!;
  }
  const batch = tx.create<BatchRow>(E.batch, {
    title: await batchTitle(tx, target.institutionId, target.submittedOn),
    institutionId: target.institutionId,
    ownerId: target.ownerId,
    queueType: target.queueType,
    isSecondReview: target.isSecondReview,
    isRead: false,
    createdOn: now,
  });
  await tx.flush();
  return batch;
}
