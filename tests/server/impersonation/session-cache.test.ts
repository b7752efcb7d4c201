// A cached session acting as someone is dropped by a change to either account or either role: the
// real user's (deactivated, role lost AdminImpersonate) as much as the impersonated user's.
import { describe, expect, it } from 'vitest';
import { SessionCache } from '../../../server/auth/session-cache.js';
import { actingAs } from '../../../server/impersonation/rules.js';

const real = { id: 1, username: 'admin', firstName: 'A', lastName: 'B', email: '', roleId: 10, roleName: 'Administrator', abilities: ['AdminImpersonate', 'AdminReview'] };
const analyst = { id: 2, username: 'analyst', firstName: 'C', lastName: 'D', email: '', roleId: 20, roleName: 'Analyst', abilities: ['AdminReview'] };
const session = 'a'.repeat(64);

function cached(): SessionCache {
  const cache = new SessionCache();
  cache.enable();
  cache.store(session, actingAs(real, analyst), new Date(Date.now() + 60_000), cache.beginLookup());
  return cache;
}

describe('session cache while impersonating', () => {
  it('keeps the acting user with the real user beside it, as a copy', () => {
    const cache = cached();
    const user = cache.lookup(session)!;
    expect(user).toMatchObject({ id: 2, abilities: ['AdminReview'], impersonator: { id: 1, roleId: 10 } });
    user.impersonator!.abilities.push('tampered');
    expect(cache.lookup(session)!.impersonator!.abilities).toEqual(['AdminImpersonate', 'AdminReview']);
  });

  it.each([
    ['the real user', { kind: 'user', userId: 1 }],
    ['the impersonated user', { kind: 'user', userId: 2 }],
    ["the real user's role", { kind: 'role', roleId: 10 }],
    ["the impersonated user's role", { kind: 'role', roleId: 20 }],
  ] as const)('drops it on a change to %s', (_what, change) => {
    const cache = cached();
    cache.apply(change);
    expect(cache.lookup(session)).toBeUndefined();
  });

  it('keeps it on a change to someone else', () => {
    const cache = cached();
    cache.apply({ kind: 'user', userId: 3 });
    cache.apply({ kind: 'role', roleId: 30 });
    expect(cache.lookup(session)?.id).toBe(2);
  });
});
