// GET /api/Admin/SelfReported/Summary?page&size&sorting&institutionId&academicYearId&includeClosedPublishers
//   → { total, academicYearId, academicYear, result }: the online publishers (spec 1 §2 "a paged list of
// online publishers"; 10 a page, §9), each with its self-reported courses in the academic year (the
// current one unless another is asked for), how many of them are in a running audit and how many
// cancellation requests wait. Closed publishers (not active) only when asked; by name unless
// `sorting` ("courses desc") says otherwise.
import type { EntityManager } from '@mikro-orm/postgresql';
import { INSTITUTION_TYPE } from '../../resources/_enums.js';
import { currentYear, localDay, toDay } from '../../core/academic-years/year-window.js';
import { E, runSql, sqlNames } from './model.js';
import { loadYear } from './publisher.js';
import type { SummaryAnswer, SummarySort } from '../../core/contract/self-reported.js';

export interface SummaryFilter {
  institutionId?: number;
  academicYearId?: number;
  includeClosedPublishers: boolean;
}

/** The academic year of today, or the latest one when the table holds no year for today. */
async function thisYear(em: EntityManager): Promise<{ id: number; name: string } | null> {
  const years = await em.find<{ id: number; name: string; startDate: string | Date; endDate: string | Date }>(E.academicYears, {}, { orderBy: { startDate: 'desc' } });
  return currentYear(years, localDay()) ?? years.find((y) => toDay(y.startDate) <= localDay()) ?? years[0] ?? null;
}

function fromWhere(em: EntityManager, f: SummaryFilter, yearId: number) {
  const { t, c } = sqlNames(em);
  const i = (p: string) => `i.${c('institutions', p)}`;
  const a = (p: string) => c('courseAudits', p);
  const params: unknown[] = [yearId, yearId, INSTITUTION_TYPE.onlinePublisher];
  const where = [`${i('institutionTypeId')} = ?`];
  if (!f.includeClosedPublishers) where.push(`${i('isActive')} = true`);
  if (f.institutionId !== undefined) {
    where.push(`${i('id')} = ?`);
    params.push(f.institutionId);
  }
  const sql = `from ${t('institutions')} i
    left join (
      select k.${c('courses', 'institutionId')} as publisher_id, count(*)::int as courses
      from ${t('courseYears')} y join ${t('courses')} k on k.${c('courses', 'id')} = y.${c('courseYears', 'courseId')}
      where y.${c('courseYears', 'academicYearId')} = ? group by 1) s on s.publisher_id = ${i('id')}
    left join (
      select ${a('institutionId')} as publisher_id,
        count(*) filter (where ${a('isActive')})::int as audited,
        count(*) filter (where ${a('status')} = 'cancellationRequested')::int as pending
      from ${t('courseAudits')} where ${a('academicYearId')} = ? group by 1) au on au.publisher_id = ${i('id')}
    where ${where.join(' and ')}`;
  const col: Record<SummarySort, string> = {
    // by name regardless of case: the same order on every collation
    name: `lower(${i('name')})`,
    courses: 'coalesce(s.courses, 0)',
    audited: 'coalesce(au.audited, 0)',
    pendingCancellations: 'coalesce(au.pending, 0)',
  };
  return { sql, params, col, i };
}

export async function summaryList(
  em: EntityManager,
  f: SummaryFilter,
  page: { page: number; size: number },
  sort: { field: SummarySort; descending: boolean },
): Promise<SummaryAnswer> {
  const year = f.academicYearId !== undefined ? await loadYear(em, f.academicYearId) : await thisYear(em);
  if (!year) return { total: 0, academicYearId: null, academicYear: null, result: [] };
  const q = fromWhere(em, f, year.id);
  const direction = sort.descending ? 'desc' : 'asc';
  const rows = await runSql<Record<string, unknown>>(
    em,
    `select ${q.i('id')} as publisher_id, ${q.i('name')} as name, ${q.i('isActive')} as is_active,
       coalesce(s.courses, 0) as courses, coalesce(au.audited, 0) as audited, coalesce(au.pending, 0) as pending
     ${q.sql}
     order by ${q.col[sort.field]} ${direction}, ${q.col.name} asc, ${q.i('id')} asc
     limit ? offset ?`,
    [...q.params, page.size, (page.page - 1) * page.size],
  );
  const [count] = await runSql<{ n: number | string }>(em, `select count(*) as n ${q.sql}`, q.params);
  return {
    total: Number(count?.n ?? 0),
    academicYearId: year.id,
    academicYear: year.name,
    result: rows.map((r) => ({
      institutionId: Number(r.publisher_id),
      name: String(r.name),
      isActive: r.is_active !== false,
      courses: Number(r.courses),
      audited: Number(r.audited),
      pendingCancellations: Number(r.pending),
    })),
  };
}
