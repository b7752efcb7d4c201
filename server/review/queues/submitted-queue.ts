// The submitted queue (spec 3 §2 "/review/submitted/", §9 page size 10): submissions waiting for an
// analyst or being reviewed, which administrators assign and reassign. By default In Queue, In Review
// and Hold; filters narrow it, `query` searches the course title, record number and institution.
import type { EntityManager } from '@mikro-orm/postgresql';
import { runSql, sqlNames, type QueueType, type SubmissionStatus } from './model.js';
import { offsetOf, type Page } from './params.js';
import type { SubmittedRow, SubmittedSort } from '../../../core/contract/submitted.js';

export const SUBMITTED_PAGE_SIZE = 10;
export const SUBMITTED_STATUSES: readonly SubmissionStatus[] = ['inQueue', 'inReview', 'hold'];

export interface SubmittedFilter {
  statuses: SubmissionStatus[];
  queue?: QueueType;
  analystId?: number;
  isExpressReview?: boolean;
  pattern?: string;
}

/**
 * The joins and conditions the list and its count share, with their parameters in order. A count
 * without a text search needs no join (the course is a required reference, the others join unique
 * keys): `joins: 'asNeeded'` leaves them out, so it reads the submissions alone.
 */
function fromWhere(em: EntityManager, f: SubmittedFilter, joins: 'all' | 'asNeeded' = 'all'): { sql: string; params: unknown[]; col: Record<string, string> } {
  const { t, c } = sqlNames(em);
  const col = {
    id: `s.${c('submission', 'id')}`,
    submittedOn: `s.${c('submission', 'submittedOn')}`,
    title: `y.${c('courseYear', 'title')}`,
    institutionName: `i.${c('institution', 'name')}`,
    status: `s.${c('submission', 'status')}`,
    analystName: `u.${c('user', 'lastName')}`,
    analystFirstName: `u.${c('user', 'firstName')}`,
    isExpressReview: `s.${c('submission', 'isExpressReview')}`,
  };
  const params: unknown[] = [...f.statuses];
  const where = [`${col.status} in (${f.statuses.map(() => '?').join(', ')})`];
  const add = (condition: string, ...values: unknown[]) => {
    where.push(condition);
    params.push(...values);
  };
  if (f.queue) add(`s.${c('submission', 'queueType')} = ?`, f.queue);
  if (f.analystId !== undefined) add(`s.${c('submission', 'assignedAnalystId')} = ?`, f.analystId);
  if (f.isExpressReview !== undefined) add(`${col.isExpressReview} = ?`, f.isExpressReview);
  if (f.pattern) add(`(${col.title} ilike ? or co.${c('course', 'recordId')} ilike ? or ${col.institutionName} ilike ?)`, f.pattern, f.pattern, f.pattern);
  if (joins === 'asNeeded' && !f.pattern) return { sql: `from ${t('submission')} s where ${where.join(' and ')}`, params, col };
  const sql = `from ${t('submission')} s
      join ${t('course')} co on co.${c('course', 'id')} = s.${c('submission', 'courseId')}
      left join ${t('courseYear')} y on y.${c('courseYear', 'courseId')} = s.${c('submission', 'courseId')} and y.${c('courseYear', 'academicYearId')} = s.${c('submission', 'academicYearId')}
      left join ${t('institution')} i on i.${c('institution', 'id')} = s.${c('submission', 'institutionId')}
      left join ${t('user')} u on u.${c('user', 'id')} = s.${c('submission', 'assignedAnalystId')}
    where ${where.join(' and ')}`;
  return { sql, params, col };
}

export async function submittedCount(em: EntityManager, f: SubmittedFilter): Promise<number> {
  const { sql, params } = fromWhere(em, f, 'asNeeded');
  const [row] = await runSql<{ count: number | string }>(em, `select count(*)::int as count ${sql}`, params);
  return Number(row?.count ?? 0);
}

export async function submittedList(
  em: EntityManager,
  f: SubmittedFilter,
  page: Page,
  sort: { field: SubmittedSort; descending: boolean },
): Promise<{ total: number; result: SubmittedRow[] }> {
  const { c } = sqlNames(em);
  const { sql, params, col } = fromWhere(em, f);
  const dir = sort.descending ? 'desc' : 'asc';
  const order = sort.field === 'analystName' ? `${col.analystName} ${dir} nulls last, ${col.analystFirstName} ${dir} nulls last` : `${col[sort.field]} ${dir} nulls last`;
  const rows = await runSql<Record<string, unknown>>(
    em,
    `select s.${c('submission', 'id')} as id, s.${c('submission', 'courseId')} as course_id, co.${c('course', 'recordId')} as record_id, ${col.title} as title,
        s.${c('submission', 'institutionId')} as institution_id, ${col.institutionName} as institution_name, s.${c('submission', 'academicYearId')} as academic_year_id,
        s.${c('submission', 'submissionTypeId')} as submission_type_id, s.${c('submission', 'scenario')} as scenario, ${col.isExpressReview} as is_express_review,
        ${col.submittedOn} as submitted_on, ${col.status} as status, s.${c('submission', 'queueType')} as queue_type,
        s.${c('submission', 'assignedAnalystId')} as analyst_id, ${col.analystFirstName} as analyst_first_name, ${col.analystName} as analyst_last_name,
        s.${c('submission', 'reviewBatchId')} as batch_id
      ${sql}
      order by ${order}, ${col.id} asc limit ? offset ?`,
    [...params, page.pageSize, offsetOf(page)],
  );
  const total = rows.length && page.page === 1 && rows.length < page.pageSize ? rows.length : await submittedCount(em, f);
  const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));
  return {
    total,
    result: rows.map((r) => ({
      courseSubmissionId: Number(r.id),
      courseId: Number(r.course_id),
      recordId: String(r.record_id),
      title: (r.title as string | null) ?? null,
      institutionId: Number(r.institution_id),
      institutionName: (r.institution_name as string | null) ?? null,
      academicYearId: Number(r.academic_year_id),
      submissionTypeId: Number(r.submission_type_id),
      scenario: r.scenario as SubmittedRow['scenario'],
      isExpressReview: r.is_express_review === true,
      submittedOn: r.submitted_on as Date,
      status: r.status as SubmissionStatus,
      queueType: r.queue_type as QueueType,
      assignedAnalystId: num(r.analyst_id),
      analystName: r.analyst_id == null ? null : [r.analyst_first_name, r.analyst_last_name].filter(Boolean).join(' '),
      courseSubmissionReviewBatchId: num(r.batch_id),
    })),
  };
}
