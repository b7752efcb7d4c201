// A set of slots kept both as a bitmap (membership) and as a list (the order they came in), cleared
// by its list rather than by the whole bitmap: a query that matches a few thousand of a million
// documents then costs in proportion to those thousands.
import type { Words } from './bitmap.js';

export class SlotCollector {
  readonly words: Words;
  readonly list: Uint32Array;
  n = 0;

  constructor(slotCapacity: number) {
    this.words = new Uint32Array((slotCapacity + 31) >>> 5);
    this.list = new Uint32Array(slotCapacity);
  }

  add(slot: number): void {
    const w = slot >>> 5;
    const bit = 1 << (slot & 31);
    if ((this.words[w] & bit) === 0) {
      this.words[w] |= bit;
      this.list[this.n++] = slot;
    }
  }

  has(slot: number): boolean {
    return (this.words[slot >>> 5] & (1 << (slot & 31))) !== 0;
  }

  clear(): void {
    for (let i = 0; i < this.n; i++) this.words[this.list[i] >>> 5] = 0;
    this.n = 0;
  }
}
