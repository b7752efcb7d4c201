// Text search over a document's title and transcript abbreviations (names: a query word matches the
// start of a word), its record number and transcript codes (identifiers: a query word matches a whole
// word) and its institutions' names (the institution index, by prefix). Every word of the query must
// match, each in any of those texts.
import type { Words } from './bitmap.js';
import type { SearchDocument } from '../../../core/contract/course-search.js';
import type { InstitutionIndex } from './institution-index.js';
import { Postings } from './postings.js';
import type { SlotCollector } from './slot-collector.js';
import { TermDictionary } from './term-dictionary.js';
import { ValueColumn } from './value-column.js';

/** A dictionary and the documents of each of its texts. */
class TextField {
  readonly dictionary: TermDictionary;
  private readonly postings = new Postings();

  constructor(matching: 'prefix' | 'word') {
    this.dictionary = new TermDictionary(matching);
  }

  get byteLength(): number {
    return this.dictionary.estimateBytes() + this.postings.byteLength;
  }

  use(text: string, slot: number, sorted = false): number {
    const id = this.dictionary.acquire(text, sorted);
    this.postings.add(id, slot);
    return id;
  }

  drop(id: number, slot: number): void {
    this.postings.remove(id, slot);
    this.dictionary.release(id);
  }

  markWord(word: string, words: Words): void {
    for (const id of this.dictionary.matching(word)) this.postings.markInto(id, words);
  }

  collectWord(word: string, collector: SlotCollector): void {
    for (const id of this.dictionary.matching(word)) this.postings.collectInto(id, collector);
  }

  /** Each text in use and its slots as the postings keep them. */
  *textsInUse(): Generator<[string, number | readonly number[]]> {
    const texts = this.dictionary.texts;
    for (let id = 0; id < texts.length; id++) {
      const slots = this.postings.entry(id);
      if (slots !== undefined) yield [texts[id], slots];
    }
  }
}

function distinct(texts: readonly string[]): readonly string[] {
  if (texts.length === 1 && texts[0] !== '') return texts;
  return [...new Set(texts.filter((t) => t !== ''))];
}

export class TextIndex {
  readonly names = new TextField('prefix');
  readonly identifiers = new TextField('word');
  /** text ids per slot: title and abbreviations in names, record number and codes in identifiers (id + 1 in the lists) */
  title = new Uint32Array(1024);
  recordId = new Uint32Array(1024);
  private readonly abbreviations = new ValueColumn(1024, 1, true);
  private readonly codes = new ValueColumn(1024, 1, true);

  constructor(private readonly institutions: InstitutionIndex) {}

  get byteLength(): number {
    return this.names.byteLength + this.identifiers.byteLength + this.title.byteLength + this.recordId.byteLength + this.abbreviations.byteLength + this.codes.byteLength;
  }

  ensureSlots(slots: number): void {
    this.abbreviations.ensureSlots(slots);
    this.codes.ensureSlots(slots);
    if (slots <= this.title.length) return;
    const size = Math.max(slots, Math.ceil(this.title.length * 1.5));
    const grow = (a: Uint32Array) => {
      const next = new Uint32Array(size);
      next.set(a);
      return next;
    };
    this.title = grow(this.title);
    this.recordId = grow(this.recordId);
  }

  add(slot: number, doc: SearchDocument): void {
    this.title[slot] = this.names.use(doc.title, slot, true);
    this.recordId[slot] = this.identifiers.use(doc.recordId, slot, true);
    this.abbreviations.set(slot, distinct(doc.transcriptAbbreviations).map((a) => this.names.use(a, slot) + 1));
    this.codes.set(slot, distinct(doc.transcriptCodes).map((c) => this.identifiers.use(c, slot) + 1));
  }

  remove(slot: number): void {
    this.names.drop(this.title[slot], slot);
    this.identifiers.drop(this.recordId[slot], slot);
    for (const a of this.abbreviations.codesAt(slot)) this.names.drop(a - 1, slot);
    for (const c of this.codes.codesAt(slot)) this.identifiers.drop(c - 1, slot);
    this.abbreviations.clear(slot);
    this.codes.clear(slot);
  }

  textsAt(slot: number): Pick<SearchDocument, 'title' | 'recordId' | 'transcriptAbbreviations' | 'transcriptCodes'> {
    const names = this.names.dictionary.texts;
    const identifiers = this.identifiers.dictionary.texts;
    return {
      title: names[this.title[slot]],
      recordId: identifiers[this.recordId[slot]],
      transcriptAbbreviations: this.abbreviations.codesAt(slot).map((a) => names[a - 1]),
      transcriptCodes: this.codes.codesAt(slot).map((c) => identifiers[c - 1]),
    };
  }

  /** Adds the documents with a text or an institution name matching the query word. */
  collectWord(word: string, collector: SlotCollector): void {
    this.names.collectWord(word, collector);
    this.identifiers.collectWord(word, collector);
    this.institutions.collectNameMatches(word, collector);
  }

  /** Each name text (title, abbreviation, institution name) in use and the slots it leads to. */
  *nameTexts(): Generator<[string, number | readonly number[]]> {
    yield* this.names.textsInUse();
    yield* this.institutions.namesInUse();
  }

  /** Sets the bits of the documents with an identifier (record number, code) having the word whole. */
  markIdentifierWord(word: string, words: Words): void {
    this.identifiers.markWord(word, words);
  }

  /** Sets the bits of the documents with a text or an institution name matching the query word. */
  markWord(word: string, words: Words): void {
    this.names.markWord(word, words);
    this.identifiers.markWord(word, words);
    this.institutions.markNameMatches(word, words);
  }
}
