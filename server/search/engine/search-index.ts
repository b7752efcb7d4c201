// What a search reads of the index (search.ts, sparse-search.ts, sort-keys.ts): the engine's parts,
// named here so the searching code depends on this shape, not on the engine that runs it.
import type { DateIndex } from './date-index.js';
import type { DocSlots } from './doc-slots.js';
import type { SearchDocument } from '../../../core/contract/course-search.js';
import type { FacetGroupIndex } from './facet-index.js';
import type { FacetRows } from './facet-rows.js';
import type { InstitutionIndex } from './institution-index.js';
import type { Scratch } from './scratch.js';
import type { TextIndex } from './text-index.js';
import type { WordMatch } from './word-matches.js';

export interface SearchIndex {
  readonly slots: DocSlots;
  readonly facets: FacetGroupIndex[];
  readonly rows: FacetRows;
  readonly institutions: InstitutionIndex;
  readonly text: TextIndex;
  readonly dates: DateIndex;
  readonly scratch: Scratch;
  documentAt(slot: number): SearchDocument;
  /** ranks texts added since the last search */
  prepare(): void;
  /** chooses the broad prefixes to keep bitmaps of, when stale */
  preparePrefixes(): void;
  /** the documents a query word matches */
  matchOf(word: string): WordMatch;
}
