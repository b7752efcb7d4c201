// The course search engine's public face (docs/search.md).
export { SearchEngine, type EngineStats } from './engine.js';
export { AUDIT_TYPES, GRADES, MIN_SUBMISSION_DATE, STATUS_GROUPS, STATUS_GROUP_LABELS, type AuditType, type SearchDocument, type StatusGroup } from './document.js';
export { FACET_FIELDS, FACET_GROUPS, type FacetField, type FacetValue } from './facet-groups.js';
export {
  DEFAULT_PAGE_SIZE,
  DEFAULT_SORT,
  SORT_FIELDS,
  SearchQueryError,
  type FacetCount,
  type FacetGroupResult,
  type SearchFilter,
  type SearchOptions,
  type SearchQuery,
  type SearchResponse,
  type SortField,
} from './search-query.js';
export { textWords } from './text-words.js';
