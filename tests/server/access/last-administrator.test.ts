// The guard behind every write to accounts and roles: inside the write's transaction it refuses a
// change that leaves no active account holding one of the superuser abilities, and its lock makes
// two administrators who demote each other at the same moment take turns, so one of them stays.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EntityManager } from '@mikro-orm/postgresql';
import { startHarness, type Harness } from '../../support/server-harness.js';
import { ENGINE } from '../../support/test-db.js';
import { ABILITY_NAMES } from '../../../core/model/abilities.js';
import { countHolders, lockAccounts } from '../../../server/accounts/lockout-guard.js';
import { noneLeftWith } from '../../../server/accounts/superuser.js';
import { guardedFlush } from '../../../server/crud/record-access.js';
import { makeAccount, makeRole, userRow } from './support.js';

let h: Harness;
let reviewerRole: number;

beforeAll(async () => {
  h = await startHarness();
  reviewerRole = await makeRole(h, 'Last Reviewer', ['AdminReview']);
}, 60_000);
afterAll(() => h?.close());

/** Active accounts holding every superuser ability. */
const administrators = async () => Math.min(...Object.values(await countHolders(h.db.orm.em.fork() as EntityManager)));

/** Changes one user the way every write path does: pending changes flushed inside the accounts guard. */
async function changeUser(id: number, values: Record<string, unknown>): Promise<void> {
  const em = h.db.orm.em.fork() as EntityManager;
  const user = await em.findOneOrFail('User', { id } as never);
  em.assign(user, values as never);
  await guardedFlush(em, ['users']);
}

/** Runs `race` while a transaction of the test holds the accounts lock, released once two writers wait for it. */
async function heldAccountsLock<T>(race: () => Promise<T>): Promise<T> {
  let result!: Promise<T>;
  await (h.db.orm.em.fork() as EntityManager).transactional(async (tx) => {
    await lockAccounts(tx);
    result = race();
    const waiting = async () =>
      Number(((await tx.getConnection().execute(`select count(*) as n from pg_locks where locktype = 'advisory' and not granted`, [], 'all', tx.getTransactionContext())) as { n: string }[])[0].n);
    await expect.poll(waiting, { timeout: 10_000, interval: 20 }).toBe(2);
  });
  return result;
}

describe(`the last administrator (${ENGINE})`, () => {
  it('refuses, inside the transaction, the write that removes the last one, and lets it be when another remains', async () => {
    const only = await makeAccount(h, 'last-only', { abilities: [...ABILITY_NAMES], signIn: false });
    expect(await administrators()).toBe(1);
    await expect(changeUser(only.id, { isActive: false })).rejects.toMatchObject({ status: 409, message: noneLeftWith('AdminUserManagement') });
    await expect(changeUser(only.id, { roleId: reviewerRole })).rejects.toMatchObject({ status: 409 });
    expect(await userRow(h, only.id)).toMatchObject({ isActive: true, roleId: only.roleId }); // rolled back

    const other = await makeAccount(h, 'last-other', { roleId: only.roleId, signIn: false });
    await changeUser(only.id, { roleId: reviewerRole });
    expect(await administrators()).toBe(1);
    await expect(changeUser(other.id, { isActive: false })).rejects.toMatchObject({ status: 409 });
  });

  it('keeps a holder of each superuser ability, not only of both together', async () => {
    await h.db.orm.em.fork().nativeUpdate('User', {} as never, { isActive: false } as never);
    const usersOnly = await makeAccount(h, 'last-users-only', { abilities: ['AdminUserManagement'], signIn: false });
    const consoleOnly = await makeAccount(h, 'last-console-only', { abilities: ['AdminOperatorConsole'], signIn: false });
    await expect(changeUser(consoleOnly.id, { isActive: false })).rejects.toMatchObject({ status: 409, message: noneLeftWith('AdminOperatorConsole') });
    await expect(changeUser(usersOnly.id, { roleId: reviewerRole })).rejects.toMatchObject({ status: 409, message: noneLeftWith('AdminUserManagement') });
    await makeAccount(h, 'last-console-too', { roleId: consoleOnly.roleId, signIn: false });
    await changeUser(consoleOnly.id, { isActive: false });
    expect(await userRow(h, consoleOnly.id)).toMatchObject({ isActive: false });
  });

  it('keeps one of two administrators who demote each other at the same moment', async () => {
    for (let round = 1; round <= 3; round++) {
      // the two are the only administrators: everyone else steps down first
      const em = h.db.orm.em.fork();
      await em.nativeUpdate('User', {} as never, { isActive: false } as never);
      const allRole = await makeRole(h, `Last All ${round}`, [...ABILITY_NAMES]);
      const a = await makeAccount(h, `last-a-${round}`, { roleId: allRole });
      const b = await makeAccount(h, `last-b-${round}`, { roleId: allRole });
      expect(await administrators()).toBe(2);
      const demotions = () =>
        Promise.all([
          h.call('PUT', `/api/rest/users/${b.id}`, { roleId: reviewerRole }, a.cookie),
          h.call('PUT', `/api/rest/users/${a.id}`, { roleId: reviewerRole }, b.cookie),
        ]);
      if (ENGINE === 'postgresql') {
        // hold the accounts lock until both requests wait for it: both are then past their checks
        // and inside their writes at the same time, and only the lock makes them take turns
        const [aDemotesB, bDemotesA] = await heldAccountsLock(demotions);
        expect([aDemotesB.status, bDemotesA.status].sort()).toEqual([200, 409]);
        expect([aDemotesB, bDemotesA].find((r) => r.status === 409)!.body.message).toMatch(/^This would leave no active administrator: no active account would keep /);
      } else {
        // the embedded engine has one connection: the two run one after the other, and the second
        // is refused either by its lost ability (403) or by the guard (409)
        const statuses = (await demotions()).map((r) => r.status).sort();
        expect(statuses[0]).toBe(200);
        expect([403, 409]).toContain(statuses[1]);
      }
      expect(await administrators()).toBe(1);
    }
  }, 60_000);
});
