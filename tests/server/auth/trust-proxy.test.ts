// X-Forwarded-For decides the client's address only when the caller is a proxy TRUST_PROXY names;
// otherwise the address is the peer's, so rotating the header cannot escape the per-address budget.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../../support/server-harness.js';
import { ENGINE } from '../../support/test-db.js';
import { Session } from '../../../server/db/system-entities.js';
import { sessionDigest } from '../../../server/auth/sessions.js';
import { parseTrustProxy } from '../../../server/config.js';
import { signInFrom, type Answer } from './from-address.js';

const PASSWORD = 'correct-horse-battery';
let plain: Harness; // TRUST_PROXY unset
let proxied: Harness; // TRUST_PROXY=127.0.0.1

beforeAll(async () => {
  plain = await startHarness({ app: { authLimits: { perAddress: 6 } } });
  proxied = await startHarness({ app: { trustProxy: ['127.0.0.1'] } });
  for (const h of [plain, proxied]) await h.userWith([], 'proxied-user');
}, 120_000);
afterAll(async () => {
  await plain?.close();
  await proxied?.close();
});

/** The address the server recorded for the session the answer opened. */
async function recordedAddress(h: Harness, answer: Answer): Promise<string | null | undefined> {
  expect(answer.status).toBe(200);
  const token = /ag_sid=([^;]+)/.exec(String(answer.headers['set-cookie']))![1];
  return (await h.db.orm.em.fork().findOneOrFail(Session, { id: sessionDigest(token) })).ip;
}

describe(`X-Forwarded-For (${ENGINE})`, () => {
  it('is ignored without TRUST_PROXY, even from a loopback caller', async () => {
    const answer = await signInFrom('127.0.0.1', plain.url, 'proxied-user', PASSWORD, { 'x-forwarded-for': '203.0.113.7' });
    expect(await recordedAddress(plain, answer)).toMatch(/^(::ffff:)?127\.0\.0\.1$/);
  });

  it('cannot be rotated to escape the per-address budget without TRUST_PROXY', async () => {
    const statuses = [];
    for (let i = 0; i < 7; i++) statuses.push((await signInFrom('127.0.0.20', plain.url, `rotating-${i}`, 'guess', { 'x-forwarded-for': `198.51.100.${i}` })).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 401, 429]);
  }, 60_000);

  it('is believed from the proxies TRUST_PROXY names, and only from them', async () => {
    const viaProxy = await signInFrom('127.0.0.1', proxied.url, 'proxied-user', PASSWORD, { 'x-forwarded-for': '203.0.113.7' });
    expect(await recordedAddress(proxied, viaProxy)).toBe('203.0.113.7');
    const notAProxy = await signInFrom('127.0.0.21', proxied.url, 'proxied-user', PASSWORD, { 'x-forwarded-for': '203.0.113.8' });
    expect(await recordedAddress(proxied, notAProxy)).toMatch(/^(::ffff:)?127\.0\.0\.21$/);
  });
});

describe('TRUST_PROXY setting', () => {
  it('takes a list of addresses and CIDRs, and refuses hop counts and "true"', () => {
    expect(parseTrustProxy(undefined)).toEqual([]);
    expect(parseTrustProxy(' 10.0.0.5, 10.1.0.0/16 ,::1')).toEqual(['10.0.0.5', '10.1.0.0/16', '::1']);
    expect(() => parseTrustProxy('true')).toThrow(/TRUST_PROXY/);
    expect(() => parseTrustProxy('1')).toThrow(/TRUST_PROXY/);
    expect(() => parseTrustProxy('not-an-address')).toThrow(/TRUST_PROXY/);
  });
});
