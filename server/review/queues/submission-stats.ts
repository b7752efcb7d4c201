// The header statistics of submissions (spec 1 §3 "Header statistics": inQueue, inReview, completed,
// thisWeek, today) for the whole office. In review counts 2nd review too; completed counts final
// decisions (approved, not approved); this week and today count final decisions since Monday 00:00
// and since 00:00 in the office's time zone. One query serves the five header entries of a request.
import type { EntityManager } from '@mikro-orm/postgresql';
import { OFFICE_TIME_ZONE } from '../../../core/time/office-time.js';
import { queueClock } from './clock.js';
import { queryCache, runSql } from './model.js';

export interface SubmissionStats {
  inQueue: number;
  inReview: number;
  completed: number;
  thisWeek: number;
  today: number;
}

const TZ = `'${OFFICE_TIME_ZONE}'`;

const statsSql = queryCache<'x'>(({ t, c }) => {
  const status = `s.${c('submission', 'status')}`;
  const decidedOn = `s.${c('submission', 'decidedOn')}`;
  const final = `${status} in ('approved', 'notApproved')`;
  return `with k as (select cast(? as timestamptz) at time zone ${TZ} as local_now)
    select count(*) filter (where ${status} = 'inQueue')::int as in_queue,
      count(*) filter (where ${status} in ('inReview', 'secondReview'))::int as in_review,
      count(*) filter (where ${final})::int as completed,
      count(*) filter (where ${final} and ${decidedOn} >= (date_trunc('week', k.local_now) at time zone ${TZ}))::int as this_week,
      count(*) filter (where ${final} and ${decidedOn} >= (date_trunc('day', k.local_now) at time zone ${TZ}))::int as today
    from ${t('submission')} s cross join k`;
});

export async function submissionStats(em: EntityManager, now: Date = queueClock.now()): Promise<SubmissionStats> {
  const [row] = await runSql<Record<string, number | string>>(em, statsSql(em, 'x'), [now]);
  return {
    inQueue: Number(row?.in_queue ?? 0),
    inReview: Number(row?.in_review ?? 0),
    completed: Number(row?.completed ?? 0),
    thisWeek: Number(row?.this_week ?? 0),
    today: Number(row?.today ?? 0),
  };
}

/** The figures once per request: the header asks for each of the five on the same entity manager. */
const perRequest = new WeakMap<EntityManager, Promise<SubmissionStats>>();
export function submissionStatsOnce(em: EntityManager): Promise<SubmissionStats> {
  let stats = perRequest.get(em);
  if (!stats) perRequest.set(em, (stats = submissionStats(em)));
  return stats;
}
