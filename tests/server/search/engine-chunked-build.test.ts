// Building by chunks (server/search/engine/chunked-build.ts, the index rebuild of service.ts): the event
// loop turns between chunks, so a timer set before the build fires while documents are still going in,
// progress is heard chunk by chunk, and the engine answers what one built in a single run answers.
import { describe, expect, it } from 'vitest';
import { generateDocuments } from '../../../bench/search-documents.js';
import { QuerySource } from '../../../bench/search-queries.js';
import { upsertInChunks } from '../../../server/search/engine/chunked-build.js';
import { SearchEngine } from '../../../server/search/engine/index.js';

describe('building the engine by chunks', () => {
  const { docs } = generateDocuments(3000, 515);

  it('lets a timer fire during the build and reports each chunk', async () => {
    const engine = new SearchEngine();
    let documentsWhenTimerFired = -1;
    setTimeout(() => (documentsWhenTimerFired = engine.documentCount), 0);
    let immediateFired = false;
    setImmediate(() => (immediateFired = true));
    const progress: number[] = [];
    await upsertInChunks(engine, docs, (added) => progress.push(added), 250);

    expect(immediateFired).toBe(true);
    // the timer ran between two chunks: some documents were in, not all
    expect(documentsWhenTimerFired).toBeGreaterThan(0);
    expect(documentsWhenTimerFired).toBeLessThan(docs.length);
    expect(progress).toEqual(Array.from({ length: 12 }, (_, i) => (i + 1) * 250));
    expect(engine.documentCount).toBe(docs.length);
  });

  it('answers what an engine built in one run answers', async () => {
    const chunked = new SearchEngine();
    await upsertInChunks(chunked, docs, undefined, 333);
    const whole = new SearchEngine();
    whole.upsertMany(docs);
    const source = new QuerySource(docs, 31);
    for (let i = 0; i < 100; i++) {
      const c = source.randomQuery();
      const options = { viewerAnalystId: c.viewerAnalystId };
      expect(chunked.search(c.query, options), JSON.stringify(c)).toEqual(whole.search(c.query, options));
    }
  });

  it('takes an empty list', async () => {
    const engine = new SearchEngine();
    const progress: number[] = [];
    await upsertInChunks(engine, [], (added) => progress.push(added));
    expect(engine.documentCount).toBe(0);
    expect(progress).toEqual([]);
  });
});
