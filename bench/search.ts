// bench:search — the course search engine on 1,000,000 generated course-year documents beside
// itemsjs, @orama/orama and PostgreSQL on the same documents and the same 1,000 mixed requests
// (text, 0–3 facet selections, a submission-date range, every group counted, page 1 of 25 sorted);
// a sample of the engine's answers is checked against a scan of every document. Figures go to
// bench/results/search-latest.json; docs/benchmarks.md "Course search engine" reads them.
// Environment: SEARCH_BENCH_DOCS (default 1000000), SEARCH_BENCH_QUERIES (1000), SEARCH_BENCH_PG
// (postgres://root@127.0.0.1:5432/; "off" skips it), SEARCH_BENCH_PEERS (itemsjs,orama; "" skips them),
// SEARCH_BENCH_PEER_MINUTES (20: a peer's process is ended then and tried on fewer documents),
// SEARCH_BENCH_PEER_SIZES (the sizes to try the peers at; default the documents, a fifth, a 25th).
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SearchEngine } from '../server/search/engine/index.js';
import type { SearchDocument } from '../core/contract/course-search.js';
import { generateDocuments } from './search-documents.js';
import { BENCH_SEED, QUERY_SEED } from './search-peer-run.js';
import { startPostgresPeer } from './search-postgres.js';
import { QuerySource } from './search-queries.js';
import { referenceSearch } from './search-reference.js';
import { heapBytes, measureBuild, summarize, timeCalls, type Timings } from './search-timing.js';
import { round, textTable } from './stats.js';

const DOCS = Number(process.env.SEARCH_BENCH_DOCS ?? 1_000_000);
const QUERIES = Number(process.env.SEARCH_BENCH_QUERIES ?? 1000);
const PG_URL = process.env.SEARCH_BENCH_PG ?? 'postgres://root@127.0.0.1:5432/';
const PEERS = (process.env.SEARCH_BENCH_PEERS ?? 'itemsjs,orama').split(',').filter(Boolean);
/** the sizes each peer is tried at, largest first, until one completes (neither indexes 1,000,000 in minutes) */
const PEER_SIZES = process.env.SEARCH_BENCH_PEER_SIZES ? process.env.SEARCH_BENCH_PEER_SIZES.split(',').map(Number) : [DOCS, Math.round(DOCS / 5), Math.round(DOCS / 25)];
/** time allowed for each peer's queries; the slow ones answer part of the 1,000 */
const PEER_QUERY_BUDGET_MS = 150_000;
/** a peer process that has not answered by then is ended and tried on fewer documents */
const PEER_PROCESS_LIMIT_MS = Number(process.env.SEARCH_BENCH_PEER_MINUTES ?? 20) * 60_000;
const PEER_HEAP_MB = 10_000;
const CHECK_SAMPLE = 20;
const RESULTS = path.resolve(import.meta.dirname, 'results');

const log = (line: string) => console.log(line);
const load = () => os.loadavg().map((l) => round(l, 2));

/**
 * A full collection, then a pause while its sweeping finishes: CPU time is the process's, background
 * threads included, so a collection's tail would otherwise land on the first requests timed.
 */
async function settle(): Promise<void> {
  heapBytes();
  await new Promise((resolve) => setTimeout(resolve, 2000));
}

interface PeerRun {
  peer: string;
  /** the name bench:search was given (itemsjs, orama) */
  arg?: string;
  size: number;
  peerBuild: { ms: number; bytes: number };
  peerTimes: Timings;
  engineTimes?: Timings;
  note?: string;
}

function runPeer(peer: string, size: number): Promise<PeerRun | { failed: string }> {
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      ['--expose-gc', `--max-old-space-size=${PEER_HEAP_MB}`, '--import', 'tsx', path.join(import.meta.dirname, 'search-peer-run.ts'), peer, String(size), String(QUERIES), String(PEER_QUERY_BUDGET_MS), size === DOCS ? 'peer-only' : 'both'],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let out = '';
    let err = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (err += d));
    const timer = setTimeout(() => child.kill('SIGKILL'), PEER_PROCESS_LIMIT_MS);
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      const line = out.trim().split('\n').pop() ?? '';
      if (code === 0 && line.startsWith('{')) resolve(JSON.parse(line) as PeerRun);
      else resolve({ failed: signal ? `ended after ${PEER_PROCESS_LIMIT_MS / 60_000} min (${signal})` : /heap out of memory|Allocation failed/i.test(err) ? `out of memory (${PEER_HEAP_MB} MB heap)` : `exit ${code}: ${err.split('\n').slice(-3).join(' ')}` });
    });
  });
}

/** p50 of the engine's wall times on the first `count` queries (the ones a slow peer answered). */
const engineOn = (engine: Timings, count: number) => summarize(engine.byQuery.slice(0, count), engine.byQuery.slice(0, count));

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value instanceof Date) return value.toISOString();
  if (value && typeof value === 'object') return Object.fromEntries(Object.keys(value).sort().map((k) => [k, canonical((value as Record<string, unknown>)[k])]));
  return value;
}

async function main() {
  const started = new Date();
  const uptime = execFileSync('uptime').toString().trim();
  log(`bench:search — ${DOCS} documents, ${QUERIES} queries; ${os.cpus().length} cores, node ${process.version}`);
  log(`load at start: ${uptime}`);

  // the peers first, each in its own process, while this one holds nothing large
  const peers: (PeerRun & { ratioP50?: number; ratioP99?: number })[] = [];
  const peerFailures: string[] = [];
  for (const peer of PEERS) {
    for (const size of PEER_SIZES) {
      log(`${peer}: ${size} documents…`);
      const run = await runPeer(peer, size);
      if ('failed' in run) {
        peerFailures.push(`${peer} at ${size} documents: ${run.failed}`);
        log(`  ${run.failed}`);
        continue;
      }
      log(`  built in ${run.peerBuild.ms} ms, ${run.peerTimes.count} queries: p50 ${run.peerTimes.p50} ms, p99 ${run.peerTimes.p99} ms`);
      peers.push({ ...run, arg: peer });
      break;
    }
  }

  const t0 = performance.now();
  // dropped while the engine is timed (a server holds its index, not a copy of the catalogue: a full
  // collection would mark a million documents more) and made again, from the seed, for the check and PostgreSQL
  let docs: SearchDocument[] | null = generateDocuments(DOCS, BENCH_SEED).docs;
  log(`generated ${docs.length} documents in ${Math.round(performance.now() - t0)} ms`);
  const source = new QuerySource(docs, QUERY_SEED);
  const cases = Array.from({ length: QUERIES }, () => source.mixedQuery());
  // the warm-up has queries of its own: the engine keeps the matches of recent words, and warming up on
  // the measured queries would hand it their words in advance
  const warmUp = Array.from({ length: 100 }, () => source.mixedQuery());

  const engine = new SearchEngine();
  const build = await measureBuild(() => {
    engine.upsertMany(docs!);
    engine.prepare();
  });
  docs = null;
  const stats = engine.stats();
  log(`engine: built in ${build.ms} ms; ${round(build.bytes / DOCS)} bytes per document kept (heap and buffers), estimate ${round(stats.memoryBytes / DOCS)}; facets ${round(stats.facetBytes / DOCS)} bytes per document; tuples ${engine.rows.tupleCounts.join(' / ')}`);
  await settle();
  for (const c of warmUp) engine.search(c.query, { viewerAnalystId: null });
  const loadBefore = load();
  const engineTimes = await timeCalls(cases, (c) => engine.search(c.query, { viewerAnalystId: null }));
  log(`engine: ${QUERIES} queries p50 ${engineTimes.p50} ms, p99 ${engineTimes.p99} ms (CPU p50 ${engineTimes.cpuP50} ms, p99 ${engineTimes.cpuP99} ms); load ${loadBefore.join(' ')} → ${load().join(' ')}`);
  const wordCache = { words: engine.wordMatches.size, bytes: engine.wordMatches.byteLength };
  // the same queries again with no word kept: what a query costs when its words are new
  const cacheLimit = engine.wordMatches.limit;
  engine.wordMatches.setLimit(0);
  await settle();
  const uncachedTimes = await timeCalls(cases, (c) => engine.search(c.query, { viewerAnalystId: null }));
  engine.wordMatches.setLimit(cacheLimit);
  log(`engine without the word cache: p50 ${uncachedTimes.p50} ms, p99 ${uncachedTimes.p99} ms (CPU p50 ${uncachedTimes.cpuP50} ms, p99 ${uncachedTimes.cpuP99} ms); the cache held ${wordCache.words} words in ${round(wordCache.bytes / 1e6, 1)} MB`);
  const facetsOnly = await timeCalls(Array.from({ length: 50 }, () => ({ pageSize: 0 })), (q) => engine.search(q, { viewerAnalystId: null }));
  log(`engine: the first screen (no query, page size 0) p50 ${facetsOnly.p50} ms`);
  const totals = cases.map((c) => engine.search(c.query, { viewerAnalystId: null }).totalResults).sort((a, b) => a - b);
  log(`results per query: median ${totals[Math.floor(QUERIES / 2)]}, 90th percentile ${totals[Math.floor(QUERIES * 0.9)]}, none ${totals.filter((t) => t === 0).length}`);

  // a sample of the answers against a scan of every document
  const all = generateDocuments(DOCS, BENCH_SEED).docs;
  let equal = 0;
  const sample = cases.filter((_, i) => i % Math.floor(QUERIES / CHECK_SAMPLE) === 0).slice(0, CHECK_SAMPLE);
  for (const c of sample) {
    const options = { viewerAnalystId: null };
    if (JSON.stringify(canonical(engine.search(c.query, options))) === JSON.stringify(canonical(referenceSearch(all, c.query, options)))) equal++;
  }
  log(`check: ${equal} of ${sample.length} sampled answers equal a scan of all ${DOCS} documents (results and every count)`);

  let postgres: { times: Timings; ratioP50: number; ratioP99: number; equalTotals: number } | { failed: string } | null = null;
  if (PG_URL !== 'off') {
    try {
      const pgPeer = await startPostgresPeer(PG_URL, all, log);
      try {
        let equalTotals = 0;
        const times = await timeCalls(
          cases,
          async (c) => {
            const n = await pgPeer.run(c.query);
            if (n === engine.search(c.query, { viewerAnalystId: null }).totalResults) equalTotals++;
          },
          PEER_QUERY_BUDGET_MS,
        );
        const ours = engineOn(engineTimes, times.count);
        postgres = { times, ratioP50: round(times.p50 / ours.p50, 1), ratioP99: round(times.p99 / ours.p99, 1), equalTotals };
        log(`PostgreSQL: ${times.count} queries p50 ${times.p50} ms, p99 ${times.p99} ms; ×${postgres.ratioP50} (p50) and ×${postgres.ratioP99} (p99) the engine; same total on ${equalTotals}`);
      } finally {
        await pgPeer.close();
      }
    } catch (err) {
      postgres = { failed: String(err) };
      log(`PostgreSQL: ${String(err)}`);
    }
  }

  for (const p of peers) {
    const ours = p.size === DOCS ? engineOn(engineTimes, p.peerTimes.count) : engineOn(p.engineTimes!, p.peerTimes.count);
    p.ratioP50 = round(p.peerTimes.p50 / ours.p50, 1);
    p.ratioP99 = round(p.peerTimes.p99 / ours.p99, 1);
    if (p.size !== DOCS) {
      const failures = peerFailures.filter((f) => f.startsWith(`${p.arg} `));
      p.note = `ran at ${p.size} documents (not at ${DOCS}: ${failures.length ? failures.join('; ') : `SEARCH_BENCH_PEER_SIZES=${PEER_SIZES.join(',')}`}), the engine beside it at the same size`;
    }
  }

  const rows = [
    ['engine', 'documents', 'build ms', 'bytes/doc', 'queries', 'p50 ms', 'p99 ms', 'CPU p50', 'CPU p99', '× p50', '× p99'],
    ['ours', String(DOCS), String(build.ms), String(round(build.bytes / DOCS)), String(engineTimes.count), String(engineTimes.p50), String(engineTimes.p99), String(engineTimes.cpuP50), String(engineTimes.cpuP99), '1', '1'],
    ['ours, no word cache', String(DOCS), '', '', String(uncachedTimes.count), String(uncachedTimes.p50), String(uncachedTimes.p99), String(uncachedTimes.cpuP50), String(uncachedTimes.cpuP99), '', ''],
    ...peers.map((p) => [p.peer, String(p.size), String(p.peerBuild.ms), String(round(p.peerBuild.bytes / p.size)), String(p.peerTimes.count), String(p.peerTimes.p50), String(p.peerTimes.p99), String(p.peerTimes.cpuP50), String(p.peerTimes.cpuP99), String(p.ratioP50), String(p.ratioP99)]),
    ...(postgres && 'times' in postgres ? [['PostgreSQL', String(DOCS), '', '', String(postgres.times.count), String(postgres.times.p50), String(postgres.times.p99), '', '', String(postgres.ratioP50), String(postgres.ratioP99)]] : []),
  ];
  log('');
  log(textTable(rows, 1));
  for (const f of peerFailures) log(`not run: ${f}`);
  const uptimeEnd = execFileSync('uptime').toString().trim();
  log(`load at end: ${uptimeEnd}`);

  const strip = (t: Timings) => ({ ...t, byQuery: undefined });
  const result = {
    started: started.toISOString(),
    uptimeStart: uptime,
    uptimeEnd,
    cores: os.cpus().length,
    node: process.version,
    documents: DOCS,
    queries: QUERIES,
    engine: { buildMs: build.ms, bytesPerDocument: round(build.bytes / DOCS), estimatedBytesPerDocument: round(stats.memoryBytes / DOCS), facetBytesPerDocument: round(stats.facetBytes / DOCS), parts: stats.parts, tuples: engine.rows.tupleCounts, times: strip(engineTimes), uncachedTimes: strip(uncachedTimes), wordCache, facetsOnly: strip(facetsOnly) },
    check: { sampled: sample.length, equal },
    peers: peers.map((p) => ({ ...p, peerTimes: strip(p.peerTimes), engineTimes: p.engineTimes && strip(p.engineTimes) })),
    peerFailures,
    postgres: postgres && 'times' in postgres ? { ...postgres, times: strip(postgres.times) } : postgres,
    heapAtEnd: heapBytes(),
  };
  mkdirSync(RESULTS, { recursive: true });
  writeFileSync(path.join(RESULTS, 'search-latest.json'), JSON.stringify(result, null, 2) + '\n');
  writeFileSync(path.join(RESULTS, `search-${started.toISOString().slice(0, 10)}.json`), JSON.stringify(result, null, 2) + '\n');
}

if (!(globalThis as { gc?: unknown }).gc) {
  // memory figures need a full collection, and a million documents more heap than the default
  const child = spawn(process.execPath, ['--expose-gc', '--max-old-space-size=8000', '--import', 'tsx', import.meta.filename], { stdio: 'inherit' });
  child.on('exit', (code) => process.exit(code ?? 1));
} else
main().then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
