// The export's second sheet: the search that made the file, in words, so a file read weeks later
// still says what it holds.
import { DEFAULT_SORT, FACET_FIELDS, type FacetField, type SearchDocument, type SearchQuery, type SortField } from '../../core/contract/course-search.js';
import { FACET_TITLES, sortText } from '../../core/course-search/words.js';
import { facetLabel, type Labels } from './facet-labels.js';
import { dateTimeText, dayText, toDay } from '../../core/time/office-time.js';

/** A bound of the submission range: a day as the screens show it, an instant in office time. */
const dateText = (d: unknown) =>
  d === null || d === undefined || d === '' ? '…' : typeof d === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(d) ? dayText(d) : dateTimeText(d as string | Date | number) || (toDay(d) ?? String(d));

/** The institution's name as the results carry it (the owner or a school offering the course), else its id. */
function institutionName(id: number, results: readonly SearchDocument[]): string {
  for (const doc of results) {
    if (doc.institutionId === id) return doc.institutionName;
    const school = doc.offeringInstitutions.find((o) => o.institutionId === id);
    if (school) return school.name;
  }
  return `Institution ${id}`;
}

export function criteriaRows(query: SearchQuery, labels: Labels, totalResults: number, results: readonly SearchDocument[], exportedAt: Date): [string, string][] {
  const rows: [string, string][] = [['Exported at', dateTimeText(exportedAt)]];
  rows.push(['Courses', String(totalResults)]);
  if (query.query?.trim()) rows.push(['Search text', query.query.trim()]);
  if (query.institutionId != null) rows.push(['Institution', institutionName(query.institutionId, results)]);
  const range = query.submissionDateFilter;
  if (range && (range.min != null || range.max != null)) rows.push(['Submitted between', `${dateText(range.min)} and ${dateText(range.max)}`]);
  for (const filter of query.filters ?? []) {
    if (!(FACET_FIELDS as readonly string[]).includes(filter.field) || !filter.selected.length) continue;
    const field = filter.field as FacetField;
    rows.push([FACET_TITLES[field], filter.selected.map((v) => facetLabel(labels, field, v as string)).join('; ')]);
  }
  // the query was read (readQuery) when the search ran: its sort is one of SORT_FIELDS
  rows.push(['Sorted by', sortText((query.sortBy ?? DEFAULT_SORT) as SortField, query.sortAscending === true)]);
  return rows;
}
