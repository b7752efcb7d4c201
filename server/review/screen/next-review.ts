// POST /api/admin/review/nextreview {queueType, batchId?} (spec 3 §4, §7): where the screen goes
// next. With batchId: the caller's first undecided review in that batch (which must be of that
// queue; without queueType, the batch's own). Without: the caller's first undecided review in their
// oldest batch of the queue that still has one. "First" is the batch's working order
// (batch-order.ts), as everywhere a batch is walked. Answers { reviewBatchId, nextReviewId }, both
// null when there is none (the dashboard).
import { z } from 'zod';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { RouteTable } from '../../http/route-table.js';
import { badRequest, notFound } from '../../http/errors.js';
import { parseBody } from '../../crud/parse-body.js';
import reviews from '../../../resources/course-submission-reviews.js';
import submissions from '../../../resources/course-submissions.js';
import batches from '../../../resources/review-batches.js';
import { batchWorkOrder } from '../batch-order.js';
import { recordIdOf } from './body-schemas.js';
import { SCREEN_WRITE, source } from './route-names.js';
import { columnOf, tableOf } from '../../db/table-names.js';
import type { BatchRow } from './rows.js';

/** The queues an analyst works through on the review screen (hold is parked work, nobody's). */
export const WORKING_QUEUES = ['main', 'audit', 'second'] as const;
type WorkingQueue = (typeof WORKING_QUEUES)[number];

const CHOOSE_QUEUE = `Choose a queue: ${WORKING_QUEUES.join(', ')}.`;
const nextBody = z
  .object({
    queueType: z
      .string({ error: CHOOSE_QUEUE })
      .transform((q) => q.trim().toLowerCase())
      .refine((q): q is WorkingQueue => (WORKING_QUEUES as readonly string[]).includes(q), { error: CHOOSE_QUEUE })
      .optional(),
    batchId: recordIdOf('a batch').nullish(),
  })
  .strict()
  .refine((body) => body.queueType !== undefined || body.batchId != null, { error: CHOOSE_QUEUE, path: ['queueType'] });

export async function nextReviewOf(em: EntityManager, analystId: number, queueType: string, batchId?: number | null): Promise<{ reviewBatchId: number | null; nextReviewId: number | null }> {
  const r = (p: string) => `r.${columnOf(em, reviews, p)}`;
  const s = (p: string) => `s.${columnOf(em, submissions, p)}`;
  const b = (p: string) => `b.${columnOf(em, batches, p)}`;
  const sql =
    `select r.id as review_id, b.id as batch_id from ${tableOf(em, reviews)} r join ${tableOf(em, batches)} b on b.id = ${r('reviewBatchId')}` +
    ` join ${tableOf(em, submissions)} s on s.id = ${r('courseSubmissionId')}` +
    ` where ${r('analystId')} = ? and ${r('decision')} is null and ${r('reversedOn')} is null and ${b('queueType')} = ?` +
    (batchId != null ? ' and b.id = ?' : '') +
    ` order by b.id asc, ${batchWorkOrder(r, s)} limit 1`;
  const params: unknown[] = [analystId, queueType, ...(batchId != null ? [batchId] : [])];
  const [row] = (await em.getConnection().execute(sql, params)) as { review_id: number | string; batch_id: number | string }[];
  return row ? { reviewBatchId: Number(row.batch_id), nextReviewId: Number(row.review_id) } : { reviewBatchId: null, nextReviewId: null };
}

export function registerNextReviewRoute(routes: RouteTable): void {
  routes.add({
    method: 'POST',
    path: '/api/admin/review/nextreview',
    ability: SCREEN_WRITE,
    source: source('next-review.ts'),
    handler: async ({ req, em, user }) => {
      const body = parseBody(nextBody, req.body);
      if (body.batchId == null) return nextReviewOf(em, user.id, body.queueType!);
      const batch = await em.findOne<BatchRow>(batches.entity, { id: body.batchId });
      if (!batch) throw notFound(`Batch ${body.batchId} was not found.`);
      const queueType = body.queueType ?? batch.queueType;
      if (batch.queueType !== queueType) throw badRequest(`Batch ${batch.id} is in the ${batch.queueType} queue, not ${queueType}.`, { batchId: ['The batch is in another queue.'] });
      return nextReviewOf(em, user.id, queueType, batch.id);
    },
  });
}
