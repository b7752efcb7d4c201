// The JavaScript peers of bench:search, itemsjs and @orama/orama, given the same documents and
// requests as the engine: text over the same fields, the same facet groups (OR inside a group), the
// submission-date range, counts for every group, page 1 of 25 sorted. Each answers in its own way;
// what is timed is the work each needs for the whole answer (for orama, which counts a facet over its
// hits only, one more search per selected group, so that a selected group's counts leave its own
// selection out as ours do).
import itemsjs from 'itemsjs';
import { count, create, insertMultiple, search, type AnyOrama } from '@orama/orama';
import { FACET_GROUPS } from '../server/search/engine/index.js';
import type { SearchDocument, SearchQuery } from '../core/contract/course-search.js';
import { valuesOf } from '../server/search/engine/facet-groups.js';

export interface Peer {
  name: string;
  build(docs: readonly SearchDocument[]): Promise<void> | void;
  /** answers the number of results */
  run(query: SearchQuery): Promise<number> | number;
}

type FlatDoc = Record<string, unknown>;

const SORT_PROPERTY: Record<string, string> = {
  title: 'titleKey',
  institutionName: 'institutionKey',
  recordId: 'recordKey',
  academicYear: 'yearNumber',
  submittedOn: 'submittedOn',
  statusGroup: 'statusOrder',
};

/** A document as the peers index it: facet values as text, names and identifiers as searchable text. */
function flat(doc: SearchDocument): FlatDoc {
  const row: FlatDoc = {
    id: String(doc.courseYearId),
    title: doc.title,
    names: [doc.institutionName, ...doc.offeringInstitutions.map((o) => o.name), ...doc.transcriptAbbreviations].join(' '),
    identifiers: [doc.recordId, ...doc.transcriptCodes].join(' '),
    titleKey: doc.title.toLowerCase(),
    institutionKey: doc.institutionName.toLowerCase(),
    recordKey: doc.recordId,
    yearNumber: doc.academicYearId,
    statusOrder: ['approved', 'notApproved', 'submitted', 'notSubmitted'].indexOf(doc.statusGroup),
    submittedOn: doc.submittedOn ? doc.submittedOn.getTime() : 0,
  };
  for (const g of FACET_GROUPS) row[g.field] = valuesOf(g, doc).map(String);
  return row;
}

function dateRange(query: SearchQuery): [number, number] | null {
  const r = query.submissionDateFilter;
  if (!r) return null;
  return [r.min ? new Date(r.min).getTime() : 0, r.max ? new Date(r.max).getTime() : Number.MAX_SAFE_INTEGER];
}

export function itemsjsPeer(): Peer {
  let engine: ReturnType<typeof itemsjs>;
  return {
    name: 'itemsjs',
    build(docs) {
      const aggregations = Object.fromEntries(FACET_GROUPS.map((g) => [g.field, { title: g.field, size: 200, conjunction: false }]));
      const sortings = Object.fromEntries(
        Object.entries(SORT_PROPERTY).flatMap(([sort, field]) => [
          [`${sort}_asc`, { field, order: 'asc' }],
          [`${sort}_desc`, { field, order: 'desc' }],
        ]),
      );
      engine = itemsjs(docs.map(flat), { aggregations, sortings, searchableFields: ['title', 'names', 'identifiers'] });
    },
    run(query) {
      const range = dateRange(query);
      const result = engine.search({
        query: query.query ?? '',
        per_page: 25,
        page: 1,
        sort: `${query.sortBy ?? 'submittedOn'}_${query.sortAscending ? 'asc' : 'desc'}`,
        filters: Object.fromEntries((query.filters ?? []).map((f) => [f.field, f.selected.map(String)])),
        filter: range ? (item: FlatDoc) => (item.submittedOn as number) >= range[0] && (item.submittedOn as number) <= range[1] : undefined,
      });
      return result.pagination.total;
    },
  };
}

export function oramaPeer(): Peer {
  let db: AnyOrama;
  const schema: Record<string, string> = { title: 'string', names: 'string', identifiers: 'string', titleKey: 'string', institutionKey: 'string', recordKey: 'string', yearNumber: 'number', statusOrder: 'number', submittedOn: 'number' };
  for (const g of FACET_GROUPS) schema[g.field] = 'enum[]';
  const whereOf = (query: SearchQuery, except: string | null) => {
    const where: Record<string, unknown> = {};
    for (const f of query.filters ?? []) if (f.field !== except) where[f.field] = { containsAny: f.selected.map(String) };
    const range = dateRange(query);
    if (range) where.submittedOn = { between: range };
    return where;
  };
  const facetsOf = (fields: string[]) => Object.fromEntries(fields.map((f) => [f, {}]));
  return {
    name: '@orama/orama',
    async build(docs) {
      db = create({ schema: schema as never });
      const rows = docs.map(flat);
      for (let i = 0; i < rows.length; i += 10_000) await insertMultiple(db, rows.slice(i, i + 10_000) as never[], 10_000);
      if ((await count(db)) !== docs.length) throw new Error('orama lost documents');
    },
    async run(query) {
      const selected = (query.filters ?? []).map((f) => f.field);
      const term = query.query ?? '';
      const base = { term, properties: ['title', 'names', 'identifiers'] as never[], threshold: 0 };
      const main = await search(db, {
        ...base,
        where: whereOf(query, null) as never,
        facets: facetsOf(FACET_GROUPS.map((g) => g.field).filter((f) => !selected.includes(f))) as never,
        sortBy: { property: SORT_PROPERTY[query.sortBy ?? 'submittedOn'], order: query.sortAscending ? 'ASC' : 'DESC' } as never,
        limit: 25,
      });
      for (const field of selected) await search(db, { ...base, where: whereOf(query, field) as never, facets: facetsOf([field]) as never, limit: 0 });
      return main.count;
    },
  };
}
