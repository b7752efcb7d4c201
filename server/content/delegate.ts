// Spec paths that are another registered call with its input put differently (ids from a list, the
// type from the path) are answered by that call itself, so its checks, access per record and audit
// entry stay in one place. These helpers find it and hand it the request as it expects it.
import type { Request } from 'express';
import type { Method, RouteSpec, RouteTable } from '../http/route-table.js';

/** The registered route; a missing one is a programming error, found at start-up. */
export function registeredRoute(routes: RouteTable, method: Method, path: string): RouteSpec {
  const found = routes.routes.find((r) => r.method === method && r.path === path);
  if (!found) throw new Error(`${method} ${path} is not registered; the content calls that answer through it need it first`);
  return found;
}

/** The request with some of its parts replaced (params, query, body); headers and the rest as sent. */
export function requestWith(req: Request, parts: Partial<Pick<Request, 'params' | 'query' | 'body'>>): Request {
  const own = Object.fromEntries(Object.entries(parts).map(([k, value]) => [k, { value, enumerable: true }]));
  return Object.create(req, own) as Request;
}
