// The search's pages for the infinite scroll: 50 results at a time, the facets and the total from the
// first page. While a changed search loads, the previous answer stays on the screen. A 503 (the index
// is being built) or a 400 is not retried by itself: the screen shows it with its own Retry.
// A changed search is asked for by the act that changes it (`searchAhead`), before the screen draws
// the change, so the answer travels while the click is being drawn (issue 20 §8).
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useReviewCall } from '../../admin-ui/kit/review-call.js';
import { SCROLL_PAGE_SIZE, SEARCH_QUERY_ROOT, searchApi, statusOf } from './search-api.js';
import type { SearchAnswer } from '../../core/contract/course-search.js';
import { searchRequest, type SearchState } from './search-state.js';
import type { Wire } from '../../core/contract/wire.js';

/** An answer this young is not asked for again when the screen's render comes to it: it was asked for by the click. */
const JUST_ASKED_MS = 1_000;

const retryable = (count: number, error: Error) => {
  const status = statusOf(error);
  return count < 2 && (status === undefined || status >= 500) && status !== 503;
};

/** A course year once, though the index changed between two pages and moved it onto the next. */
function onceEach<T extends { courseYearId: number }>(rows: T[]): T[] {
  const seen = new Set<number>();
  return rows.filter((r) => !seen.has(r.courseYearId) && seen.add(r.courseYearId));
}

function searchQuery(api: ReturnType<typeof searchApi>, state: SearchState) {
  return infiniteQueryOptions({
    queryKey: [SEARCH_QUERY_ROOT, 'results', searchRequest(state, 1, SCROLL_PAGE_SIZE)],
    queryFn: ({ pageParam, signal }) => api.search(searchRequest(state, pageParam, SCROLL_PAGE_SIZE), signal),
    initialPageParam: 1,
    getNextPageParam: (last: Wire<SearchAnswer>, _all: Wire<SearchAnswer>[], page: number) => (page < last.totalPages ? page + 1 : undefined),
    staleTime: JUST_ASKED_MS,
    retry: retryable,
  });
}

export function useCourseSearch(state: SearchState) {
  const call = useReviewCall();
  const api = useMemo(() => searchApi(call), [call]);
  const queryClient = useQueryClient();
  const query = useInfiniteQuery({ ...searchQuery(api, state), placeholderData: keepPreviousData });
  const first = query.data?.pages[0];
  // the same rows while only the search changes, so the table is not drawn again until its answer
  const results = useMemo(() => onceEach(query.data?.pages.flatMap((p) => p.results) ?? []), [query.data]);
  /** Asks for the first page of `next` now; the screen's query takes up that request when it gets there. */
  const searchAhead = useCallback((next: SearchState) => void queryClient.prefetchInfiniteQuery(searchQuery(api, next)), [queryClient, api]);
  return {
    query,
    facetGroups: first?.facetGroups ?? [],
    results,
    totalResults: first?.totalResults,
    /** the answer on the screen is for an earlier search while this one loads */
    stale: query.isPlaceholderData,
    searchAhead,
  };
}
