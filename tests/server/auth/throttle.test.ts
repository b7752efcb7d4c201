// Sign-in throttling: an attacker's failures slow the attacker (account + address, growing backoff),
// never lock the owner out from elsewhere; one address spraying many usernames runs out of budget;
// reset requests have budgets of their own; several server instances on one database share the counts.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MikroORM } from '@mikro-orm/postgresql';
import { startHarness, type Harness } from '../../support/server-harness.js';
import { ENGINE } from '../../support/test-db.js';
import { createApp } from '../../../server/app.js';
import { loadCheckedModel } from '../../../server/boot.js';
import { ormOptions } from '../../../server/db/orm.js';
import { PasswordReset } from '../../../server/db/system-entities.js';
import { requestFrom, signInFrom } from './from-address.js';
import { listenForTests } from '../../support/listen.js';

let h: Harness;
const PASSWORD = 'correct-horse-battery';
const LIMITS = { freeFailures: 5, backoffBaseMs: 30_000, backoffMaxMs: 15 * 60_000, perAddress: 12, windowMs: 60_000, resetPerAddress: 3, resetPerAccount: 2 };

beforeAll(async () => {
  h = await startHarness({ app: { authLimits: LIMITS } });
  for (const name of ['owner', 'backoff-target', 'burst-target', 'reset-target', 'shared-target']) await h.userWith([], name);
}, 120_000);
afterAll(() => h?.close());
afterEach(() => vi.useRealTimers());

const statusesOf = async (address: string, username: string, passwords: string[]) => {
  const statuses: number[] = [];
  for (const p of passwords) statuses.push((await signInFrom(address, h.url, username, p)).status);
  return statuses;
};
const guesses = (n: number, prefix = 'guess') => Array.from({ length: n }, (_, i) => `${prefix}-${i}`);

describe(`sign-in throttling (${ENGINE})`, () => {
  it("does not lock the owner out from another address, whatever an attacker's failures", async () => {
    const attacker = await statusesOf('127.0.0.2', 'owner', guesses(8));
    expect(attacker.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(attacker.slice(5)).toEqual([429, 429, 429]);
    // the owner, elsewhere: a typo is just a typo, and the right password gets in
    expect((await signInFrom('127.0.0.3', h.url, 'owner', 'typo')).status).toBe(401);
    const owner = await signInFrom('127.0.0.3', h.url, 'owner', PASSWORD);
    expect(owner.status).toBe(200);
    // the attacker still waits
    expect((await signInFrom('127.0.0.2', h.url, 'owner', PASSWORD)).status).toBe(429);
  }, 60_000);

  it('makes each further failure wait longer (exponential backoff)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2030-01-01T08:00:00Z'));
    expect(await statusesOf('127.0.0.4', 'backoff-target', guesses(5))).toEqual([401, 401, 401, 401, 401]);
    const waits: number[] = [];
    for (let round = 0; round < 3; round++) {
      const refused = await signInFrom('127.0.0.4', h.url, 'backoff-target', `early-${round}`);
      expect(refused.status).toBe(429);
      const wait = Number(refused.headers['retry-after']);
      waits.push(wait);
      // after the wait one more attempt goes through (and fails), and the next wait is longer
      vi.setSystemTime(Date.now() + wait * 1000 + 1000);
      expect((await signInFrom('127.0.0.4', h.url, 'backoff-target', `late-${round}`)).status).toBe(401);
    }
    expect(waits).toEqual([30, 60, 120]);
    // the right password after the wait gets in, and the pair starts afresh
    vi.setSystemTime(Date.now() + 240_000 + 1000);
    expect((await signInFrom('127.0.0.4', h.url, 'backoff-target', PASSWORD)).status).toBe(200);
    expect((await signInFrom('127.0.0.4', h.url, 'backoff-target', 'fresh-typo')).status).toBe(401);
  }, 60_000);

  it('lets a burst of parallel guesses through no faster than the free attempts', async () => {
    const burst = await Promise.all(guesses(12, 'burst').map((p) => signInFrom('127.0.0.5', h.url, 'burst-target', p)));
    const tried = burst.filter((r) => r.status === 401).length;
    expect(tried).toBeGreaterThanOrEqual(5);
    expect(tried).toBeLessThanOrEqual(6);
    expect(burst.filter((r) => r.status === 429).length).toBe(12 - tried);
  }, 60_000);

  it("stops one address spraying many usernames, and not the others' sign-ins", async () => {
    const spray = [];
    for (let i = 0; i < 13; i++) spray.push((await signInFrom('127.0.0.6', h.url, `sprayed-${i}`, 'Spring2026!')).status);
    expect(spray.slice(0, 12)).toEqual(Array(12).fill(401));
    expect(spray[12]).toBe(429);
    expect((await signInFrom('127.0.0.6', h.url, 'owner', PASSWORD)).status).toBe(429);
    expect((await signInFrom('127.0.0.7', h.url, 'owner', PASSWORD)).status).toBe(200);
  }, 60_000);
});

describe(`password reset requests (${ENGINE})`, () => {
  const requestReset = (address: string, username: string) => requestFrom(address, h.url + '/api/account/login/adminreset', 'POST', { username, password: 'x' });

  it('have a budget of their own per address, apart from sign-in', async () => {
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await requestReset('127.0.0.8', `nobody-${i}`)).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect((await requestReset('127.0.0.8', 'nobody-else')).body.message).toMatch(/Too many password reset requests/);
    // sign-in from that address is untouched by the resets …
    expect((await signInFrom('127.0.0.8', h.url, 'owner', PASSWORD)).status).toBe(200);
    // … and failed sign-ins do not use up the reset budget
    expect(await statusesOf('127.0.0.9', 'owner', guesses(6))).toEqual([401, 401, 401, 401, 401, 429]);
    expect((await requestReset('127.0.0.9', 'owner')).status).toBe(200);
  }, 60_000);

  it('send one account a limited number of e-mails, with the same answer every time', async () => {
    const em = h.db.orm.em.fork();
    const user = (await em.findOneOrFail('User', { username: 'reset-target' } as never)) as { id: number };
    const answers = [];
    for (const address of ['127.0.0.10', '127.0.0.11', '127.0.0.12']) answers.push((await requestReset(address, 'reset-target')).body);
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(await em.fork().count(PasswordReset, { userId: user.id })).toBe(LIMITS.resetPerAccount);
  }, 60_000);
});

describe(`two server instances on one database (${ENGINE})`, () => {
  it('share the sign-in counts', async () => {
    const { resources, overrides } = await loadCheckedModel();
    // on PostgreSQL a second ORM with its own connections; embedded PGlite lives in one process, so
    // the second instance shares its ORM (and nothing else)
    const orm = h.db.url ? await MikroORM.init(ormOptions({ resources, databaseUrl: h.db.url })) : h.db.orm;
    const second = await createApp({ orm, resources, overrides, authLimits: LIMITS });
    const { server, url: secondUrl } = await listenForTests(second.app);
    try {
      expect(await statusesOf('127.0.0.13', 'shared-target', guesses(5))).toEqual([401, 401, 401, 401, 401]);
      const elsewhere = await signInFrom('127.0.0.13', secondUrl, 'shared-target', PASSWORD);
      expect(elsewhere.status).toBe(429);
      expect(Number(elsewhere.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await new Promise((r) => server.close(r));
      await second.rules.stop();
      if (orm !== h.db.orm) await orm.close(true);
    }
  }, 60_000);
});
