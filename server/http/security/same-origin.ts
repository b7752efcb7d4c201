// Refuses state-changing requests that a page of another origin made the browser send. The staff
// cookie is SameSite=Lax, which stops other sites but not other origins of the same site (another
// port, another subdomain), so the browser's own account of where a request comes from decides:
// Sec-Fetch-Site must be same-origin and Origin must be this server. Requests with neither header
// come from programs rather than pages, which cannot ride on a browser's cookie, and pass.
import type { Request, RequestHandler } from 'express';
import { HttpError } from '../errors.js';

export const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
export const CROSS_ORIGIN_REFUSED = 'This request came from a page outside the back office and was refused. Make changes from the back office itself.';

/** The origin the browser should report for this server, as the request reached it. */
function ownOrigin(req: Request): string {
  const trusted = (req.app.get('trust proxy fn') as (addr: string | undefined, i: number) => boolean)(req.socket.remoteAddress, 0);
  const forwardedHost = trusted ? req.get('x-forwarded-host')?.split(',')[0]?.trim() : undefined;
  return `${req.protocol}://${forwardedHost || req.get('host')}`;
}

/** `alsoAllowed`: origins staff use besides the one the request names (PUBLIC_URL). */
export function sameOriginWrites(alsoAllowed: string[] = []): RequestHandler {
  const extra = new Set(alsoAllowed.map((u) => new URL(u).origin));
  return (req, _res, next) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const site = req.get('sec-fetch-site');
    if (site !== undefined && site !== 'same-origin') return next(new HttpError(403, CROSS_ORIGIN_REFUSED));
    const origin = req.get('origin');
    if (origin !== undefined && origin !== ownOrigin(req) && !extra.has(origin)) return next(new HttpError(403, CROSS_ORIGIN_REFUSED));
    next();
  };
}
