// Take next (spec 1 §7 "Queue counts", spec 3 §7 takeNext): the caller takes the oldest submissions
// no analyst has, express ones first when asked. The rows are picked with FOR UPDATE SKIP LOCKED, so
// analysts taking at the same moment each get different submissions and nobody waits on another.
import type { EntityManager } from '@mikro-orm/postgresql';
import type { SessionUser } from '../../auth/session-user.js';
import { lockAnalystQueues } from './batches.js';
import { queueClock } from './clock.js';
import { E, queryCache, runSql, type QueueType, type SubmissionRow } from './model.js';
import { placeWithAnalyst, type Placed } from './placement.js';

export const MAX_TAKE = 50;

const pickSql = queryCache<string>(({ t, c }, key) => {
  const [expressFirst, secondQueue] = key.split('|').map((v) => v === 'true');
  // nobody becomes the 2nd reviewer of a course they sent to 2nd review themselves
  const notSentByCaller = `and not exists (select 1 from ${t('review')} r where r.${c('review', 'courseSubmissionId')} = s.${c('submission', 'id')}
      and r.${c('review', 'analystId')} = ? and r.${c('review', 'decision')} = 'secondreview' and r.${c('review', 'isSecondReview')} = false)`;
  return `select s.${c('submission', 'id')} as id from ${t('submission')} s
    where s.${c('submission', 'status')} = 'inQueue' and s.${c('submission', 'assignedAnalystId')} is null and s.${c('submission', 'queueType')} = ?
      ${secondQueue ? notSentByCaller : ''}
    order by ${expressFirst ? `s.${c('submission', 'isExpressReview')} desc, ` : ''}s.${c('submission', 'submittedOn')} asc, s.${c('submission', 'id')} asc
    limit ? for update of s skip locked`;
});

export async function takeNext(
  em: EntityManager,
  user: SessionUser,
  opts: { courseCount: number; takeExpress: boolean; queue: QueueType },
): Promise<{ taken: number; result: Placed[] }> {
  return em.transactional(async (tx) => {
    const second = opts.queue === 'second';
    const params = second ? [opts.queue, user.id, opts.courseCount] : [opts.queue, opts.courseCount];
    const picked = await runSql<{ id: number }>(tx, pickSql(tx, `${opts.takeExpress}|${second}`), params);
    if (picked.length === 0) return { taken: 0, result: [] };
    const ids = picked.map((r) => Number(r.id));
    const submissions = await tx.find<SubmissionRow>(E.submission, { id: { $in: ids } }, { refresh: true });
    const byId = new Map(submissions.map((s) => [s.id, s]));
    await lockAnalystQueues(tx, [user.id]);
    const now = queueClock.now();
    const me = { userId: user.id, firstName: user.firstName, lastName: user.lastName };
    const result: Placed[] = [];
    const action = `Taken by ${[user.firstName, user.lastName].filter(Boolean).join(' ') || user.username}`;
    // in the order they were picked: the oldest (express first) leads
    for (const id of ids) result.push(await placeWithAnalyst(tx, byId.get(id)!, me, { queue: opts.queue, actor: user, now, action }));
    return { taken: result.length, result };
  });
}
