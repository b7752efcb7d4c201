// The session cache on its own (server/auth/session-cache.ts): what it answers, for how long, how
// much it keeps, and that an answer read before a change cannot be stored after it. The clock is
// the cache's own, moved by the test: no test waits or measures time.
import { describe, expect, it } from 'vitest';
import { SessionCache } from '../../../server/auth/session-cache.js';
import { decodeNotice, encodeNotice } from '../../../server/auth/session-changes.js';
import type { SessionUser } from '../../../server/auth/session-user.js';

const HOUR = 3600_000;
const user = (id: number, roleId: number | null = 1): SessionUser => ({ id, username: `u${id}`, firstName: 'A', lastName: 'B', email: 'a@example.org', roleId, roleName: 'r', abilities: ['AdminReview'] });
const sid = (n: number) => n.toString(16).padStart(64, '0');

function cacheAt(start = 1_000_000, limits = { maxEntries: 100, ttlMs: 30_000 }) {
  const cache = new SessionCache(limits);
  let now = start;
  cache.now = () => now;
  cache.enable();
  return { cache, advance: (ms: number) => (now += ms), expires: (ms: number) => new Date(now + ms) };
}

describe('session cache', () => {
  it('answers a stored session until its time to live ends, then asks again', () => {
    const { cache, advance, expires } = cacheAt();
    expect(cache.lookup(sid(1))).toBeUndefined();
    expect(cache.store(sid(1), user(1), expires(12 * HOUR), cache.beginLookup())).toBe(true);
    expect(cache.lookup(sid(1))).toEqual(user(1));
    advance(29_999);
    expect(cache.lookup(sid(1))).toEqual(user(1));
    advance(1);
    expect(cache.lookup(sid(1))).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('never answers for a session past its own expiry, however fresh the entry', () => {
    const { cache, advance, expires } = cacheAt();
    cache.store(sid(1), user(1), expires(5_000), cache.beginLookup());
    advance(4_999);
    expect(cache.lookup(sid(1))).toBeDefined();
    advance(1);
    expect(cache.lookup(sid(1))).toBeUndefined();
    // an already expired session is not stored at all
    expect(cache.store(sid(2), user(2), expires(0), cache.beginLookup())).toBe(false);
  });

  it('keeps at most maxEntries, dropping the least recently used', () => {
    const { cache, expires } = cacheAt(0, { maxEntries: 3, ttlMs: 30_000 });
    for (const n of [1, 2, 3]) cache.store(sid(n), user(n), expires(HOUR), cache.beginLookup());
    cache.lookup(sid(1)); // 2 is now the least recently used
    cache.store(sid(4), user(4), expires(HOUR), cache.beginLookup());
    expect(cache.size).toBe(3);
    expect(cache.lookup(sid(2))).toBeUndefined();
    for (const n of [1, 3, 4]) expect(cache.lookup(sid(n))?.id).toBe(n);
  });

  it('does not store an answer read before a change that was heard while it was on its way', () => {
    const { cache, expires } = cacheAt();
    const begunAt = cache.beginLookup();
    cache.apply({ kind: 'user', userId: 99 });
    expect(cache.store(sid(1), user(1), expires(HOUR), begunAt)).toBe(false);
    expect(cache.lookup(sid(1))).toBeUndefined();
  });

  it('drops the sessions a change concerns: one session, a user, a role, or all', () => {
    const { cache, expires } = cacheAt();
    const put = (n: number, userId: number, roleId: number | null) => cache.store(sid(n), user(userId, roleId), expires(HOUR), cache.beginLookup());
    put(1, 10, 1);
    put(2, 10, 1);
    put(3, 11, 2);
    put(4, 12, 2);
    put(5, 13, null);
    cache.apply({ kind: 'session', sessionId: sid(1) });
    expect([1, 2, 3, 4, 5].map((n) => cache.lookup(sid(n)) !== undefined)).toEqual([false, true, true, true, true]);
    cache.apply({ kind: 'user', userId: 10 });
    expect([2, 3, 4, 5].map((n) => cache.lookup(sid(n)) !== undefined)).toEqual([false, true, true, true]);
    cache.apply({ kind: 'role', roleId: 2 });
    expect([3, 4, 5].map((n) => cache.lookup(sid(n)) !== undefined)).toEqual([false, false, true]);
    cache.apply({ kind: 'all' });
    expect(cache.size).toBe(0);
  });

  it('answers nothing and keeps nothing while disabled, and starts empty when enabled again', () => {
    const { cache, expires } = cacheAt();
    cache.store(sid(1), user(1), expires(HOUR), cache.beginLookup());
    const begunBefore = cache.beginLookup();
    cache.disable();
    expect(cache.isEnabled).toBe(false);
    expect(cache.lookup(sid(1))).toBeUndefined();
    expect(cache.store(sid(2), user(2), expires(HOUR), cache.beginLookup())).toBe(false);
    // a lookup that began before (or while) the listener was away cannot fill the new cache
    const begunWhileOff = cache.beginLookup();
    cache.enable();
    expect(cache.size).toBe(0);
    expect(cache.store(sid(1), user(1), expires(HOUR), begunBefore)).toBe(false);
    expect(cache.store(sid(2), user(2), expires(HOUR), begunWhileOff)).toBe(false);
    expect(cache.store(sid(3), user(3), expires(HOUR), cache.beginLookup())).toBe(true);
  });

  it('hands every request its own copy of the user', () => {
    const { cache, expires } = cacheAt();
    cache.store(sid(1), user(1), expires(HOUR), cache.beginLookup());
    const first = cache.lookup(sid(1))!;
    first.abilities.push('AdminOperatorConsole');
    first.username = 'changed';
    expect(cache.lookup(sid(1))).toEqual(user(1));
  });
});

describe('session change notices', () => {
  it('read back what was sent: changes and answers', () => {
    for (const change of [{ kind: 'session', sessionId: sid(7) }, { kind: 'user', userId: 12 }, { kind: 'role', roleId: 3 }, { kind: 'all' }] as const)
      expect(decodeNotice(encodeNotice({ noticeId: 'ab12.1', change }))).toEqual({ noticeId: 'ab12.1', change });
    expect(decodeNotice(encodeNotice({ noticeId: 'ab12.1', appliedBy: 'cd34' }))).toEqual({ noticeId: 'ab12.1', appliedBy: 'cd34' });
  });

  it('read anything unexpected as "everything changed"', () => {
    for (const payload of ['', 'x', 'all', 'p.1 user:', 'p.1 user:abc', 'p.1 role:1.5', 'p.1 session:nothex', 'p.1 session:' + 'A'.repeat(64), 'p.1 somethingelse:1', 'p.1 ack:', 'p.1 ack:not-hex'])
      expect(decodeNotice(payload)).toEqual({ noticeId: expect.any(String), change: { kind: 'all' } });
  });
});
