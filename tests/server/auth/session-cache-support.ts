// Helpers of the session cache tests: another app instance on the harness's database, counting the
// queries an ORM sends, and the users and roles the scenarios act on.
import type { MikroORM } from '@mikro-orm/postgresql';
import { createApp } from '../../../server/app.js';
import { loadCheckedModel } from '../../../server/boot.js';
import { openOrm } from '../../../server/db/orm.js';
import { CSRF_HEADER, csrfTokenFor } from '../../../server/http/security/csrf-token.js';
import { sessionCacheFor } from '../../../server/auth/session-changes.js';
import { SESSION_COOKIE, createSession } from '../../../server/auth/sessions.js';
import { hashPassword } from '../../../server/auth/password.js';
import { runAs } from '../../../server/audit/context.js';
import type { Harness } from '../../support/server-harness.js';
import { listenForTests } from '../../support/listen.js';

export type Call = Harness['call'];

/** A `call` like the harness's, against another address. */
export function callerOf(url: string): Call {
  return async (method, path, body, cookie) => {
    const res = await fetch(url + path, {
      method,
      headers: {
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(cookie ? { cookie } : {}),
        ...(cookie && !['GET', 'HEAD'].includes(method.toUpperCase()) ? { [CSRF_HEADER]: csrfTokenFor(cookie.replace(/^.*?ag_sid=([^;]*).*$/, '$1')) } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      redirect: 'manual',
    });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : undefined, headers: res.headers };
  };
}

export interface Instance {
  orm: MikroORM;
  call: Call;
  close: () => Promise<void>;
}

/**
 * A second server instance on the harness's database: its own ORM (connection pool, session cache
 * and listeners) on PostgreSQL, as a second process would have.
 */
export async function startSecondInstance(h: Harness): Promise<Instance> {
  if (!h.db.url) throw new Error('a second instance needs a PostgreSQL database');
  const { resources, overrides } = await loadCheckedModel();
  const orm = await openOrm({ resources, databaseUrl: h.db.url });
  const { app, rules } = await createApp({ orm, resources, overrides, authLimits: { freeFailures: 5, perAddress: 1000, windowMs: 60_000 } });
  const { server, url } = await listenForTests(app);
  await waitForCache(orm);
  return {
    orm,
    call: callerOf(url),
    close: async () => {
      await new Promise((r) => server.close(r));
      await rules.stop();
      await orm.close(true);
    },
  };
}

/** Resolves once the ORM's session listener is in place (the cache is off until then). */
export async function waitForCache(orm: MikroORM): Promise<void> {
  const { cache } = sessionCacheFor(orm);
  for (let i = 0; i < 400 && !cache.isEnabled; i++) await new Promise((r) => setTimeout(r, 25));
  if (!cache.isEnabled) throw new Error('the session cache did not start listening');
}

export { queryCounter } from '../../support/query-counter.js';

export const PASSWORD = 'correct-horse-battery';

/**
 * Staff members, each with a role of their own holding `abilities`, all with PASSWORD (hashed once:
 * an argon2 hash per user would make the set-up slow on a busy machine).
 */
export async function createStaff(h: Harness, usernames: string[], abilities: string[]): Promise<void> {
  const password = await hashPassword(PASSWORD);
  const em = h.db.orm.em.fork();
  await runAs({ userId: null, userName: 'test', via: 'system' }, async () => {
    const roles = usernames.map((username) => em.create('Role', { name: `role-${username}`, abilities } as never) as { id: number });
    await em.flush();
    usernames.forEach((username, i) =>
      em.create('User', { username, email: `${username}@example.org`, firstName: 'Test', lastName: username, password, roleId: roles[i].id, userKind: 'ucop', isActive: true }),
    );
    await em.flush();
  });
}

/** A session cookie of the user, as signing in would set it (without the sign-in's argon2 check). */
export async function openSession(h: Harness, username: string): Promise<string> {
  const em = h.db.orm.em.fork();
  const { id } = (await em.findOneOrFail('User', { username } as never)) as { id: number };
  return `${SESSION_COOKIE}=${(await createSession(em, id, false)).token}`;
}

/** The id of a user and of their role. */
export async function idsOf(h: Harness, username: string): Promise<{ userId: number; roleId: number }> {
  const u = (await h.db.orm.em.fork().findOneOrFail('User', { username } as never)) as { id: number; roleId: number };
  return { userId: u.id, roleId: u.roleId };
}

/** An edit as the back office's form sends it: the record as shown, with some values changed. */
export async function restEdit(call: Call, resource: 'users' | 'roles', id: number, changes: Record<string, unknown>, cookie: string): Promise<void> {
  const record = (await call('GET', `/api/rest/${resource}/${id}`, undefined, cookie)).body as Record<string, unknown>;
  const res = await call('PUT', `/api/rest/${resource}/${id}`, { ...record, ...changes }, cookie);
  if (res.status !== 200) throw new Error(`editing ${resource}/${id} answered ${res.status}: ${JSON.stringify(res.body)}`);
}
