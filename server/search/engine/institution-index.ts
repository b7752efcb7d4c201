// The institutions of the documents: each institution's name (searched as text through its own small
// flexsearch index, ranked for sorting) and the documents it owns or offers (the institution filter,
// and the documents a matching name leads to). Names are kept per institution, so a renamed school
// is found under its new name in all its documents at once.
import type { Words } from './bitmap.js';
import type { SearchDocument } from '../../../core/contract/course-search.js';
import { Postings } from './postings.js';
import type { SlotCollector } from './slot-collector.js';
import { StringRanks } from './string-ranks.js';
import { flexsearchBytes, textIndex } from './term-dictionary.js';

export class InstitutionIndex {
  private readonly names = new Map<number, string>();
  private readonly nameIndex = textIndex('prefix');
  readonly ranks = new StringRanks((id) => this.names.get(id) ?? '');
  private readonly postings = new Postings();
  /** owner institution per slot */
  owner = new Uint32Array(1024);
  /** offering institutions other than the owner, per slot */
  private readonly others: (number[] | undefined)[] = [];

  get byteLength(): number {
    let names = 0;
    for (const n of this.names.values()) names += 80 + n.length * 2;
    let others = 0;
    for (const o of this.others) if (o) others += 32 + o.length * 8;
    return names + flexsearchBytes(this.nameIndex) + this.ranks.byteLength + this.postings.byteLength + this.owner.byteLength + this.others.length * 8 + others;
  }

  ensureSlots(slots: number): void {
    if (slots <= this.owner.length) return;
    const owner = new Uint32Array(Math.max(slots, Math.ceil(this.owner.length * 1.5)));
    owner.set(this.owner);
    this.owner = owner;
  }

  nameOf(institutionId: number): string {
    return this.names.get(institutionId) ?? '';
  }

  /** The institution's name, or undefined when no document has named it yet. */
  knownName(institutionId: number): string | undefined {
    return this.names.get(institutionId);
  }

  /** Each institution's name and the documents it owns or offers (when any), as the postings keep them. */
  *namesInUse(): Generator<[string, number | readonly number[]]> {
    for (const [id, name] of this.names) {
      const slots = this.postings.entry(id);
      if (slots !== undefined) yield [name, slots];
    }
  }

  private setName(institutionId: number, name: string): void {
    const old = this.names.get(institutionId);
    if (old === name) return;
    if (old !== undefined) this.ranks.remove(institutionId);
    this.names.set(institutionId, name);
    this.nameIndex.update(institutionId, name);
    this.ranks.add(institutionId);
  }

  add(slot: number, doc: SearchDocument): void {
    this.setName(doc.institutionId, doc.institutionName);
    this.owner[slot] = doc.institutionId;
    this.postings.add(doc.institutionId, slot);
    const others: number[] = [];
    for (const o of doc.offeringInstitutions) {
      this.setName(o.institutionId, o.name);
      if (o.institutionId === doc.institutionId || others.includes(o.institutionId)) continue;
      others.push(o.institutionId);
      this.postings.add(o.institutionId, slot);
    }
    this.others[slot] = others.length ? others : undefined;
  }

  remove(slot: number): void {
    this.postings.remove(this.owner[slot], slot);
    for (const o of this.others[slot] ?? []) this.postings.remove(o, slot);
    this.owner[slot] = 0;
    this.others[slot] = undefined;
  }

  offeringInstitutionsAt(slot: number): { institutionId: number; name: string }[] {
    return (this.others[slot] ?? []).map((institutionId) => ({ institutionId, name: this.nameOf(institutionId) }));
  }

  /** Sets the bits of the documents owned or offered by the institution. */
  markInstitution(institutionId: number, words: Words): void {
    this.postings.markInto(institutionId, words);
  }

  /** Adds the documents of every institution whose name has a word starting with the query word. */
  collectNameMatches(word: string, collector: SlotCollector): void {
    if (this.names.size === 0) return;
    for (const id of this.nameIndex.search(word, { limit: this.names.size }) as number[]) this.postings.collectInto(id, collector);
  }

  /** Calls back with the documents owned or offered by the institution. */
  forEachOfInstitution(institutionId: number, fn: (slot: number) => void): void {
    this.postings.forEach(institutionId, fn);
  }

  /** Sets the bits of the documents of every institution whose name has a word starting with the query word. */
  markNameMatches(word: string, words: Words): void {
    if (this.names.size === 0) return;
    for (const id of this.nameIndex.search(word, { limit: this.names.size }) as number[]) this.postings.markInto(id, words);
  }
}
