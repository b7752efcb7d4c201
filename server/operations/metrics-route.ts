// GET /metrics: the app's registry in Prometheus text format. Open to a scraper on this machine;
// from anywhere else only with `Authorization: Bearer <METRICS_TOKEN>`, and refused when no token is
// set (deny by default: the figures tell an outsider how busy and how big the back office is).
import { createHash, timingSafeEqual } from 'node:crypto';
import express, { type Request, type Router } from 'express';
import type { AppMetrics } from './metrics.js';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * Whether the caller is on this machine. The socket's address, never req.ip: with trust proxy on,
 * req.ip comes from X-Forwarded-For, which a remote caller writes. A request that names forwarding
 * headers is not local either: a reverse proxy on this machine connects from loopback on behalf of
 * anyone.
 */
export function isLocalCaller(req: Pick<Request, 'socket' | 'headers'>): boolean {
  return LOOPBACK.has(req.socket.remoteAddress ?? '') && req.headers['x-forwarded-for'] === undefined && req.headers.forwarded === undefined;
}

/** Compares digests, so the time taken tells nothing of the token, not even its length. */
function sameToken(given: string, expected: string): boolean {
  const digest = (s: string) => createHash('sha256').update(s).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

type Access = { allowed: true } | { allowed: false; status: 401 | 403; message: string };

export function metricsAccess(req: Pick<Request, 'socket' | 'headers'>, token: string | undefined): Access {
  if (isLocalCaller(req)) return { allowed: true };
  if (!token) return { allowed: false, status: 403, message: 'The metrics are open to this machine only.' };
  const bearer = /^Bearer (\S+)$/i.exec(req.headers.authorization ?? '')?.[1];
  if (!bearer || !sameToken(bearer, token)) return { allowed: false, status: 401, message: 'Send the metrics token as Authorization: Bearer <token>.' };
  return { allowed: true };
}

export function metricsRoute(metrics: AppMetrics, token: string | undefined): Router {
  const router = express.Router();
  router.get('/metrics', async (req, res, next) => {
    const access = metricsAccess(req, token);
    if (!access.allowed) {
      if (access.status === 401) res.setHeader('WWW-Authenticate', 'Bearer realm="metrics"');
      res.status(access.status).json({ message: access.message });
      return;
    }
    try {
      const text = await metrics.metrics();
      res.setHeader('Cache-Control', 'no-store');
      // as prom-client names it (text/plain; version=0.0.4; charset=utf-8): express's send would reorder it
      res.setHeader('Content-Type', metrics.registry.contentType);
      res.end(text);
    } catch (err) {
      next(err);
    }
  });
  return router;
}
