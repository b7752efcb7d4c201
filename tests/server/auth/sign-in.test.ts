// Sign-in, remember-me, throttling, sign-out and password reset against the real server.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../../support/server-harness.js';
import { RESET_SUCCESS, SIGN_IN_FAILED } from '../../../server/auth/routes.js';
import { PasswordReset } from '../../../server/db/system-entities.js';

let h: Harness;

beforeAll(async () => {
  h = await startHarness();
  await h.userWith(['AdminReview'], 'reviewer');
}, 60_000);
afterAll(() => h?.close());

describe('admin sign-in', () => {
  it('signs in, answers the abilities, and keeps the session server-side', async () => {
    const res = await h.call('POST', '/api/account/login/admin', { username: 'reviewer', password: 'correct-horse-battery', rememberMe: false });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ username: 'reviewer', abilities: ['AdminReview'] });
    const cookie = res.headers.get('set-cookie')!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Expires/i); // a browser-session cookie without remember-me
    const me = await h.call('GET', '/api/account/me', undefined, cookie.split(';')[0]);
    expect(me.body.user.username).toBe('reviewer');
  });

  it('makes the session last with remember-me', async () => {
    const res = await h.call('POST', '/api/account/login/admin', { username: 'reviewer', password: 'correct-horse-battery', rememberMe: true });
    const expires = /Expires=([^;]+)/i.exec(res.headers.get('set-cookie')!)![1];
    expect(new Date(expires).getTime() - Date.now()).toBeGreaterThan(29 * 24 * 3600_000);
  });

  it("shows the server's message on failure and validates the body", async () => {
    const wrong = await h.call('POST', '/api/account/login/admin', { username: 'reviewer', password: 'nope' });
    expect(wrong.status).toBe(401);
    expect(wrong.body.message).toBe(SIGN_IN_FAILED);
    const empty = await h.call('POST', '/api/account/login/admin', { username: '', password: '' });
    expect(empty.status).toBe(400);
    expect(Object.keys(empty.body.modelState).sort()).toEqual(['password', 'username']);
  });

  it('makes one account wait after five failures from one address, the right password too', async () => {
    await h.userWith([], 'target');
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await h.call('POST', '/api/account/login/admin', { username: 'target', password: 'guess' + i })).status);
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.slice(5)).toEqual([429, 429]);
    // from the same address even the right password waits out the backoff
    const right = await h.call('POST', '/api/account/login/admin', { username: 'target', password: 'correct-horse-battery' });
    expect(right.status).toBe(429);
    expect(right.body.message).toMatch(/Too many sign-in attempts/);
    expect(Number(right.headers.get('retry-after'))).toBeGreaterThan(0);
  }, 60_000);

  it('signs out: the session stops working', async () => {
    const cookie = await h.signIn('reviewer', 'correct-horse-battery');
    expect((await h.call('POST', '/api/account/logout', undefined, cookie)).status).toBe(204);
    expect((await h.call('GET', '/api/account/me', undefined, cookie)).status).toBe(401);
  });

  it('answers a reset request with the spec message whether or not the user exists, and resets by token', async () => {
    const known = await h.call('POST', '/api/account/login/adminreset', { username: 'reviewer', password: 'dummy', rememberMe: false });
    const unknown = await h.call('POST', '/api/account/login/adminreset', { username: 'nobody-here', password: 'dummy', rememberMe: false });
    expect(known.body).toEqual({ message: RESET_SUCCESS });
    expect(unknown.body).toEqual({ message: RESET_SUCCESS });
    expect(RESET_SUCCESS).toBe('Password reset email has been sent. Please follow the instructions to log in.');

    // the emailed token is only stored hashed; make a known one to complete the flow
    const { createHash } = await import('node:crypto');
    const token = 'known-token-for-the-test-0123456789';
    const em = h.db.orm.em.fork();
    const user = (await em.findOneOrFail('User', { username: 'reviewer' } as never)) as { id: number };
    await em.insert(PasswordReset, { id: createHash('sha256').update(token).digest('hex'), userId: user.id, createdAt: new Date(), expiresAt: new Date(Date.now() + 3600_000) });
    const session = await h.signIn('reviewer', 'correct-horse-battery');
    const done = await h.call('POST', '/api/account/password/reset', { token, password: 'a-brand-new-password' });
    expect(done.status).toBe(200);
    expect((await h.call('GET', '/api/account/me', undefined, session)).status).toBe(401); // old sessions end
    expect(await h.signIn('reviewer', 'a-brand-new-password')).toMatch(/^ag_sid=/);
    const again = await h.call('POST', '/api/account/password/reset', { token, password: 'another-new-password' });
    expect(again.status).toBe(400);
  });
});
