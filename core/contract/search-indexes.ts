// The search indexes screen's calls (spec 1 §7 "Search indexes"; server/search/index-routes.ts): each
// index with its build state, and a delete that rebuilds it. For the server and the screen
// (custom-screens/search-indexes/index-api.ts, which reads it as Wire<IndexStatus>).

export type IndexState = 'building' | 'ready' | 'failed';

export interface IndexStatus {
  indexName: string;
  state: IndexState;
  /** documents read so far and in all, while building */
  progress: { done: number; total: number } | null;
  documentCount: number;
  memoryBytes: number;
  facetBytes: number;
  builtAt: Date | null;
  buildMs: number | null;
  /** from the oldest change of the feed's last pass being written to its being applied */
  freshnessLagMs: number | null;
  appliedChangeId: string;
  error: string | null;
}

/** GET index/list: a page of indexes. */
export interface IndexPage {
  total: number;
  result: IndexStatus[];
}

/** POST index/delete's body. */
export interface IndexDeleteBody {
  indexName: string;
}

/** POST index/delete's answer. */
export interface IndexDeleted {
  indexName: string;
  message: string;
}
