// The bitmaps of broad prefixes (server/search/engine/prefix-bitmaps.ts) stay exact through every
// change: after replacements, removals, additions and an institution's rename, each kept prefix's
// bitmap holds exactly the documents a walk of the text index finds, and searches by those prefixes
// answer what a scan of every document answers.
import { describe, expect, it } from 'vitest';
import { generateDocuments } from '../../../bench/search-documents.js';
import { referenceSearch } from '../../../bench/search-reference.js';
import { slotsOf } from '../../../server/search/engine/bitmap.js';
import { SearchEngine, textWords } from '../../../server/search/engine/index.js';
import type { SearchDocument } from '../../../core/contract/course-search.js';
import { SlotCollector } from '../../../server/search/engine/slot-collector.js';
import { Random } from '../../../seeds/courses/random.js';

const everyone = { viewerAnalystId: null };

/** The documents a look-up through the texts, identifiers and institution names finds. */
function walked(engine: SearchEngine, prefix: string): number[] {
  const collector = new SlotCollector(engine.slots.capacity);
  engine.text.collectWord(prefix, collector);
  return [...collector.list.subarray(0, collector.n)].sort((a, b) => a - b);
}

/** The documents of the prefix's kept bitmap; its count must agree. */
function kept(engine: SearchEngine, prefix: string): number[] {
  const match = engine.prefixes.match(prefix, engine.slots.used)!;
  const out = new Uint32Array(engine.slots.capacity);
  const n = slotsOf(match.bits!, match.words, out);
  expect(match.count, prefix).toBe(n);
  return [...out.subarray(0, n)];
}

function expectExact(engine: SearchEngine): void {
  expect(engine.prefixes.size).toBeGreaterThan(0);
  for (const prefix of engine.prefixes.kept) expect(kept(engine, prefix), prefix).toEqual(walked(engine, prefix));
}

/** Searches by a few kept prefixes (alone, and with a date range and a selection) against the scan. */
function expectSearches(engine: SearchEngine, docs: readonly SearchDocument[], prefixes: readonly string[]): void {
  for (const prefix of prefixes) {
    for (const query of [
      { query: prefix, pageSize: 25, sortBy: 'title' as const, sortAscending: true },
      { query: prefix, pageSize: 25, submissionDateFilter: { min: '2019-01-01', max: '2022-06-30' }, filters: [{ field: 'statusGroup', selected: ['approved'] }] },
    ]) {
      expect(engine.search(query, everyone), `${JSON.stringify(query)}`).toEqual(referenceSearch(docs, query, everyone));
    }
  }
}

describe('prefix bitmaps', () => {
  const { docs } = generateDocuments(6000, 515);
  const engine = new SearchEngine();
  engine.upsertMany(docs);
  engine.prepare();
  const current = new Map(docs.map((d) => [d.courseYearId, d]));

  it('keeps the broad prefixes, short ones first among them, each exactly the documents a walk finds', () => {
    expect(engine.prefixes.kept.length).toBeGreaterThan(10);
    expect(engine.prefixes.kept.some((p) => p.length === 1)).toBe(true);
    expectExact(engine);
    expectSearches(engine, docs, engine.prefixes.kept.filter((p) => p.length >= 2).slice(0, 6));
  });

  it('stays exact through replacements, removals and additions one at a time', () => {
    const random = new Random(31);
    // another corpus, its institutions renumbered so that each institution keeps one name
    const moved = (id: number) => id + 10_000;
    const others = generateDocuments(2000, 4343).docs.map((d) => ({
      ...d,
      institutionId: moved(d.institutionId),
      offeringInstitutions: d.offeringInstitutions.map((o) => ({ ...o, institutionId: moved(o.institutionId) })),
    }));
    const ids = [...current.keys()];
    for (let i = 0; i < 800; i++) {
      const replacement = { ...others[i], courseYearId: random.pick(ids) };
      engine.upsert(replacement);
      current.set(replacement.courseYearId, replacement);
    }
    for (let i = 0; i < 800; i++) {
      const id = random.pick(ids);
      expect(engine.remove(id)).toBe(current.delete(id));
    }
    for (let i = 800; i < 2000; i++) {
      const added = { ...others[i], courseYearId: 900_000 + i };
      engine.upsert(added);
      current.set(added.courseYearId, added);
    }
    expectExact(engine);
    expectSearches(engine, [...current.values()], engine.prefixes.kept.filter((p) => p.length >= 3).slice(0, 6));
  });

  it("marks a renamed institution's documents again, under its new name and no longer under the old", () => {
    const owned = new Map<number, number>();
    for (const d of current.values()) owned.set(d.institutionId, (owned.get(d.institutionId) ?? 0) + 1);
    const [institutionId] = [...owned].sort((a, b) => b[1] - a[1])[0];
    const sample = [...current.values()].find((d) => d.institutionId === institutionId)!;
    const oldWord = textWords(sample.institutionName).find((w) => engine.prefixes.kept.includes(w.slice(0, 3)))?.slice(0, 3);
    // a broad prefix the old name does not start a word with
    const prefix = engine.prefixes.kept.find((p) => p.length >= 2 && !textWords(sample.institutionName).some((w) => w.startsWith(p)))!;
    const name = `${prefix}qx Institute`;
    const renamed = { ...sample, institutionName: name };
    const before = engine.prefixes.match(prefix, engine.slots.used)!.count;
    engine.upsert(renamed);
    // the index keeps one name per institution: every document of it (owned or offered) now has the new one
    for (const [id, d] of current) {
      const offers = d.offeringInstitutions.some((o) => o.institutionId === institutionId);
      if (d.institutionId !== institutionId && !offers) continue;
      current.set(id, { ...d, institutionName: d.institutionId === institutionId ? name : d.institutionName, offeringInstitutions: d.offeringInstitutions.map((o) => (o.institutionId === institutionId ? { ...o, name } : o)) });
    }
    expect(engine.prefixes.match(prefix, engine.slots.used)!.count).toBeGreaterThan(before);
    expectExact(engine);
    expectSearches(engine, [...current.values()], [prefix, ...(oldWord ? [oldWord] : [])]);
  });

  it('chooses again when the index has doubled, and the new bitmaps are exact too', () => {
    const chosenBefore = [...engine.prefixes.kept];
    const more = generateDocuments(12_000, 616).docs.map((d) => ({
      ...d,
      courseYearId: 2_000_000 + d.courseYearId,
      institutionId: d.institutionId + 50_000,
      offeringInstitutions: d.offeringInstitutions.map((o) => ({ ...o, institutionId: o.institutionId + 50_000 })),
    }));
    engine.upsertMany(more);
    for (const d of more) current.set(d.courseYearId, d);
    engine.search({ query: 'x', pageSize: 0 }, everyone);
    expect(engine.prefixes.kept).not.toEqual(chosenBefore);
    expectExact(engine);
    expectSearches(engine, [...current.values()], engine.prefixes.kept.filter((p) => p.length >= 3).slice(0, 4));
  });
});
