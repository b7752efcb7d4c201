// Sign-in, sign-out and password reset (spec 1 §7 "Sign-in").
import { createHash, randomBytes } from 'node:crypto';
import type { Response } from 'express';
import { serialize } from 'cookie';
import { z } from 'zod';
import type { RouteTable } from '../http/route-table.js';
import { HttpError, badRequest } from '../http/errors.js';
import { PasswordReset } from '../db/system-entities.js';
import { logger } from '../log.js';
import { runAs } from '../audit/context.js';
import { csrfTokenFor, csrfTokenOf } from '../http/security/csrf-token.js';
import type { Mailer } from '../mail/mailer.js';
import { resetLink, resetMail } from '../mail/reset-mail.js';
import { APP_NAME } from '../ui.js';
import { Throttled, type SignInThrottle } from './sign-in-throttle.js';
import { hashPassword, prepareDummyHash, verifySignInPassword } from './password.js';
import { SESSION_COOKIE, USER_ENTITY, createSession, destroySession, endUserSessions, loadSessionUser } from './sessions.js';
import { sessionToken } from './middleware.js';
import { parseBody } from '../crud/parse-body.js';
import { stampWithoutNewVersion } from '../crud/row-version.js';
import { countSignInFailure } from '../operations/metrics.js';

export const RESET_SUCCESS = 'Password reset email has been sent. Please follow the instructions to log in.';
export const SIGN_IN_FAILED = 'The username or password is incorrect.';
const RESET_HOURS = 2;

const loginBody = z.object({ username: z.string().trim().min(1, 'Enter your username.').max(200), password: z.string().min(1, 'Enter your password.').max(500), rememberMe: z.boolean().optional() });
const resetRequestBody = z.object({ username: z.string().trim().min(1, 'Enter your username.').max(200), password: z.string().max(500).optional(), rememberMe: z.boolean().optional() });
const resetBody = z.object({ token: z.string().min(10).max(200), password: z.string().min(10, 'Use at least 10 characters.').max(200) });

interface UserRecord {
  id: number;
  username: string;
  email?: string | null;
  firstName?: string | null;
  password?: string | null;
  isActive?: boolean | null;
}

export interface AuthRouteOptions {
  throttle: SignInThrottle;
  mailer: Mailer;
  /** where the reset links in e-mails point (PUBLIC_URL), never the request's Host header */
  publicUrl: string;
}

/** A 429 with Retry-After, from the throttle's refusal. */
function tooMany(res: Response, err: unknown): never {
  if (!(err instanceof Throttled)) throw err;
  res.setHeader('Retry-After', String(Math.max(1, Math.ceil(err.waitMs / 1000))));
  throw new HttpError(429, err.message);
}

export function registerAuthRoutes(routes: RouteTable, opts: AuthRouteOptions): void {
  const { throttle, mailer, publicUrl } = opts;
  void prepareDummyHash();
  const source = 'server/auth/routes.ts';

  routes.add({
    method: 'POST',
    path: '/api/account/login/admin',
    ability: 'public',
    source,
    handler: async ({ req, res, em }) => {
      const body = parseBody(loginBody, req.body);
      const ip = req.ip ?? 'unknown';
      await throttle.beginAttempt(body.username, ip).catch((err) => tooMany(res, err));
      const user = (await em.findOne(USER_ENTITY, { username: body.username })) as UserRecord | null;
      // an unknown username costs the same argon2 check as a known one
      if (!(await verifySignInPassword(user?.password, body.password)) || !user) {
        countSignInFailure(em);
        throw new HttpError(401, SIGN_IN_FAILED);
      }
      await throttle.succeeded(body.username, ip);
      if (user.isActive === false) throw new HttpError(401, 'Your account is not active. Please verify your e-mail or contact an administrator.');
      const session = await createSession(em, user.id, body.rememberMe ?? false, ip);
      await stampWithoutNewVersion(em, USER_ENTITY, user.id, { lastLoginAt: new Date() });
      res.setHeader(
        'Set-Cookie',
        serialize(SESSION_COOKIE, session.token, {
          httpOnly: true,
          sameSite: 'lax',
          path: '/',
          secure: req.secure,
          ...(body.rememberMe ? { expires: session.expiresAt } : {}),
        }),
      );
      return { user: await loadSessionUser(em, user.id), csrfToken: csrfTokenFor(session.token) };
    },
  });

  routes.add({
    method: 'POST',
    path: '/api/account/login/adminreset',
    ability: 'public',
    source,
    handler: async ({ req, res, em }) => {
      const body = parseBody(resetRequestBody, req.body);
      await throttle.beginResetRequest(req.ip ?? 'unknown').catch((err) => tooMany(res, err));
      // counted for every username, known or not, so the answer takes the same steps either way
      const mayMail = await throttle.mayMailReset(body.username);
      const user = (await em.findOne(USER_ENTITY, { username: body.username })) as UserRecord | null;
      if (user && user.isActive !== false && user.email && mayMail) {
        const token = randomBytes(32).toString('base64url');
        const now = new Date();
        await em.insert(PasswordReset, { id: createHash('sha256').update(token).digest('hex'), userId: user.id, createdAt: now, expiresAt: new Date(now.getTime() + RESET_HOURS * 3600_000) });
        // the link goes to the user's mailbox (or the outbox folder), never to the log
        logger.info({ userId: user.id }, 'password reset requested');
        const mail = resetMail({ appName: APP_NAME, to: user.email, name: user.firstName || user.username, link: resetLink(publicUrl, token), validHours: RESET_HOURS });
        // sent in the background: the answer takes as long for a known username as for an unknown one
        mailer.send(mail).then(
          (where) => logger.info({ userId: user.id, delivery: where === 'smtp' ? 'smtp' : 'outbox' }, 'password reset e-mail sent'),
          (err: Error) => logger.error({ userId: user.id, error: err.message }, 'password reset e-mail could not be sent'),
        );
      }
      // the same answer whether or not the username exists
      return { message: RESET_SUCCESS };
    },
  });

  routes.add({
    method: 'POST',
    path: '/api/account/password/reset',
    ability: 'public',
    source,
    handler: async ({ req, em }) => {
      const body = parseBody(resetBody, req.body);
      const id = createHash('sha256').update(body.token).digest('hex');
      const reset = await em.findOne(PasswordReset, { id });
      if (!reset || reset.usedAt || reset.expiresAt < new Date()) throw badRequest('This reset link is not valid any more. Please request a new one.');
      const user = (await em.findOne(USER_ENTITY, { id: reset.userId })) as (UserRecord & { password: string }) | null;
      if (!user) throw badRequest('This reset link is not valid any more. Please request a new one.');
      const hash = await hashPassword(body.password);
      await runAs({ userId: user.id, userName: user.username, via: 'api' }, () =>
        em.transactional(async (tx) => {
          const u = await tx.findOneOrFail<{ id: number; password: string }>(USER_ENTITY, { id: user.id });
          u.password = hash;
          const r = await tx.findOneOrFail(PasswordReset, { id });
          r.usedAt = new Date();
          await tx.flush();
          // a reset link is for someone who lost control of the account: every session ends, this browser's too
          await endUserSessions(tx, user.id);
        }),
      );
      return { message: 'Your password has been changed. Please sign in.' };
    },
  });

  routes.add({
    method: 'POST',
    path: '/api/account/logout',
    ability: 'public',
    source,
    handler: async ({ req, res, em }) => {
      const token = sessionToken(req.headers.cookie);
      if (token) await destroySession(em, token);
      res.setHeader('Set-Cookie', serialize(SESSION_COOKIE, '', { httpOnly: true, sameSite: 'lax', path: '/', maxAge: 0 }));
      return undefined;
    },
  });

  routes.add({
    method: 'GET',
    path: '/api/account/me',
    ability: 'authenticated',
    source,
    handler: ({ user, req }) => ({ user, csrfToken: csrfTokenOf(req.headers.cookie) }),
  });
}
