// The course search engine's public face (docs/search.md). The request, the documents and the search's
// words (status groups, facet fields, sorts) are the contract's: core/contract/course-search.ts.
export { SearchEngine, type EngineStats } from './engine.js';
export { GRADES, MIN_SUBMISSION_DATE, STATUS_GROUP_LABELS } from './document.js';
export { FACET_GROUPS } from './facet-groups.js';
export { DEFAULT_PAGE_SIZE, SearchQueryError, type FacetGroupResult, type SearchOptions, type SearchResponse } from './search-query.js';
export { textWords } from './text-words.js';
