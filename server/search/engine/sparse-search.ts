// A search whose text matches few documents (at most one in SPARSE_SHARE) is answered from the list of
// those documents: the date range, institution, viewer and selections are checked document by
// document (a time, a bit) instead of as bitmaps over every slot, so its cost follows the matches,
// not the size of the index. It answers exactly what the bitmap path answers (runSearch).
import { hasBit, type Words } from './bitmap.js';
import type { SearchEngine } from './engine.js';
import { countListed } from './facet-counting.js';
import { ANALYST_FIELD, FACET_GROUPS } from './facet-groups.js';
import { facetGroupResults } from './facet-results.js';
import type { ReadQuery, SearchOptions, SearchResponse } from './search-query.js';
import { sortKeyOf } from './sort-keys.js';
import { topSlots } from './top-k.js';

const SPARSE_SHARE = 16;

/** The answer from the text's matches, or null when the query has no text or its text matches too much. */
export function sparseSearch(engine: SearchEngine, q: ReadQuery, options: SearchOptions): SearchResponse | null {
  if (q.words.length === 0) return null;
  const { scratch } = engine;
  const limit = Math.max(1024, engine.slots.count / SPARSE_SHARE);
  const first = scratch.collector('text');
  engine.text.collectWord(q.words[0], first);
  if (first.n > limit) {
    first.clear();
    return null;
  }
  // the candidates: every word, then the date range, the institution, the viewer
  const candidates = scratch.list('candidates');
  let n = first.n;
  candidates.set(first.list.subarray(0, n));
  first.clear();
  const keep = (test: (slot: number) => boolean) => {
    let k = 0;
    for (let i = 0; i < n; i++) if (test(candidates[i])) candidates[k++] = candidates[i];
    n = k;
  };
  const other = scratch.collector('other');
  for (const word of q.words.slice(1)) {
    engine.text.collectWord(word, other);
    keep((slot) => other.has(slot));
    other.clear();
  }
  if (q.dateMin !== null && q.dateMax !== null) {
    const times = engine.dates.times;
    const min = q.dateMin;
    const max = q.dateMax;
    keep((slot) => times[slot] >= min && times[slot] <= max);
  }
  if (q.institutionId !== null) {
    engine.institutions.forEachOfInstitution(q.institutionId, (slot) => other.add(slot));
    keep((slot) => other.has(slot));
    other.clear();
  }
  const analystGroup = FACET_GROUPS.findIndex((g) => g.field === ANALYST_FIELD);
  if (options.viewerAnalystId !== null) {
    const code = engine.facets[analystGroup].codeFor(options.viewerAnalystId);
    const bits = code === undefined ? null : engine.facets[analystGroup].bitmap(code);
    keep((slot) => bits !== null && hasBit(bits, slot));
  }

  // each candidate's failed selections: none → a result; one → counted in that group only
  const selections = [...q.selections].map(([group, values]) => {
    const index = engine.facets[group];
    const bitmaps: Words[] = values.map((v) => index.codeFor(v)).filter((c): c is number => c !== undefined).map((c) => index.bitmap(c));
    return { group, bitmaps, slots: new Uint32Array(n), n: 0 };
  });
  const full = new Uint32Array(n);
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
