// The documents each query word matches, kept for the words searched lately: a short prefix such as
// "alg" leads through hundreds of texts to tens of thousands of documents, and staff type the same
// words again and again. A match is kept in whichever form is smaller: the ascending slot list when
// it holds fewer slots than the bitmap has words, else the bitmap. Bounded by bytes, least recently
// used first out; every change to the documents empties it (the engine calls invalidate), so an
// answer never comes from a stale match.
import { slotsOf, wordsFor, type Words } from './bitmap.js';
import type { SlotCollector } from './slot-collector.js';

export interface WordMatch {
  /** documents matched */
  count: number;
  /** the slots, ascending (a small match), or null */
  list: Uint32Array | null;
  /** the bitmap over `words` words (a large match), or null */
  bits: Words | null;
  words: number;
}

export const WORD_MATCH_CACHE_BYTES = 48 << 20;

export class WordMatchCache {
  /** Map order is use order: the first entry is the least recently used */
  private readonly entries = new Map<string, WordMatch>();
  private bytes = 0;

  constructor(private maxBytes = WORD_MATCH_CACHE_BYTES) {}

  /** Changes the bound (0 keeps nothing: the benchmark's figures without the cache). */
  setLimit(bytes: number): void {
    this.maxBytes = bytes;
    this.evict();
  }

  get limit(): number {
    return this.maxBytes;
  }

  get size(): number {
    return this.entries.size;
  }

  get byteLength(): number {
    return this.bytes;
  }

  /** The kept match of a word, now the most recently used; undefined when not kept. */
  get(word: string): WordMatch | undefined {
    const match = this.entries.get(word);
    if (match) {
      this.entries.delete(word);
      this.entries.set(word, match);
    }
    return match;
  }

  /**
   * Keeps the word's match from a collector holding it (the collector is left as it was) over the
   * first `slots` slots, and answers it.
   */
  put(word: string, collector: SlotCollector, slots: number): WordMatch {
    const words = wordsFor(slots);
    let match: WordMatch;
    if (collector.n < words) {
      // ascending by the bitmap: a scan of its words costs less than sorting the list
      const list = new Uint32Array(collector.n);
      slotsOf(collector.words, words, list);
      match = { count: collector.n, list, bits: null, words };
    } else match = { count: collector.n, list: null, bits: collector.words.slice(0, words), words };
    const size = sizeOf(match);
    if (size > this.maxBytes) return match;
    const previous = this.entries.get(word);
    if (previous) {
      this.entries.delete(word);
      this.bytes -= sizeOf(previous);
    }
    this.entries.set(word, match);
    this.bytes += size;
    this.evict();
    return match;
  }

  private evict(): void {
    for (const [oldest, old] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= sizeOf(old);
    }
  }

  /** Forgets every match (the documents changed). */
  invalidate(): void {
    if (this.entries.size === 0) return;
    this.entries.clear();
    this.bytes = 0;
  }
}

function sizeOf(match: WordMatch): number {
  return 64 + (match.list?.byteLength ?? 0) + (match.bits?.byteLength ?? 0);
}
