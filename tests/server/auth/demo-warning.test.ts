// The start-up warning when the server can be reached from other machines while a demo account still
// has its published password.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccountsUnchanged, demoPasswordWarning, listensBeyondLoopback } from '../../../server/auth/demo-warning.js';
import { hashPassword } from '../../../server/auth/password.js';
import { runAs } from '../../../server/audit/context.js';
import { loadCheckedModel } from '../../../server/boot.js';
import { createTestDb, ENGINE, type TestDb } from '../../support/test-db.js';

describe('listening beyond this machine', () => {
  it('is what every interface and any non-loopback address mean', () => {
    for (const host of [undefined, '', '0.0.0.0', '::', '192.168.1.20', '[::]', 'backoffice.example.org']) expect(listensBeyondLoopback(host)).toBe(true);
    for (const host of ['127.0.0.1', '127.0.0.2', 'localhost', '::1', '[::1]', '::ffff:127.0.0.1']) expect(listensBeyondLoopback(host)).toBe(false);
  });
});

describe('the demo password warning', () => {
  it('names the unchanged demo accounts when the server listens on 0.0.0.0', () => {
    const warning = demoPasswordWarning('0.0.0.0', ['admin', 'analyst']);
    expect(warning).toMatch(/^WARNING: /);
    expect(warning).toContain('admin, analyst');
    expect(warning).toContain('HOST=127.0.0.1');
    expect(demoPasswordWarning(undefined, ['admin'])).toMatch(/every network interface/);
  });

  it('stays quiet on loopback, or when the demo passwords were changed', () => {
    expect(demoPasswordWarning('127.0.0.1', ['admin'])).toBeNull();
    expect(demoPasswordWarning('0.0.0.0', [])).toBeNull();
  });
});

describe(`which demo accounts still have the published password (${ENGINE})`, () => {
  let db: TestDb;
  beforeAll(async () => {
    db = await createTestDb((await loadCheckedModel()).resources);
    await runAs({ userId: null, userName: 'test', via: 'system' }, async () => {
      const em = db.orm.em.fork();
      const base = { firstName: 'Demo', lastName: 'User', userKind: 'ucop', isActive: true };
      em.create('User', { ...base, username: 'admin', email: 'admin@example.org', password: await hashPassword('demo-admin') });
      em.create('User', { ...base, username: 'analyst', email: 'analyst@example.org', password: await hashPassword('changed-since-the-demo') });
      await em.flush();
    });
  }, 60_000);
  afterAll(() => db?.close());

  it('checks each against its stored hash', async () => {
    expect(await demoAccountsUnchanged(db.orm.em.fork())).toEqual(['admin']);
  });
});
