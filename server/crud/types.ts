// Contract of per-resource server overrides (server/resource-hooks/<name>.ts).
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Request, Response } from 'express';
import type { CrudAction, ResourceDef } from '../../core/model/define.js';
import type { SessionUser } from '../auth/session-user.js';

export interface HandlerContext {
  req: Request;
  res: Response;
  /** request-scoped entity manager */
  em: EntityManager;
  resource: ResourceDef;
  user: SessionUser;
}

/** A handler returns the JSON body to send (undefined: it answered itself). */
export type Handler = (ctx: HandlerContext) => Promise<unknown> | unknown;

export interface ExtraRoute {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** full express path, e.g. /api/academicyear/current */
  path: string;
  /** ability (or any-of list, or 'authenticated') the route needs */
  ability: string | readonly string[];
  handler: Handler;
}

export interface ServerOverrides {
  /** extra routes that belong to this resource */
  routes?: ExtraRoute[];
  /** replace one generated action; the generic one is passed in to delegate to */
  actions?: Partial<Record<CrudAction, (ctx: HandlerContext, generic: Handler) => Promise<unknown> | unknown>>;
}

export const SERVER_OVERRIDE_KEYS = ['routes', 'actions'] as const;

export function defineServerOverrides(o: ServerOverrides): ServerOverrides {
  return o;
}
