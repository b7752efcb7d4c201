// http_request_duration_seconds: every answer, by method, route pattern and status. The route label is
// the pattern express matched (/api/courses/:id), never the path asked for: a label per course id or
// per probing URL would grow without end.
import type { Request, RequestHandler } from 'express';
import type { AppMetrics } from './metrics.js';

/** The label of requests no route answered (static files, unknown paths, refusals before routing). */
export const UNMATCHED_ROUTE = 'unmatched';

/** The matched route's pattern, with the base of the router it was mounted under. */
export function routePattern(req: Request): string {
  const path: unknown = req.route?.path;
  if (path === undefined) return UNMATCHED_ROUTE;
  return `${req.baseUrl ?? ''}${String(path)}`;
}

export function measureRequests(metrics: AppMetrics): RequestHandler {
  return (req, res, next) => {
    const stopTimer = metrics.httpDuration.startTimer();
    res.once('close', () => {
      // an event stream lasts as long as the page is open: hub_streams_open counts those instead
      if (String(res.getHeader('Content-Type') ?? '').startsWith('text/event-stream')) return;
      stopTimer({ method: req.method, route: routePattern(req), status: res.writableFinished ? String(res.statusCode) : 'aborted' });
    });
    next();
  };
}
