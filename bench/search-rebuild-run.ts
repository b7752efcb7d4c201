// One side of bench:rebuild, in its own process: the search engine of the checkout given as the first
// argument (this one, or BENCH_BEFORE_DIR's older one) on generated documents. It builds an engine,
// times searches on it at a steady rate while nothing else runs (quiet), then again while a second
// engine is rebuilt from the same documents the way that checkout's service.ts rebuilds, sampling the
// event loop's delay meanwhile. Prints one JSON line (RebuildSide) at the end.
import path from 'node:path';
import { monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';
import os from 'node:os';
import { pathToFileURL } from 'node:url';
import type { SearchDocument } from '../core/contract/course-search.js';
import type { SearchEngine } from '../server/search/engine/engine.js';
import { generateDocuments } from './search-documents.js';
import { BENCH_SEED, QUERY_SEED } from './search-peer-run.js';
import { QuerySource, type QueryCase } from './search-queries.js';
import { figures, LOOP_RESOLUTION_MS, SEARCH_EVERY_MS, type RebuildSide } from './search-rebuild-side.js';
import { round } from './stats.js';

const QUIET_MS = 15_000;

interface EngineModules {
  SearchEngine: new () => SearchEngine;
  upsertInChunks: (engine: SearchEngine, docs: readonly SearchDocument[]) => Promise<void>;
  nextTurn: () => Promise<void>;
}

const ms = (ns: number) => round(ns / 1e6, 2);
const load = () => os.loadavg().map((l) => round(l, 2));

async function engineModules(codeDir: string): Promise<EngineModules> {
  const dir = path.join(codeDir, 'server/search/engine');
  const { SearchEngine } = await import(pathToFileURL(path.join(dir, 'engine.ts')).href);
  const built = await import(pathToFileURL(path.join(dir, 'chunked-build.ts')).href);
  // the turn of the event loop lives in chunked-build.ts at 3618c5a, in slices.ts since
  const nextTurn = built.nextTurn ?? (await import(pathToFileURL(path.join(dir, 'slices.ts')).href)).nextTurn;
  return { SearchEngine, upsertInChunks: built.upsertInChunks, nextTurn };
}

/**
 * The rebuild as each checkout's service.ts does it: room reserved for the documents and chunked
 * upserts, then the prepare step in slices, where the engine has them (this change); else chunked
 * upserts that grow the engine as they go and the prepare step in one piece after a turn (3618c5a).
 */
async function rebuildLikeService(modules: EngineModules, docs: readonly SearchDocument[]): Promise<{ upsertMs: number; prepareMs: number }> {
  const engine = new modules.SearchEngine();
  const t0 = performance.now();
  // the service reserves room for the catalogue's count before loading, where the engine can (this change)
  (engine as SearchEngine & { reserve?: (documents: number) => void }).reserve?.(docs.length);
  await modules.upsertInChunks(engine, docs);
  const t1 = performance.now();
  const sliced = engine as SearchEngine & { prepareInSlices?: () => Promise<void> };
  if (sliced.prepareInSlices) await sliced.prepareInSlices();
  else {
    await modules.nextTurn();
    engine.prepare();
  }
  return { upsertMs: Math.round(t1 - t0), prepareMs: Math.round(performance.now() - t1) };
}

/** Searches the engine every SEARCH_EVERY_MS until `until` settles: each call's time, and the time from when it was due to its answer. */
async function searchSteadily(engine: SearchEngine, cases: QueryCase[], until: Promise<unknown>): Promise<{ search: number[]; answeredIn: number[] }> {
  const search: number[] = [];
  const answeredIn: number[] = [];
  let done = false;
  void until.finally(() => (done = true));
  let due = performance.now();
  for (let i = 0; !done; i++) {
    due += SEARCH_EVERY_MS;
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - performance.now())));
    const c = cases[i % cases.length];
    const t0 = performance.now();
    engine.search(c.query, { viewerAnalystId: c.viewerAnalystId });
    const t1 = performance.now();
    search.push(t1 - t0);
    answeredIn.push(t1 - due);
  }
  return { search, answeredIn };
}

async function main(): Promise<void> {
  const codeDir = path.resolve(process.argv[2]);
  const documents = Number(process.argv[3]);
  const modules = await engineModules(codeDir);
  const { docs } = generateDocuments(documents, BENCH_SEED);
  const source = new QuerySource(docs, QUERY_SEED);
  const cases = Array.from({ length: 1000 }, () => source.mixedQuery());
  const engine = new modules.SearchEngine();
  engine.upsertMany(docs);
  engine.prepare();
  for (const c of cases) engine.search(c.query, { viewerAnalystId: c.viewerAnalystId });
  (globalThis as { gc?: () => void }).gc?.();
  const loadBefore = load();

  const loop = monitorEventLoopDelay({ resolution: LOOP_RESOLUTION_MS });
  loop.enable();
  const quiet = await searchSteadily(engine, cases, new Promise((resolve) => setTimeout(resolve, QUIET_MS)));
  const quietLoop = { count: loop.count, p50: ms(loop.percentile(50)), p99: ms(loop.percentile(99)), max: ms(loop.max) };

  const gcPauses: number[] = [];
  const gcObserver = new PerformanceObserver((list) => list.getEntries().forEach((e) => gcPauses.push(e.duration)));
  gcObserver.observe({ entryTypes: ['gc'] });
  loop.reset();
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  const rebuilding = rebuildLikeService(modules, docs);
  const during = await searchSteadily(engine, cases, rebuilding);
  const phases = await rebuilding;
  const wallMs = Math.round(performance.now() - t0);
  const cpu = process.cpuUsage(cpu0);
  loop.disable();
  gcObserver.disconnect();
  const side: RebuildSide = {
    codeDir,
    documents,
    loadBefore,
    loadAfter: load(),
    quiet: { search: figures(quiet.search), answeredIn: figures(quiet.answeredIn), loopDelay: quietLoop },
    rebuild: {
      wallMs,
      ...phases,
      cpuMs: Math.round((cpu.user + cpu.system) / 1000),
      search: figures(during.search),
      answeredIn: figures(during.answeredIn),
      loopDelay: { count: loop.count, p50: ms(loop.percentile(50)), p99: ms(loop.percentile(99)), max: ms(loop.max) },
      gcPauses: figures(gcPauses),
    },
  };
  console.log(JSON.stringify(side));
}

await main();
