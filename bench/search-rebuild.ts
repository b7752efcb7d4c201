// bench:rebuild — does a search index rebuild stall the server? A 1,000,000-document engine answers a
// search every 50 ms while a second engine is rebuilt from the same documents (chunked upserts, then
// the prepare step), with perf_hooks.monitorEventLoopDelay sampling the event loop; the same searches
// are timed with nothing else running (quiet). Each checkout runs in its own child process
// (bench/search-rebuild-run.ts): BENCH_BEFORE_DIR's (an older checkout, e.g. `git archive 3618c5a`
// unpacked with node_modules linked) first, then this one, on the same documents and queries.
// Figures go to bench/results/search-rebuild-latest.json; docs/benchmarks.md "Search rebuild" reads them.
// Environment: REBUILD_BENCH_DOCS (default 1000000), BENCH_BEFORE_DIR (none: this checkout alone).
import { execFile } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CODE_DIR } from './app-process.js';
import { LOOP_RESOLUTION_MS, SEARCH_EVERY_MS, type Figures, type RebuildSide } from './search-rebuild-side.js';
import { round, textTable } from './stats.js';

const DOCS = Number(process.env.REBUILD_BENCH_DOCS ?? 1_000_000);
const BEFORE_DIR = process.env.BENCH_BEFORE_DIR;
const HEAP_MB = 12_000;
const RESULTS = path.resolve(import.meta.dirname, 'results');

function runSide(codeDir: string): Promise<RebuildSide> {
  const args = ['--expose-gc', `--max-old-space-size=${HEAP_MB}`, '--import', 'tsx', path.join(import.meta.dirname, 'search-rebuild-run.ts'), codeDir, String(DOCS)];
  return new Promise((resolve, reject) => {
    execFile(process.execPath, args, { cwd: CODE_DIR, maxBuffer: 1 << 24 }, (err, stdout, stderr) => {
      const line = stdout.trim().split('\n').pop() ?? '';
      if (err || !line.startsWith('{')) reject(new Error(`${codeDir}: ${err?.message ?? 'no result'} ${stderr.slice(-2000)}`));
      else resolve(JSON.parse(line) as RebuildSide);
    });
  });
}

const cell = (f: Figures, key: 'p50' | 'p99' | 'max') => String(f[key]);

function table(sides: { name: string; side: RebuildSide }[]): string {
  const rows = [['', ...sides.map((s) => s.name)]];
  const add = (label: string, pick: (s: RebuildSide) => string) => rows.push([label, ...sides.map((s) => pick(s.side))]);
  add('rebuild wall ms (upserts + prepare)', (s) => `${s.rebuild.wallMs} (${s.rebuild.upsertMs} + ${s.rebuild.prepareMs})`);
  add('rebuild CPU ms', (s) => String(s.rebuild.cpuMs));
  for (const key of ['p50', 'p99', 'max'] as const) add(`event-loop delay ${key} ms, quiet`, (s) => cell(s.quiet.loopDelay, key));
  for (const key of ['p50', 'p99', 'max'] as const) add(`event-loop delay ${key} ms, rebuild`, (s) => cell(s.rebuild.loopDelay, key));
  for (const key of ['p50', 'p99'] as const) add(`search ${key} ms, quiet`, (s) => cell(s.quiet.search, key));
  for (const key of ['p50', 'p99'] as const) add(`search ${key} ms, rebuild`, (s) => cell(s.rebuild.search, key));
  add('search p99 rebuild / quiet', (s) => String(round(s.rebuild.search.p99 / s.quiet.search.p99, 2)));
  for (const key of ['p99', 'max'] as const) add(`answered ${key} ms after due, quiet`, (s) => cell(s.quiet.answeredIn, key));
  for (const key of ['p99', 'max'] as const) add(`answered ${key} ms after due, rebuild`, (s) => cell(s.rebuild.answeredIn, key));
  add('GC pauses during rebuild: count, p99, max ms', (s) => `${s.rebuild.gcPauses.count}, ${s.rebuild.gcPauses.p99}, ${s.rebuild.gcPauses.max}`);
  add('load average before → after', (s) => `${s.loadBefore[0]} → ${s.loadAfter[0]}`);
  return textTable(rows, 1);
}

async function main(): Promise<void> {
  const started = new Date();
  const loadStart = os.loadavg().map((l) => round(l, 2));
  const sides: { name: string; side: RebuildSide }[] = [];
  if (BEFORE_DIR) sides.push({ name: `before (${path.basename(BEFORE_DIR)})`, side: await runSide(BEFORE_DIR) });
  sides.push({ name: 'this checkout', side: await runSide(CODE_DIR) });
  const out = table(sides);
  console.log(`\n${DOCS} documents; a search every ${SEARCH_EVERY_MS} ms; event-loop delay sampled every ${LOOP_RESOLUTION_MS} ms (the figures include that period)\n`);
  console.log(out);
  const ratios = sides.length === 2 ? { loopDelayP99: round(sides[1].side.rebuild.loopDelay.p99 / sides[0].side.rebuild.loopDelay.p99, 3), loopDelayMax: round(sides[1].side.rebuild.loopDelay.max / sides[0].side.rebuild.loopDelay.max, 3), searchP99: round(sides[1].side.rebuild.search.p99 / sides[0].side.rebuild.search.p99, 3), wall: round(sides[1].side.rebuild.wallMs / sides[0].side.rebuild.wallMs, 3) } : null;
  mkdirSync(RESULTS, { recursive: true });
  const result = { started: started.toISOString(), cores: os.cpus().length, node: process.version, documents: DOCS, searchEveryMs: SEARCH_EVERY_MS, loopResolutionMs: LOOP_RESOLUTION_MS, loadStart, loadEnd: os.loadavg().map((l) => round(l, 2)), sides, afterOverBefore: ratios, table: out };
  writeFileSync(path.join(RESULTS, 'search-rebuild-latest.json'), JSON.stringify(result, null, 2) + '\n');
}

await main();
