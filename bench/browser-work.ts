// The work the browser benchmark's analyst finds on a freshly seeded demo database: the demo's oldest
// submissions waiting In Queue (real courses: their subject areas, materials, history and notes) put
// into one new batch of the demo analyst's main queue, each review with the highest rubric so that
// Approve is open. Written as the queue's assignment writes it (server/review/queues/placement.ts),
// through this checkout's ORM, on either checkout's database (the two share the model).
import type { MikroORM } from '@mikro-orm/postgresql';
import courseSubmissionReviews from '../resources/course-submission-reviews.js';
import courseSubmissions from '../resources/course-submissions.js';
import reviewBatches from '../resources/review-batches.js';
import rubrics from '../resources/rubrics.js';
import users from '../resources/users.js';
import { runAs } from '../server/audit/context.js';

/** The demo's analyst (seeds/users.ts): role Analyst, what a new analyst signs in with. */
export const ANALYST = { username: 'analyst', password: 'demo-analyst' };

export interface BenchBatch {
  batchId: number;
  title: string;
  /** the courses' titles are read from the screen; the count is what the batch holds */
  reviews: number;
}

interface SubmissionRow {
  id: number;
  institutionId: number;
  submittedOn: Date | null;
  status: string;
  queueType: string;
  assignedAnalystId: number | null;
  reviewBatchId: number | null;
}

/** One batch of `size` courses In Review for the demo analyst, not started. */
export async function benchBatch(orm: MikroORM, title: string, size: number): Promise<BenchBatch> {
  return runAs({ userId: null, userName: 'browser benchmark', via: 'system' }, async () => {
    const em = orm.em.fork();
    return em.transactional(async (tx) => {
      const analyst = await tx.findOneOrFail<{ id: number }>(users.entity, { username: ANALYST.username } as never);
      const best = (await tx.find<{ id: number; value: number }>(rubrics.entity, {}, { orderBy: { value: 'desc' }, limit: 1 }))[0];
      const waiting = await tx.find<SubmissionRow>(courseSubmissions.entity, { status: 'inQueue', queueType: 'main' } as never, { orderBy: { submittedOn: 'asc', id: 'asc' }, limit: size });
      if (waiting.length < size) throw new Error(`the demo data holds ${waiting.length} submissions In Queue, not the ${size} the benchmark needs`);
      const batch = tx.create(reviewBatches.entity, { title, institutionId: waiting[0].institutionId, ownerId: analyst.id, queueType: 'main', isSecondReview: false, isRead: false, createdOn: new Date() } as never) as { id: number };
      await tx.flush();
      for (const s of waiting) {
        Object.assign(s, { status: 'inReview', queueType: 'main', assignedAnalystId: analyst.id, reviewBatchId: batch.id });
        tx.create(courseSubmissionReviews.entity, { courseSubmissionId: s.id, reviewBatchId: batch.id, analystId: analyst.id, isSecondReview: false, rubricId: best.id, rubricValue: best.value } as never);
      }
      await tx.flush();
      return { batchId: batch.id, title, reviews: waiting.length };
    });
  });
}
