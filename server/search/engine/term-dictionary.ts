// Distinct texts of the documents, each once with the number of documents using it, in a flexsearch
// index: names (titles, transcript abbreviations) with forward tokenization, so a query word matches
// the start of a word; identifiers (record numbers, transcript codes) with strict tokenization, so
// it matches a whole word. Thousands of course years share a title, so the index holds distinct
// texts, not documents; postings (text-index.ts) lead from a text to its documents. A text no
// document uses any more stays in flexsearch (matching nothing) until enough pile up to rebuild it.
import { Index } from 'flexsearch';
import { StringRanks } from './string-ranks.js';
import { textWords } from './text-words.js';

const MIN_DEAD_TO_COMPACT = 1000;

export type Matching = 'prefix' | 'word';

export function textIndex(matching: Matching): Index {
  return new Index({ tokenize: matching === 'prefix' ? 'forward' : 'strict', encode: textWords, resolution: 1 });
}

/** Rough bytes of a flexsearch Index: its term map's keys and id lists (internal layout of 0.8). */
export function flexsearchBytes(index: Index): number {
  const map = (index as unknown as { map?: Map<string, unknown[][]> }).map;
  if (!(map instanceof Map)) return 0;
  let bytes = 0;
  for (const [key, slots] of map) {
    bytes += 48 + key.length * 2 + 32;
    for (const ids of slots) if (ids) bytes += 32 + ids.length * 8;
  }
  return bytes;
}

export class TermDictionary {
  readonly texts: string[] = [];
  private readonly idOf = new Map<string, number>();
  private refs = new Uint32Array(1024);
  /** 1 for texts in the sort ranks */
  private ranked = new Uint8Array(1024);
  private index: Index;
  private dead = 0;
  private readonly free: number[] = [];
  readonly ranks = new StringRanks((id) => this.texts[id]);
  private indexBytes: number | undefined;

  constructor(private readonly matchingBy: Matching) {
    this.index = textIndex(matchingBy);
  }

  get liveCount(): number {
    return this.idOf.size - this.dead;
  }

  /** A text's id, counting one more document that uses it; `sorted`: documents sort by it (titles, record numbers). */
  acquire(text: string, sorted = false): number {
    let id = this.idOf.get(text);
    if (id !== undefined) {
      if (this.refs[id]++ === 0) this.dead--;
      if (sorted && !this.ranked[id]) {
        this.ranked[id] = 1;
        this.ranks.add(id);
      }
      return id;
    }
    id = this.free.length ? this.free.pop()! : this.texts.length;
    this.texts[id] = text;
    this.idOf.set(text, id);
    if (id >= this.refs.length) {
      const size = Math.max(id + 1, this.refs.length * 2);
      const refs = new Uint32Array(size);
      refs.set(this.refs);
      this.refs = refs;
      const ranked = new Uint8Array(size);
      ranked.set(this.ranked);
      this.ranked = ranked;
    }
    this.refs[id] = 1;
    this.index.add(id, text);
    if (sorted) {
      this.ranked[id] = 1;
      this.ranks.add(id);
    }
    this.indexBytes = undefined;
    return id;
  }

  /** One document fewer uses the text. */
  release(id: number): void {
    if (--this.refs[id] !== 0) return;
    this.dead++;
    if (this.dead >= MIN_DEAD_TO_COMPACT && this.dead * 4 > this.idOf.size) this.compact();
  }

  /** Ids of the texts having a word that starts with (prefix) or is (word) the single, already cut, query word. */
  matching(word: string): number[] {
    if (this.texts.length === 0) return [];
    return this.index.search(word, { limit: this.texts.length }) as number[];
  }

  estimateBytes(): number {
    this.indexBytes ??= flexsearchBytes(this.index);
    let textBytes = 0;
    for (const t of this.texts) textBytes += 32 + (t?.length ?? 0) * 2;
    // the intern map holds a key and a number per text
    return this.indexBytes + textBytes + this.idOf.size * 40 + this.refs.byteLength + this.ranked.byteLength + this.ranks.byteLength;
  }

  private compact(): void {
    const index = textIndex(this.matchingBy);
    for (const [text, id] of this.idOf) {
      if (this.refs[id] > 0) index.add(id, text);
      else {
        this.idOf.delete(text);
        if (this.ranked[id]) this.ranks.remove(id);
        this.ranked[id] = 0;
        this.texts[id] = '';
        this.free.push(id);
      }
    }
    this.index = index;
    this.dead = 0;
    this.indexBytes = undefined;
  }
}
