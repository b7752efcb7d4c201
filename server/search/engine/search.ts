// One search: the base set (text, date range, institution, the viewer's own reviews), the selection
// of each facet group (OR of its values' bitmaps), the results (base AND every selection), and each
// group's counts with every other group's selection applied but not its own (disjunctive faceting).
// A text that matches few documents takes the list path instead (sparse-search.ts).
import { andInto, setBit, wordsFor, type Words } from './bitmap.js';
import type { SearchIndex } from './search-index.js';
import { DocSet, countGroups } from './facet-counting.js';
import { ANALYST_FIELD, FACET_GROUPS } from './facet-groups.js';
import { facetGroupResults } from './facet-results.js';
import { readQuery, type ReadQuery, type SearchOptions, type SearchResponse } from './search-query.js';
import type { SearchQuery } from '../../../core/contract/course-search.js';
import { sortKeyOf } from './sort-keys.js';
import { sparseSearch } from './sparse-search.js';
import { topSlots } from './top-k.js';

interface Selection {
  group: number;
  bits: Words;
}

export function runSearch(engine: SearchIndex, query: SearchQuery, options: SearchOptions): SearchResponse {
  const q = readQuery(query);
  const { scratch } = engine;
  scratch.fit(engine.slots.capacity);
  engine.preparePrefixes();
  // each word looked up once: the list path starts from them, the bitmap path ANDs them
  const matches = q.words.map((word) => engine.matchOf(word));
  const sparse = sparseSearch(engine, q, options, matches);
  if (sparse) return sparse;
  const words = wordsFor(engine.slots.used);

  // the base set: everything but the facet selections
  let base: Words = engine.slots.alive;
  let baseCount = engine.slots.count;
  let constrained = false;
  const narrow = (bits: Words) => {
    const target = scratch.bitmap('base', words, false);
    baseCount = andInto(target, base, bits, words);
    base = target;
    constrained = true;
  };
  for (const match of matches) {
    // a large match is a bitmap to AND as it is
    let bits = match.bits;
    if (!bits) {
      bits = scratch.bitmap('word', words, true);
      for (let i = 0; i < match.count; i++) setBit(bits, match.list![i]);
    }
    narrow(bits);
  }
  if (q.dateMin !== null && q.dateMax !== null) {
    // the range ANDed into the base in the same pass (into a bitmap of its own: it reads the base to the end)
    const target = scratch.bitmap('dated', words, false);
    baseCount = engine.dates.andRange(q.dateMin, q.dateMax, base, target, words);
    base = target;
    constrained = true;
  }
  if (q.institutionId !== null) {
    const bits = scratch.bitmap('institution', words, true);
    engine.institutions.markInstitution(q.institutionId, bits);
    narrow(bits);
  }
  const analystGroup = FACET_GROUPS.findIndex((g) => g.field === ANALYST_FIELD);
  if (options.viewerAnalystId !== null) {
    const code = engine.facets[analystGroup].codeFor(options.viewerAnalystId);
    narrow(code === undefined ? scratch.bitmap('empty', words, true) : engine.facets[analystGroup].bitmap(code));
  }

  // each group's selection, then the results
  const selections: Selection[] = [];
  for (const [group, values] of q.selections) {
    const index = engine.facets[group];
    const codes = values.map((v) => index.codeFor(v)).filter((c): c is number => c !== undefined);
    const bits = codes.length ? index.selection(codes, scratch.bitmap(`selection${group}`, words, false), words) : scratch.bitmap('empty', words, true);
    selections.push({ group, bits });
  }
  let full = base;
  let fullCount = baseCount;
  for (const s of selections) {
    const target = scratch.bitmap('full', words, false);
    fullCount = andInto(target, full, s.bits, words);
    full = target;
  }
  const fullSet = new DocSet(full, words, fullCount, !constrained && selections.length === 0, scratch.list('fullSlots'), scratch.list('fullWords'));

  // counts: unselected groups over the results, a selected group over base AND the other selections
  const counts = engine.facets.map((g) => new Uint32Array(g.valueCount + 1));
  const unselected = engine.facets.map((_, g) => g).filter((g) => !q.selections.has(g));
  countGroups(engine.facets, engine.rows, fullSet, unselected, counts);
  for (const g of q.selections.keys()) countGroups(engine.facets, engine.rows, maskWithout(g), [g], counts);

  function maskWithout(group: number): DocSet {
    const others = selections.filter((s) => s.group !== group);
    if (others.length === 0) return new DocSet(base, words, baseCount, !constrained, scratch.list('maskSlots'), scratch.list('maskWords'));
    let mask = base;
    let count = baseCount;
    for (const s of others) {
      const target = scratch.bitmap('mask', words, false);
      count = andInto(target, mask, s.bits, words);
      mask = target;
    }
    return new DocSet(mask, words, count, false, scratch.list('maskSlots'), scratch.list('maskWords'));
  }

  return {
    facetGroups: facetGroupResults(engine.facets, counts, q.selections, options.viewerAnalystId),
    results: resultPage(engine, q, fullSet),
    totalResults: fullCount,
    totalPages: q.pageSize > 0 ? Math.ceil(fullCount / q.pageSize) : 0,
  };
}

function resultPage(engine: SearchIndex, q: ReadQuery, set: DocSet) {
  const start = (q.page - 1) * q.pageSize;
  if (q.pageSize === 0 || start >= set.count) return [];
  engine.prepare();
  const { slots, n } = set.slots();
  const top = topSlots(slots, n, start + q.pageSize, sortKeyOf(engine, q.sortBy), engine.slots.idBySlot, q.ascending);
  return Array.from(top.subarray(start), (slot) => engine.documentAt(slot));
}
