// The search request of spec 1 §3 as the engine takes it, and its reading into what the engine
// evaluates. A field, value, sort or date the engine cannot read is a SearchQueryError (the route's 400).
import { addDays, officeInstant } from '../../../core/time/office-time.js';
import { MIN_SUBMISSION_DATE } from './document.js';
import { DEFAULT_SORT, SORT_FIELDS, type DateInput, type FacetCount, type FacetField, type FacetValue, type SearchDocument, type SearchQuery, type SortField } from '../../../core/contract/course-search.js';
import { FACET_GROUPS, normalizeValue } from './facet-groups.js';
import { textWords } from './text-words.js';

export const DEFAULT_PAGE_SIZE = 25;

export interface SearchOptions {
  /** set for a user without AdminReportAnalystReviewProgress: only their own reviews are searched and counted */
  viewerAnalystId: number | null;
}

export interface FacetGroupResult {
  field: FacetField;
  values: FacetCount[];
}

export interface SearchResponse {
  facetGroups: FacetGroupResult[];
  results: SearchDocument[];
  totalResults: number;
  totalPages: number;
}

export class SearchQueryError extends Error {
  constructor(
    message: string,
    readonly field: string,
  ) {
    super(message);
  }
}

/** The request as the engine evaluates it. `selections` holds each group with a non-empty selection once. */
export interface ReadQuery {
  words: string[];
  selections: Map<number, FacetValue[]>;
  dateMin: number | null;
  dateMax: number | null;
  institutionId: number | null;
  page: number;
  pageSize: number;
  sortBy: SortField;
  ascending: boolean;
}

/** An instant as given; a bare day ('YYYY-MM-DD') is the office's day: from its midnight, or to the last moment before the next. */
function readDate(input: DateInput, endOfDay: boolean, field: string): number {
  const time = input instanceof Date ? input.getTime() : typeof input === 'number' ? input : Date.parse(input);
  if (!Number.isFinite(time)) throw new SearchQueryError(`${field} is not a date.`, field);
  if (typeof input === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(input)) return endOfDay ? officeInstant(addDays(input, 1)).getTime() - 1 : officeInstant(input).getTime();
  return time;
}

function wholeNumber(value: unknown, fallback: number, min: number, field: string): number {
  if (value === undefined || value === null) return fallback;
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < min) throw new SearchQueryError(`${field} must be a whole number of at least ${min}.`, field);
  return value;
}

export function readQuery(q: SearchQuery): ReadQuery {
  const selections = new Map<number, FacetValue[]>();
  for (const filter of q.filters ?? []) {
    const group = FACET_GROUPS.findIndex((g) => g.field === filter.field);
    if (group < 0) throw new SearchQueryError(`Unknown filter field "${filter.field}".`, 'filters');
    const values = selections.get(group) ?? [];
    for (const raw of filter.selected ?? []) {
      const value = normalizeValue(FACET_GROUPS[group], raw);
      if (value === undefined) throw new SearchQueryError(`"${String(raw)}" is not a value of ${filter.field}.`, 'filters');
      if (!values.includes(value)) values.push(value);
    }
    if (values.length) selections.set(group, values);
  }
  const range = q.submissionDateFilter;
  const hasRange = !!range && ((range.min ?? null) !== null || (range.max ?? null) !== null);
  const sortBy = (q.sortBy ?? DEFAULT_SORT) as SortField;
  if (!SORT_FIELDS.includes(sortBy)) throw new SearchQueryError(`Unknown sort "${q.sortBy}".`, 'sortBy');
  const institutionId = q.institutionId ?? null;
  if (institutionId !== null && !Number.isSafeInteger(institutionId)) throw new SearchQueryError('institutionId must be a whole number.', 'institutionId');
  return {
    words: textWords(q.query ?? ''),
    selections,
    dateMin: hasRange ? Math.max(MIN_SUBMISSION_DATE, range.min != null ? readDate(range.min, false, 'submissionDateFilter.min') : MIN_SUBMISSION_DATE) : null,
    dateMax: hasRange ? (range.max != null ? readDate(range.max, true, 'submissionDateFilter.max') : Number.MAX_SAFE_INTEGER) : null,
    institutionId,
    page: wholeNumber(q.page, 1, 1, 'page'),
    pageSize: wholeNumber(q.pageSize, DEFAULT_PAGE_SIZE, 0, 'pageSize'),
    sortBy,
    ascending: q.sortAscending ?? false,
  };
}
