// The bare side of the queue calls in bench/review-queues.ts: the statements a hand-written
// implementation of POST /api/admin/review/assigned (the dashboard queue) and GET
// /api/admin/review/submitted (the submitted queue) sends for the same answer, written out with the
// table and column names and sent through `pg` (server/review/queues/assigned-queue.ts and
// submitted-queue.ts send the same SQL, built from the model). Each answer is reduced to what both
// sides must agree on (batch ids in order with their sizes, progress and reviews; submission ids;
// totals) so the benchmark can refuse to time two sides that answer differently.
import type pg from 'pg';
import type { Decision } from '../core/contract/review.js';
import { batchFigures } from '../server/review/batch-figures.js';

export type DashboardQueue = 'main' | 'audit' | 'second';

const undecided = (r: string) => `${r}.decision is null and ${r}.reversed_on is null`;

/**
 * The page of open batches. `openBatchesFirst` is the proposal of docs/benchmarks.md (not what the
 * server sends): it names the open batches through the partial index of undecided reviews before
 * aggregating, instead of aggregating every batch the analyst ever owned.
 */
export function assignedPageSql(queue: DashboardQueue, opts: { openBatchesFirst?: boolean } = {}): string {
  const sent = queue === 'second';
  // a 2nd-review batch holding a submission the caller sent to 2nd review ($3, the caller again)
  const sentByMe = `exists (select 1 from course_submission_review r2 join course_submission_review r1 on r1.course_submission_id = r2.course_submission_id
      where r2.review_batch_id = b.id and ${undecided('r2')}
        and r1.analyst_id = $3 and r1.decision = 'secondreview' and r1.is_second_review = false and r1.reversed_on is null)`;
  const open = `exists (select 1 from course_submission_review o where o.review_batch_id = b.id and ${undecided('o')})`;
  const next = sent ? 4 : 3;
  return `select b.id, b.title, b.is_read, b.is_second_review, b.owner_id, b.queue_type, b.institution_id, i.name as institution_name,
      min(s.submitted_on) as submitted_on,
      coalesce(bool_or(s.is_express_review), false) as is_express_review,
      count(*) over ()::int as total
    from review_batch b
      join course_submission_review r on r.review_batch_id = b.id
      join course_submission s on s.id = r.course_submission_id
      left join institution i on i.id = b.institution_id
    where b.queue_type = $1 and (b.owner_id = $2${sent ? ` or ${sentByMe}` : ''})${opts.openBatchesFirst ? ` and ${open}` : ''}
    group by b.id, i.name
    having count(*) filter (where ${undecided('r')}) > 0
    order by coalesce(bool_or(s.is_express_review), false) desc, min(s.submitted_on) asc, b.id asc
    limit $${next} offset $${next + 1}`;
}

export const assignedPageParams = (queue: DashboardQueue, userId: number, page: number, pageSize: number): unknown[] =>
  queue === 'second' ? [queue, userId, userId, pageSize, (page - 1) * pageSize] : [queue, userId, pageSize, (page - 1) * pageSize];

/** The page's batches' reviews (not reversed: the batch's courses, counted by server/review/batch-figures.ts), undecided first, each part in the batch's working order. */
export const BATCH_REVIEWS_SQL = `select r.review_batch_id as batch_id, r.id as review_id, r.course_submission_id as submission_id, r.decision, (${undecided('r')}) as is_open
    from course_submission_review r join course_submission s on s.id = r.course_submission_id
    where r.reversed_on is null and r.review_batch_id = any($1::int[])
    order by r.review_batch_id, (${undecided('r')}) desc, s.is_express_review desc, s.submitted_on asc, r.id asc`;

export const BATCH_COMMENTS_SQL = `select m.batch_id, n.note, n.created_on, u.first_name, u.last_name
    from (select distinct review_batch_id as batch_id, course_submission_id as submission_id from course_submission_review where review_batch_id = any($1::int[])) m
      join course_note n on n.course_submission_id = m.submission_id
      left join app_user u on u.id = n.created_by_id
    order by n.created_on asc, n.id asc`;

export const BATCH_TAGS_SQL = `select distinct r.review_batch_id as batch_id, g.id as tag_id, g.name
    from course_submission_review r join course_submission s on s.id = r.course_submission_id
      join course_tag ct on ct.course_id = s.course_id
      join tag g on g.id = ct.tag_id
    where r.review_batch_id = any($1::int[]) and g.is_deleted is not true
    order by g.name`;

/** What both sides of the dashboard queue must agree on. */
export interface QueueSummary {
  total: number;
  batches: { id: number; batchSize: number; progress: [number, number, number, number]; firstReviewId: number | null; openReviewIds: number[]; comments: number; tagIds: number[] }[];
}

interface AppBatch {
  courseSubmissionReviewBatchId: number;
  batchSize: number;
  progress: { approved: number; notApproved: number; sentToSecondReview: number; noDecision: number };
  firstReview: { courseSubmissionReviewId: number } | null;
  reviews?: { courseSubmissionReviewId: number }[];
  internalComments: unknown[];
  tags: { tagId: number }[];
}

export function summariseAppQueue(answer: { total: number; result: AppBatch[] }): QueueSummary {
  return {
    total: answer.total,
    batches: answer.result.map((b) => ({
      id: b.courseSubmissionReviewBatchId,
      batchSize: b.batchSize,
      progress: [b.progress.approved, b.progress.notApproved, b.progress.sentToSecondReview, b.progress.noDecision],
      firstReviewId: b.firstReview?.courseSubmissionReviewId ?? null,
      openReviewIds: (b.reviews ?? []).map((r) => r.courseSubmissionReviewId),
      comments: b.internalComments.length,
      tagIds: b.tags.map((t) => t.tagId).sort((x, y) => x - y),
    })),
  };
}

/** The dashboard queue by hand: the page, then its batches' reviews, notes and tags in parallel; the rows shaped as the call answers them. */
export function bareAssigned(pool: pg.Pool, queue: DashboardQueue, userId: number, page = 1, pageSize = 50): () => Promise<QueueSummary> {
  const pageSql = assignedPageSql(queue);
  const params = assignedPageParams(queue, userId, page, pageSize);
  return async () => {
    const { rows } = await pool.query(pageSql, params);
    if (rows.length === 0) return { total: 0, batches: [] };
    const ids = rows.map((r) => Number(r.id));
    const [reviews, comments, tags] = await Promise.all([pool.query(BATCH_REVIEWS_SQL, [ids]), pool.query(BATCH_COMMENTS_SQL, [ids]), pool.query(BATCH_TAGS_SQL, [ids])]);
    return {
      total: Number(rows[0].total),
      batches: rows.map((row) => {
        const id = Number(row.id);
        const own = reviews.rows.filter((r) => Number(r.batch_id) === id);
        const figures = batchFigures(own.map((r) => ({ decision: r.decision as Decision | null })));
        return {
          id,
          batchSize: figures.batchSize,
          progress: [figures.approved, figures.notApproved, figures.sentToSecondReview, figures.noDecision],
          firstReviewId: own.length ? Number(own[0].review_id) : null,
          openReviewIds: own.filter((r) => r.is_open === true).map((r) => Number(r.review_id)),
          comments: comments.rows.filter((c) => Number(c.batch_id) === id).length,
          tagIds: tags.rows.filter((g) => Number(g.batch_id) === id).map((g) => Number(g.tag_id)).sort((x, y) => x - y),
        };
      }),
    };
  };
}

/** The submitted queue's default statuses (In Queue, In Review, Hold), its page and its count. */
export const SUBMITTED_STATUSES = ['inQueue', 'inReview', 'hold'];
const SUBMITTED_FROM = `from course_submission s
      join course co on co.id = s.course_id
      left join course_year y on y.course_id = s.course_id and y.academic_year_id = s.academic_year_id
      left join institution i on i.id = s.institution_id
      left join app_user u on u.id = s.assigned_analyst_id
    where s.status in ($1, $2, $3)`;

export const SUBMITTED_PAGE_SQL = `select s.id, s.course_id, co.record_id, y.title, s.institution_id, i.name as institution_name, s.academic_year_id,
        s.submission_type_id, s.scenario, s.is_express_review, s.submitted_on, s.status, s.queue_type,
        s.assigned_analyst_id as analyst_id, u.first_name as analyst_first_name, u.last_name as analyst_last_name, s.review_batch_id as batch_id
      ${SUBMITTED_FROM}
    order by s.submitted_on asc nulls last, s.id asc limit $4 offset $5`;

export const SUBMITTED_COUNT_SQL = `select count(*)::int as count ${SUBMITTED_FROM}`;

/** The proposal of docs/benchmarks.md for a count without a text search: the joins add no condition (the course is a required reference). */
export const SUBMITTED_COUNT_WITHOUT_JOINS_SQL = `select count(*)::int as count from course_submission s where s.status in ($1, $2, $3)`;

export interface SubmittedSummary {
  total: number;
  ids: number[];
}

/** The submitted queue by hand: the page, then the count when the page is full (as the call does). */
export function bareSubmitted(pool: pg.Pool, page = 1, pageSize = 10): () => Promise<SubmittedSummary> {
  return async () => {
    const { rows } = await pool.query(SUBMITTED_PAGE_SQL, [...SUBMITTED_STATUSES, pageSize, (page - 1) * pageSize]);
    const total = rows.length && page === 1 && rows.length < pageSize ? rows.length : Number((await pool.query(SUBMITTED_COUNT_SQL, SUBMITTED_STATUSES)).rows[0].count);
    return { total, ids: rows.map((r) => Number(r.id)) };
  };
}

export const summariseAppSubmitted = (answer: { total: number; result: { courseSubmissionId: number }[] }): SubmittedSummary => ({
  total: answer.total,
  ids: answer.result.map((r) => r.courseSubmissionId),
});
