// Reusable buffers for one query at a time (a search runs synchronously, so one set per engine
// serves every request): bitmaps by name and slot lists, reallocated when the index outgrows them.
import { wordsFor, type Words } from './bitmap.js';
import { SlotCollector } from './slot-collector.js';

export class Scratch {
  private readonly bitmaps = new Map<string, Words>();
  private readonly lists = new Map<string, Uint32Array>();
  private readonly collectors = new Map<string, SlotCollector>();
  private slots = 0;

  /** Drops buffers smaller than the index's slot capacity. */
  fit(slotCapacity: number): void {
    if (slotCapacity <= this.slots) return;
    this.slots = slotCapacity;
    this.bitmaps.clear();
    this.lists.clear();
    this.collectors.clear();
  }

  /** An empty collector named `name` (its user clears it when done). */
  collector(name: string): SlotCollector {
    let c = this.collectors.get(name);
    if (!c) this.collectors.set(name, (c = new SlotCollector(this.slots)));
    return c;
  }

  /** A bitmap named `name`, its first `words` words cleared when asked. */
  bitmap(name: string, words: number, clear: boolean): Words {
    let b = this.bitmaps.get(name);
    if (!b) this.bitmaps.set(name, (b = new Uint32Array(wordsFor(this.slots))));
    if (clear) b.fill(0, 0, words);
    return b;
  }

  /** A list with room for every slot (or every word). */
  list(name: string): Uint32Array {
    let l = this.lists.get(name);
    if (!l) this.lists.set(name, (l = new Uint32Array(this.slots)));
    return l;
  }

  get byteLength(): number {
    let bytes = 0;
    for (const b of this.bitmaps.values()) bytes += b.byteLength;
    for (const l of this.lists.values()) bytes += l.byteLength;
    for (const c of this.collectors.values()) bytes += c.words.byteLength + c.list.byteLength;
    return bytes;
  }
}
