// Short lists of whole numbers per document slot, in one typed array: a facet group's values (read
// when counting by scanning documents and when answering a document back) or a document's text ids.
// Each slot holds `stride` codes (a value + 1; 0 ends the list), so a single-valued facet group costs
// 2 bytes a document; the stride widens when a document needs more.

type CodeArray = Uint16Array | Uint32Array;

export class ValueColumn {
  private codes: CodeArray;
  private slots: number;
  stride: number;

  constructor(
    slots: number,
    stride = 1,
    private readonly wide = false,
  ) {
    this.slots = Math.max(slots, 16);
    this.stride = stride;
    this.codes = this.allocate(this.slots * stride);
  }

  private allocate(length: number): CodeArray {
    return this.wide ? new Uint32Array(length) : new Uint16Array(length);
  }

  get byteLength(): number {
    return this.codes.byteLength;
  }

  ensureSlots(slots: number): void {
    if (slots <= this.slots) return;
    const next = Math.max(slots, Math.ceil(this.slots * 1.5));
    const codes = this.allocate(next * this.stride);
    codes.set(this.codes);
    this.codes = codes;
    this.slots = next;
  }

  private widen(stride: number): void {
    const codes = this.allocate(this.slots * stride);
    for (let s = 0; s < this.slots; s++) {
      for (let j = 0; j < this.stride; j++) codes[s * stride + j] = this.codes[s * this.stride + j];
    }
    this.codes = codes;
    this.stride = stride;
  }

  set(slot: number, codes: readonly number[]): void {
    if (codes.length > this.stride) this.widen(codes.length);
    const at = slot * this.stride;
    for (let j = 0; j < this.stride; j++) this.codes[at + j] = j < codes.length ? codes[j] : 0;
  }

  clear(slot: number): void {
    this.codes.fill(0, slot * this.stride, (slot + 1) * this.stride);
  }

  /** The slot's first code (0: none), without allocating: for sort keys of single-valued groups. */
  firstCode(slot: number): number {
    return this.codes[slot * this.stride];
  }

  codesAt(slot: number): number[] {
    const out: number[] = [];
    for (let j = 0, at = slot * this.stride; j < this.stride && this.codes[at + j] !== 0; j++) out.push(this.codes[at + j]);
    return out;
  }

  /** counts[code] += 1 for every code of the listed slots (counts[0] collects slots without a value). */
  countInto(slots: Uint32Array, n: number, counts: Uint32Array): void {
    const codes = this.codes;
    const stride = this.stride;
    if (stride === 1) {
      for (let i = 0; i < n; i++) counts[codes[slots[i]]]++;
      return;
    }
    for (let i = 0; i < n; i++) {
      const at = slots[i] * stride;
      for (let j = 0; j < stride; j++) {
        const code = codes[at + j];
        if (code === 0) break;
        counts[code]++;
      }
    }
  }
}
