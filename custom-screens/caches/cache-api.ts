// The caches screen's calls (spec 1 §2 "cache/", §7 "Caches"; server/cache/routes.ts): each named
// cache with its entries on the server that answers, and a clear that reaches every server.
import type { CacheCleared, CacheInfo } from '../../core/contract/caches.js';
import type { SpecCall } from '../../admin-ui/kit/spec-call.js';

/** Operators' work, as on the server (CACHE_ABILITY): the caches and the search indexes screens. */
export const OPERATOR_ABILITY = 'AdminOperatorConsole';

/** Clearing this cache rebuilds the course index, so it asks first. */
export const SEARCH_INDEX_CACHE = 'search-index';

export const cacheApi = (call: SpecCall) => ({
  list: (signal?: AbortSignal) => call<CacheInfo[]>('/api/admin/cache/list', { method: 'GET', signal }),
  clear: (name: string) => call<CacheCleared>(`/api/admin/cache/clear/${encodeURIComponent(name)}`, { method: 'POST' }),
});
