// Approval rate by subject area: of the submissions decided for good (status approved or not
// approved), the share approved. Submissions still in review, on hold or withdrawn do not count.
import type { ReportDefinition } from './report.js';
import { APPROVAL_COLUMNS, approvalRow } from './approval-rate.js';
import { reportStatement, runSql, subjectAreaJoinSql, submissionFilterParams, submissionFilterSql } from './sql.js';

const statement = reportStatement((n) => {
  const { t, c } = n;
  const status = `s.${c('submission', 'status')}`;
  return `select area.${c('subjectArea', 'code')} as code, area.${c('subjectArea', 'name')} as name,
      count(*) filter (where ${status} = 'approved')::int as approved,
      count(*) filter (where ${status} = 'notApproved')::int as not_approved
    from ${t('submission')} s
      join ${t('institution')} i on i.${c('institution', 'id')} = s.${c('submission', 'institutionId')}
      ${subjectAreaJoinSql(n)}
    where ${status} in ('approved', 'notApproved') and ${submissionFilterSql(n)}
    group by area.${c('subjectArea', 'code')}, area.${c('subjectArea', 'name')}
    order by area.${c('subjectArea', 'code')} nulls last`;
});

export const approvalBySubjectArea: ReportDefinition = {
  key: 'approval-by-subject-area',
  title: 'Approval rate by subject area',
  description: 'Of the submissions decided (approved or not approved), the share approved, by the course’s first subject area.',
  columns: [{ key: 'subjectArea', header: 'Subject area', kind: 'text' }, ...APPROVAL_COLUMNS],
  rows: async (em, filters) => {
    const rows = await runSql<Record<string, unknown>>(em, statement(em), submissionFilterParams(filters));
    return rows.map((r) => ({ subjectArea: r.code == null ? 'No subject area' : `${String(r.code).toUpperCase()} · ${String(r.name)}`, ...approvalRow(r) }));
  },
};
