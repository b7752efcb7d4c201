// Submission dates: the time per slot, the slots of each calendar month (UTC, from January 2015) and,
// once a search needs them, cumulative bitmaps: before[m] holds the documents submitted in a month
// before m. A range is then one pass over the words (before[last] AND NOT before[first + 1], ANDed
// with the search's set at once) and a time check for each document of the months at its ends,
// instead of an OR per year and month inside it. The bitmaps are made in one go from the month lists
// (a bulk load makes none) and kept up to date by every change after that.
import { grown, popcount32, wordsFor, type Words } from './bitmap.js';
import { Postings } from './postings.js';
import { runNow, type Steps } from './slices.js';

const FIRST_YEAR = 2015;
/** the latest time a Date holds: an open-ended range (max Number.MAX_SAFE_INTEGER) ends there */
const MAX_TIME = 8.64e15;

function monthOf(time: number): number {
  const d = new Date(time);
  return Math.max(0, (d.getUTCFullYear() - FIRST_YEAR) * 12 + d.getUTCMonth());
}

export class DateIndex {
  /** milliseconds since 1970 per slot, NaN without a date */
  times = new Float64Array(1024).fill(NaN);
  private readonly months = new Postings();
  /** before[m]: the documents of the months before m, for m up to lastMonth + 1; null until a search needs them */
  private before: Words[] | null = null;
  private slotCapacity = 1024;
  private lastMonth = 0;

  get byteLength(): number {
    let bits = 0;
    for (const b of this.before ?? []) bits += b.byteLength;
    return this.times.byteLength + this.months.byteLength + bits;
  }

  ensureSlots(slots: number): void {
    if (slots <= this.times.length) return;
    const times = new Float64Array(Math.max(slots, Math.ceil(this.times.length * 1.5))).fill(NaN);
    times.set(this.times);
    this.times = times;
    this.slotCapacity = times.length;
    this.before = this.before && this.before.map((b) => grown(b, this.slotCapacity));
  }

  add(slot: number, date: Date | null): void {
    const time = date ? date.getTime() : NaN;
    this.times[slot] = time;
    if (Number.isNaN(time)) return;
    const month = monthOf(time);
    this.months.add(month, slot);
    if (month > this.lastMonth) {
      this.lastMonth = month;
      // every document so far is before the new months
      if (this.before) while (this.before.length < month + 2) this.before.push(this.before[this.before.length - 1].slice());
    }
    if (this.before) for (let m = month + 1; m < this.before.length; m++) this.before[m][slot >>> 5] |= 1 << (slot & 31);
  }

  remove(slot: number): void {
    const time = this.times[slot];
    if (!Number.isNaN(time)) {
      const month = monthOf(time);
      this.months.remove(month, slot);
      if (this.before) for (let m = month + 1; m < this.before.length; m++) this.before[m][slot >>> 5] &= ~(1 << (slot & 31));
    }
    this.times[slot] = NaN;
  }

  /** Makes the cumulative bitmaps from the month lists, when not made yet (a search, or prepare after a load). */
  prepare(): void {
    runNow(this.prepareSteps());
  }

  /** prepare() a month at a time; the bitmaps are in place at the end (no change may come meanwhile). */
  *prepareSteps(): Steps {
    if (this.before) return;
    const size = wordsFor(this.slotCapacity);
    const before: Words[] = [new Uint32Array(size)];
    for (let m = 0; m <= this.lastMonth; m++) {
      const next = before[m].slice();
      this.months.forEach(m, (slot) => (next[slot >>> 5] |= 1 << (slot & 31)));
      before.push(next);
      yield;
    }
    this.before = before;
  }

  dateAt(slot: number): Date | null {
    const time = this.times[slot];
    return Number.isNaN(time) ? null : new Date(time);
  }

  /** The documents of the months the range from min to max touches: at least as many as it holds. */
  countBound(min: number, max: number): number {
    if (max < min) return 0;
    const first = monthOf(min);
    const last = Math.min(monthOf(Math.min(max, MAX_TIME)), this.lastMonth);
    let n = 0;
    for (let month = first; month <= last; month++) n += this.months.size(month);
    return n;
  }

  /** Writes the documents submitted from min to max, both included, into out; answers how many. */
  listRange(min: number, max: number, out: Uint32Array): number {
    if (max < min) return 0;
    const first = monthOf(min);
    const last = Math.min(monthOf(Math.min(max, MAX_TIME)), this.lastMonth);
    const times = this.times;
    let n = 0;
    for (let month = first; month <= last; month++) {
      const entry = this.months.entry(month);
      if (entry === undefined) continue;
      if (typeof entry === 'number') {
        const t = times[entry];
        if (t >= min && t <= max) out[n++] = entry;
        continue;
      }
      for (let i = 0; i < entry.length; i++) {
        const slot = entry[i];
        const t = times[slot];
        if (t >= min && t <= max) out[n++] = slot;
      }
    }
    return n;
  }

  /**
   * target = set AND the documents submitted from min to max, both included, over n words; answers
   * how many. The months strictly inside the range in one pass, the documents of its end months by
   * their times.
   */
  andRange(min: number, max: number, set: Words, target: Words, n: number): number {
    this.prepare();
    const before = this.before!;
    const first = monthOf(min);
    const last = Math.min(monthOf(Math.min(max, MAX_TIME)), this.lastMonth);
    let count = 0;
    if (max < min || first > last) {
      target.fill(0, 0, n);
      return 0;
    }
    if (last - first >= 2) {
      const upTo = before[last];
      const from = before[first + 1];
      for (let i = 0; i < n; i++) {
        const w = set[i] & upTo[i] & ~from[i];
        target[i] = w;
        if (w !== 0) count += popcount32(w);
      }
    } else target.fill(0, 0, n);
    const times = this.times;
    const checkEach = (slot: number) => {
      const t = times[slot];
      const w = slot >>> 5;
      const bit = 1 << (slot & 31);
      if (t >= min && t <= max && (set[w] & bit) !== 0) {
        target[w] |= bit;
        count++;
      }
    };
    this.months.forEach(first, checkEach);
    if (last > first) this.months.forEach(last, checkEach);
    return count;
  }
}
