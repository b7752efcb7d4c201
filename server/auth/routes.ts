// Sign-in, sign-out and password reset (spec 1 §7 "Sign-in").
import { createHash, randomBytes } from 'node:crypto';
import { serialize } from 'cookie';
import { z } from 'zod';
import type { RouteTable } from '../http/route-table.js';
import { HttpError, badRequest } from '../http/errors.js';
import { PasswordReset } from '../db/system-entities.js';
import { logger } from '../log.js';
import { runAs } from '../audit/context.js';
import { AttemptLimiter } from './rate-limit.js';
import { hashPassword, verifyPassword } from './password.js';
import { SESSION_COOKIE, createSession, destroySession, destroyUserSessions, loadSessionUser } from './sessions.js';
import { sessionToken } from './middleware.js';
import { parseBody } from '../crud/parse-body.js';

export const RESET_SUCCESS = 'Password reset email has been sent. Please follow the instructions to log in.';
export const SIGN_IN_FAILED = 'The username or password is incorrect.';
const RESET_HOURS = 2;

const loginBody = z.object({ username: z.string().trim().min(1, 'Enter your username.').max(200), password: z.string().min(1, 'Enter your password.').max(500), rememberMe: z.boolean().optional() });
const resetRequestBody = z.object({ username: z.string().trim().min(1, 'Enter your username.').max(200), password: z.string().max(500).optional(), rememberMe: z.boolean().optional() });
const resetBody = z.object({ token: z.string().min(10).max(200), password: z.string().min(10, 'Use at least 10 characters.').max(200) });

interface UserRecord {
  id: number;
  username: string;
  password?: string | null;
  isActive?: boolean | null;
}

export function registerAuthRoutes(routes: RouteTable, limits = { perAccount: 5, perAddress: 30, windowMs: 15 * 60_000 }): void {
  const byAccount = new AttemptLimiter(limits.perAccount, limits.windowMs);
  const byAddress = new AttemptLimiter(limits.perAddress, limits.windowMs);
  const source = 'server/auth/routes.ts';

  const refuseIfLimited = (keys: [AttemptLimiter, string][]) => {
    const wait = Math.max(...keys.map(([l, k]) => l.blockedFor(k)));
    if (wait > 0) throw new HttpError(429, `Too many sign-in attempts. Try again in ${Math.ceil(wait / 60_000)} minute(s).`);
  };

  routes.add({
    method: 'POST',
    path: '/api/account/login/admin',
    ability: 'public',
    source,
    handler: async ({ req, res, em }) => {
      const body = parseBody(loginBody, req.body);
      const ip = req.ip ?? 'unknown';
      const accountKey = body.username.toLowerCase();
      refuseIfLimited([[byAccount, accountKey], [byAddress, ip]]);
      const user = (await em.findOne('User', { username: body.username })) as UserRecord | null;
      if (!user || !(await verifyPassword(user.password, body.password))) {
        byAccount.fail(accountKey);
        byAddress.fail(ip);
        throw new HttpError(401, SIGN_IN_FAILED);
      }
      if (user.isActive === false) throw new HttpError(401, 'Your account is not active. Please verify your e-mail or contact an administrator.');
      byAccount.reset(accountKey);
      const session = await createSession(em, user.id, body.rememberMe ?? false, ip);
      await em.nativeUpdate('User', { id: user.id }, { lastLoginAt: new Date() });
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
      return { user: await loadSessionUser(em, user.id) };
    },
  });

  routes.add({
    method: 'POST',
    path: '/api/account/login/adminreset',
    ability: 'public',
    source,
    handler: async ({ req, em }) => {
      const body = parseBody(resetRequestBody, req.body);
      const ip = req.ip ?? 'unknown';
      refuseIfLimited([[byAddress, ip]]);
      byAddress.fail(ip); // every request counts, so the call cannot be used to probe usernames at speed
      const user = (await em.findOne('User', { username: body.username })) as UserRecord | null;
      if (user && user.isActive !== false) {
        const token = randomBytes(32).toString('base64url');
        const now = new Date();
        await em.insert(PasswordReset, { id: createHash('sha256').update(token).digest('hex'), userId: user.id, createdAt: now, expiresAt: new Date(now.getTime() + RESET_HOURS * 3600_000) });
        // No mail transport yet (notifications come later): the link goes to the server log.
        logger.info({ userId: user.id, link: `/reset-password?token=${token}` }, 'password reset requested');
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
      const user = (await em.findOne('User', { id: reset.userId })) as (UserRecord & { password: string }) | null;
      if (!user) throw badRequest('This reset link is not valid any more. Please request a new one.');
      const hash = await hashPassword(body.password);
      await runAs({ userId: user.id, userName: user.username, via: 'api' }, () =>
        em.transactional(async (tx) => {
          const u = (await tx.findOneOrFail('User', { id: user.id } as never)) as { password: string };
          u.password = hash;
          const r = await tx.findOneOrFail(PasswordReset, { id });
          r.usedAt = new Date();
        }),
      );
      await destroyUserSessions(em, user.id);
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

  routes.add({ method: 'GET', path: '/api/account/me', ability: 'authenticated', source, handler: ({ user }) => ({ user }) });
}
