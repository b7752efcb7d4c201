// The people behind audit entries, by name ("Dana Whitfield"), for the audit trail and the histories:
// an entry keeps the login name of whoever made it (userName), which is not what people read. An
// account without a name, or one that is gone, reads as the login name the entry kept.
import type { EntityManager } from '@mikro-orm/postgresql';
import users from '../../resources/users.js';
import type { UserNameRow } from '../../resources/_rows.js';
import { SYSTEM_ACTOR } from './context.js';

/** The full names of the accounts with these ids (those that have one). */
export async function personNames(em: EntityManager, ids: Iterable<number | null | undefined>): Promise<Map<number, string>> {
  const wanted = [...new Set([...ids].filter((id): id is number => typeof id === 'number'))];
  if (!wanted.length) return new Map();
  const rows: UserNameRow[] = await em.find(users.entity, { id: { $in: wanted } }, { fields: ['id', 'firstName', 'lastName'] });
  return new Map(rows.flatMap((u) => {
    const name = [u.firstName, u.lastName].filter(Boolean).join(' ').trim();
    return name ? [[u.id, name] as const] : [];
  }));
}

interface Attributed {
  userId?: number | null;
  userName: string | null;
  impersonatorId?: number | null;
  impersonatorName?: string | null;
}

/** Each entry with personName (and impersonatorPersonName): the name people read for who made it; null for the system. */
export async function withPersonNames<T extends Attributed>(em: EntityManager, entries: readonly T[]): Promise<(T & { personName: string | null; impersonatorPersonName: string | null })[]> {
  const names = await personNames(em, entries.flatMap((e) => [e.userId, e.impersonatorId]));
  return entries.map((e) => ({
    ...e,
    personName: (e.userId != null ? names.get(e.userId) : undefined) ?? (e.userId == null && e.userName === SYSTEM_ACTOR.userName ? null : e.userName),
    impersonatorPersonName: (e.impersonatorId != null ? names.get(e.impersonatorId) : undefined) ?? e.impersonatorName ?? null,
  }));
}
