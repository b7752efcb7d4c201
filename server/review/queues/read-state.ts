// Read / unread on the dashboard (spec 1 §2, §4 "A batch can be toggled read or unread"). Only the
// analyst whose queue holds the batch changes its flag; the change is audited like any other write.
import type { EntityManager } from '@mikro-orm/postgresql';
import type { SessionUser } from '../../auth/session-user.js';
import { HttpError } from '../../http/errors.js';
import type { BatchRow } from './model.js';
import { lockedBatch } from './row-locks.js';

export const NOT_YOUR_BATCH = 'This batch is not in your queue.';

export interface ReadState {
  courseSubmissionReviewBatchId: number;
  isRead: boolean;
}

function assertOwner(batch: BatchRow, user: SessionUser): void {
  if (batch.ownerId !== user.id) throw new HttpError(403, NOT_YOUR_BATCH);
}

/**
 * Each batch's flag turned over, or set to `isRead` when given. Batches are locked in id order and
 * all change together, so two clicks at once flip a batch twice, never lose one.
 */
export async function changeReadState(em: EntityManager, user: SessionUser, batchIds: number[], isRead?: boolean): Promise<ReadState[]> {
  return em.transactional(async (tx) => {
    const out: ReadState[] = [];
    for (const id of [...batchIds].sort((a, b) => a - b)) {
      const batch = await lockedBatch(tx, id);
      assertOwner(batch, user);
      batch.isRead = isRead ?? !batch.isRead;
      out.push({ courseSubmissionReviewBatchId: batch.id, isRead: batch.isRead });
    }
    await tx.flush();
    const order = new Map(batchIds.map((id, i) => [id, i]));
    return out.sort((a, b) => order.get(a.courseSubmissionReviewBatchId)! - order.get(b.courseSubmissionReviewBatchId)!);
  });
}
