// Reads the session cookie once per request and puts the signed-in user on req.user.
import type { MikroORM } from '@mikro-orm/postgresql';
import type { RequestHandler } from 'express';
import { parse } from 'cookie';
import { SESSION_COOKIE, userForToken } from './sessions.js';

export function sessionToken(cookieHeader: string | undefined): string | undefined {
  return cookieHeader ? parse(cookieHeader)[SESSION_COOKIE] : undefined;
}

export function loadUser(orm: MikroORM): RequestHandler {
  return async (req, _res, next) => {
    try {
      const token = sessionToken(req.headers.cookie);
      req.user = token ? await userForToken(orm.em.fork(), token) : null;
      next();
    } catch (err) {
      next(err);
    }
  };
}
