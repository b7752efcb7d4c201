// The search indexes screen's calls (spec 1 §7 "Search indexes"; the spec's paths keep the name
// "elasticsearch"; docs/search.md "Calls"):
// - GET /api/admin/elasticsearch/index/list?pageNumber&pageSize: each index with its documents,
//   memory, built at, state and build progress, freshness lag, 25 a page;
// - POST /api/admin/elasticsearch/index/delete/ { indexName }: drops the index and rebuilds it from
//   PostgreSQL on every instance (searches go on against the old one until the new one is built).
import type { RouteTable } from '../http/route-table.js';
import { badRequest, notFound } from '../http/errors.js';
import { bodyObject, queryInt } from '../http/params.js';
import type { CacheRegistry } from '../cache/registry.js';
import { CACHE_ABILITY } from '../cache/routes.js';
import { COURSE_INDEX_NAME, courseSearchIndexOf } from './service.js';

export const INDEX_DELETED_MESSAGE = 'Elasticsearch index deleted successfully';
/** The cache whose clear rebuilds the course index (server/cache/standard-caches.ts). */
const SEARCH_INDEX_CACHE = 'search-index';
const source = 'server/search/index-routes.ts';

export function registerIndexRoutes(routes: RouteTable, caches: CacheRegistry): void {
  routes.add({
    method: 'GET',
    path: '/api/admin/elasticsearch/index/list',
    ability: CACHE_ABILITY,
    source,
    handler: ({ em, req }) => {
      const page = queryInt(req, 'pageNumber', { min: 1, max: 100_000, fallback: 1 });
      const pageSize = queryInt(req, 'pageSize', { min: 1, max: 100, fallback: 25 });
      const all = [courseSearchIndexOf(em).status()];
      return { total: all.length, result: all.slice((page - 1) * pageSize, page * pageSize) };
    },
  });
  routes.add({
    method: 'POST',
    path: '/api/admin/elasticsearch/index/delete',
    ability: CACHE_ABILITY,
    source,
    handler: async ({ em, req }) => {
      const { indexName } = bodyObject(req, ['indexName']);
      if (typeof indexName !== 'string' || !indexName.trim()) throw badRequest('Name the index to delete.', { indexName: ['Name the index to delete.'] });
      if (indexName !== COURSE_INDEX_NAME) throw notFound(`There is no index named "${indexName}".`);
      await em.transactional((tx) => caches.clearEverywhere(tx, SEARCH_INDEX_CACHE));
      return { indexName, message: INDEX_DELETED_MESSAGE };
    },
  });
}
