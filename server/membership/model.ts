// What the membership calls share: the resources they read and write (entity names from the model),
// the row shapes they rely on, the account loader and the UC office rule (spec 2 §6).
import type { EntityManager } from '@mikro-orm/postgresql';
import institutions from '../../resources/institutions.js';
import roles from '../../resources/roles.js';
import userInstitutions from '../../resources/user-institutions.js';
import users from '../../resources/users.js';
import { MANAGE_UC_USERS, UC_OFFICE, UC_USERS_MESSAGE } from '../../resources/_user-rules.js';
import { HttpError, notFound } from '../http/errors.js';
import type { SessionUser } from '../auth/session-user.js';
import { notHeld } from '../../resources/_role-rules.js';
import type { RowOf } from '../../core/model/row-type.js';

export const E = { users: users.entity, roles: roles.entity, institutions: institutions.entity, userInstitutions: userInstitutions.entity } as const;

export const MEMBERSHIP_ABILITY = 'AdminUserManagement';
export const SOURCE = 'server/membership';
/** Spec 2 §9: a user's institutions, up to 1000. */
export const MAX_USER_INSTITUTIONS = 1000;
export const USER_PATH = '/api/admin/membership/user';

export type UserRow = RowOf<typeof users>;
export type MembershipRow = RowOf<typeof userInstitutions>;
export type RoleRow = Pick<RowOf<typeof roles>, 'id' | 'name' | 'abilities' | 'institutionRank'>;

export async function loadUser(em: EntityManager, id: number): Promise<UserRow> {
  const user = await em.findOne<UserRow>(E.users, { id });
  if (!user) throw notFound('There is no such user.');
  return user;
}

/** UC office accounts are changed only by staff holding AdminManageUCUsers (spec 2 §6, §8). */
export function assertMayChange(actor: SessionUser, target: UserRow): void {
  if (target.userKind === UC_OFFICE && !actor.abilities.includes(MANAGE_UC_USERS)) throw new HttpError(403, UC_USERS_MESSAGE);
}

/** Loads the account a call changes and applies the UC office rule. */
export async function loadChangeableUser(em: EntityManager, actor: SessionUser, id: number): Promise<UserRow> {
  const user = await loadUser(em, id);
  assertMayChange(actor, user);
  return user;
}

export const fullName = (u: Pick<UserRow, 'firstName' | 'lastName' | 'username'>) => `${u.firstName ?? ''} ${u.lastName ?? ''}`.trim() || u.username;

/**
 * Links that let someone into an account (verification, password) are handed out only for accounts
 * the caller may change and whose role holds no ability the caller lacks: a support link must never
 * open an account above one's own (resources/_user-rules.ts keeps the same rule).
 */
export async function assertNotAbove(em: EntityManager, actor: SessionUser, target: UserRow): Promise<void> {
  assertMayChange(actor, target);
  if (target.roleId == null || target.id === actor.id) return;
  const role = await em.findOne<RoleRow>(E.roles, { id: target.roleId }, { disableIdentityMap: true });
  const above = notHeld(actor, role?.abilities ?? []);
  if (above.length) throw new HttpError(403, `You cannot act for an account whose role has abilities you do not hold: ${above.join(', ')}.`);
}
