// Keeps the back office administrable: a write to accounts or roles runs under one advisory lock,
// and is refused inside its transaction when it takes the last active holder of a superuser ability
// away. The lock makes two concurrent demotions of the last two administrators take turns, so the
// second one sees the first and is refused.
import type { EntityManager } from '@mikro-orm/postgresql';
import users from '../../resources/users.js';
import roles from '../../resources/roles.js';
import { HttpError } from '../http/errors.js';
import { columnOf, tableOf } from '../db/table-names.js';
import { SUPERUSER_ABILITIES, noneLeftWith, type SuperuserAbility } from './superuser.js';

const ACCOUNT_RESOURCES = new Set<string>([users.name, roles.name]);

/** Whether a write to these resources can change who holds a superuser ability. */
export const touchesAccounts = (resources: Iterable<string>): boolean => [...resources].some((name) => ACCOUNT_RESOURCES.has(name));

/** Active accounts holding each superuser ability, as the database has them now (changes not yet flushed do not count). */
export async function countHolders(em: EntityManager): Promise<Record<SuperuserAbility, number>> {
  const abilities = `r.${columnOf(em, roles, 'abilities')}`;
  const counts = SUPERUSER_ABILITIES.map((_, i) => `count(*) filter (where ${abilities} @> cast(? as jsonb))::int as c${i}`).join(', ');
  const sql = `select ${counts} from ${tableOf(em, users)} u join ${tableOf(em, roles)} r on r.${columnOf(em, roles, 'id')} = u.${columnOf(em, users, 'roleId')} where u.${columnOf(em, users, 'isActive')}`;
  const bindings = SUPERUSER_ABILITIES.map((a) => JSON.stringify([a]));
  const [row] = (await em.getConnection().execute(sql, bindings, 'all', em.getTransactionContext())) as Record<string, number | string>[];
  return Object.fromEntries(SUPERUSER_ABILITIES.map((a, i) => [a, Number(row?.[`c${i}`] ?? 0)])) as Record<SuperuserAbility, number>;
}

/** Takes the accounts lock until the end of the current transaction: writes to accounts take turns. */
export async function lockAccounts(em: EntityManager): Promise<void> {
  if (!em.getTransactionContext()) throw new Error('the accounts lock is taken inside a transaction');
  await em.getConnection().execute(`select pg_advisory_xact_lock(hashtext('ag:accounts'))`, [], 'all', em.getTransactionContext());
}

/**
 * Call inside the write's transaction, before its changes are flushed: takes the accounts lock and
 * counts the holders of each superuser ability. The returned check, called after the flush, refuses
 * (409) a write that takes the last active holder of one away. An ability nobody held before (a
 * fresh test database) is left to whoever grants it.
 */
export async function guardAdministrators(em: EntityManager): Promise<() => Promise<void>> {
  await lockAccounts(em);
  const before = await countHolders(em);
  return async () => {
    const after = await countHolders(em);
    const lost = SUPERUSER_ABILITIES.find((a) => before[a] > 0 && after[a] === 0);
    if (lost) throw new HttpError(409, noneLeftWith(lost));
  };
}
