// Word-level operations on bitmaps: Uint32Array words, bit (slot & 31) of word (slot >>> 5) set when
// the document in that slot belongs to the set. All loops run over a given number of words so that
// scratch buffers larger than the live slots can be reused between queries.

export type Words = Uint32Array;

export function wordsFor(slots: number): number {
  return (slots + 31) >>> 5;
}

export function popcount32(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  x = (x + (x >>> 4)) & 0x0f0f0f0f;
  return Math.imul(x, 0x01010101) >>> 24;
}

export function setBit(words: Words, slot: number): void {
  words[slot >>> 5] |= 1 << (slot & 31);
}

export function clearBit(words: Words, slot: number): void {
  words[slot >>> 5] &= ~(1 << (slot & 31));
}

export function hasBit(words: Words, slot: number): boolean {
  return (words[slot >>> 5] & (1 << (slot & 31))) !== 0;
}

export function countBits(words: Words, n: number): number {
  let total = 0;
  for (let i = 0; i < n; i++) if (words[i] !== 0) total += popcount32(words[i]);
  return total;
}

/** target = a AND b over n words; answers the number of set bits. */
export function andInto(target: Words, a: Words, b: Words, n: number): number {
  let total = 0;
  for (let i = 0; i < n; i++) {
    const w = a[i] & b[i];
    target[i] = w;
    if (w !== 0) total += popcount32(w);
  }
  return total;
}

/** target |= source over n words. */
export function orInto(target: Words, source: Words, n: number): void {
  for (let i = 0; i < n; i++) target[i] |= source[i];
}

/** Writes the set slots of the first n words into out (which must be large enough), ascending; answers how many. */
export function slotsOf(words: Words, n: number, out: Uint32Array): number {
  let k = 0;
  for (let i = 0; i < n; i++) {
    let w = words[i];
    const base = i << 5;
    while (w !== 0) {
      const low = w & -w;
      out[k++] = base + 31 - Math.clz32(low);
      w ^= low;
    }
  }
  return k;
}

/** Writes the indexes of the non-zero words among the first n into out; answers how many. */
export function nonZeroWords(words: Words, n: number, out: Uint32Array): number {
  let k = 0;
  for (let i = 0; i < n; i++) if (words[i] !== 0) out[k++] = i;
  return k;
}

/** popcount(mask AND value) over the listed words. */
export function countAndOnWords(mask: Words, value: Words, wordList: Uint32Array, listed: number): number {
  let total = 0;
  for (let j = 0; j < listed; j++) {
    const i = wordList[j];
    const w = mask[i] & value[i];
    if (w !== 0) total += popcount32(w);
  }
  return total;
}

/** A copy of words with room for at least `slots` bits (the extra words zero). */
export function grown(words: Words, slots: number): Words {
  const next = new Uint32Array(wordsFor(slots));
  next.set(words.subarray(0, Math.min(words.length, next.length)));
  return next;
}
