// Every route of the server is declared here with the ability it needs. Deny by default: a route
// without an ability cannot be registered, anonymous callers get 401 and missing abilities 403.
import express, { type Request, type Response, type Router } from 'express';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { hasAbility, type SessionUser } from '../auth/session-user.js';
import { actorOf, runAs } from '../audit/context.js';
import { PUBLIC } from '../../core/model/abilities.js';
import { HttpError } from './errors.js';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type Ability = string | readonly string[];

export interface RouteContext {
  req: Request;
  res: Response;
  em: EntityManager;
  /** null only on public routes */
  user: SessionUser;
}

export interface RouteSpec {
  method: Method;
  path: string;
  /** an ability, an any-of list, 'authenticated', or 'public' (on the allow-list) */
  ability: Ability;
  /** where it was declared, for the route listing */
  source: string;
  handler: (ctx: RouteContext) => Promise<unknown> | unknown;
}

/** Routes anyone may call: signing in and out, and the reset request. */
export const PUBLIC_ALLOW_LIST = new Set<string>();

export class RouteTable {
  readonly routes: RouteSpec[] = [];

  add(spec: RouteSpec): void {
    if (!spec.ability || (Array.isArray(spec.ability) && spec.ability.length === 0)) throw new Error(`Route ${spec.method} ${spec.path} declares no ability`);
    if (this.routes.some((r) => r.method === spec.method && r.path.toLowerCase() === spec.path.toLowerCase()))
      throw new Error(`Route ${spec.method} ${spec.path} is declared twice (${spec.source})`);
    if (spec.ability === PUBLIC) PUBLIC_ALLOW_LIST.add(`${spec.method} ${spec.path}`);
    this.routes.push(spec);
  }

  /** Mounts every route; the more specific literal paths first so /x/current wins over /x/:id. */
  mount(orm: MikroORM): Router {
    const router = express.Router({ caseSensitive: false });
    const ordered = [...this.routes].sort((a, b) => specificity(b.path) - specificity(a.path));
    for (const spec of ordered) {
      router[spec.method.toLowerCase() as 'get'](spec.path, async (req, res, next) => {
        try {
          const user = req.user ?? null;
          if (spec.ability !== PUBLIC) {
            if (!user) throw new HttpError(401, 'Please sign in to continue.');
            if (!hasAbility(user, spec.ability)) throw new HttpError(403, 'You do not have permission to do this.');
          }
          const actor = user ? actorOf(user, 'api') : { userId: null, userName: 'anonymous', via: 'api' as const };
          const body = await runAs(actor, () => spec.handler({ req, res, em: orm.em.fork(), user: user as SessionUser }));
          if (!res.headersSent) {
            if (body === undefined) res.status(204).end();
            else res.json(body);
          }
        } catch (err) {
          next(err);
        }
      });
    }
    return router;
  }
}

function specificity(path: string): number {
  const parts = path.split('/').filter(Boolean);
  // literal segments count more than parameters; longer paths before shorter ones
  return parts.reduce((n, p) => n + (p.startsWith(':') ? 1 : 3), 0) * 10 + parts.length;
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      user?: SessionUser | null;
    }
  }
}
