// Adding many documents without holding the event loop: a rebuild of a million course years takes
// about a minute, and the instance must go on answering searches (on the engine it replaces),
// the index screen's status and every other request meanwhile. The documents go in chunks, each
// followed by a turn of the event loop (setImmediate: timers and I/O waiting run first).
import type { SearchDocument } from '../../../core/contract/course-search.js';
import type { SearchEngine } from './engine.js';
import { nextTurn } from './slices.js';

/** Documents added between two turns of the event loop: a few milliseconds of work. */
export const BUILD_CHUNK = 100;

/** Upserts the documents a chunk at a time, answering after the last; `onChunk` hears how many are in so far. */
export async function upsertInChunks(
  engine: SearchEngine,
  docs: readonly SearchDocument[],
  onChunk: (added: number) => void = () => {},
  chunk = BUILD_CHUNK,
): Promise<void> {
  for (let start = 0; start < docs.length; start += chunk) {
    const end = Math.min(docs.length, start + chunk);
    for (let i = start; i < end; i++) engine.upsert(docs[i]);
    onChunk(end);
    if (end < docs.length) await nextTurn();
  }
}
