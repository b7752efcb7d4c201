// An unknown username costs the same as a known one: every sign-in runs exactly one argon2
// verification (against a dummy hash when there is no account), so answer times tell nothing.
import argon2 from 'argon2';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startHarness, type Harness } from '../../support/server-harness.js';
import { ENGINE } from '../../support/test-db.js';
import { SIGN_IN_FAILED } from '../../../server/auth/routes.js';

let h: Harness;

beforeAll(async () => {
  h = await startHarness();
  await h.userWith([], 'known-user');
}, 60_000);
afterAll(() => h?.close());
afterEach(() => vi.restoreAllMocks());

describe(`sign-in cost (${ENGINE})`, () => {
  it('verifies a password with argon2 once whether or not the username exists', async () => {
    const verify = vi.spyOn(argon2, 'verify');
    const known = await h.call('POST', '/api/account/login/admin', { username: 'known-user', password: 'wrong-password' });
    expect(known.status).toBe(401);
    expect(verify).toHaveBeenCalledTimes(1);

    verify.mockClear();
    const unknown = await h.call('POST', '/api/account/login/admin', { username: 'nobody-by-this-name', password: 'wrong-password' });
    expect(unknown.status).toBe(401);
    expect(unknown.body.message).toBe(SIGN_IN_FAILED);
    expect(verify).toHaveBeenCalledTimes(1);
    // against a real argon2id hash, the same kind every account has
    expect(String(verify.mock.calls[0][0])).toMatch(/^\$argon2id\$/);
  });
});
