// POST /api/search/admin (spec 1 §3, §7 "Course search"): the faceted course search. The request
// is the spec's (query, filters [{ field, selected }], submissionDateFilter { min, max },
// institutionId, page, pageSize, sortBy, sortAscending); the answer is facetGroups (each field with
// its title and values: value, label, count, selected), results, totalResults, totalPages.
// Without AdminReportAnalystReviewProgress a user sees only their own reviews in the search: the
// analyst facet offers only themselves, a filter on another analyst is refused, and result rows
// name an analyst only when it is the user; the catalogue itself stays searchable. docs/search.md "Calls".
import type { MikroORM } from '@mikro-orm/postgresql';
import { COURSE_ACCESS } from '../../resources/_access.js';
import { hasAbility, type SessionUser } from '../auth/session-user.js';
import { badRequest, HttpError } from '../http/errors.js';
import type { RouteTable } from '../http/route-table.js';
import { bodyObject } from '../http/params.js';
import type { ResultRow, SearchAnswer, SearchDocument, SearchQuery } from '../../core/contract/course-search.js';
import { FACET_TITLES } from '../../core/course-search/words.js';
import { ANALYST_FIELD } from './engine/facet-groups.js';
import { SearchQueryError, type SearchResponse } from './engine/search-query.js';
import { facetLabel, labelsFor, type Labels } from './facet-labels.js';
import { courseSearchIndexOf, SearchIndexUnavailable } from './service.js';

export const SEARCH_ABILITY = [...COURSE_ACCESS.list];
/** The infinite scroll asks 50 at a time; more than 100 a page is a mistake (the export takes 10,000). */
export const MAX_SEARCH_PAGE_SIZE = 100;

/** The spec's search request fields (the export takes the same body). */
export const SEARCH_REQUEST_KEYS = ['query', 'filters', 'submissionDateFilter', 'institutionId', 'page', 'pageSize', 'sortBy', 'sortAscending'] as const;

/** The body as the engine's query, with the shape errors as 400s naming the field. */
export function readSearchBody(raw: Record<string, unknown>, maxPageSize: number): SearchQuery {
  const field = (name: string, message: string): never => {
    throw badRequest(message, { [name]: [message] });
  };
  const { query, filters, submissionDateFilter, institutionId, page, pageSize, sortBy, sortAscending } = raw;
  if (query != null && typeof query !== 'string') field('query', 'query must be text.');
  if (typeof query === 'string' && query.length > 200) field('query', 'query must be at most 200 characters.');
  if (filters != null && !Array.isArray(filters)) field('filters', 'filters must be a list of { field, selected }.');
  for (const f of (filters as unknown[] | null) ?? []) {
    const ok = f && typeof f === 'object' && !Array.isArray(f) && typeof (f as { field?: unknown }).field === 'string' && Array.isArray((f as { selected?: unknown }).selected);
    if (!ok) field('filters', 'Each filter is { field, selected: [values] }.');
    const selected = (f as { selected: unknown[] }).selected;
    if (selected.some((v) => v !== null && typeof v === 'object')) field('filters', 'Selected values are numbers, text or true / false.');
  }
  const range = submissionDateFilter as { min?: unknown; max?: unknown } | null | undefined;
  if (range != null && (typeof range !== 'object' || Array.isArray(range))) field('submissionDateFilter', 'submissionDateFilter is { min, max }.');
  for (const end of ['min', 'max'] as const) {
    const v = range?.[end];
    if (v != null && typeof v !== 'string' && typeof v !== 'number') field(`submissionDateFilter.${end}`, `submissionDateFilter.${end} must be a date.`);
  }
  if (institutionId != null && (typeof institutionId !== 'number' || !Number.isSafeInteger(institutionId) || institutionId < 1)) field('institutionId', 'institutionId must be an institution id.');
  if (typeof pageSize === 'number' && pageSize > maxPageSize) field('pageSize', `pageSize may be at most ${maxPageSize}.`);
  if (sortBy != null && typeof sortBy !== 'string') field('sortBy', 'sortBy must be text.');
  if (sortAscending != null && typeof sortAscending !== 'boolean') field('sortAscending', 'sortAscending must be true or false.');
  return raw as SearchQuery;
}

/** The analyst the search is limited to: none with AdminReportAnalystReviewProgress, else the caller. */
export const viewerAnalystOf = (user: SessionUser): number | null => (hasAbility(user, 'AdminReportAnalystReviewProgress') ? null : user.id);

/** A result row: the document with the names people read, other analysts hidden from `viewer`. */
export function resultRow(doc: SearchDocument, labels: Labels, viewer: number | null = null): ResultRow {
  const shown = (analystId: number | null) => (analystId !== null && (viewer === null || analystId === viewer) ? analystId : null);
  const assignedAnalystId = shown(doc.assignedAnalystId);
  return {
    ...doc,
    assignedAnalystId,
    analystIds: doc.analystIds.filter((id) => shown(id) !== null),
    academicYear: labels.years.get(doc.academicYearId) ?? String(doc.academicYearId),
    statusLabel: doc.submissionStatus ? (labels.statuses.get(doc.submissionStatus) ?? doc.submissionStatus) : facetLabel(labels, 'statusGroup', doc.statusGroup),
    analystName: assignedAnalystId === null ? null : facetLabel(labels, 'analyst', assignedAnalystId),
  };
}

export function labelledResponse(response: SearchResponse, labels: Labels, viewer: number | null = null): SearchAnswer {
  return {
    facetGroups: response.facetGroups.map((g) => ({
      field: g.field,
      title: FACET_TITLES[g.field],
      values: g.values.filter((v) => g.field !== ANALYST_FIELD || viewer === null || v.value === viewer).map((v) => ({ ...v, label: facetLabel(labels, g.field, v.value) })),
    })),
    results: response.results.map((doc) => resultRow(doc, labels, viewer)),
    totalResults: response.totalResults,
    totalPages: response.totalPages,
  };
}

export const OWN_REVIEWS_ONLY = 'You may filter on your own reviews only.';

/** Runs the engine's search, its refusals as 400s naming the field and an unready index as a 503. */
export function searchOrRefuse(em: Parameters<typeof courseSearchIndexOf>[0], query: SearchQuery, user: SessionUser): SearchResponse {
  const viewer = viewerAnalystOf(user);
  const analysts = (query.filters ?? []).filter((f) => f.field === ANALYST_FIELD).flatMap((f) => f.selected);
  if (viewer !== null && analysts.some((a) => Number(a) !== viewer)) throw badRequest(OWN_REVIEWS_ONLY, { filters: [OWN_REVIEWS_ONLY] });
  try {
    return courseSearchIndexOf(em).current().search(query, { viewerAnalystId: null });
  } catch (err) {
    if (err instanceof SearchQueryError) throw badRequest(err.message, { [err.field]: [err.message] });
    if (err instanceof SearchIndexUnavailable) throw new HttpError(503, err.message);
    throw err;
  }
}

export function registerSearchRoute(routes: RouteTable, orm: MikroORM): void {
  routes.add({
    method: 'POST',
    path: '/api/search/admin',
    ability: SEARCH_ABILITY,
    source: 'server/search/search-route.ts',
    handler: async ({ em, req, user }) => {
      const query = readSearchBody(bodyObject(req, SEARCH_REQUEST_KEYS), MAX_SEARCH_PAGE_SIZE);
      const response = searchOrRefuse(em, query, user);
      return labelledResponse(response, await labelsFor(orm), viewerAnalystOf(user));
    },
  });
}
