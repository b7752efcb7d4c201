// Submission dates: the time per slot, and per calendar month (UTC, from January 2015) and year a
// bitmap of the documents submitted then, with the month's slots. A range ORs the bitmaps of the
// whole years and months inside it and checks the time of each document of the months at its ends.
import { grown, orInto, setBit, clearBit, wordsFor, type Words } from './bitmap.js';
import { Postings } from './postings.js';

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
  private monthBits: Words[] = [];
  private yearBits: Words[] = [];
  private slotCapacity = 1024;
  private lastMonth = 0;

  get byteLength(): number {
    let bits = 0;
    for (const b of [...this.monthBits, ...this.yearBits]) if (b) bits += b.byteLength;
    return this.times.byteLength + this.months.byteLength + bits;
  }

  ensureSlots(slots: number): void {
    if (slots <= this.times.length) return;
    const times = new Float64Array(Math.max(slots, Math.ceil(this.times.length * 1.5))).fill(NaN);
    times.set(this.times);
    this.times = times;
    this.slotCapacity = times.length;
    this.monthBits = this.monthBits.map((b) => b && grown(b, this.slotCapacity));
    this.yearBits = this.yearBits.map((b) => b && grown(b, this.slotCapacity));
  }

  private bitsOf(list: Words[], at: number): Words {
    return (list[at] ??= new Uint32Array(wordsFor(this.slotCapacity)));
  }

  add(slot: number, date: Date | null): void {
    const time = date ? date.getTime() : NaN;
    this.times[slot] = time;
    if (Number.isNaN(time)) return;
    const month = monthOf(time);
    this.months.add(month, slot);
    setBit(this.bitsOf(this.monthBits, month), slot);
    setBit(this.bitsOf(this.yearBits, Math.floor(month / 12)), slot);
    if (month > this.lastMonth) this.lastMonth = month;
  }

  remove(slot: number): void {
    const time = this.times[slot];
    if (!Number.isNaN(time)) {
      const month = monthOf(time);
      this.months.remove(month, slot);
      clearBit(this.monthBits[month], slot);
      clearBit(this.yearBits[Math.floor(month / 12)], slot);
    }
    this.times[slot] = NaN;
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

  /** Sets the bits of the documents submitted from min to max, both included (words must start cleared). */
  markRange(min: number, max: number, words: Words, wordCount: number): void {
    if (max < min) return;
    const first = monthOf(min);
    const last = Math.min(monthOf(Math.min(max, MAX_TIME)), this.lastMonth);
    const times = this.times;
    const checkEach = (slot: number) => {
      const t = times[slot];
      if (t >= min && t <= max) setBit(words, slot);
    };
    this.months.forEach(first, checkEach);
    if (last > first) this.months.forEach(last, checkEach);
    // the months between, a whole year's bitmap where a year lies inside
    let month = first + 1;
    while (month < last) {
      if (month % 12 === 0 && month + 11 < last) {
        const year = this.yearBits[month / 12];
        if (year) orInto(words, year, wordCount);
        month += 12;
      } else {
        const bits = this.monthBits[month];
        if (bits) orInto(words, bits, wordCount);
        month++;
      }
    }
  }
}
