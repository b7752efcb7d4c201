// The prepare step in slices (server/search/engine/slices.ts, the rebuild of service.ts): the stable
// sort in pieces orders as a one-piece stable sort does, the text ranks are the dense ranks of the
// texts in order, and an engine prepared in slices holds the same ranks, prefix bitmaps and answers
// as one prepared at once, also when room for every document was reserved before the load.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { generateDocuments } from '../../../bench/search-documents.js';
import { QuerySource } from '../../../bench/search-queries.js';
import { SearchEngine } from '../../../server/search/engine/index.js';
import { runInSlices, runNow } from '../../../server/search/engine/slices.js';
import { sortedIndexes } from '../../../server/search/engine/sort-in-steps.js';
import { StringRanks } from '../../../server/search/engine/string-ranks.js';

describe('the prepare step in slices', () => {
  it('sorts in pieces as a one-piece stable sort does', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.integer({ min: 0, max: 40 }), { maxLength: 5000 }), async (keys) => {
        const compare = (a: number, b: number) => keys[a] - keys[b];
        const expected = Array.from(keys.keys()).sort(compare);
        expect([...runNow(sortedIndexes(keys.length, compare))]).toEqual(expected);
        // a slice of 0 ms gives the event loop a turn after every piece
        let turns = 0;
        const counting = setInterval(() => turns++, 0);
        const sliced = await runInSlices(sortedIndexes(keys.length, compare), 0);
        clearInterval(counting);
        expect([...sliced]).toEqual(expected);
        if (keys.length > 2048) expect(turns).toBeGreaterThan(0);
      }),
      { numRuns: 30 },
    );
  });

  it('ranks texts densely, case-insensitively first, whether many at once or a few into a ranked set', async () => {
    const word = fc.constantFrom('Algebra', 'algebra', 'ALGEBRA', 'Art', 'art 2', 'Biology', 'b', 'Zoology', 'zoo', '', 'Écologie', '10', '9');
    await fc.assert(
      fc.asyncProperty(fc.array(fc.tuple(word, fc.integer({ min: 0, max: 99 })), { minLength: 1, maxLength: 600 }), fc.integer({ min: 1, max: 20 }), async (pairs, later) => {
        const texts = pairs.map(([w, n]) => `${w} ${n}`);
        const ranks = new StringRanks((id) => texts[id]);
        const cut = Math.max(0, texts.length - later);
        for (let id = 0; id < cut; id++) ranks.add(id);
        await runInSlices(ranks.ensureSteps(), 0);
        for (let id = cut; id < texts.length; id++) ranks.add(id);
        ranks.ensure();
        const ordered = [...new Set(texts)].sort((a, b) => {
          const [x, y] = [a.toLowerCase(), b.toLowerCase()];
          if (x !== y) return x < y ? -1 : 1;
          return a < b ? -1 : a > b ? 1 : 0;
        });
        // ranks may be fractions after single inserts; their order must be the texts' order, equal texts equal
        const byText = new Map(texts.map((t, id) => [t, ranks.rank(id)]));
        texts.forEach((t, id) => expect(ranks.rank(id)).toBe(byText.get(t)));
        for (let i = 1; i < ordered.length; i++) expect(byText.get(ordered[i - 1])!).toBeLessThan(byText.get(ordered[i])!);
      }),
      { numRuns: 40 },
    );
  });

  it('prepares an engine in slices exactly as at once', async () => {
    const { docs } = generateDocuments(8000, 4242);
    const whole = new SearchEngine();
    whole.upsertMany(docs);
    whole.prepare();
    const sliced = new SearchEngine();
    sliced.upsertMany(docs);
    await sliced.prepareInSlices();

    const used = whole.slots.used;
    for (const ranksOf of [(e: SearchEngine) => e.text.names.dictionary.ranks, (e: SearchEngine) => e.text.identifiers.dictionary.ranks, (e: SearchEngine) => e.institutions.ranks]) {
      expect(ranksOf(sliced).rankArray).toEqual(ranksOf(whole).rankArray);
    }
    expect(sliced.prefixes.kept).toEqual(whole.prefixes.kept);
    expect(sliced.prefixes.kept.length).toBeGreaterThan(0);
    for (const prefix of whole.prefixes.kept) {
      const [a, b] = [sliced.prefixes.match(prefix, used)!, whole.prefixes.match(prefix, used)!];
      expect(a.count, prefix).toBe(b.count);
      expect(a.bits, prefix).toEqual(b.bits);
    }
    // the service's rebuild also reserves room for the whole catalogue first
    const reserved = new SearchEngine();
    reserved.reserve(docs.length);
    reserved.upsertMany(docs);
    await reserved.prepareInSlices();
    expect(reserved.slots.capacity).toBe(docs.length);

    const source = new QuerySource(docs, 17);
    for (let i = 0; i < 150; i++) {
      const c = i % 2 ? source.randomQuery() : source.mixedQuery();
      const options = { viewerAnalystId: c.viewerAnalystId };
      const expected = whole.search(c.query, options);
      expect(sliced.search(c.query, options), JSON.stringify(c)).toEqual(expected);
      expect(reserved.search(c.query, options), JSON.stringify(c)).toEqual(expected);
    }
  });
});
