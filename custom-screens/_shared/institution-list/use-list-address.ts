// A list's request kept in the screen's address, so the browser's back, a reload and the return from
// an edit form all find the same search and page.
import { useSearchParams } from 'react-router-dom';
import { requestFromSearch, searchFromRequest } from './institution-list-api.js';
import type { ListRequest } from '../../../core/contract/institutions.js';

export function useListAddress(): [ListRequest, (request: ListRequest) => void, string] {
  const [params, setParams] = useSearchParams();
  const request = requestFromSearch(params);
  return [request, (next) => setParams(new URLSearchParams(searchFromRequest(next)), { replace: true }), searchFromRequest(request)];
}

/** The list's address to come back to from an edit form opened with ?list=… */
export function backToList(listPath: string, search: URLSearchParams): string {
  const list = search.get('list');
  return list ? `${listPath}?${list}` : listPath;
}

export const editPath = (editBase: string, id: number, listSearch: string) => `${editBase}/${id}?list=${encodeURIComponent(listSearch)}`;
