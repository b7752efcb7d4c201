// The search indexes screen's calls (spec 1 §2 "elasticsearch/", §7 "Search indexes";
// server/search/index-routes.ts): a page of indexes with their build state, and a delete that
// rebuilds the index from PostgreSQL on every server.
import { queryString } from '../../admin-ui/dashboard/review-common/review-call.js';
import type { Wire } from '../../server/http/wire-type.js';
import type { IndexStatus } from '../../server/search/service.js';
import type { SpecCall } from '../caches/cache-api.js';

export const INDEX_PAGE_SIZE = 25;
export const INDEX_PAGE_SIZES = [25, 50, 100] as const;

export type SearchIndexRow = Wire<IndexStatus>;

export const indexApi = (call: SpecCall) => ({
  page: (page: number, pageSize: number, signal?: AbortSignal) =>
    call<{ total: number; result: SearchIndexRow[] }>(`/api/admin/elasticsearch/index/list${queryString({ pageNumber: page, pageSize })}`, { method: 'GET', signal }),
  remove: (indexName: string) => call<{ indexName: string; message: string }>('/api/admin/elasticsearch/index/delete/', { method: 'POST', body: { indexName } }),
});
