// Counting facet groups over a set of documents. Each group takes the cheaper of two ways: a
// population count of (set AND value bitmap) per value over the set's non-zero words, which wins for
// very dense sets and groups of few values (yes / no groups), or the tuple histograms of the facet rows
// (one pass over the set's documents for all the groups of a chunk), which wins for everything else.
import { nonZeroWords, slotsOf, type Words } from './bitmap.js';
import type { FacetGroupIndex } from './facet-index.js';
import type { FacetRows } from './facet-rows.js';

/** Relative cost of one word x value population count against one document's share of a tuple histogram. */
const WORD_COST = 3;

/** A set of documents as a bitmap, with its slot list and non-zero words worked out when first needed. */
export class DocSet {
  private slotCount = -1;
  private listed = -1;

  constructor(
    readonly words: Words,
    readonly wordCount: number,
    readonly count: number,
    /** every live document: the groups' running totals are its counts */
    readonly isEverything: boolean,
    private readonly slotBuffer: Uint32Array,
    private readonly wordBuffer: Uint32Array,
  ) {}

  slots(): { slots: Uint32Array; n: number } {
    if (this.slotCount < 0) this.slotCount = slotsOf(this.words, this.wordCount, this.slotBuffer);
    return { slots: this.slotBuffer, n: this.slotCount };
  }

  nonZero(): { list: Uint32Array; listed: number } {
    if (this.listed < 0) this.listed = nonZeroWords(this.words, this.wordCount, this.wordBuffer);
    return { list: this.wordBuffer, listed: this.listed };
  }
}

/** Fills counts[g][code] (codes 1..valueCount) for each listed group over the set. */
export function countGroups(facets: FacetGroupIndex[], rows: FacetRows, set: DocSet, groups: readonly number[], counts: Uint32Array[]): void {
  if (set.isEverything || set.count === 0) {
    for (const g of groups) {
      if (set.count === 0) counts[g].fill(0);
      else counts[g].set(facets[g].totals.subarray(0, facets[g].valueCount + 1));
    }
    return;
  }
  const scanned: number[] = [];
  const dense = Math.min(set.count, set.wordCount);
  for (const g of groups) {
    const group = facets[g];
    if (dense * group.valueCount * WORD_COST < set.count) {
      const { list, listed } = set.nonZero();
      group.countOnWords(set.words, list, listed, counts[g]);
    } else scanned.push(g);
  }
  if (scanned.length === 0) return;
  const { slots, n } = set.slots();
  countListed(facets, rows, slots, n, scanned, counts);
}

/** Fills counts[g] for each listed group over the listed slots, by the tuple histograms. */
export function countListed(facets: FacetGroupIndex[], rows: FacetRows, slots: Uint32Array, n: number, groups: readonly number[], counts: Uint32Array[]): void {
  const bases: number[] = [];
  let size = 0;
  for (let g = 0; g < facets.length; g++) {
    bases.push(size);
    size += facets[g].valueCount + 1;
  }
  const flat = new Uint32Array(size);
  rows.countInto(slots, n, groups, bases, flat);
  for (const g of groups) counts[g].set(flat.subarray(bases[g], bases[g] + facets[g].valueCount + 1));
}
