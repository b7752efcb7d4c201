// The caches screen's calls (spec 1 §7 "Caches"; docs/search.md "Caches"):
// - GET /api/admin/cache/list: each named cache with what it holds on this instance;
// - POST /api/admin/cache/clear/{name}: clears it on every instance.
// Operators' work: AdminOperatorConsole, as the search index screen.
import type { RouteTable } from '../http/route-table.js';
import { notFound } from '../http/errors.js';
import type { CacheRegistry } from './registry.js';
import type { CacheCleared, CacheInfo } from '../../core/contract/caches.js';

export const CACHE_ABILITY = 'AdminOperatorConsole';
const source = 'server/cache/routes.ts';

export function registerCacheRoutes(routes: RouteTable, registry: CacheRegistry): void {
  routes.add({
    method: 'GET',
    path: '/api/admin/cache/list',
    ability: CACHE_ABILITY,
    source,
    handler: (): CacheInfo[] => registry.list().map((c) => ({ name: c.name, title: c.title, description: c.description, entries: c.entries() })),
  });
  routes.add({
    method: 'POST',
    path: '/api/admin/cache/clear/:name',
    ability: CACHE_ABILITY,
    source,
    handler: async ({ em, req }): Promise<CacheCleared> => {
      const cache = registry.get(String(req.params.name));
      if (!cache) throw notFound(`There is no cache named "${String(req.params.name)}".`);
      await em.transactional((tx) => registry.clearEverywhere(tx, cache.name));
      return { name: cache.name, message: `${cache.title} cleared on every server.` };
    },
  });
}
