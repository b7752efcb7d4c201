// The per-session token every state-changing /api or /ops call of a signed-in user carries in a
// header. It is derived from the session cookie's secret, so only a page that was handed it (the back
// office page, through the boot data or /api/account/me; the console's pages, in a meta element) can
// send it; other origins can neither read the cookie nor the answers that carry the token.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { RequestHandler } from 'express';
import { HttpError } from '../errors.js';
import { sessionToken } from '../../auth/middleware.js';
import { SAFE_METHODS } from './same-origin.js';
import { CSRF_HEADER, CSRF_TOKEN_REFUSED } from '../../../core/http/csrf-words.js';

export { CSRF_HEADER, CSRF_TOKEN_REFUSED } from '../../../core/http/csrf-words.js';

export function csrfTokenFor(sessionCookieValue: string): string {
  return createHash('sha256').update(`csrf-token:${sessionCookieValue}`).digest('base64url');
}

/** The token of the request's session, for handing to the page; null when not signed in. */
export function csrfTokenOf(cookieHeader: string | undefined): string | null {
  const token = sessionToken(cookieHeader);
  return token ? csrfTokenFor(token) : null;
}

function matches(sent: string | undefined, expected: string): boolean {
  if (!sent) return false;
  const a = Buffer.from(sent);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The areas whose writes act as the signed-in user: the API and the operator console. */
const guarded = (path: string) => ['/api', '/ops'].some((area) => path === area || path.startsWith(`${area}/`));

/**
 * On /api and /ops writes by a signed-in user: the header must carry the session's token. `exempt`
 * names the public calls (sign-in, sign-out, reset), which do not act as the user and are guarded by
 * the origin check alone.
 */
export function requireCsrfToken(exempt: (method: string, path: string) => boolean): RequestHandler {
  return (req, _res, next) => {
    if (SAFE_METHODS.has(req.method) || !req.user || !guarded(req.path)) return next();
    if (exempt(req.method, req.path)) return next();
    const token = sessionToken(req.headers.cookie);
    if (!token || !matches(req.get(CSRF_HEADER), csrfTokenFor(token))) return next(new HttpError(403, CSRF_TOKEN_REFUSED));
    next();
  };
}
