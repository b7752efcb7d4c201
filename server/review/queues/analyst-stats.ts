// The analyst statistics panel (spec 3 §2, §3 "Analyst stats", §9): the caller's decisions last week,
// this week, yesterday and today, and per week over the last four. Days and weeks are the office's
// (America/Los_Angeles, weeks from Monday 00:00). On a Monday "yesterday" is the Friday before, as the
// chart's label says. secondReviews counts decisions that sent a course to 2nd review; totalReviews
// every decision. lastFourWeeks: this week and the three before, oldest first, each dated by its Monday.
import type { EntityManager } from '@mikro-orm/postgresql';
import { OFFICE_TIME_ZONE } from '../../../core/time/office-time.js';
import { queueClock } from './clock.js';
import { queryCache, runSql, type SqlNames } from './model.js';
import type { AnalystStats, DecisionCounts } from '../../../core/contract/analyst-stats.js';

const TZ = `'${OFFICE_TIME_ZONE}'`;
const BUCKETS = ['lastWeek', 'thisWeek', 'yesterday', 'today'] as const;

/** The office's day and week starts for `now` (local wall-clock timestamps), and yesterday's start. */
const boundsCte = `k0 as (select date_trunc('day', cast(? as timestamptz) at time zone ${TZ}) as today, date_trunc('week', cast(? as timestamptz) at time zone ${TZ}) as week),
  k as (select today, week, today - case when extract(isodow from today) = 1 then interval '3 days' else interval '1 day' end as yesterday,
    extract(isodow from today) = 1 as is_monday from k0)`;

/** The caller's decisions with their local time. */
const minesCte = ({ t, c }: SqlNames) =>
  `mine as (select r.${c('review', 'decision')} as decision, r.${c('review', 'decidedOn')} at time zone ${TZ} as local from ${t('review')} r
    where r.${c('review', 'analystId')} = ? and r.${c('review', 'decision')} is not null and r.${c('review', 'decidedOn')} is not null)`;

const bucketsSql = queryCache<'x'>((n) => {
  const ranges: Record<(typeof BUCKETS)[number], string> = {
    lastWeek: `local >= k.week - interval '7 days' and local < k.week`,
    thisWeek: `local >= k.week and local < k.week + interval '7 days'`,
    yesterday: `local >= k.yesterday and local < k.yesterday + interval '1 day'`,
    today: `local >= k.today and local < k.today + interval '1 day'`,
  };
  const columns = BUCKETS.flatMap((b) => [
    `count(*) filter (where ${ranges[b]} and decision = 'approved')::int as "${b}_approved"`,
    `count(*) filter (where ${ranges[b]} and decision = 'notapproved')::int as "${b}_notApproved"`,
    `count(*) filter (where ${ranges[b]} and decision = 'secondreview')::int as "${b}_secondReviews"`,
    `count(*) filter (where ${ranges[b]})::int as "${b}_totalReviews"`,
  ]);
  return `with ${boundsCte}, ${minesCte(n)}
    select k.is_monday, ${columns.join(', ')} from k left join mine on true group by k.is_monday`;
});

const weeksSql = queryCache<'x'>(
  (n) => `with ${boundsCte}, ${minesCte(n)}
    select w at time zone ${TZ} as week_start, (select count(*) from mine where local >= w and local < w + interval '7 days')::int as reviews
    from k cross join generate_series(k.week - interval '21 days', k.week, interval '7 days') w
    order by w`,
);

export async function analystStats(em: EntityManager, userId: number, now: Date = queueClock.now()): Promise<AnalystStats> {
  const params = [now, now, userId];
  const [[row], weeks] = await Promise.all([
    runSql<Record<string, unknown>>(em, bucketsSql(em, 'x'), params),
    runSql<{ week_start: Date; reviews: number | string }>(em, weeksSql(em, 'x'), params),
  ]);
  const counts = (b: string): DecisionCounts => ({
    approved: Number(row[`${b}_approved`]),
    notApproved: Number(row[`${b}_notApproved`]),
    secondReviews: Number(row[`${b}_secondReviews`]),
    totalReviews: Number(row[`${b}_totalReviews`]),
  });
  return {
    lastWeek: counts('lastWeek'),
    thisWeek: counts('thisWeek'),
    yesterday: counts('yesterday'),
    today: counts('today'),
    yesterdayLabel: row.is_monday === true ? 'Friday' : 'Yesterday',
    lastFourWeeks: weeks.map((w) => ({ dateTime: w.week_start, numberOfReviews: Number(w.reviews) })),
    timeZone: OFFICE_TIME_ZONE,
  };
}

/** GET /api/admin/stats/currentuser: the caller's decision totals as plain figures, like the header's office-wide ones. */
export function currentUserStats(userId: number, stats: AnalystStats) {
  return {
    userId,
    lastWeek: stats.lastWeek.totalReviews,
    thisWeek: stats.thisWeek.totalReviews,
    yesterday: stats.yesterday.totalReviews,
    today: stats.today.totalReviews,
    yesterdayLabel: stats.yesterdayLabel,
    timeZone: stats.timeZone,
  };
}
