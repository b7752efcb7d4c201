// An account's way from created to verified (spec 2 §4, §7, §8): POST /resend {UserId} ("Email has
// been resent to {email}"), GET /verification/{id} and /passwordreset/{id} (links for support staff to
// read out), POST /email {userId, email} (a new address is verified again) and the deletion of an
// unverified account with its memberships.
import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import type { SessionUser } from '../auth/session-user.js';
import users from '../../resources/users.js';
import { badRequest, notFound } from '../http/errors.js';
import { guardedWrite, checkRecordWrite } from '../crud/record-access.js';
import { serialize } from '../crud/serialize.js';
import { idValue, parseSpecBody } from '../courses/params.js';
import { E, assertNotAbove, loadChangeableUser, loadUser, type UserRow } from './model.js';
import { ALREADY_VERIFIED, isUnverified, issuePasswordLink, issueVerificationLink, mailVerification, SET_PASSWORD_HOURS, VERIFY_DAYS } from './verification.js';

export const resentMessage = (email: string) => `Email has been resent to ${email}`;
export const NOT_UNVERIFIED = 'This user is not waiting for e-mail verification.';

async function unverifiedUser(em: EntityManager, actor: SessionUser, userId: number): Promise<UserRow> {
  const user = await loadChangeableUser(em, actor, userId);
  if (!(await isUnverified(em, userId))) throw badRequest(ALREADY_VERIFIED, { userId: [ALREADY_VERIFIED] });
  return user;
}

// the spec writes {UserId}; the screens send userId
const resendBody = z.union([z.strictObject({ UserId: idValue('a user') }).transform((b) => b.UserId), z.strictObject({ userId: idValue('a user') }).transform((b) => b.userId)]);

/** POST /resend: a new link replaces the old one and is mailed to the account's address. */
export async function resendVerification(em: EntityManager, actor: SessionUser, body: unknown): Promise<{ message: string; userId: number; email: string }> {
  const userId = parseSpecBody(resendBody, body);
  const user = await unverifiedUser(em, actor, userId);
  await em.transactional(async (tx) => mailVerification(tx, user, await issueVerificationLink(tx, userId), actor.id));
  return { message: resentMessage(user.email), userId, email: user.email };
}

/** GET /verification/{id}: a fresh verification link for support staff (the mailed one stops working). */
export async function verificationLinkFor(em: EntityManager, actor: SessionUser, userId: number): Promise<{ userId: number; email: string; link: string; validDays: number }> {
  const user = await unverifiedUser(em, actor, userId);
  await assertNotAbove(em, actor, user);
  const link = await em.transactional((tx) => issueVerificationLink(tx, userId));
  return { userId, email: user.email, link, validDays: VERIFY_DAYS };
}

/** GET /passwordreset/{id}: a one-time password link for a verified, active account. */
export async function passwordLinkFor(em: EntityManager, actor: SessionUser, userId: number): Promise<{ userId: number; email: string; link: string; validHours: number }> {
  const user = await loadUser(em, userId);
  await assertNotAbove(em, actor, user);
  if (await isUnverified(em, userId)) throw badRequest('This user has not verified the e-mail address yet: give them the verification link instead.');
  if (!user.isActive) throw badRequest('This account is inactive: activate it before handing out a password link.');
  const { link } = await em.transactional((tx) => issuePasswordLink(tx, userId));
  return { userId, email: user.email, link, validHours: SET_PASSWORD_HOURS };
}

const emailBody = z.strictObject({
  userId: idValue('a user'),
  email: z
    .string({ error: 'Required.' })
    .trim()
    .min(1, { error: 'Required.' })
    .max(254, { error: 'Use at most 254 characters.' })
    .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, { error: 'Enter a valid e-mail address.' }),
});

/**
 * POST /email {userId, email}: a new address is verified like a new account's: the account is
 * inactive until the link mailed to the new address is followed. One's own address is changed in
 * the profile (it would lock oneself out here).
 */
export async function changeEmail(em: EntityManager, actor: SessionUser, body: unknown): Promise<{ message: string; userId: number; email: string }> {
  const input = parseSpecBody(emailBody, body);
  if (input.userId === actor.id) throw badRequest('Change your own e-mail address in your profile.', { userId: ['Change your own e-mail address in your profile.'] });
  const before = await loadUser(em, input.userId);
  await assertNotAbove(em, actor, before);
  if (before.email.toLowerCase() === input.email.toLowerCase()) throw badRequest('This is already the e-mail address of the account.', { email: ['This is already the e-mail address of the account.'] });
  const { user } = await guardedWrite(em, [users.name], async (tx) => {
    const u = await tx.findOneOrFail<UserRow>(E.users, { id: input.userId });
    const prior = serialize(users, u);
    u.email = input.email;
    u.isActive = false;
    await checkRecordWrite(tx, users, actor, { action: 'update', before: prior, after: { ...prior, email: input.email, isActive: false } });
    await tx.flush();
    await mailVerification(tx, u, await issueVerificationLink(tx, u.id), actor.id);
    return { user: u };
  });
  return { message: `The e-mail address was changed; a verification e-mail was sent to ${user.email}.`, userId: user.id, email: user.email };
}

/** DELETE /unverified/{id}: an account that never verified goes with its memberships. */
export async function deleteUnverified(em: EntityManager, actor: SessionUser, userId: number): Promise<{ message: string; userId: number }> {
  await unverifiedUser(em, actor, userId);
  await guardedWrite(em, [users.name, 'user-institutions'], async (tx) => {
    const u = await tx.findOne<UserRow>(E.users, { id: userId });
    if (!u) throw notFound('There is no such user.');
    await checkRecordWrite(tx, users, actor, { action: 'delete', before: serialize(users, u), after: null });
    for (const m of await tx.find(E.userInstitutions, { userId })) tx.remove(m);
    await tx.flush();
    tx.remove(u);
  });
  return { message: 'The unverified user was deleted.', userId };
}
