// The course search answered by scanning every document, written for plain reading rather than
// speed: the yardstick the engine's results and counts must equal (tests and bench:search).
import { FACET_GROUPS, textWords, type SearchOptions, type SearchResponse } from '../server/search/engine/index.js';
import { STATUS_GROUPS, type FacetValue, type SearchDocument, type SearchQuery } from '../core/contract/course-search.js';
import { compareValues, valuesOf } from '../server/search/engine/facet-groups.js';
import { readQuery, type ReadQuery } from '../server/search/engine/search-query.js';

const wordsCache = new WeakMap<SearchDocument, { names: string[]; identifiers: string[] }>();

function wordsOf(doc: SearchDocument) {
  let words = wordsCache.get(doc);
  if (!words) {
    const names = [doc.title, doc.institutionName, ...doc.offeringInstitutions.map((o) => o.name), ...doc.transcriptAbbreviations];
    const identifiers = [doc.recordId, ...doc.transcriptCodes];
    wordsCache.set(doc, (words = { names: names.flatMap(textWords), identifiers: identifiers.flatMap(textWords) }));
  }
  return words;
}

/** Names match a query word by the start of a word, identifiers (record number, codes) by the whole word. */
function matchesWord(doc: SearchDocument, word: string): boolean {
  const { names, identifiers } = wordsOf(doc);
  return names.some((w) => w.startsWith(word)) || identifiers.includes(word);
}

function inBase(doc: SearchDocument, q: ReadQuery, options: SearchOptions): boolean {
  if (!q.words.every((w) => matchesWord(doc, w))) return false;
  if (q.dateMin !== null && q.dateMax !== null) {
    const t = doc.submittedOn?.getTime();
    if (t === undefined || t < q.dateMin || t > q.dateMax) return false;
  }
  if (q.institutionId !== null && doc.institutionId !== q.institutionId && !doc.offeringInstitutions.some((o) => o.institutionId === q.institutionId)) return false;
  if (options.viewerAnalystId !== null && !doc.analystIds.includes(options.viewerAnalystId)) return false;
  return true;
}

/** The groups whose selection the document fails. */
function failedGroups(doc: SearchDocument, q: ReadQuery): number[] {
  const failed: number[] = [];
  for (const [g, selected] of q.selections) if (!valuesOf(FACET_GROUPS[g], doc).some((v) => selected.includes(v))) failed.push(g);
  return failed;
}

/** The sort key as compared: text case-insensitively then exactly, numbers as they are, null when none. */
function sortKey(doc: SearchDocument, field: ReadQuery['sortBy']): [string, string] | number | null {
  const text = (t: string): [string, string] => [t.toLowerCase(), t];
  switch (field) {
    case 'title':
      return text(doc.title);
    case 'recordId':
      return text(doc.recordId);
    case 'institutionName':
      return text(doc.institutionName);
    case 'academicYear':
      return doc.academicYearId;
    case 'submittedOn':
      return doc.submittedOn ? doc.submittedOn.getTime() : null;
    case 'statusGroup':
      return STATUS_GROUPS.indexOf(doc.statusGroup);
  }
}

const compareRaw = (a: string, b: string) => (a === b ? 0 : a < b ? -1 : 1);

/** Sorted as the request asks: the key ascending or descending, documents without one last, then course-year id. */
function sorted(docs: SearchDocument[], q: ReadQuery): SearchDocument[] {
  const keyed = docs.map((doc) => ({ doc, key: sortKey(doc, q.sortBy) }));
  keyed.sort((a, b) => {
    const ka = a.key;
    const kb = b.key;
    const byId = a.doc.courseYearId - b.doc.courseYearId;
    if (ka === null || kb === null) return ka === kb ? byId : ka === null ? 1 : -1;
    const c = typeof ka === 'number' ? ka - (kb as number) : compareRaw(ka[0], (kb as [string, string])[0]) || compareRaw(ka[1], (kb as [string, string])[1]);
    return (q.ascending ? c : -c) || byId;
  });
  return keyed.map((k) => k.doc);
}

/** The answer of spec 1 §3 by definition: results and every facet count by a scan of all documents. */
export function referenceSearch(docs: readonly SearchDocument[], query: SearchQuery, options: SearchOptions): SearchResponse {
  const q = readQuery(query);
  const base = docs.filter((d) => inBase(d, q, options)).map((doc) => ({ doc, failed: failedGroups(doc, q) }));
  const matching = base.filter((b) => b.failed.length === 0).map((b) => b.doc);
  const facetGroups = FACET_GROUPS.map((def, g) => {
    // a group counts the documents that hold every selection but (maybe) its own
    const counted = new Map<FacetValue, number>();
    for (const { doc, failed } of base) {
      if (failed.length > 1 || (failed.length === 1 && failed[0] !== g)) continue;
      for (const v of valuesOf(def, doc)) counted.set(v, (counted.get(v) ?? 0) + 1);
    }
    const selected = q.selections.get(g) ?? [];
    for (const v of selected) if (!counted.has(v)) counted.set(v, 0);
    let values = [...counted].map(([value, count]) => ({ value, count, selected: selected.includes(value) }));
    if (def.field === 'analyst' && options.viewerAnalystId !== null) values = values.filter((v) => v.value === options.viewerAnalystId);
    values.sort((a, b) => (def.order === 'count' ? b.count - a.count : 0) || compareValues(def, a.value, b.value));
    return { field: def.field, values };
  });
  const start = (q.page - 1) * q.pageSize;
  const results = q.pageSize === 0 ? [] : sorted(matching, q).slice(start, start + q.pageSize);
  return {
    facetGroups,
    results,
    totalResults: matching.length,
    totalPages: q.pageSize > 0 ? Math.ceil(matching.length / q.pageSize) : 0,
  };
}
