// Assembles the express application from the model: routes, session, UI, operator console.
import express from 'express';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { ResourceDef } from './model/define.js';
import { RouteTable } from './http/route-table.js';
import { HttpError, errorHandler } from './http/errors.js';
import { loadUser } from './auth/middleware.js';
import { registerAuthRoutes } from './auth/routes.js';
import { registerAuditRoutes } from './audit/routes.js';
import { registerUserSearch } from './membership/user-search.js';
import { registerHeaderStats } from './stats/header-stats.js';
import { registerResources } from './crud/router.js';
import type { ServerOverrides } from './crud/types.js';
import { registerOpenApi } from './openapi.js';
import { uiPages, uiStaticFiles } from './ui.js';
import { RuleRuntime } from './rules/runtime.js';
import { registerRuleRoutes } from './rules/routes.js';

export interface AppOptions {
  orm: MikroORM;
  resources: ResourceDef[];
  overrides: Record<string, ServerOverrides>;
  /** mounts the operator console; optional so API tests stay light */
  mountOps?: (app: express.Express) => Promise<void>;
  authLimits?: Parameters<typeof registerAuthRoutes>[1];
  uiDir?: string;
}

export async function createApp(opts: AppOptions) {
  const routes = new RouteTable();
  registerAuthRoutes(routes, opts.authLimits);
  registerAuditRoutes(routes, opts.resources);
  registerUserSearch(routes);
  registerHeaderStats(routes);
  registerResources(routes, opts.resources, opts.overrides);
  const rules = new RuleRuntime(opts.orm);
  await rules.start();
  registerRuleRoutes(routes, rules);
  registerOpenApi(routes, opts.resources);

  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback');
  app.use(uiStaticFiles(opts.uiDir));
  app.use(loadUser(opts.orm));
  app.use('/api', express.json({ limit: '1mb' }));
  app.use(routes.mount(opts.orm));
  // deny by default: an unknown API path is 401 for strangers and 404 for staff
  app.use('/api', (req, _res, next) => next(req.user ? new HttpError(404, 'There is no such API call.') : new HttpError(401, 'Please sign in to continue.')));
  if (opts.mountOps) await opts.mountOps(app);
  app.use(uiPages(opts.uiDir));
  app.use(errorHandler);
  return { app, routes, rules };
}
