// Sort ranks of texts named by id (the distinct titles and record numbers, the institution names),
// so sorting documents by text compares numbers. Equal texts share a rank. Texts added one at a time
// take the midpoint of their neighbours' ranks (no other rank moves); many at once are sorted whole.
import { runNow, type Steps } from './slices.js';
import { sortedIndexes } from './sort-in-steps.js';
import { compareText } from './text-words.js';

/** texts read, written or renumbered between two yields */
const PIECE = 4096;

export class StringRanks {
  private sorted = new Uint32Array(1024);
  private size = 0;
  private ranks = new Float64Array(1024).fill(NaN);
  private pending: number[] = [];

  constructor(private readonly textOf: (id: number) => string) {}

  get byteLength(): number {
    return this.sorted.byteLength + this.ranks.byteLength + this.pending.length * 8;
  }

  /** Queues a text for ranking (its text must already be readable through textOf). */
  add(id: number): void {
    if (id >= this.ranks.length) {
      const ranks = new Float64Array(Math.max(id + 1, this.ranks.length * 2)).fill(NaN);
      ranks.set(this.ranks);
      this.ranks = ranks;
    }
    this.pending.push(id);
  }

  remove(id: number): void {
    if (id >= this.ranks.length) return;
    if (Number.isNaN(this.ranks[id])) {
      const at = this.pending.indexOf(id);
      if (at >= 0) this.pending.splice(at, 1);
      return;
    }
    const pos = this.positionOf(id);
    this.sorted.copyWithin(pos, pos + 1, this.size);
    this.size--;
    this.ranks[id] = NaN;
  }

  /** The rank of a text; call ensure() first. */
  rank(id: number): number {
    return this.ranks[id];
  }

  /** Direct access for tight loops (valid until the next change). */
  get rankArray(): Float64Array {
    return this.ranks;
  }

  /** Ranks the queued texts. */
  ensure(): void {
    runNow(this.ensureSteps());
  }

  /** ensure() in pieces; the ranks are complete at the end (nothing may read or change them meanwhile). */
  *ensureSteps(): Steps {
    if (this.pending.length === 0) return;
    if (this.pending.length > 64 + (this.size >>> 6)) yield* this.rankAll();
    else
      for (const id of this.pending.splice(0)) {
        this.insert(id);
        yield;
      }
    this.pending.length = 0;
  }

  private positionOf(id: number): number {
    const r = this.ranks[id];
    let lo = 0;
    let hi = this.size;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.ranks[this.sorted[mid]] < r) lo = mid + 1;
      else hi = mid;
    }
    while (this.sorted[lo] !== id) lo++;
    return lo;
  }

  private insert(id: number): void {
    const text = this.textOf(id);
    let lo = 0;
    let hi = this.size;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (compareText(this.textOf(this.sorted[mid]), text) < 0) lo = mid + 1;
      else hi = mid;
    }
    const prev = lo > 0 ? this.sorted[lo - 1] : -1;
    const next = lo < this.size ? this.sorted[lo] : -1;
    let rank: number;
    if (next >= 0 && this.textOf(next) === text) rank = this.ranks[next];
    else if (prev < 0) rank = next < 0 ? 0 : this.ranks[next] - 1;
    else if (next < 0) rank = this.ranks[prev] + 1;
    else rank = (this.ranks[prev] + this.ranks[next]) / 2;
    if (this.size === this.sorted.length) {
      const sorted = new Uint32Array(this.sorted.length * 2);
      sorted.set(this.sorted);
      this.sorted = sorted;
    }
    this.sorted.copyWithin(lo + 1, lo, this.size);
    this.sorted[lo] = id;
    this.size++;
    this.ranks[id] = rank;
    if (prev >= 0 && next >= 0 && (rank === this.ranks[prev] || rank === this.ranks[next]) && this.textOf(next) !== text) this.renumber();
  }

  private *rankAll(): Steps {
    const n = this.size + this.pending.length;
    const ids = new Uint32Array(n);
    ids.set(this.sorted.subarray(0, this.size));
    const texts: string[] = new Array(n);
    const lower: string[] = new Array(n);
    for (let i = 0; i < n; i++) {
      if (i >= this.size) ids[i] = this.pending[i - this.size];
      texts[i] = this.textOf(ids[i]);
      lower[i] = texts[i].toLowerCase();
      if (i % PIECE === PIECE - 1) yield;
    }
    const order = yield* sortedIndexes(n, (a, b) => {
      if (lower[a] !== lower[b]) return lower[a] < lower[b] ? -1 : 1;
      return texts[a] === texts[b] ? 0 : texts[a] < texts[b] ? -1 : 1;
    });
    if (n > this.sorted.length) this.sorted = new Uint32Array(Math.max(n, this.sorted.length * 2));
    for (let i = 0; i < n; i++) {
      this.sorted[i] = ids[order[i]];
      if (i % PIECE === PIECE - 1) yield;
    }
    this.size = n;
    yield* this.renumberSteps();
  }

  /** Whole-number ranks in sorted order, equal texts equal. */
  private renumber(): void {
    runNow(this.renumberSteps());
  }

  private *renumberSteps(): Steps {
    let rank = 0;
    for (let i = 0; i < this.size; i++) {
      const id = this.sorted[i];
      if (i > 0 && this.textOf(id) !== this.textOf(this.sorted[i - 1])) rank++;
      this.ranks[id] = rank;
      if (i % PIECE === PIECE - 1) yield;
    }
  }
}
