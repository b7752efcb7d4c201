// The search indexes screen's calls (spec 1 §2 "elasticsearch/", §7 "Search indexes";
// server/search/index-routes.ts): a page of indexes with their build state, and a delete that
// rebuilds the index from PostgreSQL on every server.
import { queryString } from '../../admin-ui/kit/review-call.js';
import type { Wire } from '../../core/contract/wire.js';
import type { IndexDeleteBody, IndexDeleted, IndexPage } from '../../core/contract/search-indexes.js';
import type { SpecCall } from '../../admin-ui/kit/spec-call.js';

export const INDEX_PAGE_SIZE = 25;
export const INDEX_PAGE_SIZES = [25, 50, 100] as const;

export const indexApi = (call: SpecCall) => ({
  page: (page: number, pageSize: number, signal?: AbortSignal) =>
    call<Wire<IndexPage>>(`/api/admin/elasticsearch/index/list${queryString({ pageNumber: page, pageSize })}`, { method: 'GET', signal }),
  remove: (indexName: string) => call<IndexDeleted>('/api/admin/elasticsearch/index/delete/', { method: 'POST', body: { indexName } satisfies IndexDeleteBody }),
});
