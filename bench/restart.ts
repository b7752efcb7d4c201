// npm run bench:restart: issue 22 §2, "a restart on existing data is ready in 2 s or less". Starts the
// server on one existing embedded data folder RUNS times per way of running it, taking turns (so a
// change in the machine's load falls on both), and times each from the spawn to the first /readyz 200:
// the compiled server (build/app/server-main.js, what npm start runs after its stale checks) beside
// the TypeScript sources under tsx's loader (the start before the build). Writes
// bench/results/restart-latest.json. BENCH_RESTART_DATA_DIR: the folder (default .tmp/bench-restart,
// given the demo data by a first start that is not timed); BENCH_RESTART_RUNS: how many (10).
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { uiBuildIsStale } from '../admin-ui/build-tools/build-if-stale.mjs';
import { serverBuildIsStale } from '../scripts/build-server.mjs';
import { percentile, round, textTable } from './stats.js';
import { freePort } from '../tests/server/operations/server-process.js';

const ROOT = path.resolve(import.meta.dirname, '..');
const DATA_DIR = path.resolve(process.env.BENCH_RESTART_DATA_DIR ?? path.join(ROOT, '.tmp/bench-restart'));
const RUNS = Number(process.env.BENCH_RESTART_RUNS ?? 10);
const WAYS = [
  { name: 'compiled', command: ['build/app/server-main.js'] },
  { name: 'tsx', command: ['--import', 'tsx', 'app/server-main.ts'] },
] as const;

const readyz = (port: number) =>
  new Promise<number>((resolve) => {
    const req = http.get({ host: '127.0.0.1', port, path: '/readyz', agent: false }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', () => resolve(0));
  });

/** Seconds from the spawn to /readyz 200; the server is stopped (SIGTERM) and gone before it resolves. */
async function timedStart(command: readonly string[]): Promise<number> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, command, { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR, DATABASE_URL: '', LOG_LEVEL: 'warn' } });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  let gone = false;
  void exited.then(() => (gone = true));
  // asked every 20 ms: the figure is at most that much late
  while ((await readyz(port)) !== 200) {
    if (gone) throw new Error(`${command.join(' ')} exited before it was ready`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const seconds = (performance.now() - started) / 1000;
  child.kill('SIGTERM');
  if ((await exited) !== 0) throw new Error(`${command.join(' ')} did not exit 0 on SIGTERM`);
  return seconds;
}

if (serverBuildIsStale(ROOT)) execFileSync(process.execPath, ['scripts/build-server.mjs'], { cwd: ROOT, stdio: 'inherit' });
// what npm start adds before it imports the compiled server: the two stale checks (a walk of the sources)
const checkStarted = performance.now();
uiBuildIsStale(ROOT);
serverBuildIsStale(ROOT);
const staleChecksSeconds = (performance.now() - checkStarted) / 1000;

if (!existsSync(path.join(DATA_DIR, 'PG_VERSION'))) {
  mkdirSync(DATA_DIR, { recursive: true });
  console.log(`first start in ${DATA_DIR}: loading the demo data (not timed)`);
  await timedStart(WAYS[0].command);
}

const loadBefore = os.loadavg();
const seconds: Record<string, number[]> = Object.fromEntries(WAYS.map((w) => [w.name, []]));
for (let run = 1; run <= RUNS; run++) {
  for (const way of WAYS) seconds[way.name].push(await timedStart(way.command));
  console.log(`run ${run}/${RUNS}: ${WAYS.map((w) => `${w.name} ${seconds[w.name].at(-1)!.toFixed(2)} s`).join(', ')}`);
}
const loadAfter = os.loadavg();

const summary = WAYS.map((w) => {
  const sorted = [...seconds[w.name]].sort((a, b) => a - b);
  return { name: w.name, command: `node ${w.command.join(' ')}`, median: round(percentile(sorted, 50)), max: round(sorted.at(-1)!), min: round(sorted[0]), seconds: seconds[w.name].map((s) => round(s)) };
});
console.log(`\nrestart on existing data (${DATA_DIR}), spawn to /readyz 200, ${RUNS} runs each, taking turns`);
console.log(textTable([['way', 'command', 'median s', 'max s', 'min s'], ...summary.map((s) => [s.name, s.command, s.median.toFixed(2), s.max.toFixed(2), s.min.toFixed(2)])]));
console.log(`npm start's stale checks before the import: ${staleChecksSeconds.toFixed(3)} s`);
console.log(`load average (1 min) before ${loadBefore[0].toFixed(2)}, after ${loadAfter[0].toFixed(2)}; ${os.availableParallelism()} cores`);

mkdirSync(path.join(ROOT, 'bench/results'), { recursive: true });
writeFileSync(
  path.join(ROOT, 'bench/results/restart-latest.json'),
  `${JSON.stringify({ date: new Date().toISOString(), node: process.version, cores: os.availableParallelism(), loadAverageBefore: loadBefore.map((l) => round(l)), loadAverageAfter: loadAfter.map((l) => round(l)), runs: RUNS, staleChecksSeconds: round(staleChecksSeconds, 3), ways: summary }, null, 2)}\n`,
);
