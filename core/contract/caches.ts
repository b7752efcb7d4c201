// The caches screen's calls (spec 1 §7 "Caches"; server/cache/routes.ts): each named cache with its
// entries on the server that answers, and a clear that reaches every server.

export interface CacheInfo {
  name: string;
  title: string;
  description: string;
  /** entries held now on the server that answered; null when the cache keeps no count (an index reports its own) */
  entries: number | null;
}

/** POST clear/{name}'s answer. */
export interface CacheCleared {
  name: string;
  message: string;
}
