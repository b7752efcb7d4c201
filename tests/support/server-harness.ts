// Starts the real application on a test database and a free port, with helpers to sign in.
import { createApp, type AppOptions } from '../../server/app.js';
import { csrfTokenFor, CSRF_HEADER } from '../../server/http/security/csrf-token.js';
import { loadCheckedModel } from '../../server/boot.js';
import { hashPassword } from '../../server/auth/password.js';
import { runAs } from '../../server/audit/context.js';
import { listenForTests } from './listen.js';
import { createTestDb, type TestDb } from './test-db.js';
import { auditFaults, type AuditFaults } from './audit-faults.js';

export interface Harness {
  db: TestDb;
  url: string;
  routes: Awaited<ReturnType<typeof createApp>>['routes'];
  rules: Awaited<ReturnType<typeof createApp>>['rules'];
  /** the live admin hub of this instance */
  hub: Awaited<ReturnType<typeof createApp>>['hub'];
  /** the requests in flight and the start of a shutdown (docs/operations.md) */
  drain: Awaited<ReturnType<typeof createApp>>['drain'];
  /** makes the next audit write fail (`failNext()`), to prove a change rolls back with its entry */
  auditFaults: AuditFaults;
  /** fetch JSON against the server, with an optional session cookie */
  call: (method: string, path: string, body?: unknown, cookie?: string) => Promise<{ status: number; body: any; headers: Headers }>;
  signIn: (username: string, password: string, rememberMe?: boolean) => Promise<string>;
  /** creates a role with the abilities and a user with it; returns the user's session cookie */
  userWith: (abilities: string[], username?: string) => Promise<string>;
  close: () => Promise<void>;
}

let counter = 0;

/** `app`: extra createApp options (trusted proxies, limits, mail) for the tests that need them. */
export async function startHarness(opts: { ops?: boolean; app?: Partial<Omit<AppOptions, 'orm' | 'resources' | 'overrides'>> } = {}): Promise<Harness> {
  const { resources, overrides } = await loadCheckedModel();
  const faults = auditFaults();
  const db = await createTestDb(resources, { auditWrite: faults.write });
  const mountOps = opts.ops ? (await import('../../server/ops/console.js')).mountOpsConsole : undefined;
  const { app, routes, rules, hub, drain } = await createApp({
    orm: db.orm,
    resources,
    overrides,
    mountOps: mountOps ? (a) => mountOps(a, db.orm, resources) : undefined,
    authLimits: { freeFailures: 5, perAddress: 1000, windowMs: 60_000 },
    ...opts.app,
  });
  const { server, url } = await listenForTests(app);

  const call: Harness['call'] = async (method, path, body, cookie) => {
    const res = await fetch(url + path, {
      method,
      headers: {
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(cookie ? { cookie } : {}),
        // what the back office page sends with every write: the session's CSRF token
        ...(cookie && !['GET', 'HEAD'].includes(method.toUpperCase()) ? { [CSRF_HEADER]: csrfTokenFor(cookie.replace(/^.*?ag_sid=([^;]*).*$/, '$1')) } : {}),
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
      redirect: 'manual',
    });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      /* not JSON */
    }
    return { status: res.status, body: parsed, headers: res.headers };
  };

  const signIn: Harness['signIn'] = async (username, password, rememberMe = false) => {
    const res = await call('POST', '/api/account/login/admin', { username, password, rememberMe });
    if (res.status !== 200) throw new Error(`sign-in failed for ${username}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.headers.get('set-cookie')!.split(';')[0];
  };

  const userWith: Harness['userWith'] = async (abilities, username = `user${++counter}`) => {
    const em = db.orm.em.fork();
    await runAs({ userId: null, userName: 'test', via: 'system' }, async () => {
      const role = em.create('Role', { name: `role-${username}`, abilities });
      await em.flush();
      em.create('User', {
        username,
        email: `${username}@example.org`,
        firstName: 'Test',
        lastName: username,
        password: await hashPassword('correct-horse-battery'),
        roleId: (role as { id: number }).id,
        userKind: 'ucop',
        isActive: true,
      });
      await em.flush();
    });
    return signIn(username, 'correct-horse-battery');
  };

  return {
    db,
    url,
    routes,
    rules,
    hub,
    drain,
    auditFaults: faults,
    call,
    signIn,
    userWith,
    close: async () => {
      await hub.stop(); // ends the live streams, which would hold the server open
      await new Promise((r) => server.close(r));
      await rules.stop();
      await db.close();
    },
  };
}
