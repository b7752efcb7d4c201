// The shell's current-user calls (spec 1 §7 "Shell and impersonation": currentuser,
// currentuser/detail). The first answers the signed-in account as the session knows it, with its
// abilities (spec 1 §6 "Abilities are delivered with the page at load"); the detail adds the
// account's stored profile. Registered with the queue calls because the header's review statistics
// are read beside them.
import type { EntityManager } from '@mikro-orm/postgresql';
import type { SessionUser } from '../../auth/session-user.js';
import { notFound } from '../../http/errors.js';
import { E } from './model.js';

export function currentUser(user: SessionUser) {
  return {
    userId: user.id,
    username: user.username,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    roleId: user.roleId,
    roleName: user.roleName,
    abilities: user.abilities,
  };
}

interface StoredUser {
  userKind: string;
  positionId: number | null;
  phone: string | null;
  phoneExtension: string | null;
  isInternationalPhone: boolean | null;
  lastLoginAt: Date | null;
}

export async function currentUserDetail(em: EntityManager, user: SessionUser) {
  const stored = await em.findOne<StoredUser & { id: number }>(E.user, { id: user.id });
  if (!stored) throw notFound('Your account was not found.');
  return {
    ...currentUser(user),
    userKind: stored.userKind,
    positionId: stored.positionId ?? null,
    phone: stored.phone ?? null,
    phoneExtension: stored.phoneExtension ?? null,
    isInternationalPhone: stored.isInternationalPhone === true,
    lastLoginAt: stored.lastLoginAt ?? null,
  };
}
