// E-mail verification of accounts created in the back office (spec 2 §4, §8): a new account is
// inactive until the link mailed to it is followed; staff can resend it ("Email has been resent to
// {email}") or read a fresh link for a caller on the phone. The link holds a random token; only its
// sha-256 is stored, and a new link (resend, support) replaces the old one.
import { createHash, randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { runAs } from '../audit/context.js';
import { PasswordReset } from '../db/system-entities.js';
import { badRequest } from '../http/errors.js';
import { logger } from '../log.js';
import { APP_NAME } from '../ui.js';
import { resetLink } from '../mail/reset-mail.js';
import { parseSpecBody } from '../courses/params.js';
import { E, fullName, type UserRow } from './model.js';
import { membershipMailOf } from './mail-context.js';
import { USER_VERIFICATION_ENTITY, type UserVerification } from './verification-table.js';
import { verificationLink, verificationMail } from './verification-mail.js';
import { enqueueMail } from '../notifications/enqueue.js';

/** the outbox's name of the verification mail (it has no notification template: its text is fixed) */
export const VERIFICATION_MAIL_KEY = 'user-verification';

export const VERIFY_DAYS = 7;
/** A password link handed out after verification or by support staff stays valid this long. */
export const SET_PASSWORD_HOURS = 24;
export const INVALID_LINK = 'This verification link is not valid any more. Ask the back office to send a new one.';
export const ALREADY_VERIFIED = 'This user has already verified the e-mail address.';

const digest = (token: string) => createHash('sha256').update(token).digest('hex');

/** Starts (or restarts) the verification of an account in the caller's transaction; answers the link. */
export async function issueVerificationLink(tx: EntityManager, userId: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const existing = await tx.findOne<UserVerification>(USER_VERIFICATION_ENTITY, { user: userId });
  if (existing) {
    existing.tokenHash = digest(token);
    existing.sentAt = new Date();
    existing.verifiedAt = null;
  } else tx.create(USER_VERIFICATION_ENTITY, { user: userId, tokenHash: digest(token), sentAt: new Date(), verifiedAt: null });
  await tx.flush();
  return verificationLink(membershipMailOf(tx).publicUrl, token);
}

/**
 * Queues the verification mail in the caller's transaction (the mail outbox, docs/notifications.md):
 * it goes out when the link's row commits, through the delivery worker, with its retries.
 */
export async function mailVerification(tx: EntityManager, user: Pick<UserRow, 'id' | 'email' | 'firstName' | 'lastName' | 'username'>, link: string, actingUserId: number | null): Promise<void> {
  const mail = verificationMail({ appName: APP_NAME, to: user.email, name: fullName(user), username: user.username, link, validDays: VERIFY_DAYS });
  await enqueueMail(tx, { ...mail, templateKey: VERIFICATION_MAIL_KEY, actingUserId, entity: 'users', entityId: user.id });
  logger.info({ userId: user.id }, 'verification e-mail queued');
}

/** True when the account was sent a verification link it has not followed. */
export async function isUnverified(em: EntityManager, userId: number): Promise<boolean> {
  return (await em.count(USER_VERIFICATION_ENTITY, { user: userId, verifiedAt: null })) > 0;
}

/** The ids of every unverified account. */
export async function unverifiedUserIds(em: EntityManager): Promise<number[]> {
  const rows = await em.find<UserVerification>(USER_VERIFICATION_ENTITY, { verifiedAt: null } as never, { fields: ['user'] as never, disableIdentityMap: true });
  return rows.map((r) => Number(r.user));
}

/** A one-time password link (the reset page) for an account, valid SET_PASSWORD_HOURS. */
export async function issuePasswordLink(tx: EntityManager, userId: number): Promise<{ link: string; token: string }> {
  const token = randomBytes(32).toString('base64url');
  const now = new Date();
  await tx.insert(PasswordReset, { id: digest(token), userId, createdAt: now, expiresAt: new Date(now.getTime() + SET_PASSWORD_HOURS * 3600_000) });
  return { link: resetLink(membershipMailOf(tx).publicUrl, token), token };
}

const verifyBody = z.strictObject({ token: z.string({ error: INVALID_LINK }).min(10, { error: INVALID_LINK }).max(200, { error: INVALID_LINK }) });

export interface VerifyAnswer {
  message: string;
  /** present when the account has no password yet: where to choose one */
  setPasswordUrl: string | null;
}

/**
 * POST /api/account/verify {token} (public: the person following the link is not signed in). Marks
 * the account verified and active, as the account itself in the audit trail; an account created
 * without a password gets a link to choose one.
 */
export async function verifyEmail(em: EntityManager, body: unknown): Promise<VerifyAnswer> {
  const { token } = parseSpecBody(verifyBody, body);
  const found = await em.findOne<UserVerification>(USER_VERIFICATION_ENTITY, { tokenHash: digest(token) });
  if (!found) throw badRequest(INVALID_LINK);
  if (found.verifiedAt) return { message: 'Your e-mail address is already verified. Please sign in.', setPasswordUrl: null };
  if (new Date(found.sentAt).getTime() + VERIFY_DAYS * 86_400_000 < Date.now()) throw badRequest(INVALID_LINK);
  const userId = Number(found.user);
  const user = await em.findOne<UserRow>(E.users, { id: userId });
  if (!user) throw badRequest(INVALID_LINK);
  return runAs({ userId, userName: user.username, via: 'api' }, () =>
    em.transactional(async (tx) => {
      const v = await tx.findOneOrFail<UserVerification>(USER_VERIFICATION_ENTITY, { user: userId });
      v.verifiedAt = new Date();
      const u = await tx.findOneOrFail<UserRow>(E.users, { id: userId });
      u.isActive = true;
      await tx.flush();
      if (u.password) return { message: 'Your e-mail address is verified. You can sign in now.', setPasswordUrl: null };
      const { link } = await issuePasswordLink(tx, userId);
      return { message: 'Your e-mail address is verified. Choose a password to sign in.', setPasswordUrl: new URL(link).pathname + new URL(link).search };
    }),
  );
}
