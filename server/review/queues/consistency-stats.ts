// Review consistency across analysts (AdminReportAnalystReviewProgress), computed in SQL from the
// stored reviews decided in the period (days in the office's time zone; no bounds: all of them):
// - approvalRate: approved / decisions (a decision sending to 2nd review is not an approval), next to
//   the office's rate over the same decisions;
// - overturnRate: of the analyst's first reviews that a 2nd review later decided, the share decided
//   the other way. Sending to 2nd review needs what not approving needs (spec 3 §5), so it counts as
//   a "not approved" leaning that an approval overturns;
// - medianMinutesPerReview: the median of decidedOn − startedOn over reviews with both.
import type { EntityManager } from '@mikro-orm/postgresql';
import { OFFICE_TIME_ZONE } from '../../../core/time/office-time.js';
import { queryCache, runSql } from './model.js';
import type { AnalystConsistency, ConsistencyReport } from '../../../core/contract/consistency.js';

const TZ = `'${OFFICE_TIME_ZONE}'`;

const reportSql = queryCache<'x'>(({ t, c }) => {
  const r = (p: string) => `r.${c('review', p)}`;
  return `with decided as (
      select ${r('id')} as id, ${r('analystId')} as analyst_id, ${r('courseSubmissionId')} as submission_id, ${r('decision')} as decision,
        ${r('isSecondReview')} as is_second_review, ${r('startedOn')} as started_on, ${r('decidedOn')} as decided_on
      from ${t('review')} r
      where ${r('decision')} is not null and ${r('decidedOn')} is not null
        and (cast(? as date) is null or ${r('decidedOn')} >= (cast(? as date)::timestamp at time zone ${TZ}))
        and (cast(? as date) is null or ${r('decidedOn')} < ((cast(? as date) + 1)::timestamp at time zone ${TZ}))
    ),
    office as (select count(*) filter (where decision = 'approved')::float8 / nullif(count(*), 0) as rate from decided),
    second_outcomes as (
      select f.analyst_id, case when f.decision = 'approved' then 'approved' else 'notapproved' end as leaning, s2.decision as second_decision
      from decided f
        join lateral (
          select r2.${c('review', 'decision')} as decision from ${t('review')} r2
          where r2.${c('review', 'courseSubmissionId')} = f.submission_id and r2.${c('review', 'isSecondReview')} = true
            and r2.${c('review', 'decision')} in ('approved', 'notapproved') and r2.${c('review', 'decidedOn')} >= f.decided_on
          order by r2.${c('review', 'decidedOn')} asc, r2.${c('review', 'id')} asc limit 1
        ) s2 on true
      where f.is_second_review = false
    ),
    per_analyst as (
      select d.analyst_id, count(*)::int as total,
        count(*) filter (where d.decision = 'approved')::int as approved,
        count(*) filter (where d.decision = 'notapproved')::int as not_approved,
        count(*) filter (where d.decision = 'secondreview')::int as sent,
        percentile_cont(0.5) within group (order by extract(epoch from (d.decided_on - d.started_on)) / 60.0)
          filter (where d.started_on is not null and d.decided_on >= d.started_on) as median_minutes
      from decided d group by d.analyst_id
    )
    select p.analyst_id, u.${c('user', 'firstName')} as first_name, u.${c('user', 'lastName')} as last_name,
      p.total, p.approved, p.not_approved, p.sent, p.median_minutes::float8 as median_minutes, (select rate from office) as office_rate,
      (select count(*) from second_outcomes so where so.analyst_id = p.analyst_id)::int as second_reviewed,
      (select count(*) from second_outcomes so where so.analyst_id = p.analyst_id and so.second_decision <> so.leaning)::int as overturned
    from per_analyst p left join ${t('user')} u on u.${c('user', 'id')} = p.analyst_id
    order by u.${c('user', 'lastName')}, u.${c('user', 'firstName')}, p.analyst_id`;
});

const ratio = (part: number, whole: number) => (whole === 0 ? null : part / whole);

export async function consistencyReport(em: EntityManager, period: { from?: string; to?: string }): Promise<ConsistencyReport> {
  const from = period.from ?? null;
  const to = period.to ?? null;
  const params = [from, from, to, to];
  const rows = await runSql<Record<string, unknown>>(em, reportSql(em, 'x'), params);
  // no decision in the period: no analyst rows, and no office rate either
  const officeRate = rows[0]?.office_rate == null ? null : Number(rows[0].office_rate);
  return {
    from,
    to,
    timeZone: OFFICE_TIME_ZONE,
    officeApprovalRate: officeRate,
    analysts: rows.map((row) => {
      const total = Number(row.total);
      const approvalRate = ratio(Number(row.approved), total);
      const secondReviewed = Number(row.second_reviewed);
      return {
        userId: Number(row.analyst_id),
        firstName: String(row.first_name ?? ''),
        lastName: String(row.last_name ?? ''),
        totalReviews: total,
        approved: Number(row.approved),
        notApproved: Number(row.not_approved),
        sentToSecondReview: Number(row.sent),
        approvalRate,
        approvalRateDifference: approvalRate === null || officeRate === null ? null : approvalRate - officeRate,
        secondReviewed,
        overturned: Number(row.overturned),
        overturnRate: ratio(Number(row.overturned), secondReviewed),
        medianMinutesPerReview: row.median_minutes == null ? null : Number(row.median_minutes),
      };
    }),
  };
}
