// Lists of document slots by a whole-number key (a text value, an institution, a month). Most
// lists hold one slot, kept as the bare number; longer ones are arrays. Order inside a list is free.
import { setBit, type Words } from './bitmap.js';
import type { SlotCollector } from './slot-collector.js';

type Entry = number | number[] | undefined;

export class Postings {
  private readonly lists: Entry[] = [];
  private entries = 0;

  get byteLength(): number {
    // 8 bytes per key cell, 8 per stored slot, an array header per list of two or more
    let arrays = 0;
    for (const e of this.lists) if (Array.isArray(e)) arrays++;
    return this.lists.length * 8 + this.entries * 8 + arrays * 32;
  }

  add(key: number, slot: number): void {
    const cur = this.lists[key];
    if (cur === undefined) this.lists[key] = slot;
    else if (typeof cur === 'number') this.lists[key] = [cur, slot];
    else cur.push(slot);
    this.entries++;
  }

  remove(key: number, slot: number): void {
    const cur = this.lists[key];
    if (cur === undefined) return;
    if (typeof cur === 'number') {
      if (cur !== slot) return;
      this.lists[key] = undefined;
    } else {
      const at = cur.indexOf(slot);
      if (at < 0) return;
      cur[at] = cur[cur.length - 1];
      cur.pop();
      if (cur.length === 1) this.lists[key] = cur[0];
    }
    this.entries--;
  }

  size(key: number): number {
    const cur = this.lists[key];
    return cur === undefined ? 0 : typeof cur === 'number' ? 1 : cur.length;
  }

  /** Sets the bits of the key's slots. */
  markInto(key: number, words: Words): void {
    const cur = this.lists[key];
    if (cur === undefined) return;
    if (typeof cur === 'number') setBit(words, cur);
    else for (let i = 0; i < cur.length; i++) setBit(words, cur[i]);
  }

  /** Adds the key's slots to the collector (no callback per slot: text matches run to tens of thousands). */
  collectInto(key: number, collector: SlotCollector): void {
    const cur = this.lists[key];
    if (cur === undefined) return;
    if (typeof cur === 'number') collector.add(cur);
    else for (let i = 0; i < cur.length; i++) collector.add(cur[i]);
  }

  /** The key's slots as stored: a bare slot, an array (not to be changed) or undefined (tight loops). */
  entry(key: number): number | readonly number[] | undefined {
    return this.lists[key];
  }

  /** Calls back with each slot of the key. */
  forEach(key: number, fn: (slot: number) => void): void {
    const cur = this.lists[key];
    if (cur === undefined) return;
    if (typeof cur === 'number') fn(cur);
    else for (let i = 0; i < cur.length; i++) fn(cur[i]);
  }
}
