// The in-memory course search index of one server instance: documents in, searches out
// (docs/search.md). Changes apply one document at a time without a rebuild: upsert replaces a course
// year's document, remove clears it from every bitmap, column and the text index.
import { FACET_GROUPS, type FacetGroupDef } from './facet-groups.js';
import { FacetGroupIndex } from './facet-index.js';
import { FACET_ROW_LAYOUT } from './facet-layout.js';
import { FacetRows } from './facet-rows.js';
import { DateIndex } from './date-index.js';
import { DocSlots } from './doc-slots.js';
import type { SearchDocument, SearchQuery } from '../../../core/contract/course-search.js';
import { InstitutionIndex } from './institution-index.js';
import { PrefixBitmaps } from './prefix-bitmaps.js';
import { Scratch } from './scratch.js';
import { runInSlices, runNow, type Steps } from './slices.js';
import { runSearch } from './search.js';
import type { SearchIndex } from './search-index.js';
import type { SearchOptions, SearchResponse } from './search-query.js';
import { StoredFields } from './stored-fields.js';
import { TextIndex } from './text-index.js';
import { WordMatchCache, type WordMatch } from './word-matches.js';

export interface EngineStats {
  documentCount: number;
  /** estimated bytes held by the index */
  memoryBytes: number;
  /** bytes of the facet part: value bitmaps and totals, facet rows */
  facetBytes: number;
  parts: { facets: number; text: number; prefixes: number; institutions: number; dates: number; stored: number; slots: number; scratch: number; wordMatches: number };
}

export class SearchEngine implements SearchIndex {
  readonly slots = new DocSlots();
  readonly facets: FacetGroupIndex[];
  readonly rows: FacetRows;
  readonly institutions = new InstitutionIndex();
  readonly text = new TextIndex(this.institutions);
  readonly dates = new DateIndex();
  readonly stored = new StoredFields();
  readonly scratch = new Scratch();
  /** the documents of the words searched lately; emptied by every change */
  readonly wordMatches = new WordMatchCache();
  /** the documents of the broad prefixes, kept exact through every change */
  readonly prefixes: PrefixBitmaps;

  constructor() {
    this.prefixes = new PrefixBitmaps(this.slots.capacity);
    this.rows = new FacetRows(FACET_ROW_LAYOUT, this.slots.capacity);
    this.facets = FACET_GROUPS.map((def: FacetGroupDef, g) => new FacetGroupIndex(def, g, this.rows, this.slots.capacity));
  }

  /**
   * Makes room for `documents` at once, before a bulk load: every column and bitmap is allocated at its
   * final size once, instead of growing by half again and again, each growth a copy of everything and,
   * at a million documents, a full garbage collection of a second or more in one turn of the event loop.
   */
  reserve(documents: number): void {
    this.slots.reserve(documents);
    this.fitSlots();
  }

  get documentCount(): number {
    return this.slots.count;
  }

  /** Adds the document, or replaces the one of the same course year. */
  upsert(doc: SearchDocument): void {
    this.wordMatches.invalidate();
    let slot = this.slots.slotOf(doc.courseYearId);
    if (slot !== undefined) this.clearSlot(slot);
    else {
      slot = this.slots.acquire(doc.courseYearId);
      this.fitSlots();
    }
    // a new name of an institution changes which prefixes its other documents match
    const named = this.prefixes.size ? [doc.institutionId, ...doc.offeringInstitutions.map((o) => o.institutionId)] : [];
    const namesBefore = named.map((id) => this.institutions.knownName(id));
    this.rows.setRow(slot, this.facets.map((group) => group.add(slot, doc)));
    this.institutions.add(slot, doc);
    this.text.add(slot, doc);
    this.dates.add(slot, doc.submittedOn);
    this.stored.add(slot, doc);
    if (this.prefixes.size === 0) return;
    this.markPrefixes(slot);
    named.forEach((id, i) => {
      if (namesBefore[i] === undefined || namesBefore[i] === this.institutions.nameOf(id)) return;
      this.institutions.forEachOfInstitution(id, (other) => {
        this.prefixes.clearSlot(other);
        this.markPrefixes(other);
      });
    });
  }

  /** Sets the slot's bits in the prefix bitmaps from its texts and its institutions' names as they are now. */
  private markPrefixes(slot: number): void {
    const { title, transcriptAbbreviations, recordId, transcriptCodes } = this.text.textsAt(slot);
    const names = [title, ...transcriptAbbreviations, this.institutions.nameOf(this.institutions.owner[slot]), ...this.institutions.offeringInstitutionsAt(slot).map((o) => o.name)];
    this.prefixes.addSlot(slot, names, [recordId, ...transcriptCodes]);
  }

  upsertMany(docs: Iterable<SearchDocument>): void {
    for (const doc of docs) this.upsert(doc);
  }

  /** Drops the course year's document; answers whether there was one. */
  remove(courseYearId: number): boolean {
    const slot = this.slots.slotOf(courseYearId);
    if (slot === undefined) return false;
    this.wordMatches.invalidate();
    this.clearSlot(slot);
    this.slots.release(courseYearId);
    return true;
  }

  /** The course years in the index of the given courses. */
  courseYearIdsOf(courseIds: Iterable<number>): number[] {
    const ids: number[] = [];
    for (const courseId of courseIds) for (const slot of this.stored.slotsOfCourse(courseId)) ids.push(this.slots.idBySlot[slot]);
    return ids;
  }

  has(courseYearId: number): boolean {
    return this.slots.slotOf(courseYearId) !== undefined;
  }

  /** The stored document of a course year, as it was given (arrays without repeats). */
  document(courseYearId: number): SearchDocument | undefined {
    const slot = this.slots.slotOf(courseYearId);
    return slot === undefined ? undefined : this.documentAt(slot);
  }

  documentAt(slot: number): SearchDocument {
    const facetFields: Record<string, unknown> = {};
    this.facets.forEach((group) => {
      const values = group.valuesAt(slot);
      facetFields[group.def.property] = group.def.multi ? values : (values[0] ?? (group.def.kind === 'boolean' ? false : null));
    });
    const owner = this.institutions.owner[slot];
    return {
      courseYearId: this.slots.idBySlot[slot],
      ...this.stored.fieldsAt(slot),
      ...this.text.textsAt(slot),
      institutionId: owner,
      institutionName: this.institutions.nameOf(owner),
      offeringInstitutions: this.institutions.offeringInstitutionsAt(slot),
      submittedOn: this.dates.dateAt(slot),
      ...facetFields,
    } as SearchDocument;
  }

  /** Ranks texts added since the last search (a bulk load calls it once at the end, so the first search does not). */
  prepare(): void {
    runNow(this.prepareSteps());
  }

  /**
   * prepare() spread over turns of the event loop (a rebuild, before the engine is swapped in): the
   * engine must not be searched or changed until it resolves.
   */
  prepareInSlices(): Promise<void> {
    return runInSlices(this.prepareSteps());
  }

  private *prepareSteps(): Steps {
    if (this.prefixes.stale(this.slots.count)) yield* this.prefixes.chooseSteps(this.text, this.slots.count, this.slots.used);
    yield* this.dates.prepareSteps();
    yield* this.text.names.dictionary.ranks.ensureSteps();
    yield* this.text.identifiers.dictionary.ranks.ensureSteps();
    yield* this.institutions.ranks.ensureSteps();
  }

  /** Chooses the broad prefixes to keep bitmaps of, when never chosen or the index doubled or halved since (a search calls it). */
  preparePrefixes(): void {
    if (this.prefixes.stale(this.slots.count)) this.prefixes.choose(this.text, this.slots.count, this.slots.used);
  }

  /** The documents a query word matches (in a text or an institution's name): a broad prefix's bitmap, or looked up and kept for the next searches. */
  matchOf(word: string): WordMatch {
    const broad = this.prefixes.match(word, this.slots.used);
    if (broad) return broad;
    const kept = this.wordMatches.get(word);
    if (kept) return kept;
    this.scratch.fit(this.slots.capacity);
    const collector = this.scratch.collector('word');
    this.text.collectWord(word, collector);
    const match = this.wordMatches.put(word, collector, this.slots.used);
    collector.clear();
    return match;
  }

  search(query: SearchQuery, options: SearchOptions): SearchResponse {
    return runSearch(this, query, options);
  }

  stats(): EngineStats {
    const facets = this.facets.reduce((sum, g) => sum + g.byteLength, this.rows.byteLength);
    const parts = {
      facets,
      text: this.text.byteLength,
      prefixes: this.prefixes.byteLength,
      institutions: this.institutions.byteLength,
      dates: this.dates.byteLength,
      stored: this.stored.byteLength,
      slots: this.slots.byteLength,
      scratch: this.scratch.byteLength,
      wordMatches: this.wordMatches.byteLength,
    };
    return {
      documentCount: this.slots.count,
      memoryBytes: Object.values(parts).reduce((a, b) => a + b, 0),
      facetBytes: facets,
      parts,
    };
  }

  private clearSlot(slot: number): void {
    this.prefixes.clearSlot(slot);
    for (const group of this.facets) group.remove(slot);
    this.rows.clearRow(slot);
    this.institutions.remove(slot);
    this.text.remove(slot);
    this.dates.remove(slot);
    this.stored.remove(slot);
  }

  private fitSlots(): void {
    const capacity = this.slots.capacity;
    for (const group of this.facets) group.ensureSlots(capacity);
    this.rows.ensureSlots(capacity);
    this.institutions.ensureSlots(capacity);
    this.text.ensureSlots(capacity);
    this.dates.ensureSlots(capacity);
    this.stored.ensureSlots(capacity);
    this.prefixes.ensureSlots(capacity);
  }
}
