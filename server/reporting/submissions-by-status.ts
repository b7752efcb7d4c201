// Submissions by status per cycle (the submission's academic year) and subject area: one row per
// cycle and area with a count per status and the total, every status of the workflow as a column.
import { SUBMISSION_STATUSES } from '../../resources/_enums.js';
import type { ReportDefinition } from './report.js';
import { int, reportStatement, runSql, subjectAreaJoinSql, submissionFilterParams, submissionFilterSql } from './sql.js';

const statement = reportStatement((n) => {
  const { t, c } = n;
  const status = `s.${c('submission', 'status')}`;
  // the statuses are the model's constants, not request values
  const counts = SUBMISSION_STATUSES.map((st) => `count(*) filter (where ${status} = '${st.id}')::int as "${st.id}"`).join(',\n      ');
  return `select s.${c('submission', 'academicYearId')} as academic_year_id, y.${c('academicYear', 'name')} as academic_year,
      area.${c('subjectArea', 'code')} as subject_area_code, area.${c('subjectArea', 'name')} as subject_area,
      ${counts},
      count(*)::int as total
    from ${t('submission')} s
      join ${t('institution')} i on i.${c('institution', 'id')} = s.${c('submission', 'institutionId')}
      left join ${t('academicYear')} y on y.${c('academicYear', 'id')} = s.${c('submission', 'academicYearId')}
      ${subjectAreaJoinSql(n)}
    where ${submissionFilterSql(n)}
    group by s.${c('submission', 'academicYearId')}, y.${c('academicYear', 'name')}, area.${c('subjectArea', 'code')}, area.${c('subjectArea', 'name')}
    order by y.${c('academicYear', 'name')}, area.${c('subjectArea', 'code')} nulls last`;
});

export const submissionsByStatus: ReportDefinition = {
  key: 'submissions-by-status',
  title: 'Submissions by status',
  description: 'Submissions of each cycle (academic year) and subject area by where they stand now. A course with two subject areas counts under its first.',
  columns: [
    { key: 'academicYear', header: 'Cycle', kind: 'text' },
    { key: 'subjectArea', header: 'Subject area', kind: 'text' },
    ...SUBMISSION_STATUSES.map((st) => ({ key: st.id, header: st.name, kind: 'count' as const })),
    { key: 'total', header: 'Total', kind: 'count' },
  ],
  rows: async (em, filters) => {
    const rows = await runSql<Record<string, unknown>>(em, statement(em), submissionFilterParams(filters));
    return rows.map((r) => ({
      academicYearId: int(r.academic_year_id),
      academicYear: String(r.academic_year ?? r.academic_year_id),
      subjectAreaCode: r.subject_area_code == null ? null : String(r.subject_area_code),
      subjectArea: r.subject_area == null ? 'No subject area' : `${String(r.subject_area_code).toUpperCase()} · ${String(r.subject_area)}`,
      ...Object.fromEntries(SUBMISSION_STATUSES.map((st) => [st.id, int(r[st.id])])),
      total: int(r.total),
    }));
  },
};
