// The course search area (docs/search.md): its routes, each with the ability it needs.
import type { MikroORM } from '@mikro-orm/postgresql';
import type { RouteTable } from '../http/route-table.js';
import type { CacheRegistry } from '../cache/registry.js';
import { registerIndexRoutes } from './index-routes.js';
import { registerSearchExport } from './export-route.js';
import { registerInstitutionLookups } from './institution-lookups.js';
import { registerSearchRoute } from './search-route.js';

export function registerSearchArea(routes: RouteTable, deps: { orm: MikroORM; caches: CacheRegistry }): void {
  registerInstitutionLookups(routes);
  registerSearchRoute(routes, deps.orm);
  registerSearchExport(routes, deps.orm);
  registerIndexRoutes(routes, deps.caches);
}
