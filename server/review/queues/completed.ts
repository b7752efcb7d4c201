// Completed reviews (spec 3 §2 "/review/completed/", §9: 50 a page, latest action first): decided
// reviews, the caller's own unless they see every analyst's, filtered by analyst, decision, the day of
// the decision (office time) and text in the course title, record number or institution name.
import type { EntityManager } from '@mikro-orm/postgresql';
import { OFFICE_TIME_ZONE } from '../../../core/time/office-time.js';
import { runSql, sqlNames, type Decision } from './model.js';
import { offsetOf, type Page } from './params.js';
import type { CompletedRow } from '../../../core/contract/completed.js';

export const COMPLETED_PAGE_SIZE = 50;
export const DECISIONS: readonly Decision[] = ['approved', 'notapproved', 'secondreview'];

export interface CompletedFilter {
  /** only this analyst's reviews (the caller's own when they may not see others) */
  analystId?: number;
  decision?: Decision;
  /** first and last day of the decision, YYYY-MM-DD in the office's time zone */
  from?: string;
  to?: string;
  pattern?: string;
}

export async function completedList(em: EntityManager, f: CompletedFilter, page: Page, descending: boolean): Promise<{ total: number; result: CompletedRow[] }> {
  const { t, c } = sqlNames(em);
  const r = (p: string) => `r.${c('review', p)}`;
  const s = (p: string) => `s.${c('submission', p)}`;
  const where = [`${r('decision')} is not null`, `${r('decidedOn')} is not null`];
  const params: unknown[] = [];
  const add = (condition: string, ...values: unknown[]) => {
    where.push(condition);
    params.push(...values);
  };
  if (f.analystId !== undefined) add(`${r('analystId')} = ?`, f.analystId);
  if (f.decision) add(`${r('decision')} = ?`, f.decision);
  if (f.from) add(`${r('decidedOn')} >= (cast(? as date)::timestamp at time zone '${OFFICE_TIME_ZONE}')`, f.from);
  if (f.to) add(`${r('decidedOn')} < ((cast(? as date) + 1)::timestamp at time zone '${OFFICE_TIME_ZONE}')`, f.to);
  if (f.pattern) add(`(y.${c('courseYear', 'title')} ilike ? or co.${c('course', 'recordId')} ilike ? or i.${c('institution', 'name')} ilike ?)`, f.pattern, f.pattern, f.pattern);
  const dir = descending ? 'desc' : 'asc';
  const rows = await runSql<Record<string, unknown>>(
    em,
    `select ${r('id')} as id, ${r('courseSubmissionId')} as submission_id, ${s('courseId')} as course_id, co.${c('course', 'recordId')} as record_id,
        y.${c('courseYear', 'title')} as title, ${s('institutionId')} as institution_id, i.${c('institution', 'name')} as institution_name,
        ${s('academicYearId')} as academic_year_id, ${r('analystId')} as analyst_id, u.${c('user', 'firstName')} as first_name, u.${c('user', 'lastName')} as last_name,
        ${r('decision')} as decision, ${r('decidedOn')} as decided_on, ${r('isSecondReview')} as is_second_review, ${r('rubricValue')} as rubric_value,
        ${s('isExpressReview')} as is_express_review, ${r('reversedOn')} as reversed_on, count(*) over ()::int as total
      from ${t('review')} r
        join ${t('submission')} s on ${s('id')} = ${r('courseSubmissionId')}
        join ${t('course')} co on co.${c('course', 'id')} = ${s('courseId')}
        left join ${t('courseYear')} y on y.${c('courseYear', 'courseId')} = ${s('courseId')} and y.${c('courseYear', 'academicYearId')} = ${s('academicYearId')}
        left join ${t('institution')} i on i.${c('institution', 'id')} = ${s('institutionId')}
        left join ${t('user')} u on u.${c('user', 'id')} = ${r('analystId')}
      where ${where.join(' and ')}
      order by ${r('decidedOn')} ${dir}, ${r('id')} ${dir} limit ? offset ?`,
    [...params, page.pageSize, offsetOf(page)],
  );
  let total = rows.length ? Number(rows[0].total) : 0;
  if (!rows.length && page.page > 1) total = (await completedList(em, f, { page: 1, pageSize: 1 }, descending)).total;
  return {
    total,
    result: rows.map((row) => ({
      courseSubmissionReviewId: Number(row.id),
      courseSubmissionId: Number(row.submission_id),
      courseId: Number(row.course_id),
      recordId: String(row.record_id),
      title: (row.title as string | null) ?? null,
      institutionId: Number(row.institution_id),
      institutionName: (row.institution_name as string | null) ?? null,
      academicYearId: Number(row.academic_year_id),
      analystId: Number(row.analyst_id),
      analystName: [row.first_name, row.last_name].filter(Boolean).join(' '),
      decision: row.decision as Decision,
      actionDate: row.decided_on as Date,
      isSecondReview: row.is_second_review === true,
      rubricValue: row.rubric_value == null ? null : Number(row.rubric_value),
      isExpressReview: row.is_express_review === true,
      reversedOn: (row.reversed_on as Date | null) ?? null,
    })),
  };
}
