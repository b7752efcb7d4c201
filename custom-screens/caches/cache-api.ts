// The caches screen's calls (spec 1 §2 "cache/", §7 "Caches"; server/cache/routes.ts): each named
// cache with its entries on the server that answers, and a clear that reaches every server.
import type { SpecApiRequest } from '../_shared/spec-api.js';

/** Operators' work, as on the server (CACHE_ABILITY): the caches and the search indexes screens. */
export const OPERATOR_ABILITY = 'AdminOperatorConsole';

/** Clearing this cache rebuilds the course index, so it asks first. */
export const SEARCH_INDEX_CACHE = 'search-index';

export interface CacheInfo {
  name: string;
  title: string;
  description: string;
  entries: number;
}

export type SpecCall = <T>(path: string, request: SpecApiRequest) => Promise<T>;

export const cacheApi = (call: SpecCall) => ({
  list: (signal?: AbortSignal) => call<CacheInfo[]>('/api/admin/cache/list', { method: 'GET', signal }),
  clear: (name: string) => call<{ name: string; message: string }>(`/api/admin/cache/clear/${encodeURIComponent(name)}`, { method: 'POST' }),
});
