// One facet group's index: a bitmap per value (filtering is OR inside the group, AND across groups),
// the number of live documents per value (kept up to date, so a group over every document costs
// nothing), and its cells in the shared facet rows (counting by scan, answering documents back).
import { clearBit, countAndOnWords, grown, orInto, setBit, wordsFor, type Words } from './bitmap.js';
import type { FacetGroupDef } from './facet-groups.js';
import type { FacetValue, SearchDocument } from '../../../core/contract/course-search.js';
import type { FacetRows } from './facet-rows.js';

export class FacetGroupIndex {
  /** values by code - 1 */
  readonly values: FacetValue[] = [];
  private readonly codeOf = new Map<FacetValue, number>();
  /** bitmaps by code (index 0 unused) */
  private bitmaps: Words[] = [new Uint32Array(0)];
  /** live documents per code */
  totals: Uint32Array = new Uint32Array(16);
  /** the codes of the document being added (a plain array: it grows as needed) */
  private readonly codeBuffer: number[] = [];

  constructor(
    readonly def: FacetGroupDef,
    /** the group's number in the rows */
    readonly group: number,
    readonly rows: FacetRows,
    private slotCapacity: number,
  ) {}

  /** codes run 1..valueCount */
  get valueCount(): number {
    return this.values.length;
  }

  /** cells per document in the rows */
  get cells(): number {
    return this.rows.widthOf(this.group);
  }

  /** the bitmaps and totals (the rows are counted once for all groups) */
  get byteLength(): number {
    let bytes = this.totals.byteLength;
    for (const b of this.bitmaps) bytes += b.byteLength;
    return bytes;
  }

  codeFor(value: FacetValue): number | undefined {
    return this.codeOf.get(value);
  }

  valueOf(code: number): FacetValue {
    return this.values[code - 1];
  }

  bitmap(code: number): Words {
    return this.bitmaps[code];
  }

  ensureSlots(slots: number): void {
    if (slots <= this.slotCapacity) return;
    this.slotCapacity = Math.max(slots, Math.ceil(this.slotCapacity * 1.5));
    for (let code = 1; code < this.bitmaps.length; code++) this.bitmaps[code] = grown(this.bitmaps[code], this.slotCapacity);
  }

  private codeForNew(value: FacetValue): number {
    let code = this.codeOf.get(value);
    if (code !== undefined) return code;
    this.values.push(value);
    code = this.values.length;
    this.codeOf.set(value, code);
    this.bitmaps.push(new Uint32Array(wordsFor(this.slotCapacity)));
    if (code >= this.totals.length) {
      const totals = new Uint32Array(this.totals.length * 2);
      totals.set(this.totals);
      this.totals = totals;
    }
    return code;
  }

  /** Adds the document's values; answers their codes, for the facet rows. */
  add(slot: number, doc: SearchDocument): number[] {
    // one small array per group: a load adds a million documents
    const raw = doc[this.def.property] as FacetValue | FacetValue[] | null | undefined;
    let n = 0;
    const take = (value: FacetValue | null | undefined) => {
      if (value === null || value === undefined) return;
      const code = this.codeForNew(value);
      for (let j = 0; j < n; j++) if (this.codeBuffer[j] === code) return;
      this.codeBuffer[n++] = code;
    };
    if (Array.isArray(raw)) for (let i = 0; i < raw.length; i++) take(raw[i]);
    else take(raw);
    const codes = this.codeBuffer.slice(0, n);
    for (const code of codes) {
      setBit(this.bitmaps[code], slot);
      this.totals[code]++;
    }
    return codes;
  }

  /** Removes the document's values (the facet rows are cleared by the engine afterwards). */
  remove(slot: number): void {
    for (const code of this.rows.codesAt(slot, this.group)) {
      clearBit(this.bitmaps[code], slot);
      this.totals[code]--;
    }
  }

  /** The document's values, in the order it gave them. */
  valuesAt(slot: number): FacetValue[] {
    return this.rows.codesAt(slot, this.group).map((code) => this.values[code - 1]);
  }

  /** The documents having any of the codes: a value's own bitmap (read only) or their OR written into scratch. */
  selection(codes: readonly number[], scratch: Words, words: number): Words {
    if (codes.length === 1) return this.bitmaps[codes[0]];
    scratch.fill(0, 0, words);
    for (const code of codes) orInto(scratch, this.bitmaps[code], words);
    return scratch;
  }

  /** counts[code] = documents of the mask having the value, counted on the mask's non-zero words. */
  countOnWords(mask: Words, wordList: Uint32Array, listed: number, counts: Uint32Array): void {
    for (let code = 1; code <= this.values.length; code++) counts[code] = countAndOnWords(mask, this.bitmaps[code], wordList, listed);
  }
}
