// The engine alone on bench:search's documents and requests, for quick iterations and profiles:
// `node --expose-gc --max-old-space-size=8000 --import tsx bench/search-profile.ts`. Builds the engine on
// SEARCH_BENCH_DOCS generated documents (default 1,000,000), runs the warm-up and the same 1,000 mixed
// requests as bench:search, with the word cache and then with nothing kept, and lists the slowest 1%
// of each run by CPU time with what they ask (words and their matches, date range, selections, path).
// SEARCH_PROFILE_RUNS=cached,uncached picks the runs; SEARCH_PROFILE_CHECK=n checks n answers against a scan;
// SEARCH_PROFILE_CPU=<prefix> writes <prefix>-<run>.cpuprofile: a profile (by the inspector) of the slowest 1%
// timed again, so the runs' own figures are not slowed by the profiler.
import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { Session } from 'node:inspector/promises';
import { isDeepStrictEqual } from 'node:util';
import { SearchEngine } from '../server/search/engine/index.js';
import type { SearchDocument } from '../core/contract/course-search.js';
import { readQuery } from '../server/search/engine/search-query.js';
import { generateDocuments } from './search-documents.js';
import { BENCH_SEED, QUERY_SEED } from './search-peer-run.js';
import { QuerySource, type QueryCase } from './search-queries.js';
import { referenceSearch } from './search-reference.js';
import { percentile, round } from './stats.js';

const DOCS = Number(process.env.SEARCH_BENCH_DOCS ?? 1_000_000);
const QUERIES = Number(process.env.SEARCH_BENCH_QUERIES ?? 1000);
const RUNS = (process.env.SEARCH_PROFILE_RUNS ?? 'cached,uncached').split(',').filter(Boolean);
const CHECK = Number(process.env.SEARCH_PROFILE_CHECK ?? 0);
const CPU_PROFILE = process.env.SEARCH_PROFILE_CPU;

/** As bench:search: a full collection (run node with --expose-gc), then a pause while its sweeping finishes. */
async function settle(): Promise<void> {
  (globalThis as { gc?: () => void }).gc?.();
  await new Promise((resolve) => setTimeout(resolve, 2000));
}

function cpuMs(call: () => unknown): number {
  const c0 = process.cpuUsage();
  call();
  const c = process.cpuUsage(c0);
  return (c.user + c.system) / 1000;
}

/** What a request asks, in a line: its words with their matches, the date range's bound, the selections and the path taken. */
function describe(engine: SearchEngine, c: QueryCase): string {
  const q = readQuery(c.query);
  const words = q.words.map((w) => `${w}:${engine.matchOf(w).count}`);
  const dateBound = q.dateMin !== null ? engine.dates.countBound(q.dateMin, q.dateMax!) : Infinity;
  const textCount = Math.min(...q.words.map((w) => engine.matchOf(w).count));
  const limit = Math.max(1024, engine.slots.count / 16);
  const path = Math.min(textCount, dateBound) <= limit ? 'list' : 'bitmap';
  const selections = [...q.selections].map(([g, v]) => `${engine.facets[g].def.field}×${v.length}`);
  const total = engine.search(c.query, { viewerAnalystId: null }).totalResults;
  return `${path} [${words.join(' ')}] dates≤${dateBound} sel(${selections.join(',')}) sort ${c.query.sortBy} → ${total}`;
}

/** Times the requests; answers the slowest 1%. */
function run(engine: SearchEngine, name: string, cases: QueryCase[]): QueryCase[] {
  const times = cases.map((c) => cpuMs(() => engine.search(c.query, { viewerAnalystId: null })));
  const sorted = [...times].sort((a, b) => a - b);
  const sum = times.reduce((a, b) => a + b, 0);
  console.log(`${name}: CPU p50 ${round(percentile(sorted, 50), 3)} ms, p90 ${round(percentile(sorted, 90), 3)}, p99 ${round(percentile(sorted, 99), 3)}, max ${round(sorted[sorted.length - 1], 2)}, mean ${round(sum / times.length, 3)}`);
  const slowest = times.map((t, i) => ({ t, i })).sort((a, b) => b.t - a.t).slice(0, Math.max(1, Math.ceil(cases.length / 100)));
  const limit = engine.wordMatches.limit;
  // timed again (median of 5): a request slow every time, or one that met a collection or the machine's load
  const again = (c: QueryCase) => Array.from({ length: 5 }, () => cpuMs(() => engine.search(c.query, { viewerAnalystId: null }))).sort((a, b) => a - b)[2];
  for (const { t, i } of slowest) console.log(`  #${i} ${round(t, 2)} ms (again ${round(again(cases[i]), 2)}) ${describe(engine, cases[i])}`);
  engine.wordMatches.setLimit(limit);
  return slowest.map(({ i }) => cases[i]);
}

async function main() {
  // dropped while timing, as in bench:search
  let docs: SearchDocument[] | null = generateDocuments(DOCS, BENCH_SEED).docs;
  const source = new QuerySource(docs, QUERY_SEED);
  const cases = Array.from({ length: QUERIES }, () => source.mixedQuery());
  const warmUp = Array.from({ length: 100 }, () => source.mixedQuery());
  const engine = new SearchEngine();
  const t0 = performance.now();
  engine.upsertMany(docs);
  docs = null;
  const t1 = performance.now();
  engine.prepare();
  const t2 = performance.now();
  const parts = engine.stats().parts;
  console.log(`${DOCS} documents built in ${Math.round(t2 - t0)} ms (prepare ${Math.round(t2 - t1)} ms: ${engine.prefixes.size} prefix bitmaps, ${round(parts.prefixes / 1e6, 1)} MB; facets ${round(engine.stats().facetBytes / DOCS, 1)} bytes a document, tuples ${engine.rows.tupleCounts.join(" / ")}); load ${loadavg().map((l) => round(l, 2)).join(' ')}`);
  await settle();
  for (const c of warmUp) engine.search(c.query, { viewerAnalystId: null });
  const limit = engine.wordMatches.limit;
  const session = CPU_PROFILE ? new Session() : null;
  if (session) {
    session.connect();
    await session.post('Profiler.enable');
    await session.post('Profiler.setSamplingInterval', { interval: 50 });
  }
  for (const name of RUNS) {
    engine.wordMatches.setLimit(name === 'uncached' ? 0 : limit);
    await settle();
    const slowest = run(engine, name, cases);
    if (session) {
      await session.post('Profiler.start');
      for (const c of slowest) for (let r = 0; r < 5; r++) engine.search(c.query, { viewerAnalystId: null });
      const { profile } = await session.post('Profiler.stop');
      writeFileSync(`${CPU_PROFILE}-${name}.cpuprofile`, JSON.stringify(profile));
    }
  }
  session?.disconnect();
  engine.wordMatches.setLimit(limit);
  if (CHECK > 0) {
    const all = generateDocuments(DOCS, BENCH_SEED).docs;
    let equal = 0;
    const step = Math.max(1, Math.floor(QUERIES / CHECK));
    const sample = cases.filter((_, i) => i % step === 0).slice(0, CHECK);
    for (const c of sample) {
      if (isDeepStrictEqual(engine.search(c.query, { viewerAnalystId: null }), referenceSearch(all, c.query, { viewerAnalystId: null }))) equal++;
    }
    console.log(`check: ${equal} of ${sample.length} equal a scan`);
  }
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
