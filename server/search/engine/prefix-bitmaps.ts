// A bitmap of the documents each broad prefix matches ("in", "sci", "uni": a short prefix leads
// through thousands of texts and institutions to hundreds of thousands of documents, and walking
// them is what the slowest searches spent their time on). The prefixes are chosen from the index
// (those whose texts and institutions hold the most documents, within a bound in bytes) and each
// bitmap is kept exact through every change: a document's bits are cleared when it is replaced or
// removed and set again from its words when added, and a renamed institution's documents are marked
// again. Matching is the text index's: a name word (title, abbreviation, institution) starting with
// the prefix, or an identifier word (record number, code) equal to it.
import { grown, popcount32, setBit, wordsFor, type Words } from './bitmap.js';
import { runNow, type Steps } from './slices.js';
import { textWords } from './text-words.js';
import type { WordMatch } from './word-matches.js';

/** Bytes the bitmaps may take together. */
export const PREFIX_BITMAP_BYTES = 40 << 20;
/** A prefix is kept when walking its texts would visit at least this many postings (or a bitmap's words, if more). */
const MIN_POSTINGS = 1024;
/** Prefixes longer than this are not considered (a long prefix is narrow). */
const MAX_PREFIX = 12;
/** texts weighed, or prefixes looked up and bits set, between two yields of a sliced choice */
const TEXTS_PER_PIECE = 256;
const WORK_PER_PIECE = 16_384;

/** A list of slots as the postings keep it: a bare slot, an array or nothing. */
export type SlotEntry = number | readonly number[] | undefined;

export interface PrefixSource {
  /** Each name text (title, abbreviation, institution name) in use and the slots it leads to. */
  nameTexts(): Iterable<[text: string, slots: SlotEntry]>;
  /** Sets the bits of the documents with an identifier (record number, code) having the word whole. */
  markIdentifierWord(word: string, words: Words): void;
}

export class PrefixBitmaps {
  private readonly indexOf = new Map<string, number>();
  private prefixes: string[] = [];
  private bits: Words[] = [];
  private counts: number[] = [];
  private longest = 0;
  private slotCapacity: number;
  /** documents when the prefixes were chosen (0: never) */
  private chosenFor = 0;

  constructor(slotCapacity: number, private readonly maxBytes = PREFIX_BITMAP_BYTES) {
    this.slotCapacity = slotCapacity;
  }

  get size(): number {
    return this.prefixes.length;
  }

  /** The kept prefixes, broadest first. */
  get kept(): readonly string[] {
    return this.prefixes;
  }

  get byteLength(): number {
    let bytes = 0;
    for (const b of this.bits) bytes += b.byteLength + 64;
    return bytes;
  }

  /** True when the prefixes should be chosen (again): never chosen, or the index doubled or halved since. */
  stale(documents: number): boolean {
    if (this.chosenFor === 0) return documents > 0;
    return documents > 2 * this.chosenFor || 2 * documents < this.chosenFor;
  }

  /** The kept match of a query word, or undefined when the word is not a kept prefix. */
  match(word: string, usedSlots: number): WordMatch | undefined {
    const i = this.indexOf.get(word);
    if (i === undefined) return undefined;
    return { count: this.counts[i], list: null, bits: this.bits[i], words: wordsFor(usedSlots) };
  }

  /** Chooses the prefixes anew from the index and marks their documents (a bulk step: after a load, when the index doubled). */
  choose(source: PrefixSource, documents: number, usedSlots: number): void {
    runNow(this.chooseSteps(source, documents, usedSlots));
  }

  /** choose() in pieces; the new prefixes replace the old at the end (no change may come meanwhile). */
  *chooseSteps(source: PrefixSource, documents: number, usedSlots: number): Steps {
    const words = wordsFor(usedSlots);
    const minimum = Math.max(MIN_POSTINGS, words);
    // the postings a look-up of each prefix would walk
    const weight = new Map<string, number>();
    const wordsByText: string[][] = [];
    const entries: SlotEntry[] = [];
    for (const [text, slots] of source.nameTexts()) {
      const n = slots === undefined ? 0 : typeof slots === 'number' ? 1 : slots.length;
      const cut = [...new Set(textWords(text))];
      wordsByText.push(cut);
      entries.push(slots);
      const seen = new Set<string>();
      for (const word of cut) {
        const end = Math.min(word.length, MAX_PREFIX);
        for (let k = 1; k <= end; k++) {
          const prefix = word.slice(0, k);
          if (seen.has(prefix)) continue;
          seen.add(prefix);
          weight.set(prefix, (weight.get(prefix) ?? 0) + n);
        }
      }
      if (entries.length % TEXTS_PER_PIECE === 0) yield;
    }
    const chosen = [...weight].filter(([, w]) => w >= minimum).sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
    const bytesEach = wordsFor(this.slotCapacity) * 4 + 64;
    const keep = chosen.slice(0, Math.floor(this.maxBytes / bytesEach)).map(([prefix]) => prefix);
    yield;
    const indexOf = new Map(keep.map((prefix, i) => [prefix, i]));
    const longest = keep.reduce((m, p) => Math.max(m, p.length), 0);
    const bits: Words[] = [];
    for (let i = 0; i < keep.length; i++) {
      bits.push(new Uint32Array(wordsFor(this.slotCapacity)));
      yield;
    }
    // each text's postings into the bitmaps of its kept prefixes: one walk per text, not per prefix
    const kept: Words[] = [];
    let work = 0;
    for (let t = 0; t < entries.length; t++) {
      if (work >= WORK_PER_PIECE) {
        work = 0;
        yield;
      }
      const slots = entries[t];
      if (slots === undefined) continue;
      kept.length = 0;
      for (const word of wordsByText[t]) {
        const end = Math.min(word.length, longest);
        work += end;
        for (let k = 1; k <= end; k++) {
          const i = indexOf.get(word.slice(0, k));
          if (i !== undefined && !kept.includes(bits[i])) kept.push(bits[i]);
        }
      }
      if (typeof slots === 'number') for (const b of kept) setBit(b, slots);
      else
        for (const b of kept)
          for (let j = 0; j < slots.length; j++) {
            setBit(b, slots[j]);
            if (++work >= WORK_PER_PIECE) {
              work = 0;
              yield;
            }
          }
      work += kept.length;
    }
    for (let i = 0; i < keep.length; i++) {
      source.markIdentifierWord(keep[i], bits[i]);
      yield;
    }
    const counts: number[] = [];
    for (const b of bits) {
      let count = 0;
      for (let i = 0; i < words; i++) if (b[i] !== 0) count += popcount32(b[i]);
      counts.push(count);
      yield;
    }
    this.indexOf.clear();
    for (const [prefix, i] of indexOf) this.indexOf.set(prefix, i);
    this.prefixes = keep;
    this.bits = bits;
    this.counts = counts;
    this.longest = longest;
    this.chosenFor = Math.max(1, documents);
  }

  ensureSlots(slots: number): void {
    if (slots <= this.slotCapacity) return;
    this.slotCapacity = Math.max(slots, Math.ceil(this.slotCapacity * 1.5));
    this.bits = this.bits.map((b) => grown(b, this.slotCapacity));
  }

  /** Clears the slot from every bitmap. */
  clearSlot(slot: number): void {
    const w = slot >>> 5;
    const bit = 1 << (slot & 31);
    for (let i = 0; i < this.bits.length; i++) {
      const bits = this.bits[i];
      if ((bits[w] & bit) !== 0) {
        bits[w] &= ~bit;
        this.counts[i]--;
      }
    }
  }

  /** Sets the slot's bit in the bitmap of every kept prefix of its name words and of every identifier word kept whole. */
  addSlot(slot: number, nameTexts: readonly string[], identifierTexts: readonly string[]): void {
    if (this.prefixes.length === 0) return;
    for (const text of nameTexts) {
      for (const word of textWords(text)) {
        const end = Math.min(word.length, this.longest);
        for (let k = 1; k <= end; k++) this.set(this.indexOf.get(word.slice(0, k)), slot);
      }
    }
    for (const text of identifierTexts) for (const word of textWords(text)) this.set(this.indexOf.get(word), slot);
  }

  private set(i: number | undefined, slot: number): void {
    if (i === undefined) return;
    const bits = this.bits[i];
    const w = slot >>> 5;
    const bit = 1 << (slot & 31);
    if ((bits[w] & bit) === 0) {
      bits[w] |= bit;
      this.counts[i]++;
    }
  }
}
