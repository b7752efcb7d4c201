// Analyst throughput: every decision an analyst took on the filtered submissions (first and 2nd
// reviews; a decision later reversed still counts, the work was done), by outcome, how many were
// 2nd reviews, the office weeks they decided in and the decisions per such week, and the median
// minutes from opening a review to deciding it (reviews with both, as the consistency report counts them).
import type { ReportDefinition } from './report.js';
import { int, num, oneDecimal, reportStatement, runSql, submissionFilterParams, submissionFilterSql, TZ } from './sql.js';

const statement = reportStatement((n) => {
  const { t, c } = n;
  const r = (p: string) => `r.${c('review', p)}`;
  return `select ${r('analystId')} as analyst_id, u.${c('user', 'firstName')} as first_name, u.${c('user', 'lastName')} as last_name,
      count(*) filter (where ${r('decision')} = 'approved')::int as approved,
      count(*) filter (where ${r('decision')} = 'notapproved')::int as not_approved,
      count(*) filter (where ${r('decision')} = 'secondreview')::int as sent,
      count(*) filter (where ${r('isSecondReview')})::int as second_reviews,
      count(*)::int as decisions,
      count(distinct date_trunc('week', ${r('decidedOn')} at time zone ${TZ}))::int as weeks,
      percentile_cont(0.5) within group (order by extract(epoch from (${r('decidedOn')} - ${r('startedOn')})) / 60.0)
        filter (where ${r('startedOn')} is not null and ${r('decidedOn')} >= ${r('startedOn')}) as median_minutes
    from ${t('review')} r
      join ${t('submission')} s on s.${c('submission', 'id')} = ${r('courseSubmissionId')}
      join ${t('institution')} i on i.${c('institution', 'id')} = s.${c('submission', 'institutionId')}
      left join ${t('user')} u on u.${c('user', 'id')} = ${r('analystId')}
    where ${r('decision')} is not null and ${r('decidedOn')} is not null and ${submissionFilterSql(n)}
    group by ${r('analystId')}, u.${c('user', 'firstName')}, u.${c('user', 'lastName')}
    order by count(*) desc, u.${c('user', 'lastName')}, u.${c('user', 'firstName')}, ${r('analystId')}`;
});

export const analystThroughput: ReportDefinition = {
  key: 'analyst-throughput',
  title: 'Analyst throughput',
  description: 'Decisions each analyst took on these submissions (reversed ones included), the weeks they decided in, and the median minutes from opening a review to its decision.',
  columns: [
    { key: 'analyst', header: 'Analyst', kind: 'text' },
    { key: 'approved', header: 'Approved', kind: 'count' },
    { key: 'notApproved', header: 'Not approved', kind: 'count' },
    { key: 'sentToSecondReview', header: 'Sent to 2nd review', kind: 'count' },
    { key: 'decisions', header: 'Decisions', kind: 'count' },
    { key: 'secondReviews', header: 'Of them 2nd reviews', kind: 'count' },
    { key: 'activeWeeks', header: 'Weeks with decisions', kind: 'count' },
    { key: 'perActiveWeek', header: 'Decisions per such week', kind: 'decimal' },
    { key: 'medianMinutes', header: 'Median minutes per review', kind: 'decimal' },
  ],
  rows: async (em, filters) => {
    const rows = await runSql<Record<string, unknown>>(em, statement(em), submissionFilterParams(filters));
    return rows.map((r) => {
      const decisions = int(r.decisions);
      const weeks = int(r.weeks);
      return {
        analystId: int(r.analyst_id),
        analyst: [r.first_name, r.last_name].filter(Boolean).join(' ') || `User ${String(r.analyst_id)}`,
        approved: int(r.approved),
        notApproved: int(r.not_approved),
        sentToSecondReview: int(r.sent),
        decisions,
        secondReviews: int(r.second_reviews),
        activeWeeks: weeks,
        perActiveWeek: weeks === 0 ? null : oneDecimal(decisions / weeks),
        medianMinutes: oneDecimal(num(r.median_minutes)),
      };
    });
  },
};
