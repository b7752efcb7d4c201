// GET /api/Admin/SelfReported/Summary?page&size&sorting&institutionId&academicYearId&includeClosedPublishers
//   → { total, result }: one row per online publisher and academic year in which it has self-reported
// courses, with how many courses it has, how many are in a running audit and how many cancellation
// requests wait (spec 1 §2, §7; 10 a page, §9). Closed publishers (not active) only when asked; the
// publisher's name first, the latest year first unless `sorting` ("courses desc") says otherwise.
import type { EntityManager } from '@mikro-orm/postgresql';
import { INSTITUTION_TYPE } from '../../resources/_enums.js';
import { runSql, sqlNames } from './model.js';

export const SUMMARY_SORTS = ['name', 'academicYear', 'courses', 'audited', 'pendingCancellations'] as const;
export type SummarySort = (typeof SUMMARY_SORTS)[number];

export interface SummaryFilter {
  institutionId?: number;
  academicYearId?: number;
  includeClosedPublishers: boolean;
}

export interface SummaryRow {
  institutionId: number;
  name: string;
  isActive: boolean;
  academicYearId: number;
  academicYear: string;
  courses: number;
  audited: number;
  pendingCancellations: number;
}

function fromWhere(em: EntityManager, f: SummaryFilter) {
  const { t, c } = sqlNames(em);
  const params: unknown[] = [INSTITUTION_TYPE.onlinePublisher];
  const where = [`i.${c('institutions', 'institutionTypeId')} = ?`];
  if (!f.includeClosedPublishers) where.push(`i.${c('institutions', 'isActive')} = true`);
  if (f.institutionId !== undefined) {
    where.push(`i.${c('institutions', 'id')} = ?`);
    params.push(f.institutionId);
  }
  if (f.academicYearId !== undefined) {
    where.push(`y.${c('courseYears', 'academicYearId')} = ?`);
    params.push(f.academicYearId);
  }
  const a = (p: string) => c('courseAudits', p);
  const sql = `from (
      select k.${c('courses', 'institutionId')} as publisher_id, y.${c('courseYears', 'academicYearId')} as year_id, count(*)::int as courses
      from ${t('courseYears')} y
      join ${t('courses')} k on k.${c('courses', 'id')} = y.${c('courseYears', 'courseId')}
      join ${t('institutions')} i on i.${c('institutions', 'id')} = k.${c('courses', 'institutionId')}
      where ${where.join(' and ')}
      group by 1, 2) s
    join ${t('institutions')} i on i.${c('institutions', 'id')} = s.publisher_id
    join ${t('academicYears')} ay on ay.${c('academicYears', 'id')} = s.year_id
    left join (
      select ${a('institutionId')} as publisher_id, ${a('academicYearId')} as year_id,
        count(*) filter (where ${a('isActive')})::int as audited,
        count(*) filter (where ${a('status')} = 'cancellationRequested')::int as pending
      from ${t('courseAudits')} group by 1, 2) au on au.publisher_id = s.publisher_id and au.year_id = s.year_id`;
  const col: Record<SummarySort, string> = {
    name: `i.${c('institutions', 'name')}`,
    academicYear: `ay.${c('academicYears', 'startDate')}`,
    courses: 's.courses',
    audited: 'coalesce(au.audited, 0)',
    pendingCancellations: 'coalesce(au.pending, 0)',
  };
  return { sql, params, col, name: col.name, year: col.academicYear, yearName: `ay.${c('academicYears', 'name')}`, active: `i.${c('institutions', 'isActive')}` };
}

export async function summaryCount(em: EntityManager, f: SummaryFilter): Promise<number> {
  const { sql, params } = fromWhere(em, f);
  const [row] = await runSql<{ n: number | string }>(em, `select count(*) as n ${sql}`, params);
  return Number(row?.n ?? 0);
}

export async function summaryList(
  em: EntityManager,
  f: SummaryFilter,
  page: { page: number; size: number },
  sort: { field: SummarySort; descending: boolean },
): Promise<{ total: number; result: SummaryRow[] }> {
  const q = fromWhere(em, f);
  const direction = sort.descending ? 'desc' : 'asc';
  const rows = await runSql<Record<string, unknown>>(
    em,
    `select s.publisher_id, ${q.name} as name, ${q.active} as is_active, s.year_id, ${q.yearName} as year_name, s.courses,
       coalesce(au.audited, 0) as audited, coalesce(au.pending, 0) as pending
     ${q.sql}
     order by ${q.col[sort.field]} ${direction}, ${q.name} asc, ${q.year} desc, s.publisher_id asc
     limit ? offset ?`,
    [...q.params, page.size, (page.page - 1) * page.size],
  );
  return {
    total: await summaryCount(em, f),
    result: rows.map((r) => ({
      institutionId: Number(r.publisher_id),
      name: String(r.name),
      isActive: r.is_active !== false,
      academicYearId: Number(r.year_id),
      academicYear: String(r.year_name),
      courses: Number(r.courses),
      audited: Number(r.audited),
      pendingCancellations: Number(r.pending),
    })),
  };
}
