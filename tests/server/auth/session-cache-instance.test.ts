// The session cache in one running instance (PGlite and PostgreSQL): a warm request sends no query
// at all, and every change that ends or changes a session takes effect on the very next request;
// a rolled-back change tells nobody anything; expiry and the time to live still hold.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startHarness, type Harness } from '../../support/server-harness.js';
import { ENGINE } from '../../support/test-db.js';
import { sessionCacheFor, notifySessionChange, SESSION_CHANNEL } from '../../../server/auth/session-changes.js';
import { listenForNotifications, type Listener } from '../../../server/db/notifications.js';
import { Session } from '../../../server/db/system-entities.js';
import { sessionDigest } from '../../../server/auth/sessions.js';
import { runAs } from '../../../server/audit/context.js';
import { createStaff, idsOf, openSession, queryCounter, restEdit, waitForCache } from './session-cache-support.js';

let h: Harness;
let admin: string;
let queries: ReturnType<typeof queryCounter>;
/** every notice on the session channel, as a separate listener hears it */
const notices: string[] = [];
let spy: Listener;

const me = (cookie: string) => h.call('GET', '/api/account/me', undefined, cookie);
const tokenOf = (cookie: string) => cookie.slice(cookie.indexOf('=') + 1);

/** Signs in and makes the session warm: after this, it is answered from the cache. */
async function warmSession(username: string): Promise<string> {
  const cookie = await openSession(h, username);
  expect((await me(cookie)).status).toBe(200);
  queries.reset();
  expect((await me(cookie)).status).toBe(200);
  expect(queries.count).toBe(0);
  return cookie;
}

beforeAll(async () => {
  h = await startHarness();
  admin = await h.userWith(['AdminUserManagement', 'AdminManageUCUsers', 'AdminManageSettings'], 'cache-admin');
  await createStaff(h, ['cache-reader', 'cache-signout', 'cache-password', 'cache-inactive', 'cache-role', 'cache-moved', 'cache-deleted', 'cache-rollback', 'cache-expiry', 'cache-renamed', 'cache-nested'], ['AdminManageSettings']);
  await waitForCache(h.db.orm);
  spy = await listenForNotifications(h.db.orm, SESSION_CHANNEL, (payload) => notices.push(payload));
  queries = queryCounter(h.db.orm);
}, 120_000);
afterAll(async () => {
  queries?.stop();
  await spy?.stop();
  await h?.close();
});

describe(`session cache in one instance (${ENGINE})`, () => {
  it('looks a session up once; warm requests send no query at all', async () => {
    const cookie = await openSession(h, 'cache-reader');
    queries.reset();
    expect((await me(cookie)).status).toBe(200);
    expect(queries.sessionQueries).toBe(1);
    queries.reset();
    for (let i = 0; i < 5; i++) expect((await me(cookie)).body.user.username).toBe('cache-reader');
    expect(queries.count).toBe(0);
    // a list sends its own query, and only that
    expect((await h.call('GET', '/api/rest/tags', undefined, cookie)).status).toBe(200);
    expect(queries.sessionQueries).toBe(0);
    expect(queries.count).toBeGreaterThan(0);
  });

  it('refuses a signed-out session on the next request', async () => {
    const cookie = await warmSession('cache-signout');
    expect((await h.call('POST', '/api/account/logout', {}, cookie)).status).toBe(204);
    expect((await me(cookie)).status).toBe(401);
  });

  it("refuses the user's sessions once an administrator changes the password", async () => {
    const cookie = await warmSession('cache-password');
    await restEdit(h.call, 'users', (await idsOf(h, 'cache-password')).userId, { password: 'another-password-1' }, admin);
    expect((await me(cookie)).status).toBe(401);
  });

  it('refuses the sessions of a deactivated user, and of a deleted one', async () => {
    const inactive = await warmSession('cache-inactive');
    await restEdit(h.call, 'users', (await idsOf(h, 'cache-inactive')).userId, { isActive: false }, admin);
    expect((await me(inactive)).status).toBe(401);

    const deleted = await warmSession('cache-deleted');
    expect((await h.call('DELETE', `/api/rest/users/${(await idsOf(h, 'cache-deleted')).userId}`, undefined, admin)).status).toBe(200);
    expect((await me(deleted)).status).toBe(401);
  });

  it("applies a change of the role's abilities, or of the user's role, on the next request", async () => {
    const cookie = await warmSession('cache-role');
    expect((await h.call('GET', '/api/rest/tags', undefined, cookie)).status).toBe(200);
    await restEdit(h.call, 'roles', (await idsOf(h, 'cache-role')).roleId, { abilities: [] }, admin);
    expect((await h.call('GET', '/api/rest/tags', undefined, cookie)).status).toBe(403);
    expect((await me(cookie)).body.user.abilities).toEqual([]);

    const moved = await warmSession('cache-moved');
    const emptyRole = (await idsOf(h, 'cache-role')).roleId;
    await restEdit(h.call, 'users', (await idsOf(h, 'cache-moved')).userId, { roleId: emptyRole }, admin);
    expect((await h.call('GET', '/api/rest/tags', undefined, moved)).status).toBe(403);
    expect((await me(moved)).body.user.roleId).toBe(emptyRole);
  });

  it('shows a changed name at once, without ending the session', async () => {
    const cookie = await warmSession('cache-renamed');
    await restEdit(h.call, 'users', (await idsOf(h, 'cache-renamed')).userId, { firstName: 'Renamed' }, admin);
    const res = await me(cookie);
    expect(res.status).toBe(200);
    expect(res.body.user.firstName).toBe('Renamed');
  });

  it('drops its own entries when the transaction commits, also for a change made in a nested one', async () => {
    const runtime = sessionCacheFor(h.db.orm);
    const settle = vi.spyOn(runtime, 'settle');
    try {
      const cookie = await warmSession('cache-nested');
      const { userId } = await idsOf(h, 'cache-nested');
      await runAs({ userId: null, userName: 'test', via: 'system' }, () =>
        h.db.orm.em.fork().transactional((outer) =>
          outer.transactional(async (inner) => {
            const user = (await inner.findOneOrFail('User', { id: userId } as never)) as { firstName: string };
            user.firstName = 'Nested';
            await inner.flush();
          }),
        ),
      );
      expect(settle).toHaveBeenCalledWith([expect.objectContaining({ change: { kind: 'user', userId } })]);
      expect((await me(cookie)).body.user.firstName).toBe('Nested');
    } finally {
      settle.mockRestore();
    }
  });

  it('sends nothing for a change that rolled back, and keeps answering from the cache', async () => {
    const cookie = await warmSession('cache-rollback');
    const { roleId } = await idsOf(h, 'cache-rollback');
    const em = h.db.orm.em.fork();
    await expect(
      em.transactional(async (tx) => {
        const role = (await tx.findOneOrFail('Role', { id: roleId } as never)) as { abilities: string[] };
        role.abilities = [];
        await tx.flush();
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    // a committed notice after it: once the listener heard this one, it would have heard the other
    const before = notices.length;
    await h.db.orm.em.fork().transactional((tx) => notifySessionChange(tx, { kind: 'session', sessionId: 'f'.repeat(64) }));
    await expect.poll(() => notices.slice(before).some((n) => n.endsWith(`session:${'f'.repeat(64)}`)), { timeout: 5000, interval: 10 }).toBe(true);
    expect(notices.slice(before).filter((n) => n.includes(`role:${roleId}`))).toEqual([]);
    expect(notices.slice(before)).toHaveLength(1);

    queries.reset();
    expect((await h.call('GET', '/api/rest/tags', undefined, cookie)).status).toBe(200);
    expect(queries.sessionQueries).toBe(0);
  });

  it('asks the database again after the time to live, and never answers past the session expiry', async () => {
    const { cache } = sessionCacheFor(h.db.orm);
    const cookie = await warmSession('cache-expiry');
    try {
      cache.now = () => Date.now() + cache.limits.ttlMs;
      queries.reset();
      expect((await me(cookie)).status).toBe(200);
      expect(queries.sessionQueries).toBe(1);

      // the session reaches its end: the database's clock says so, and the cache's clock is past the
      // expiry it stored (12 hours after sign-in)
      await h.db.orm.em.fork().nativeUpdate(Session, { id: sessionDigest(tokenOf(cookie)) }, { expiresAt: new Date(Date.now() - 1000) });
      cache.now = () => Date.now() + 13 * 3600_000;
      queries.reset();
      expect((await me(cookie)).status).toBe(401);
      expect(queries.sessionQueries).toBe(1);
    } finally {
      cache.now = Date.now;
    }
  });
});
