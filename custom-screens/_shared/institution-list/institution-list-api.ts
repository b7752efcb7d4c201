// The paged institution lists of spec 1 §7 "Institutions and districts" and spec 3 "Schools":
// GET /api/admin/institution/type/{type} and /api/admin/institution/{id}/schools answer
// { total, result } of summaries (server/institutions/summary.ts), searched by name or CDS code.
import type { InstitutionPage, ListRequest } from '../../../core/contract/institutions.js';
import type { SpecCall } from '../../../admin-ui/kit/spec-call.js';

export const LIST_PAGE_SIZE = 25;
export const LIST_PAGE_SIZES = [10, 25, 50, 100] as const;
export const INITIAL_LIST: ListRequest = { query: '', page: 1, pageSize: LIST_PAGE_SIZE, includeClosed: true, countyId: '' };

export function listPath(base: string, r: ListRequest): string {
  const q = new URLSearchParams({ pageNumber: String(r.page), pageSize: String(r.pageSize), includeClosed: String(r.includeClosed) });
  if (r.query.trim()) q.set('query', r.query.trim());
  if (r.countyId !== '') q.set('countyId', String(r.countyId));
  return `${base}?${q}`;
}

export const fetchInstitutionPage = (call: SpecCall, base: string, r: ListRequest, signal?: AbortSignal) => call<InstitutionPage>(listPath(base, r), { method: 'GET', signal });

/** The list's state as the screen's address (?q=&page=&size=&closed=&county=), so a return from an edit finds the same page. */
export function requestFromSearch(search: URLSearchParams, includeClosedByDefault = true): ListRequest {
  const whole = (name: string, fallback: number) => {
    const n = Number(search.get(name));
    return Number.isInteger(n) && n > 0 ? n : fallback;
  };
  const size = whole('size', LIST_PAGE_SIZE);
  return {
    query: search.get('q') ?? '',
    page: whole('page', 1),
    pageSize: (LIST_PAGE_SIZES as readonly number[]).includes(size) ? size : LIST_PAGE_SIZE,
    includeClosed: search.has('closed') ? search.get('closed') === 'true' : includeClosedByDefault,
    countyId: search.get('county') ? whole('county', 0) || '' : '',
  };
}

export function searchFromRequest(r: ListRequest): string {
  const q = new URLSearchParams();
  if (r.query) q.set('q', r.query);
  if (r.page > 1) q.set('page', String(r.page));
  if (r.pageSize !== LIST_PAGE_SIZE) q.set('size', String(r.pageSize));
  q.set('closed', String(r.includeClosed));
  if (r.countyId !== '') q.set('county', String(r.countyId));
  return q.toString();
}
