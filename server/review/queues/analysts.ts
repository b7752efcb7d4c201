// Who can be given reviews (spec 3 §3 "Analyst user", §6 "Analysts appear as assignable users"):
// active accounts of kind analyst whose role holds AdminReview. The assignment calls accept only them.
import type { EntityManager } from '@mikro-orm/postgresql';
import { badRequest } from '../../http/errors.js';
import { queryCache, runSql } from './model.js';
import type { Analyst } from '../../../core/contract/queues.js';

export const REVIEW_ABILITY = 'AdminReview';
/** The spec's message for a target that is neither an analyst nor a queue (spec 3 §5, §8). */
export const UNKNOWN_TARGET_MESSAGE = 'Error reassigning course.';

interface Row {
  id: number;
  first_name: string | null;
  last_name: string | null;
}

const analystsSql = queryCache<'all' | 'one'>(
  ({ t, c }, which) => `select u.${c('user', 'id')} as id, u.${c('user', 'firstName')} as first_name, u.${c('user', 'lastName')} as last_name
    from ${t('user')} u join ${t('role')} r on r.${c('role', 'id')} = u.${c('user', 'roleId')}
    where u.${c('user', 'userKind')} = 'analyst' and u.${c('user', 'isActive')} is not false
      and r.${c('role', 'abilities')} @> cast(? as jsonb)${which === 'one' ? ` and u.${c('user', 'id')} = ?` : ''}
    order by u.${c('user', 'lastName')}, u.${c('user', 'firstName')}, u.${c('user', 'id')}`,
);

const toAnalyst = (r: Row): Analyst => ({ userId: r.id, firstName: r.first_name ?? '', lastName: r.last_name ?? '' });

export async function listAnalysts(em: EntityManager): Promise<Analyst[]> {
  const rows = await runSql<Row>(em, analystsSql(em, 'all'), [JSON.stringify([REVIEW_ABILITY])]);
  return rows.map(toAnalyst);
}

/** The analyst with this id if reviews may be given to them; otherwise the spec's 400 naming the parameter. */
export async function assignableAnalyst(em: EntityManager, id: number, parameter = 'analystId'): Promise<Analyst> {
  const [row] = await runSql<Row>(em, analystsSql(em, 'one'), [JSON.stringify([REVIEW_ABILITY]), id]);
  if (!row) throw badRequest(UNKNOWN_TARGET_MESSAGE, { [parameter]: [`User ${id} is not an active analyst who may review courses.`] });
  return toAnalyst(row);
}

export const analystName = (a: Analyst) => [a.firstName, a.lastName].filter(Boolean).join(' ');
