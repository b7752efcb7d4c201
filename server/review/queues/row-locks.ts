// Row locks for the queue writes. Every write that moves submissions or changes a batch first locks
// the rows it reads (in id order, so two bulk writes over overlapping selections cannot deadlock)
// and then reads them as committed, so two administrators acting at once take turns and the second
// decides on the first one's result. On PGlite's single connection transactions already take turns.
import type { EntityManager } from '@mikro-orm/postgresql';
import { notFound } from '../../http/errors.js';
import { E, queryCache, runSql, type BatchRow, type EntityKey, type SubmissionRow } from './model.js';

/** The statement up to its id list; the list's placeholders are added per call. */
const lockSqlHead = queryCache<EntityKey>(({ t, c }, entity) => `select ${c(entity, 'id')} as id from ${t(entity)} where ${c(entity, 'id')} in `);
const lockSqlTail = queryCache<EntityKey>(({ c }, entity) => ` order by ${c(entity, 'id')} for update`);

/** Locks the rows with these ids; returns the ids that exist. */
export async function lockRows(tx: EntityManager, entity: EntityKey, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const sql = `${lockSqlHead(tx, entity)}(${ids.map(() => '?').join(', ')})${lockSqlTail(tx, entity)}`;
  const rows = await runSql<{ id: number }>(tx, sql, ids);
  return new Set(rows.map((r) => Number(r.id)));
}

const reviewsOfSqlHead = queryCache<'x'>(({ t, c }) => `select ${c('review', 'id')} as id from ${t('review')} where ${c('review', 'courseSubmissionId')} in `);
const reviewsOfSqlTail = queryCache<'x'>(({ c }) => ` order by ${c('review', 'id')} for update`);

/**
 * Locks and reads the submissions as stored now; 404 naming the ids that do not exist. Their reviews
 * are locked first: the review screen locks a review before it writes its submission, and taking
 * the two kinds in the same order everywhere keeps a reassignment and a decision from deadlocking.
 */
export async function lockedSubmissions(tx: EntityManager, ids: number[]): Promise<SubmissionRow[]> {
  await runSql(tx, `${reviewsOfSqlHead(tx, 'x')}(${ids.map(() => '?').join(', ')})${reviewsOfSqlTail(tx, 'x')}`, ids);
  const found = await lockRows(tx, 'submission', ids);
  const missing = ids.filter((id) => !found.has(id));
  if (missing.length) throw notFound(missing.length === 1 ? `Submission ${missing[0]} was not found.` : `Submissions ${missing.join(', ')} were not found.`);
  const rows = await tx.find<SubmissionRow>(E.submission, { id: { $in: ids } }, { refresh: true });
  const byId = new Map(rows.map((s) => [s.id, s]));
  return ids.map((id) => byId.get(id)!);
}

/** Locks and reads one batch as stored now; 404 when there is none. */
export async function lockedBatch(tx: EntityManager, id: number): Promise<BatchRow> {
  const found = await lockRows(tx, 'batch', [id]);
  if (!found.has(id)) throw notFound(`Batch ${id} was not found.`);
  return (await tx.findOne<BatchRow>(E.batch, { id }, { refresh: true }))!;
}
