// Review turnaround: from a submission's submittedOn to its final decision (decidedOn of a submission
// approved or not approved), in days, per week of the decision (the office's weeks, from Monday
// 00:00 America/Los_Angeles): the decisions, the median and the 90th percentile (percentile_cont, so
// between two values it interpolates). Weeks between the first and the last without a decision are
// answered with 0 decisions and no figures, so the chart's line shows the gap.
import type { ReportDefinition } from './report.js';
import { int, oneDecimal, reportStatement, runSql, submissionFilterParams, submissionFilterSql, TZ } from './sql.js';

const statement = reportStatement((n) => {
  const { t, c } = n;
  const s = (p: string) => `s.${c('submission', p)}`;
  return `with decided as (
      select date_trunc('week', ${s('decidedOn')} at time zone ${TZ}) as week,
        extract(epoch from (${s('decidedOn')} - ${s('submittedOn')})) / 86400.0 as days
      from ${t('submission')} s join ${t('institution')} i on i.${c('institution', 'id')} = ${s('institutionId')}
      where ${s('status')} in ('approved', 'notApproved') and ${s('decidedOn')} is not null and ${s('decidedOn')} >= ${s('submittedOn')}
        and ${submissionFilterSql(n)}
    ),
    span as (select min(week) as first_week, max(week) as last_week from decided)
    select to_char(w.week, 'YYYY-MM-DD') as week_start, count(d.days)::int as decisions,
      percentile_cont(0.5) within group (order by d.days) as median_days,
      percentile_cont(0.9) within group (order by d.days) as p90_days
    from span cross join lateral generate_series(span.first_week, span.last_week, interval '7 days') as w(week)
      left join decided d on d.week = w.week
    group by w.week
    order by w.week`;
});

export const reviewTurnaround: ReportDefinition = {
  key: 'review-turnaround',
  title: 'Review turnaround',
  description: 'Days from submission to the final decision, per week of the decision (weeks from Monday, office time): the median and the 90th percentile.',
  columns: [
    { key: 'weekStart', header: 'Week of', kind: 'day' },
    { key: 'decisions', header: 'Decisions', kind: 'count' },
    { key: 'medianDays', header: 'Median days', kind: 'decimal' },
    { key: 'p90Days', header: '90th percentile days', kind: 'decimal' },
  ],
  rows: async (em, filters) => {
    const rows = await runSql<Record<string, unknown>>(em, statement(em), submissionFilterParams(filters));
    return rows.map((r) => ({ weekStart: String(r.week_start), decisions: int(r.decisions), medianDays: oneDecimal(r.median_days), p90Days: oneDecimal(r.p90_days) }));
  },
};
