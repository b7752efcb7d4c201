// The course search engine's public face (docs/search.md).
export { SearchEngine, type EngineStats } from './engine.js';
export { AUDIT_TYPES, GRADES, MIN_SUBMISSION_DATE, STATUS_GROUPS, STATUS_GROUP_LABELS, type AuditType, type StatusGroup } from './document.js';
export { FACET_FIELDS, FACET_GROUPS, type FacetField } from './facet-groups.js';
export {
  DEFAULT_PAGE_SIZE,
  DEFAULT_SORT,
  SORT_FIELDS,
  SearchQueryError,
  type FacetGroupResult,
  type SearchOptions,
  type SearchResponse,
  type SortField,
} from './search-query.js';
export { textWords } from './text-words.js';
// the request and the documents are the contract's (the screen sends and reads them too)
export type { FacetCount, FacetValue, SearchDocument, SearchFilter, SearchQuery } from '../../../core/contract/course-search.js';
