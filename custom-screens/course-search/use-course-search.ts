// The search's pages for the infinite scroll: 50 results at a time, the facets and the total from the
// first page. While a changed search loads, the previous answer stays on the screen. A 503 (the index
// is being built) or a 400 is not retried by itself: the screen shows it with its own Retry.
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useReviewCall } from '../../admin-ui/dashboard/review-common/review-call.js';
import { SCROLL_PAGE_SIZE, SEARCH_QUERY_ROOT, searchApi, statusOf } from './search-api.js';
import { searchRequest, type SearchState } from './search-state.js';

const retryable = (count: number, error: Error) => {
  const status = statusOf(error);
  return count < 2 && (status === undefined || status >= 500) && status !== 503;
};

/** A course year once, though the index changed between two pages and moved it onto the next. */
function onceEach<T extends { courseYearId: number }>(rows: T[]): T[] {
  const seen = new Set<number>();
  return rows.filter((r) => !seen.has(r.courseYearId) && seen.add(r.courseYearId));
}

export function useCourseSearch(state: SearchState) {
  const call = useReviewCall();
  const api = useMemo(() => searchApi(call), [call]);
  const key = searchRequest(state, 1, SCROLL_PAGE_SIZE);
  const query = useInfiniteQuery({
    queryKey: [SEARCH_QUERY_ROOT, 'results', key],
    queryFn: ({ pageParam, signal }) => api.search(searchRequest(state, pageParam, SCROLL_PAGE_SIZE), signal),
    initialPageParam: 1,
    getNextPageParam: (last, _all, page) => (page < last.totalPages ? page + 1 : undefined),
    placeholderData: keepPreviousData,
    retry: retryable,
  });
  const first = query.data?.pages[0];
  return {
    query,
    facetGroups: first?.facetGroups ?? [],
    results: onceEach(query.data?.pages.flatMap((p) => p.results) ?? []),
    totalResults: first?.totalResults,
    /** the answer on the screen is for an earlier search while this one loads */
    stale: query.isPlaceholderData,
  };
}
