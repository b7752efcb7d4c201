// A search whose text or date range holds few documents (at most one in SPARSE_SHARE) is answered from
// the list of those documents, starting from the narrower of the two: the other words, the date
// range, institution, viewer and selections are checked document by document (a time, a bit) instead
// of as bitmaps over every slot, so its cost follows the candidates, not the size of the index. It
// answers exactly what the bitmap path answers (runSearch).
import { hasBit, slotsOf, type Words } from './bitmap.js';
import type { SearchIndex } from './search-index.js';
import { countListed } from './facet-counting.js';
import { ANALYST_FIELD, FACET_GROUPS } from './facet-groups.js';
import { facetGroupResults } from './facet-results.js';
import type { ReadQuery, SearchOptions, SearchResponse } from './search-query.js';
import { sortKeyOf } from './sort-keys.js';
import { topSlots } from './top-k.js';
import type { WordMatch } from './word-matches.js';

const SPARSE_SHARE = 16;

/** The answer from the list of candidates, or null when neither the text nor the date range narrows the search enough. */
export function sparseSearch(engine: SearchIndex, q: ReadQuery, options: SearchOptions, wordMatches: readonly WordMatch[]): SearchResponse | null {
  const { scratch } = engine;
  const limit = Math.max(1024, engine.slots.count / SPARSE_SHARE);
  const hasDates = q.dateMin !== null && q.dateMax !== null;
  // the candidates start from the word matching least or the date range, whichever holds fewer;
  // the rest are then tests of a bit or a time per candidate
  const matches = [...wordMatches].sort((a, b) => a.count - b.count);
  const textCount = matches.length ? matches[0].count : Infinity;
  const dateCount = hasDates ? engine.dates.countBound(q.dateMin!, q.dateMax!) : Infinity;
  if (Math.min(textCount, dateCount) > limit) return null;
  const candidates = scratch.list('candidates');
  let n: number;
  let tests = matches;
  let testDates = hasDates;
  if (dateCount < textCount) {
    n = engine.dates.listRange(q.dateMin!, q.dateMax!, candidates);
    testDates = false;
  } else {
    const seed = matches[0];
    n = seed.list ? (candidates.set(seed.list), seed.count) : slotsOf(seed.bits!, seed.words, candidates);
    tests = matches.slice(1);
  }
  const other = scratch.collector('other');
  for (let m = 0; m < tests.length && n > 0; m++) {
    const match = tests[m];
    let bits: Words;
    if (match.bits) bits = match.bits;
    else {
      for (let i = 0; i < match.count; i++) other.add(match.list![i]);
      bits = other.words;
    }
    let k = 0;
    for (let i = 0; i < n; i++) {
      const slot = candidates[i];
      if ((bits[slot >>> 5] & (1 << (slot & 31))) !== 0) candidates[k++] = slot;
    }
    n = k;
    other.clear();
  }
  if (testDates) {
    const times = engine.dates.times;
    const min = q.dateMin!;
    const max = q.dateMax!;
    let k = 0;
    for (let i = 0; i < n; i++) {
      const t = times[candidates[i]];
      if (t >= min && t <= max) candidates[k++] = candidates[i];
    }
    n = k;
  }
  if (q.institutionId !== null) {
    engine.institutions.forEachOfInstitution(q.institutionId, (slot) => other.add(slot));
    let k = 0;
    for (let i = 0; i < n; i++) if (other.has(candidates[i])) candidates[k++] = candidates[i];
    n = k;
    other.clear();
  }
  const analystGroup = FACET_GROUPS.findIndex((g) => g.field === ANALYST_FIELD);
  if (options.viewerAnalystId !== null) {
    const code = engine.facets[analystGroup].codeFor(options.viewerAnalystId);
    const bits = code === undefined ? null : engine.facets[analystGroup].bitmap(code);
    let k = 0;
    if (bits) for (let i = 0; i < n; i++) if (hasBit(bits, candidates[i])) candidates[k++] = candidates[i];
    n = k;
  }

  // each candidate's failed selections: none → a result; one → counted in that group only
  const selections = [...q.selections].map(([group, values]) => {
    const index = engine.facets[group];
    const bitmaps: Words[] = values.map((v) => index.codeFor(v)).filter((c): c is number => c !== undefined).map((c) => index.bitmap(c));
    return { group, bitmaps, slots: scratch.list(`selected${group}`), n: 0 };
  });
  const full = scratch.list('full');
  let fullCount = 0;
  for (let i = 0; i < n; i++) {
    const slot = candidates[i];
    let failed = -1;
    let failures = 0;
    for (let s = 0; s < selections.length && failures < 2; s++) {
      const bitmaps = selections[s].bitmaps;
      let hit = false;
      for (let b = 0; b < bitmaps.length && !hit; b++) hit = hasBit(bitmaps[b], slot);
      if (!hit) {
        failures++;
        failed = s;
      }
    }
    if (failures === 0) {
      full[fullCount++] = slot;
      for (const s of selections) s.slots[s.n++] = slot;
    } else if (failures === 1) selections[failed].slots[selections[failed].n++] = slot;
  }

  const counts = engine.facets.map((g) => new Uint32Array(g.valueCount + 1));
  const unselected = engine.facets.map((_, g) => g).filter((g) => !q.selections.has(g));
  countListed(engine.facets, engine.rows, full, fullCount, unselected, counts);
  for (const s of selections) countListed(engine.facets, engine.rows, s.slots, s.n, [s.group], counts);

  const start = (q.page - 1) * q.pageSize;
  let results: SearchResponse['results'] = [];
  if (q.pageSize > 0 && start < fullCount) {
    engine.prepare();
    const top = topSlots(full, fullCount, start + q.pageSize, sortKeyOf(engine, q.sortBy), engine.slots.idBySlot, q.ascending);
    results = Array.from(top.subarray(start), (slot) => engine.documentAt(slot));
  }
  return {
    facetGroups: facetGroupResults(engine.facets, counts, q.selections, options.viewerAnalystId),
    results,
    totalResults: fullCount,
    totalPages: q.pageSize > 0 ? Math.ceil(fullCount / q.pageSize) : 0,
  };
}
