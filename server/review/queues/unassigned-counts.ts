// How many submissions wait for an analyst, per queue (the dashboard's take-next counts). In Queue
// submissions of the main, audit and 2nd review queues make the total; parked ones are counted apart.
import type { EntityManager } from '@mikro-orm/postgresql';
import { queryCache, runSql } from './model.js';
import type { UnassignedCounts } from '../../../core/contract/queues.js';

const countsSql = queryCache<'x'>(
  ({ t, c }) => `select ${c('submission', 'queueType')} as queue, count(*)::int as total,
      count(*) filter (where ${c('submission', 'isExpressReview')})::int as express
    from ${t('submission')}
    where ${c('submission', 'assignedAnalystId')} is null
      and ${c('submission', 'status')} in ('inQueue', 'hold')
    group by ${c('submission', 'queueType')}`,
);

export async function unassignedCounts(em: EntityManager): Promise<UnassignedCounts> {
  const rows = await runSql<{ queue: string; total: number | string; express: number | string }>(em, countsSql(em, 'x'));
  const counts: UnassignedCounts = { total: 0, express: 0, main: 0, audit: 0, second: 0, hold: 0 };
  for (const r of rows) {
    const queue = r.queue as keyof UnassignedCounts;
    if (!(queue in counts)) continue;
    counts[queue] = Number(r.total);
    if (queue !== 'hold') {
      counts.total += Number(r.total);
      counts.express += Number(r.express);
    }
  }
  return counts;
}
