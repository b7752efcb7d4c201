// Approval rate by submission type (new course, revision, adoption …): as by subject area, of the
// submissions decided for good, the share approved.
import type { ReportDefinition } from './report.js';
import { APPROVAL_COLUMNS, approvalRow } from './approval-rate.js';
import { reportStatement, runSql, submissionFilterParams, submissionFilterSql } from './sql.js';

const statement = reportStatement((n) => {
  const { t, c } = n;
  const status = `s.${c('submission', 'status')}`;
  return `select s.${c('submission', 'submissionTypeId')} as type_id, st.${c('submissionType', 'name')} as name,
      count(*) filter (where ${status} = 'approved')::int as approved,
      count(*) filter (where ${status} = 'notApproved')::int as not_approved
    from ${t('submission')} s
      join ${t('institution')} i on i.${c('institution', 'id')} = s.${c('submission', 'institutionId')}
      left join ${t('submissionType')} st on st.${c('submissionType', 'id')} = s.${c('submission', 'submissionTypeId')}
    where ${status} in ('approved', 'notApproved') and ${submissionFilterSql(n)}
    group by s.${c('submission', 'submissionTypeId')}, st.${c('submissionType', 'name')}
    order by s.${c('submission', 'submissionTypeId')}`;
});

export const approvalBySubmissionType: ReportDefinition = {
  key: 'approval-by-submission-type',
  title: 'Approval rate by submission type',
  description: 'Of the submissions decided (approved or not approved), the share approved, by why the course was submitted.',
  columns: [{ key: 'submissionType', header: 'Submission type', kind: 'text' }, ...APPROVAL_COLUMNS],
  rows: async (em, filters) => {
    const rows = await runSql<Record<string, unknown>>(em, statement(em), submissionFilterParams(filters));
    return rows.map((r) => ({ submissionType: String(r.name ?? `Type ${String(r.type_id)}`), ...approvalRow(r) }));
  },
};
