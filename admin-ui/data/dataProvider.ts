// Generic REST (ra-data-simple-rest contract) at /api/rest/<resource>.
//
// Lists on large tables: the server counts matches only up to a cap and then answers a lower bound in
// Content-Range plus X-Total-Capped: N ("more than N"). Such a list is handed to react-admin as a
// partial one (pageInfo instead of a total, so next and previous still work) with the cap in
// `meta.totalCapped` for the pagination's label. `meta: { exactTotal: true }` asks for the exact
// total instead (Prefer: count=exact), for the few screens that show the figure itself.
import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider, GetListResult, SortPayload } from 'react-admin';
import { httpClient } from './http.js';

export const REST_BASE = '/api/rest';
/** The server's header for a capped count; its value N means "more than N matches". */
export const CAPPED_TOTAL_HEADER = 'X-Total-Capped';

/** What a capped list carries in its result's `meta`. */
export interface CappedListMeta {
  totalCapped: number;
}

/** The "more than N" of a list result's meta, when the server stopped counting. */
export function cappedTotalOf(meta: unknown): number | undefined {
  const n = (meta as Partial<CappedListMeta> | undefined)?.totalCapped;
  return typeof n === 'number' && Number.isFinite(n) ? n : undefined;
}

interface ListParams {
  pagination?: { page: number; perPage: number };
  sort?: SortPayload;
  filter?: unknown;
  meta?: { exactTotal?: boolean; [key: string]: unknown };
  signal?: AbortSignal;
}

/** One page of a list, as ra-data-simple-rest asks for it, with the capped total understood. */
async function fetchList(apiUrl: string, resource: string, params: ListParams): Promise<GetListResult> {
  const { page, perPage } = params.pagination ?? { page: 1, perPage: 10 };
  const { field, order } = params.sort ?? { field: 'id', order: 'ASC' };
  const start = (page - 1) * perPage;
  const end = page * perPage - 1;
  const query = new URLSearchParams({ sort: JSON.stringify([field, order]), range: JSON.stringify([start, end]), filter: JSON.stringify(params.filter ?? {}) });
  // Chrome hides Content-Range from a response to a request without Range (as ra-data-simple-rest notes)
  const headers = new Headers({ Range: `${resource}=${start}-${end}` });
  if (params.meta?.exactTotal) headers.set('Prefer', 'count=exact');
  const response = await httpClient(`${apiUrl}/${resource}?${query}`, { headers, signal: params.signal });
  const contentRange = response.headers.get('Content-Range');
  if (!contentRange) throw new Error(`The answer to the ${resource} list has no Content-Range header.`);
  const total = parseInt(contentRange.split('/').pop() ?? '', 10);
  const capped = response.headers.get(CAPPED_TOTAL_HEADER);
  if (capped === null) return { data: response.json, total };
  const meta: CappedListMeta = { totalCapped: Number(capped) };
  // the total is a lower bound: a next page exists when it reaches past this page
  return { data: response.json, pageInfo: { hasNextPage: total > end + 1, hasPreviousPage: page > 1 }, meta };
}

export function createDataProvider(apiUrl = REST_BASE): DataProvider {
  const rest = simpleRestProvider(apiUrl, httpClient);
  return {
    ...rest,
    getList: (resource, params) => fetchList(apiUrl, resource, params),
    getManyReference: (resource, params) => fetchList(apiUrl, resource, { ...params, filter: { ...params.filter, [params.target]: params.id } }),
  };
}
