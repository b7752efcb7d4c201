// The caches screen's calls: the named caches with what they hold, and a clear that reaches every
// instance (on PostgreSQL a second instance hears it); operators only; an unknown name is a 404.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MikroORM } from '@mikro-orm/postgresql';
import { startHarness, type Harness } from '../../support/server-harness.js';
import { ENGINE } from '../../support/test-db.js';
import { cacheRegistryFor } from '../../../server/cache/registry.js';
import { sessionCacheFor } from '../../../server/auth/session-changes.js';
import { startSecondInstance, waitForCache, type Instance } from '../auth/session-cache-support.js';

let h: Harness;
let operator: string;
let reviewer: string;

/**
 * Resolves when the ORM's instance next clears the cache `name` (the clear comes by notification,
 * after the call has answered). Ask before the call that clears it.
 */
function nextClear(orm: MikroORM, name: string): Promise<void> {
  const cache = cacheRegistryFor(orm).get(name)!;
  const clear = cache.clear;
  return new Promise((resolve) => {
    cache.clear = async () => {
      cache.clear = clear;
      await clear.call(cache);
      resolve();
    };
  });
}

beforeAll(async () => {
  h = await startHarness();
  operator = await h.userWith(['AdminOperatorConsole'], 'cache-operator');
  reviewer = await h.userWith(['AdminReview'], 'cache-reviewer');
  await waitForCache(h.db.orm);
}, 120_000);
afterAll(() => h?.close());

describe(`caches (${ENGINE})`, () => {
  it('lists the named caches with what this instance holds', async () => {
    const list = await h.call('GET', '/api/admin/cache/list', undefined, operator);
    expect(list.status).toBe(200);
    expect(list.body.map((c: { name: string }) => c.name)).toEqual(['lookups', 'rule-engines', 'search-index', 'sessions']);
    for (const c of list.body) {
      expect(c.title).toEqual(expect.any(String));
      expect(c.description).toEqual(expect.any(String));
    }
    // the operator's own session is cached by now
    expect(list.body.find((c: { name: string }) => c.name === 'sessions').entries).toBeGreaterThan(0);
  });

  it('clears the session cache without signing anyone out', async () => {
    const { cache } = sessionCacheFor(h.db.orm);
    expect((await h.call('GET', '/api/account/me', undefined, reviewer)).status).toBe(200);
    expect(cache.size).toBeGreaterThan(0);
    const heard = nextClear(h.db.orm, 'sessions');
    const cleared = await h.call('POST', '/api/admin/cache/clear/sessions', {}, operator);
    expect(cleared.status).toBe(200);
    expect(cleared.body).toEqual({ name: 'sessions', message: 'Signed-in sessions cleared on every server.' });
    await heard;
    expect(cache.size).toBe(0);
    expect((await h.call('GET', '/api/account/me', undefined, reviewer)).status).toBe(200);
  });

  it('compiles the rule engines again when they are cleared', async () => {
    const names = h.rules.names();
    expect(names.length).toBeGreaterThan(0);
    const before = names.map((name) => h.rules.get(name).compiled);
    const heard = nextClear(h.db.orm, 'rule-engines');
    expect((await h.call('POST', '/api/admin/cache/clear/rule-engines', {}, operator)).status).toBe(200);
    await heard;
    names.forEach((name, i) => expect(h.rules.get(name).compiled, name).not.toBe(before[i]));
  });

  it('refuses an unknown cache, anonymous callers and callers without the operator ability', async () => {
    const unknown = await h.call('POST', '/api/admin/cache/clear/everything', {}, operator);
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('There is no cache named "everything".');
    for (const [method, path] of [
      ['GET', '/api/admin/cache/list'],
      ['POST', '/api/admin/cache/clear/lookups'],
    ]) {
      expect((await h.call(method, path, method === 'POST' ? {} : undefined)).status).toBe(401);
      expect((await h.call(method, path, method === 'POST' ? {} : undefined, reviewer)).status).toBe(403);
    }
  });
});

describe.runIf(ENGINE === 'postgresql')('caches across two instances (postgresql)', () => {
  let b: Instance;
  beforeAll(async () => {
    b = await startSecondInstance(h);
  }, 120_000);
  afterAll(() => b?.close());

  it('a clear taken by one instance clears the cache on the other', async () => {
    const heard = nextClear(b.orm, 'lookups');
    expect((await h.call('POST', '/api/admin/cache/clear/lookups', {}, operator)).status).toBe(200);
    await heard;
  });
});
