// Two server instances on one PostgreSQL database, as two processes behind a load balancer: a
// session warm in instance B's cache is refused by B on the very next request after instance A
// signed it out, changed the password, deactivated the user or took abilities from the role.
// Needs a PostgreSQL server: PGlite is one process, with one cache (session-cache-instance.test.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../../support/server-harness.js';
import { ENGINE } from '../../support/test-db.js';
import { sessionCacheFor } from '../../../server/auth/session-changes.js';
import { PASSWORD, createStaff, idsOf, openSession, queryCounter, restEdit, startSecondInstance, waitForCache, type Instance } from './session-cache-support.js';

describe.runIf(ENGINE === 'postgresql')('session cache across two instances (postgresql)', () => {
  let a: Harness;
  let b: Instance;
  let admin: string;
  let queriesOnB: ReturnType<typeof queryCounter>;

  const meOnB = (cookie: string) => b.call('GET', '/api/account/me', undefined, cookie);

  /** A new session of the user, answered by B from its cache from the second request on. */
  async function warmOnB(username: string): Promise<string> {
    const cookie = await openSession(a, username);
    expect((await meOnB(cookie)).status).toBe(200);
    queriesOnB.reset();
    expect((await meOnB(cookie)).status).toBe(200);
    expect(queriesOnB.count).toBe(0);
    return cookie;
  }

  beforeAll(async () => {
    a = await startHarness();
    admin = await a.userWith(['AdminUserManagement', 'AdminManageUCUsers', 'AdminManageSettings'], 'two-admin');
    await createStaff(a, ['two-reader', 'two-signout', 'two-slow', 'two-password', 'two-inactive', 'two-role'], ['AdminManageSettings']);
    await createStaff(a, ['two-self'], ['AdminUserManagement', 'AdminManageUCUsers']);
    await waitForCache(a.db.orm);
    b = await startSecondInstance(a);
    queriesOnB = queryCounter(b.orm);
  }, 120_000);
  afterAll(async () => {
    queriesOnB?.stop();
    await b?.close();
    await a?.close();
  });

  it('B answers a warm session without any query, A and B each from their own cache', async () => {
    const cookie = await openSession(a, 'two-reader');
    queriesOnB.reset();
    expect((await meOnB(cookie)).status).toBe(200);
    expect(queriesOnB.sessionQueries).toBe(1);
    queriesOnB.reset();
    for (let i = 0; i < 5; i++) expect((await meOnB(cookie)).status).toBe(200);
    expect((await b.call('GET', '/api/rest/tags', undefined, cookie)).status).toBe(200);
    expect(queriesOnB.sessionQueries).toBe(0);
  });

  it('B refuses a session signed out on A', async () => {
    const cookie = await warmOnB('two-signout');
    expect((await a.call('POST', '/api/account/logout', {}, cookie)).status).toBe(204);
    expect((await meOnB(cookie)).status).toBe(401);
  });

  it('A answers a sign-out only once B has applied it, however late B hears of it', async () => {
    const cookie = await warmOnB('two-slow');
    // B reads its notices late, as a busy process would
    const runtime = sessionCacheFor(b.orm) as unknown as { heard: (payload: string, reply: (payload: string) => void) => void };
    const heard = runtime.heard;
    runtime.heard = (payload, reply) => void setTimeout(() => heard.call(runtime, payload, reply), 300);
    try {
      expect((await a.call('POST', '/api/account/logout', {}, cookie)).status).toBe(204);
      expect((await meOnB(cookie)).status).toBe(401);
    } finally {
      Reflect.deleteProperty(runtime, 'heard');
    }
  });

  it('B refuses the sessions of a user whose password was changed on A', async () => {
    const cookie = await warmOnB('two-password');
    await restEdit(a.call, 'users', (await idsOf(a, 'two-password')).userId, { password: 'another-password-2' }, admin);
    expect((await meOnB(cookie)).status).toBe(401);
  });

  it("B refuses a user's other sessions when the user changes their own password on A, and keeps the one that changed it", async () => {
    const elsewhere = await warmOnB('two-self');
    const here = await warmOnB('two-self');
    // one's own password changes on the profile, with the current one (the users screen refuses it)
    const changed = await a.call('POST', `/api/admin/membership/profile/${(await idsOf(a, 'two-self')).userId}/password`, { currentPassword: PASSWORD, newPassword: 'my-new-password-2' }, here);
    expect(changed.status).toBe(200);
    expect((await meOnB(elsewhere)).status).toBe(401);
    expect((await meOnB(here)).status).toBe(200);
  });

  it('B refuses the sessions of a user deactivated on A', async () => {
    const cookie = await warmOnB('two-inactive');
    await restEdit(a.call, 'users', (await idsOf(a, 'two-inactive')).userId, { isActive: false }, admin);
    expect((await meOnB(cookie)).status).toBe(401);
  });

  it("B applies abilities taken from the user's role on A to the next request", async () => {
    const cookie = await warmOnB('two-role');
    expect((await b.call('GET', '/api/rest/tags', undefined, cookie)).status).toBe(200);
    await restEdit(a.call, 'roles', (await idsOf(a, 'two-role')).roleId, { abilities: [] }, admin);
    expect((await b.call('GET', '/api/rest/tags', undefined, cookie)).status).toBe(403);
  });
});
