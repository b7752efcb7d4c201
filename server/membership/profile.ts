// /profile/{userId} (spec 2 §2 "Profile"): the signed-in user's own name, e-mail, phone and position,
// and a password change that needs the current password. Only one's own profile: another user's id
// is 403 whatever the caller's abilities (administrators change other accounts on the users screen,
// which keeps the UC office rule; only the owner knows the current password). A new position may
// raise the role (spec 2 §4, ./position-role.ts). docs/membership.md "Profile".
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Request } from 'express';
import { z } from 'zod';
import positions from '../../resources/positions.js';
import { INSTITUTION_TYPES } from '../../resources/_enums.js';
import type { SessionUser } from '../auth/session-user.js';
import { hashPassword, verifyPassword } from '../auth/password.js';
import { endUserSessions, sessionDigest } from '../auth/sessions.js';
import { sessionToken } from '../auth/middleware.js';
import { badRequest, HttpError } from '../http/errors.js';
import { optionalFlag, optionalId, parseSpecBody, requiredText, text } from '../courses/params.js';
import { E, loadUser, type UserRow } from './model.js';
import { loadRole } from './role-ladder.js';
import { roleForPosition } from './position-role.js';
import type { ProfileJson } from '../../core/contract/membership.js';

export const PROFILE_PATH = '/api/admin/membership/profile';
export const OWN_PROFILE_ONLY = 'You can only open your own profile.';
export const WRONG_CURRENT_PASSWORD = 'The current password is not correct.';
export const PASSWORD_CHANGED = 'Your password has been changed.';
export const PROFILE_SAVED = 'Your profile has been saved.';

function assertOwn(actor: SessionUser, userId: number): void {
  if (actor.id !== userId) throw new HttpError(403, OWN_PROFILE_ONLY);
}

async function profileJson(em: EntityManager, user: UserRow): Promise<ProfileJson> {
  const role = await loadRole(em, user.roleId);
  const rows = await em.find<{ id: number; name: string; institutionType: number }>(positions.entity, {} as never, { fields: ['id', 'name', 'institutionType'] as never, disableIdentityMap: true });
  const typeName = (t: number) => INSTITUTION_TYPES.find((x) => x.id === t)?.name ?? String(t);
  const list = rows.map((p) => ({ id: p.id, name: p.name, institutionType: typeName(p.institutionType) })).sort((a, b) => a.institutionType.localeCompare(b.institutionType) || a.name.localeCompare(b.name));
  return {
    userId: user.id,
    username: user.username,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    phone: user.phone ?? null,
    phoneExtension: user.phoneExtension ?? null,
    isInternationalPhone: Boolean(user.isInternationalPhone),
    positionId: user.positionId ?? null,
    roleId: user.roleId ?? null,
    roleName: role?.name ?? null,
    positions: list,
  };
}

/** GET /profile/{userId} */
export async function readProfile(em: EntityManager, actor: SessionUser, userId: number): Promise<ProfileJson> {
  assertOwn(actor, userId);
  return profileJson(em, await loadUser(em, userId));
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[\d\s().-]{7,25}$/;
const profileBody = z.strictObject({
  userId: z.number().optional(),
  firstName: requiredText(100),
  lastName: requiredText(100),
  email: requiredText(254).refine((s) => EMAIL.test(s), { error: 'Enter a valid e-mail address.' }),
  phone: text(30).refine((s) => s === null || PHONE.test(s), { error: 'Enter a valid phone number.' }),
  phoneExtension: text(10).refine((s) => s === null || /^\d{1,10}$/.test(s), { error: 'Use digits only.' }),
  isInternationalPhone: optionalFlag(),
  positionId: optionalId('a position from the list'),
});

/** PUT /profile/{userId}: name, e-mail, phone and position; answers the profile and the position warnings. */
export async function saveProfile(em: EntityManager, actor: SessionUser, userId: number, body: unknown): Promise<ProfileJson & { message: string; warnings: string[] }> {
  assertOwn(actor, userId);
  const input = parseSpecBody(profileBody, body);
  if (input.userId !== undefined && input.userId !== userId) throw badRequest('Please correct the highlighted fields.', { userId: ['Must be the user of the path.'] });
  const positionId = input.positionId ?? null;
  if (positionId !== null && !(await em.findOne(positions.entity, { id: positionId }, { fields: ['id'], disableIdentityMap: true })))
    throw badRequest('Please correct the highlighted fields.', { positionId: ['Choose a position from the list.'] });
  const { user, warnings } = await em.transactional(async (tx) => {
    const u = await loadUser(tx, userId);
    const outcome = await roleForPosition(tx, { oldPositionId: u.positionId ?? null, newPositionId: positionId, roleId: u.roleId ?? null });
    Object.assign(u, {
      firstName: input.firstName,
      lastName: input.lastName,
      email: input.email,
      phone: input.phone,
      phoneExtension: input.phoneExtension,
      isInternationalPhone: input.isInternationalPhone,
      positionId,
      roleId: outcome.roleId,
    });
    await tx.flush();
    return { user: u, warnings: outcome.warnings };
  });
  return { ...(await profileJson(em, user)), message: PROFILE_SAVED, warnings };
}

const passwordBody = z.strictObject({
  currentPassword: z.string({ error: 'Enter your current password.' }).min(1, { error: 'Enter your current password.' }).max(500),
  // the rules of the reset page and the users' password field (server/auth/routes.ts, server/crud/validate.ts)
  newPassword: z.string({ error: 'Enter a new password.' }).min(10, { error: 'Use at least 10 characters.' }).max(200, { error: 'Use at most 200 characters.' }),
});

/**
 * POST /profile/{userId}/password {currentPassword, newPassword}. A wrong current password is a field
 * error. The other sessions of the account end in the same transaction (someone who knew the old
 * password is signed out); this browser stays signed in.
 */
export async function changeOwnPassword(em: EntityManager, actor: SessionUser, req: Request, userId: number): Promise<{ message: string }> {
  assertOwn(actor, userId);
  const input = parseSpecBody(passwordBody, req.body);
  const user = await loadUser(em, userId);
  if (!(await verifyPassword(user.password, input.currentPassword))) throw badRequest('Please correct the highlighted fields.', { currentPassword: [WRONG_CURRENT_PASSWORD] });
  if (input.newPassword === input.currentPassword) throw badRequest('Please correct the highlighted fields.', { newPassword: ['Choose a password different from the current one.'] });
  const hash = await hashPassword(input.newPassword);
  const token = sessionToken(req.headers.cookie);
  await em.transactional(async (tx) => {
    const u = await tx.findOneOrFail<UserRow>(E.users, { id: userId });
    u.password = hash;
    await tx.flush();
    await endUserSessions(tx, userId, token ? sessionDigest(token) : undefined);
  });
  return { message: PASSWORD_CHANGED };
}
