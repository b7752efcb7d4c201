// The engine against its definition: on 20,000 generated course years, 1,000 random requests (text,
// selections in any group, date ranges, institutions, pages, sorts, the analyst viewer) answer
// exactly what a scan of every document answers — results in order and every facet count; and so
// again after thousands of documents were replaced and removed one at a time.
import { describe, expect, it } from 'vitest';
import { generateDocuments } from '../../../bench/search-documents.js';
import { QuerySource } from '../../../bench/search-queries.js';
import { referenceSearch } from '../../../bench/search-reference.js';
import { SearchEngine } from '../../../server/search/engine/index.js';
import type { SearchDocument } from '../../../core/contract/course-search.js';
import { Random } from '../../../seeds/courses/random.js';

const DOCS = 20_000;

async function checkQueries(engine: SearchEngine, docs: readonly SearchDocument[], count: number, seed: number) {
  const source = new QuerySource(docs, seed);
  let withResults = 0;
  for (let i = 0; i < count; i++) {
    const c = source.randomQuery();
    const options = { viewerAnalystId: c.viewerAnalystId };
    const expected = referenceSearch(docs, c.query, options);
    expect(engine.search(c.query, options), `query ${i}: ${JSON.stringify(c)}`).toEqual(expected);
    if (expected.totalResults > 0) withResults++;
    // a long synchronous run starves the test runner's messages
    if (i % 50 === 49) await new Promise((resolve) => setImmediate(resolve));
  }
  // the queries must mostly find something, or equal answers would prove little
  expect(withResults).toBeGreaterThan(count / 2);
}

describe('course search engine against a scan of all documents', () => {
  const { docs } = generateDocuments(DOCS, 1208);
  const engine = new SearchEngine();
  engine.upsertMany(docs);

  it('answers 1,000 random requests with the same results and facet counts', async () => {
    expect(engine.documentCount).toBe(DOCS);
    await checkQueries(engine, docs, 1000, 7);
  }, 300_000);

  it('answers the same after documents were changed and removed one at a time', async () => {
    const random = new Random(99);
    // another corpus, its institutions renumbered so that each institution keeps one name
    const moved = (id: number) => id + 10_000;
    const others = generateDocuments(3000, 4242).docs.map((d) => ({
      ...d,
      institutionId: moved(d.institutionId),
      offeringInstitutions: d.offeringInstitutions.map((o) => ({ ...o, institutionId: moved(o.institutionId) })),
    }));
    const current = new Map(docs.map((d) => [d.courseYearId, d]));
    const ids = [...current.keys()];
    for (let i = 0; i < 2000; i++) {
      // another document's content under an existing id: every group, text and date changes
      const id = random.pick(ids);
      const replacement = { ...others[i], courseYearId: id };
      engine.upsert(replacement);
      current.set(id, replacement);
    }
    for (let i = 0; i < 2000; i++) {
      const id = random.pick(ids);
      expect(engine.remove(id)).toBe(current.delete(id));
    }
    for (let i = 2000; i < 3000; i++) {
      const added = { ...others[i], courseYearId: 100_000 + i };
      engine.upsert(added);
      current.set(added.courseYearId, added);
    }
    const now = [...current.values()];
    expect(engine.documentCount).toBe(now.length);
    for (const doc of now.slice(0, 200)) expect(engine.document(doc.courseYearId)).toEqual(doc);
    await checkQueries(engine, now, 300, 8);
  }, 300_000);
});
