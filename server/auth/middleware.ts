// Reads the session cookie once per request and puts the signed-in user on req.user: from the
// session cache when it holds the session (no query), otherwise with the session query.
import type { MikroORM } from '@mikro-orm/postgresql';
import type { RequestHandler } from 'express';
import { parse } from 'cookie';
import { SESSION_COOKIE, sessionDigest, sessionUserFor } from './sessions.js';
import type { SessionUser } from './session-user.js';
import { sessionCacheFor } from './session-changes.js';

export function sessionToken(cookieHeader: string | undefined): string | undefined {
  return cookieHeader ? parse(cookieHeader)[SESSION_COOKIE] : undefined;
}

export function loadUser(orm: MikroORM): RequestHandler {
  const { cache } = sessionCacheFor(orm);
  const lookUp = async (token: string): Promise<SessionUser | null> => {
    const sessionId = sessionDigest(token);
    const cached = cache.lookup(sessionId);
    if (cached) return cached;
    const begunAt = cache.beginLookup();
    const found = await sessionUserFor(orm.em.fork(), sessionId);
    if (!found) return null;
    cache.store(sessionId, found.user, found.expiresAt, begunAt);
    return found.user;
  };
  return async (req, _res, next) => {
    try {
      const token = sessionToken(req.headers.cookie);
      req.user = token ? await lookUp(token) : null;
      next();
    } catch (err) {
      next(err);
    }
  };
}
