// Every facet group's values of a document, kept as a few interned tuples: the groups fall into
// chunks (course content, review state, owner and tags) and each distinct combination of a chunk's
// values is stored once, a document holding one tuple id per chunk. Many thousands of course years
// share a combination (an approved Algebra 1 of 2024-25 reviewed by one analyst), so counting a set
// of documents is one increment per document and chunk into a histogram of tuples, then each touched
// tuple adds its count to its values: memory latency per document, not per group, is what costs.
import type { FacetRowLayout } from './facet-layout.js';

const NO_TUPLE = 0;

/** One chunk: its groups, their cells per tuple, the tuples and each slot's tuple. */
class Chunk {
  /** cells of each tuple: for each group of the chunk, `widths[i]` codes (index + 1; 0 none) */
  private cells = new Uint16Array(1024);
  private tupleCount = 1; // tuple 0: nothing yet
  private readonly idOf = new Map<string, number>();
  readonly widths: number[];
  private width: number;
  /** histogram scratch: counts by tuple, and the tuples touched since it was cleared */
  private hist = new Uint32Array(1024);
  private touched = new Uint32Array(1024);

  constructor(readonly groups: readonly number[]) {
    this.widths = groups.map(() => 1);
    this.width = groups.length;
  }

  get tuples(): number {
    return this.tupleCount;
  }

  get byteLength(): number {
    return this.cells.byteLength + this.hist.byteLength + this.touched.byteLength + this.idOf.size * 64;
  }

  private offsetOf(i: number): number {
    let at = 0;
    for (let j = 0; j < i; j++) at += this.widths[j];
    return at;
  }

  /** Lays the tuples out again with more cells for one group (a document with more values than any before). */
  private widen(i: number, cells: number): void {
    const widths = [...this.widths];
    widths[i] = cells;
    const width = widths.reduce((a, b) => a + b, 0);
    const next = new Uint16Array(Math.max(1024, this.tupleCount * width * 2));
    for (let t = 0; t < this.tupleCount; t++) {
      let from = t * this.width;
      let to = t * width;
      for (let j = 0; j < widths.length; j++) {
        for (let k = 0; k < this.widths[j]; k++) next[to + k] = this.cells[from + k];
        from += this.widths[j];
        to += widths[j];
      }
    }
    this.cells = next;
    this.widths.splice(0, widths.length, ...widths);
    this.width = width;
    // the keys name the codes, not the layout, so the intern map stays valid
  }

  /** The tuple of the given codes per group, interned. */
  tupleOf(codes: readonly (readonly number[])[]): number {
    for (let i = 0; i < codes.length; i++) if (codes[i].length > this.widths[i]) this.widen(i, codes[i].length);
    const key = codes.map((c) => c.join(',')).join('|');
    let tuple = this.idOf.get(key);
    if (tuple === undefined) {
      tuple = this.tupleCount++;
      this.idOf.set(key, tuple);
      if (this.tupleCount * this.width > this.cells.length) {
        const cells = new Uint16Array(this.cells.length * 2 + this.width);
        cells.set(this.cells);
        this.cells = cells;
      }
      let at = tuple * this.width;
      for (let i = 0; i < codes.length; i++) {
        for (let k = 0; k < this.widths[i]; k++) this.cells[at + k] = k < codes[i].length ? codes[i][k] : 0;
        at += this.widths[i];
      }
      if (this.tupleCount > this.hist.length) {
        this.hist = new Uint32Array(this.hist.length * 2);
        this.touched = new Uint32Array(this.touched.length * 2);
      }
    }
    return tuple;
  }

  codesOf(tuple: number, i: number): number[] {
    const out: number[] = [];
    const at = tuple * this.width + this.offsetOf(i);
    for (let k = 0; k < this.widths[i] && this.cells[at + k] !== 0; k++) out.push(this.cells[at + k]);
    return out;
  }

  firstCodeOf(tuple: number, i: number): number {
    return this.cells[tuple * this.width + this.offsetOf(i)];
  }

  /** The cells, their width per tuple and the group's first cell in a tuple, for a reader of many slots. */
  cellsOf(i: number): { cells: Uint16Array; width: number; offset: number } {
    return { cells: this.cells, width: this.width, offset: this.offsetOf(i) };
  }

  /** The histogram to count into (documents by tuple) and the list of tuples touched since the last expansion. */
  histogram(): { hist: Uint32Array; touched: Uint32Array } {
    return { hist: this.hist, touched: this.touched };
  }

  /** Adds the `k` touched tuples' counts for the chunk's groups at `which` (indexes in the chunk) to counts[bases[group] + code], clearing the histogram. */
  expand(k: number, which: readonly number[], bases: readonly number[], counts: Uint32Array): void {
    const hist = this.hist;
    const touched = this.touched;
    const cells = this.cells;
    const width = this.width;
    const offsets = which.map((i) => this.offsetOf(i));
    for (let j = 0; j < k; j++) {
      const t = touched[j];
      const h = hist[t];
      hist[t] = 0;
      if (t === NO_TUPLE) continue;
      const row = t * width;
      for (let w = 0; w < which.length; w++) {
        const i = which[w];
        const base = bases[this.groups[i]];
        const at = row + offsets[w];
        for (let c = 0; c < this.widths[i]; c++) {
          const code = cells[at + c];
          if (code === 0) break;
          counts[base + code] += h;
        }
      }
    }
  }
}

export class FacetRows {
  private readonly chunks: Chunk[];
  /** chunk and index in it, by group */
  private readonly place: { chunk: number; index: number }[];
  /** the tuple of each chunk, side by side per slot: one cache line per document when counting */
  private tupleIds: Uint32Array;
  private readonly stride: number;

  constructor(layout: FacetRowLayout, slots: number) {
    this.chunks = layout.map((groups) => new Chunk(groups));
    this.stride = layout.length;
    this.tupleIds = new Uint32Array(Math.max(slots, 16) * this.stride);
    this.place = [];
    layout.forEach((groups, chunk) => groups.forEach((g, index) => (this.place[g] = { chunk, index })));
  }

  get byteLength(): number {
    return this.chunks.reduce((sum, c) => sum + c.byteLength, this.tupleIds.byteLength);
  }

  /** Distinct tuples per chunk (for the benchmark's figures). */
  get tupleCounts(): number[] {
    return this.chunks.map((c) => c.tuples);
  }

  /** cells a document takes in the group (the most values any document has had) */
  widthOf(group: number): number {
    const { chunk, index } = this.place[group];
    return this.chunks[chunk].widths[index];
  }

  ensureSlots(slots: number): void {
    if (slots * this.stride <= this.tupleIds.length) return;
    const next = new Uint32Array(Math.max(slots, Math.ceil((this.tupleIds.length / this.stride) * 1.5)) * this.stride);
    next.set(this.tupleIds);
    this.tupleIds = next;
  }

  /** Stores a document's codes, by group. */
  setRow(slot: number, codesByGroup: readonly (readonly number[])[]): void {
    this.chunks.forEach((chunk, c) => (this.tupleIds[slot * this.stride + c] = chunk.tupleOf(chunk.groups.map((g) => codesByGroup[g]))));
  }

  clearRow(slot: number): void {
    this.tupleIds.fill(NO_TUPLE, slot * this.stride, (slot + 1) * this.stride);
  }

  codesAt(slot: number, group: number): number[] {
    const { chunk, index } = this.place[group];
    return this.chunks[chunk].codesOf(this.tupleIds[slot * this.stride + chunk], index);
  }

  /** The slot's first code in the group (0: none): sort keys of single-valued groups. */
  firstCode(slot: number, group: number): number {
    const { chunk, index } = this.place[group];
    return this.chunks[chunk].firstCodeOf(this.tupleIds[slot * this.stride + chunk], index);
  }

  /**
   * A reader of the slots' first code in a group, for as long as no document is added (sort keys read
   * it for every matching document: the tuple's cell straight from the arrays).
   */
  firstCodeReader(group: number): (slot: number) => number {
    const { chunk, index } = this.place[group];
    const { cells, width, offset } = this.chunks[chunk].cellsOf(index);
    const ids = this.tupleIds;
    const stride = this.stride;
    return (slot) => cells[ids[slot * stride + chunk] * width + offset];
  }

  /** counts[bases[g] + code] += documents among the listed slots having the value, for each given group. */
  countInto(slots: Uint32Array, n: number, groups: readonly number[], bases: readonly number[], counts: Uint32Array): void {
    const used = this.chunks.map((_, c) => groups.filter((g) => this.place[g].chunk === c).map((g) => this.place[g].index));
    const active = used.map((which, c) => (which.length ? c : -1)).filter((c) => c >= 0);
    const ids = this.tupleIds;
    const stride = this.stride;
    const hists = active.map((c) => this.chunks[c].histogram().hist);
    const touched = active.map((c) => this.chunks[c].histogram().touched);
    const k = active.map(() => 0);
    const m = active.length;
    // one pass over the documents for every chunk asked for; one and four chunks (a selected group's
    // counts, the results' counts) unrolled, with the arrays in locals
    if (m === 4) {
      const [c0, c1, c2, c3] = active;
      const [h0, h1, h2, h3] = hists;
      const [u0, u1, u2, u3] = touched;
      let k0 = 0;
      let k1 = 0;
      let k2 = 0;
      let k3 = 0;
      for (let j = 0; j < n; j++) {
        const at = slots[j] * stride;
        const t0 = ids[at + c0];
        const t1 = ids[at + c1];
        const t2 = ids[at + c2];
        const t3 = ids[at + c3];
        if (h0[t0]++ === 0) u0[k0++] = t0;
        if (h1[t1]++ === 0) u1[k1++] = t1;
        if (h2[t2]++ === 0) u2[k2++] = t2;
        if (h3[t3]++ === 0) u3[k3++] = t3;
      }
      k[0] = k0;
      k[1] = k1;
      k[2] = k2;
      k[3] = k3;
    } else if (m === 1) {
      const c0 = active[0];
      const h0 = hists[0];
      const u0 = touched[0];
      let k0 = 0;
      for (let j = 0; j < n; j++) {
        const t = ids[slots[j] * stride + c0];
        if (h0[t]++ === 0) u0[k0++] = t;
      }
      k[0] = k0;
    } else if (m === 3) {
      const [c0, c1, c2] = active;
      const [h0, h1, h2] = hists;
      const [u0, u1, u2] = touched;
      let k0 = 0;
      let k1 = 0;
      let k2 = 0;
      for (let j = 0; j < n; j++) {
        const at = slots[j] * stride;
        const t0 = ids[at + c0];
        const t1 = ids[at + c1];
        const t2 = ids[at + c2];
        if (h0[t0]++ === 0) u0[k0++] = t0;
        if (h1[t1]++ === 0) u1[k1++] = t1;
        if (h2[t2]++ === 0) u2[k2++] = t2;
      }
      k[0] = k0;
      k[1] = k1;
      k[2] = k2;
    } else {
      for (let j = 0; j < n; j++) {
        const at = slots[j] * stride;
        for (let a = 0; a < m; a++) {
          const t = ids[at + active[a]];
          if (hists[a][t]++ === 0) touched[a][k[a]++] = t;
        }
      }
    }
    active.forEach((c, a) => this.chunks[c].expand(k[a], used[c], bases, counts));
  }
}
