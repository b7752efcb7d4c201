// What the course search screen searches for, and how it travels in the URL (spec 1 §2
// courses/search?i&c&f, docs/search.md "Search screen and export"):
//   i  the institution id;
//   c  the search text, as typed;
//   f  the facet selections, the submission-date range and the sort, one part per group separated by
//      ";": "subjectArea:3,5;year:29;date:2026-01-15~2026-02-15;sort:title~asc". Facet values are
//      ids, fixed names or true / false, so ":", "," and ";" never occur inside one; defaults
//      (no date range, newest submission first) are left out.
// A part the screen cannot read (an unknown group, a broken date) is dropped rather than refused: a
// link from an older build still opens the search.
import { DEFAULT_SORT, FACET_FIELDS, SORT_FIELDS, type FacetField, type SearchQuery, type SortField } from '../../core/contract/course-search.js';

/** Spec 1 §9: the picker's first month, February 2015. */
export const MIN_SUBMISSION_DAY = '2015-02-01';

export interface DateRange {
  /** YYYY-MM-DD, whole days (the engine takes a bare max as the whole day) */
  min: string;
  max: string;
}

export interface SearchState {
  query: string;
  institutionId: number | null;
  /** each group's selected values, as text (the server reads "29" as 29 and "true" as true) */
  filters: Partial<Record<FacetField, string[]>>;
  dateRange: DateRange | null;
  sortBy: SortField;
  sortAscending: boolean;
}

export const EMPTY_SEARCH: SearchState = { query: '', institutionId: null, filters: {}, dateRange: null, sortBy: DEFAULT_SORT, sortAscending: false };

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isDay = (text: string) => DAY.test(text) && !Number.isNaN(Date.parse(text));
const isFacetField = (name: string): name is FacetField => (FACET_FIELDS as readonly string[]).includes(name);
const isSortField = (name: string): name is SortField => (SORT_FIELDS as readonly string[]).includes(name);

/** The URL parameters of a search; the empty search has none. */
export function encodeSearch(state: SearchState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.institutionId !== null) params.set('i', String(state.institutionId));
  if (state.query.trim() !== '') params.set('c', state.query);
  const parts: string[] = [];
  for (const field of FACET_FIELDS) {
    const values = state.filters[field];
    if (values?.length) parts.push(`${field}:${values.join(',')}`);
  }
  if (state.dateRange) parts.push(`date:${state.dateRange.min}~${state.dateRange.max}`);
  if (state.sortBy !== DEFAULT_SORT || state.sortAscending) parts.push(`sort:${state.sortBy}~${state.sortAscending ? 'asc' : 'desc'}`);
  if (parts.length) params.set('f', parts.join(';'));
  return params;
}

export function decodeSearch(params: URLSearchParams): SearchState {
  const state: SearchState = { ...EMPTY_SEARCH, filters: {} };
  const institution = Number(params.get('i'));
  if (Number.isSafeInteger(institution) && institution > 0) state.institutionId = institution;
  state.query = params.get('c') ?? '';
  for (const part of (params.get('f') ?? '').split(';')) {
    const colon = part.indexOf(':');
    if (colon < 1) continue;
    const name = part.slice(0, colon);
    const rest = part.slice(colon + 1);
    if (name === 'date') {
      const [min, max] = rest.split('~');
      if (isDay(min) && isDay(max) && min <= max) state.dateRange = { min: min < MIN_SUBMISSION_DAY ? MIN_SUBMISSION_DAY : min, max };
    } else if (name === 'sort') {
      const [field, direction] = rest.split('~');
      if (isSortField(field)) {
        state.sortBy = field;
        state.sortAscending = direction === 'asc';
      }
    } else if (isFacetField(name)) {
      const values = [...new Set(rest.split(',').filter((v) => v !== ''))];
      if (values.length) state.filters[name] = values;
    }
  }
  return state;
}

/** Spec 1 §5: without text, institution, filter or date the search asks for the facets only. */
export function hasCriteria(state: SearchState): boolean {
  return state.query.trim() !== '' || state.institutionId !== null || state.dateRange !== null || Object.values(state.filters).some((v) => v && v.length > 0);
}

/** The search request of spec 1 §3 for a page of results (page size 0 without criteria). */
export function searchRequest(state: SearchState, page: number, pageSize: number): SearchQuery & { page: number; pageSize: number } {
  return {
    ...exportRequest(state),
    page,
    pageSize: hasCriteria(state) ? pageSize : 0,
  };
}

/** The same search without paging: what the export sends. */
export function exportRequest(state: SearchState): Omit<SearchQuery, 'page' | 'pageSize'> {
  const filters = FACET_FIELDS.filter((f) => state.filters[f]?.length).map((field) => ({ field, selected: state.filters[field]! }));
  return {
    query: state.query.trim() || null,
    filters,
    submissionDateFilter: state.dateRange ? { min: state.dateRange.min, max: state.dateRange.max } : null,
    institutionId: state.institutionId,
    sortBy: state.sortBy,
    sortAscending: state.sortAscending,
  };
}

/** The state with a facet value switched on or off. */
export function toggleValue(state: SearchState, field: FacetField, value: string, on: boolean): SearchState {
  const current = state.filters[field] ?? [];
  const next = on ? [...new Set([...current, value])] : current.filter((v) => v !== value);
  const filters = { ...state.filters, [field]: next };
  if (!next.length) delete filters[field];
  return { ...state, filters };
}

/** The search with no filter, text, institution or date (the sort stays). */
export const clearedSearch = (state: SearchState): SearchState => ({ ...EMPTY_SEARCH, sortBy: state.sortBy, sortAscending: state.sortAscending });
