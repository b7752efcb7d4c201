// The registrations list's tab, page, search and sort kept in the address (?tab=second&page=2&q=…&sort=…),
// so the browser's Back from a registration, and a reload, find the same list.
import { useSearchParams } from 'react-router-dom';
import { TABS } from './registrations-api.js';
import { ROW_SORTS, type RowSort, type SearchRequest, type Tab } from '../../core/contract/registrations.js';

const DEFAULT: SearchRequest = { tab: 'submitted', query: '', page: 1, sort: 'submittedOn', descending: false };

export function requestFromSearch(params: URLSearchParams): SearchRequest {
  const tab = TABS.some((t) => t.id === params.get('tab')) ? (params.get('tab') as Tab) : DEFAULT.tab;
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const sort = (ROW_SORTS as readonly string[]).includes(params.get('sort') ?? '') ? (params.get('sort') as RowSort) : DEFAULT.sort;
  return { tab, query: params.get('q') ?? '', page, sort, descending: params.get('desc') === '1' };
}

export function searchFromRequest(r: SearchRequest): URLSearchParams {
  const p = new URLSearchParams();
  if (r.tab !== DEFAULT.tab) p.set('tab', r.tab);
  if (r.query) p.set('q', r.query);
  if (r.page > 1) p.set('page', String(r.page));
  if (r.sort !== DEFAULT.sort) p.set('sort', r.sort);
  if (r.descending) p.set('desc', '1');
  return p;
}

/** [request, change]: a tab, search or sort change pushes a history entry; a new page too, so Back walks them. */
export function useListAddress(): [SearchRequest, (next: SearchRequest) => void] {
  const [params, setParams] = useSearchParams();
  return [requestFromSearch(params), (next) => setParams(searchFromRequest(next))];
}
