// Signed-in staff for the benchmarks: one role, N users and one session each, written straight to the
// database. Signing in over HTTP would spend an argon2 hash per user and meet the sign-in throttle,
// neither of which is what the benchmarks measure; the cookie is the same one a sign-in sets.
import type { MikroORM } from '@mikro-orm/postgresql';
import { hashPassword } from '../server/auth/password.js';
import { SESSION_COOKIE, createSession } from '../server/auth/sessions.js';

/** What staff browsing institutions, tags and lookups need. */
export const STAFF_ABILITIES = ['AdminViewInstitutions', 'AdminManageSettings'];

/** Creates `count` active users with `abilities` and returns one session cookie per user. */
export async function signedInStaff(orm: MikroORM, count: number, abilities = STAFF_ABILITIES): Promise<string[]> {
  const em = orm.em.fork();
  const roleName = `Bench staff ${Date.now()}`;
  await em.insertMany('Role', [{ name: roleName, abilities }]);
  const [role] = await em.find<{ id: number }>('Role', { name: roleName } as never);
  const password = await hashPassword('bench-password-1'); // one hash for all: nobody signs in with it
  const users = Array.from({ length: count }, (_, i) => {
    const n = String(i + 1).padStart(4, '0');
    return { username: `bench${n}-${role.id}`, email: `bench${n}-${role.id}@example.org`, firstName: 'Bench', lastName: `Staff ${n}`, password, roleId: role.id, userKind: 'ucop', isActive: true };
  });
  await em.insertMany('User', users);
  const ids = (await em.find<{ id: number }>('User', { roleId: role.id } as never, { orderBy: { id: 'asc' } as never })).map((u) => u.id);
  const cookies: string[] = [];
  for (const id of ids) {
    const { token } = await createSession(em, id, false, '127.0.0.1');
    cookies.push(`${SESSION_COOKIE}=${token}`);
  }
  return cookies;
}
