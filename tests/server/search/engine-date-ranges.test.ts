// Submission-date ranges on the bitmap path (server/search/engine/date-index.ts: cumulative month
// bitmaps, made when a search first needs them and kept up to date by every change after): ranges of
// a few months to many years answer what a scan answers before and after documents move to later
// months than any before, are replaced, removed and added.
import { describe, expect, it } from 'vitest';
import { generateDocuments } from '../../../bench/search-documents.js';
import { referenceSearch } from '../../../bench/search-reference.js';
import { SearchEngine } from '../../../server/search/engine/index.js';
import type { SearchDocument, SearchQuery } from '../../../core/contract/course-search.js';
import { Random } from '../../../seeds/courses/random.js';

const everyone = { viewerAnalystId: null };

const RANGES: [string, string][] = [
  ['2015-02-01', '2030-12-31'],
  ['2017-03-15', '2021-11-02'],
  ['2019-01-01', '2019-12-31T23:59:59.999Z'],
  ['2020-06-10', '2020-09-20'],
  ['2024-02-29', '2034-01-01'],
  ['2031-01-01', '2031-05-31'],
];

function expectRanges(engine: SearchEngine, docs: readonly SearchDocument[]): void {
  for (const [min, max] of RANGES) {
    for (const query of [
      { submissionDateFilter: { min, max }, pageSize: 25, sortBy: 'submittedOn', sortAscending: true },
      { submissionDateFilter: { min, max }, pageSize: 10, filters: [{ field: 'statusGroup', selected: ['approved'] }] },
    ] as SearchQuery[]) {
      expect(engine.search(query, everyone), JSON.stringify(query)).toEqual(referenceSearch(docs, query, everyone));
    }
  }
}

describe('submission-date ranges over cumulative month bitmaps', () => {
  it('answers what a scan answers before and after dates move, documents go and come', () => {
    const { docs } = generateDocuments(8000, 2027);
    const engine = new SearchEngine();
    engine.upsertMany(docs);
    // the first search makes the bitmaps; the rest are changes to them
    expectRanges(engine, docs);

    const random = new Random(12);
    const current = new Map(docs.map((d) => [d.courseYearId, d]));
    const ids = [...current.keys()];
    const later = (d: SearchDocument, years: number) => (d.submittedOn ? new Date(d.submittedOn.getTime() + years * 365.25 * 86_400_000) : new Date(Date.UTC(2031, 2, 3)));
    for (let i = 0; i < 1500; i++) {
      // a few years on: months after the last month the index held
      const d = current.get(random.pick(ids))!;
      const moved = { ...d, submittedOn: later(d, random.int(1, 6)) };
      engine.upsert(moved);
      current.set(d.courseYearId, moved);
    }
    for (let i = 0; i < 800; i++) {
      const id = random.pick(ids);
      expect(engine.remove(id)).toBe(current.delete(id));
    }
    for (let i = 0; i < 500; i++) {
      const d = docs[i];
      const added = { ...d, courseYearId: 700_000 + i, submittedOn: random.chance(0.2) ? null : later(d, random.int(0, 4)) };
      engine.upsert(added);
      current.set(added.courseYearId, added);
    }
    expectRanges(engine, [...current.values()]);
  });
});
