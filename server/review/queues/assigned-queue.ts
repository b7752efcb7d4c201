// The dashboard's queues (spec 1 §2 "Dashboard", §3 "Review batch", §7 "assigned"): the caller's open
// batches of one queue, a page at a time. A batch is open while one of its reviews is undecided.
// Main and Course Audit list the batches the caller owns; 2nd Review lists those the caller reviews
// (isCurrentUserSecondReviewer) and those holding a submission the caller sent to 2nd review, which
// open read-only with recall (spec 1 §4). A row's size and progress are the batch's figures as the
// review screen counts them (batch-figures.ts): its reviews not reversed, in four parts that add up.
import type { EntityManager } from '@mikro-orm/postgresql';
import type { SessionUser } from '../../auth/session-user.js';
import type { BatchListItem } from '../../../core/contract/batches.js';
import type { Decision } from '../../../core/contract/review.js';
import { batchFigures } from '../batch-figures.js';
import { batchWorkOrder } from '../batch-order.js';
import { queryCache, runSql, type SqlNames } from './model.js';
import type { DashboardQueue } from '../../../core/contract/queues.js';
import type { Page } from './params.js';
import { offsetOf } from './params.js';

interface Variant {
  sent: boolean;
  search: boolean;
}

/** "Undecided": no decision and not reversed. */
const undecided = ({ c }: SqlNames, r: string) => `${r}.${c('review', 'decision')} is null and ${r}.${c('review', 'reversedOn')} is null`;

const pageSql = queryCache<string>((n, key) => {
  const { t, c } = n;
  const v: Variant = JSON.parse(key);
  const b = (p: string) => `b.${c('batch', p)}`;
  const r = (p: string) => `r.${c('review', p)}`;
  const s = (p: string) => `s.${c('submission', p)}`;
  // a 2nd-review batch holding a submission whose first analyst is the caller (who sent it there)
  const sentByMe = `exists (select 1 from ${t('review')} r2 join ${t('review')} r1 on r1.${c('review', 'courseSubmissionId')} = r2.${c('review', 'courseSubmissionId')}
      where r2.${c('review', 'reviewBatchId')} = ${b('id')} and ${undecided(n, 'r2')}
        and r1.${c('review', 'analystId')} = ? and r1.${c('review', 'decision')} = 'secondreview' and r1.${c('review', 'isSecondReview')} = false and r1.${c('review', 'reversedOn')} is null)`;
  const matches = `(${b('title')} ilike ? or exists (select 1 from ${t('review')} rq
      join ${t('submission')} sq on sq.${c('submission', 'id')} = rq.${c('review', 'courseSubmissionId')}
      join ${t('course')} cq on cq.${c('course', 'id')} = sq.${c('submission', 'courseId')}
      left join ${t('courseYear')} yq on yq.${c('courseYear', 'courseId')} = sq.${c('submission', 'courseId')} and yq.${c('courseYear', 'academicYearId')} = sq.${c('submission', 'academicYearId')}
      where rq.${c('review', 'reviewBatchId')} = ${b('id')} and (yq.${c('courseYear', 'title')} ilike ? or cq.${c('course', 'recordId')} ilike ?)))`;
  return `select ${b('id')} as id, ${b('title')} as title, ${b('isRead')} as is_read, ${b('isSecondReview')} as is_second_review,
      ${b('ownerId')} as owner_id, ${b('queueType')} as queue_type, ${b('institutionId')} as institution_id, i.${c('institution', 'name')} as institution_name,
      min(${s('submittedOn')}) as submitted_on,
      coalesce(bool_or(${s('isExpressReview')}), false) as is_express_review,
      count(*) over ()::int as total
    from ${t('batch')} b
      join ${t('review')} r on ${r('reviewBatchId')} = ${b('id')}
      join ${t('submission')} s on ${s('id')} = ${r('courseSubmissionId')}
      left join ${t('institution')} i on i.${c('institution', 'id')} = ${b('institutionId')}
    where ${b('queueType')} = ? and (${b('ownerId')} = ?${v.sent ? ` or ${sentByMe}` : ''})${v.search ? ` and ${matches}` : ''}
    group by ${b('id')}, i.${c('institution', 'name')}
    having count(*) filter (where ${undecided(n, 'r')}) > 0
    order by coalesce(bool_or(${s('isExpressReview')}), false) desc, min(${s('submittedOn')}) asc, ${b('id')} asc
    limit ? offset ?`;
});

/** The batch's reviews not reversed (its courses), undecided ones first, each part in working order (batch-order.ts). */
const batchReviewsSql = queryCache<'x'>((n) => {
  const { t, c } = n;
  const order = batchWorkOrder((p) => `r.${c('review', p)}`, (p) => `s.${c('submission', p)}`);
  return `select r.${c('review', 'reviewBatchId')} as batch_id, r.${c('review', 'id')} as review_id, r.${c('review', 'courseSubmissionId')} as submission_id,
      r.${c('review', 'decision')} as decision, (${undecided(n, 'r')}) as is_open
    from ${t('review')} r join ${t('submission')} s on s.${c('submission', 'id')} = r.${c('review', 'courseSubmissionId')}
    where r.${c('review', 'reversedOn')} is null and r.${c('review', 'reviewBatchId')} in (%IDS%)
    order by r.${c('review', 'reviewBatchId')}, (${undecided(n, 'r')}) desc, ${order}`;
});

const commentsSql = queryCache<'x'>(
  ({ t, c }) => `select m.batch_id, n.${c('courseNote', 'note')} as note, n.${c('courseNote', 'createdOn')} as created_on,
      u.${c('user', 'firstName')} as first_name, u.${c('user', 'lastName')} as last_name
    from (select distinct ${c('review', 'reviewBatchId')} as batch_id, ${c('review', 'courseSubmissionId')} as submission_id from ${t('review')} where ${c('review', 'reviewBatchId')} in (%IDS%)) m
      join ${t('courseNote')} n on n.${c('courseNote', 'courseSubmissionId')} = m.submission_id
      left join ${t('user')} u on u.${c('user', 'id')} = n.${c('courseNote', 'createdById')}
    order by n.${c('courseNote', 'createdOn')} asc, n.${c('courseNote', 'id')} asc`,
);

const tagsSql = queryCache<'x'>(
  ({ t, c }) => `select distinct r.${c('review', 'reviewBatchId')} as batch_id, g.${c('tag', 'id')} as tag_id, g.${c('tag', 'name')} as name
    from ${t('review')} r join ${t('submission')} s on s.${c('submission', 'id')} = r.${c('review', 'courseSubmissionId')}
      join ${t('courseTag')} ct on ct.${c('courseTag', 'courseId')} = s.${c('submission', 'courseId')}
      join ${t('tag')} g on g.${c('tag', 'id')} = ct.${c('courseTag', 'tagId')}
    where r.${c('review', 'reviewBatchId')} in (%IDS%) and g.${c('tag', 'isDeleted')} is not true
    order by g.${c('tag', 'name')}`,
);

interface PageRow {
  id: number;
  title: string;
  is_read: boolean;
  is_second_review: boolean;
  owner_id: number | null;
  queue_type: string;
  institution_id: number;
  institution_name: string | null;
  submitted_on: Date | null;
  is_express_review: boolean;
  total: number;
}

const placeholders = (ids: number[]) => ids.map(() => '?').join(', ');

export async function assignedBatches(
  em: EntityManager,
  user: SessionUser,
  opts: { queue: DashboardQueue; page: Page; pattern?: string },
): Promise<{ total: number; result: BatchListItem[] }> {
  const variant: Variant = { sent: opts.queue === 'second', search: opts.pattern !== undefined };
  const params: unknown[] = [opts.queue, user.id];
  if (variant.sent) params.push(user.id);
  if (variant.search) params.push(opts.pattern, opts.pattern, opts.pattern);
  params.push(opts.page.pageSize, offsetOf(opts.page));
  const rows = await runSql<PageRow>(em, pageSql(em, JSON.stringify(variant)), params);
  if (rows.length === 0) {
    // past the last page the window count is gone: count the batches on their own
    const total = opts.page.page > 1 ? (await assignedBatches(em, user, { ...opts, page: { page: 1, pageSize: 1 } })).total : 0;
    return { total, result: [] };
  }
  const ids = rows.map((r) => Number(r.id));
  const [reviews, comments, tags] = await Promise.all([
    runSql<{ batch_id: number; review_id: number; submission_id: number; decision: Decision | null; is_open: boolean }>(em, batchReviewsSql(em, 'x').replace('%IDS%', placeholders(ids)), ids),
    runSql<{ batch_id: number; note: string; created_on: Date | null; first_name: string | null; last_name: string | null }>(
      em,
      commentsSql(em, 'x').replace('%IDS%', placeholders(ids)),
      ids,
    ),
    runSql<{ batch_id: number; tag_id: number; name: string }>(em, tagsSql(em, 'x').replace('%IDS%', placeholders(ids)), ids),
  ]);
  const result = rows.map((row): BatchListItem => {
    const id = Number(row.id);
    const ofBatch = reviews.filter((r) => Number(r.batch_id) === id);
    const own = ofBatch.map((r) => ({ ref: { courseSubmissionReviewId: Number(r.review_id), courseSubmissionId: Number(r.submission_id) }, isOpen: r.is_open === true }));
    const { batchSize, ...progress } = batchFigures(ofBatch);
    return {
      courseSubmissionReviewBatchId: id,
      title: row.title,
      institutionId: Number(row.institution_id),
      institutionName: row.institution_name,
      queueType: row.queue_type,
      ownerId: row.owner_id === null ? null : Number(row.owner_id),
      isRead: row.is_read === true,
      isSecondReview: row.is_second_review === true,
      isCurrentUserSecondReviewer: row.is_second_review === true && Number(row.owner_id) === user.id,
      batchSize,
      progress,
      firstReview: own[0]?.ref ?? null,
      reviews: own.filter((r) => r.isOpen).map((r) => r.ref),
      internalComments: comments
        .filter((c) => Number(c.batch_id) === id)
        .map((c) => ({ userName: [c.first_name, c.last_name].filter(Boolean).join(' '), createdOn: c.created_on, note: c.note })),
      tags: tags.filter((g) => Number(g.batch_id) === id).map((g) => ({ tagId: Number(g.tag_id), name: g.name })),
      submittedOn: row.submitted_on,
      isExpressReview: row.is_express_review === true,
    };
  });
  return { total: Number(rows[0].total), result };
}
