// The course search screen's calls (spec 1 §7 "Search"): POST /api/search/admin, the institution
// look-ups of its institution filter, and the analysts of the reassign dialog (the submitted queue's).
import type { InstitutionHit } from '../../core/contract/institution-search.js';
import type { SearchAnswer, SearchQuery } from '../../core/contract/course-search.js';
import type { Wire } from '../../core/contract/wire.js';
import type { ReviewCall } from '../../admin-ui/kit/review-call.js';
import { queryString } from '../../admin-ui/kit/review-call.js';

export const SEARCH_PATH = '/api/search/admin';
export const EXPORT_PATH = '/api/admin/report/courses/search';

/** Spec 1 §9: the infinite scroll reads 50 at a time. */
export const SCROLL_PAGE_SIZE = 50;
/** Spec 1 §5, §9: the export takes at most 10,000 courses. */
export const EXPORT_LIMIT = 10_000;

/** Every query of the screen starts with this key, so a reassignment refreshes them all. */
export const SEARCH_QUERY_ROOT = 'course-search';

export const searchApi = (call: ReviewCall) => ({
  search: (request: SearchQuery, signal?: AbortSignal) => call<Wire<SearchAnswer>>(SEARCH_PATH, { method: 'POST', body: request, signal }),
  institutions: (query: string, signal?: AbortSignal) => call<InstitutionHit[]>(`/api/admin/institution/search${queryString({ query, pageSize: 20 })}`, { signal }),
  institutionsById: (ids: readonly number[], signal?: AbortSignal) => call<InstitutionHit[]>(`/api/admin/institution/lookup/${queryString({ ids: ids.join(',') })}`, { signal }),
});

/** The HTTP status of a failed call (react-admin's HttpError), if it has one. */
export const statusOf = (error: unknown): number | undefined => (error as { status?: unknown } | null)?.status as number | undefined;
