// npm run bench:browser — the analyst's path in Chromium (issue 20 §8, docs/benchmarks.md "The
// analyst's path in the browser"), today's code beside the baseline commit in the same run:
//
//  - approve: Approve on the review screen → the next course of the batch painted, ready to decide
//    (timed from the decision request's start, so a decision countdown confirmed with Enter does not
//    count; from the click as well);
//  - facet: a course search facet value ticked or unticked → the new counts and rows painted;
//  - sign-in: Sign in clicked on the filled form → the dashboard's queue offering Start.
//
// Each side is its own checkout (the baseline in a temporary git worktree under /tmp, built there,
// bench/browser-checkouts.ts), on a database of its own seeded by its own code with the same demo
// data (bench/browser-side.ts), with its own app process. One Chromium (its own processes) drives
// both; the sides take turns step by step, the first of each pair alternating. Before each act the
// page is left until no request has been in flight for 300 ms, then BENCH_BROWSER_READ_MS more (the
// analyst reading): what a side loads ahead is ready on both sides alike. Nothing is asserted; the
// figures are the medians, their ratio (current / baseline) and the machine's load.
//
//   BENCH_DATABASE_URL      local PostgreSQL server (default postgres://root@127.0.0.1:5432/test; two
//                           databases bench_<random>_<side> are made on it and dropped at the end)
//   BENCH_BASELINE          the commit to compare with (default b022fde, the code before issue 20)
//   BENCH_BROWSER_RUNS      timed turns per step and side (default 20)
//   BENCH_BROWSER_WARMUP    untimed turns per step and side first (default 2)
//   BENCH_BROWSER_READ_MS   the reading pause before each approve (default 2000)
//   BENCH_BROWSER_STEPS     which steps, comma-separated (default approve,facet,sign-in)
//   BENCH_BROWSER_WATERFALL 1: print each side's requests of its median turn, relative to the act
//   BENCH_BROWSER_SIDES     current,baseline (default); `current` alone profiles this code only
//   BENCH_BROWSER_TRACE     a folder: a Chromium performance trace of each side's last turn of each
//                           step is written there and summed up (bench/browser-trace.ts)
import { mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { baselineCheckout, currentCheckout, type Checkout } from './browser-checkouts.js';
import { openSide, type Side } from './browser-side.js';
import { approvePath, facetPath, timeSignIn, type Timed } from './browser-steps.js';
import { DEFAULT_SERVER_URL } from './database.js';
import { summariseTrace } from './browser-trace.js';
import { runBench, writeResults } from './bench-app.js';
import { percentile, round, textTable } from './stats.js';

const env = process.env;
const int = (v: string | undefined, d: number) => (v !== undefined && v !== '' && Number.isFinite(Number(v)) && Number(v) >= 0 ? Math.floor(Number(v)) : d);
const SERVER_URL = env.BENCH_DATABASE_URL ?? DEFAULT_SERVER_URL;
const BASELINE = env.BENCH_BASELINE ?? 'b022fde';
const RUNS = Math.max(1, int(env.BENCH_BROWSER_RUNS, 20));
const WARMUP = int(env.BENCH_BROWSER_WARMUP, 2);
const READ_MS = int(env.BENCH_BROWSER_READ_MS, 2000);
const STEPS = (env.BENCH_BROWSER_STEPS ?? 'approve,facet,sign-in').split(',').map((s) => s.trim());
const WATERFALL = env.BENCH_BROWSER_WATERFALL === '1';
const SIDES = (env.BENCH_BROWSER_SIDES ?? 'current,baseline').split(',').map((s) => s.trim());
const TRACE_DIR = env.BENCH_BROWSER_TRACE ? path.resolve(env.BENCH_BROWSER_TRACE) : undefined;
const RESULTS = path.resolve(import.meta.dirname, 'results/browser-path-latest.json');
/** The search the facet step starts from (the approved courses), and the value it toggles. */
const FACET = { start: 'f=statusGroup:approved', group: 'Subject area', value: /^B – English,/ };

const load = () => os.loadavg().map((l) => round(l));

interface StepResult {
  step: string;
  /** per side: every timed turn in ms, their median and 90th percentile */
  sides: Record<string, { turns: number[]; fromClick?: number[]; median: number; p90: number; medianFromClick?: number }>;
  ratio?: number;
  load: { before: number[]; after: number[] };
}

function summarise(step: string, timed: Map<string, Timed[]>, loadBefore: number[]): StepResult {
  const sides: StepResult['sides'] = {};
  for (const [name, turns] of timed) {
    const ms = turns.map((t) => round(t.ms, 1));
    const sorted = [...ms].sort((a, b) => a - b);
    const fromClick = turns.every((t) => t.fromClickMs !== undefined) ? turns.map((t) => round(t.fromClickMs!, 1)) : undefined;
    sides[name] = {
      turns: ms,
      median: round(percentile(sorted, 50), 1),
      p90: round(percentile(sorted, 90), 1),
      ...(fromClick ? { fromClick, medianFromClick: round(percentile([...fromClick].sort((a, b) => a - b), 50), 1) } : {}),
    };
  }
  const ratio = sides.current && sides.baseline ? round(sides.current.median / sides.baseline.median, 2) : undefined;
  return { step, sides, ratio, load: { before: loadBefore, after: load() } };
}

function printWaterfall(step: string, side: string, turns: Timed[]): void {
  const median = [...turns].sort((a, b) => a.ms - b.ms)[Math.floor(turns.length / 2)];
  console.log(`\n${step}, ${side}, median turn (${round(median.ms, 1)} ms): requests relative to the act`);
  const rows = median.requests
    .filter((r) => r.end >= median.t0 - 1)
    .sort((a, b) => a.start - b.start)
    .map((r) => [r.what.slice(0, 110), String(round(r.start - median.t0, 1)), String(round(r.end - median.t0, 1)), String(round(r.end - r.start, 1))]);
  console.log(textTable([['request', 'start', 'end', 'took'], ...rows], 1));
  if (median.marks) console.log(Object.entries(median.marks).map(([name, at]) => `${name} at ${round(at - median.t0, 1)}`).join(', '));
}

/** Runs `turn` WARMUP + RUNS times per side, the sides in turns (who goes first alternates). */
async function inTurns(step: string, sides: Side[], turn: (side: Side, traceFile?: string) => Promise<Timed>): Promise<StepResult> {
  const loadBefore = load();
  const timed = new Map<string, Timed[]>(sides.map((s) => [s.checkout.name, []]));
  const traces: string[] = [];
  if (TRACE_DIR) mkdirSync(TRACE_DIR, { recursive: true });
  for (let i = 0; i < WARMUP + RUNS; i++) {
    const order = i % 2 === 0 ? sides : [...sides].reverse();
    for (const side of order) {
      const traceFile = TRACE_DIR && i === WARMUP + RUNS - 1 ? path.join(TRACE_DIR, `${step}-${side.checkout.name}.json`) : undefined;
      const t = await turn(side, traceFile);
      if (i >= WARMUP) timed.get(side.checkout.name)!.push(t);
      if (traceFile) traces.push(`${step}, ${side.checkout.name}, last turn (${round(t.ms, 1)} ms), ${traceFile}\n${summariseTrace(traceFile, 'bench-act', 'bench-painted', t.fromClickMs !== undefined ? t.fromClickMs - t.ms : 0)}`);
    }
    process.stdout.write(`\r${step}: ${i + 1}/${WARMUP + RUNS}`);
  }
  process.stdout.write('\n');
  for (const t of traces) console.log(`\n${t}`);
  if (WATERFALL) for (const [name, turns] of timed) printWaterfall(step, name, turns);
  return summarise(step, timed, loadBefore);
}

async function main() {
  const loadAtStart = load();
  if (loadAtStart[0] > os.cpus().length / 2) console.warn(`note: the machine is busy (load average ${loadAtStart[0]} on ${os.cpus().length} cores); compare the sides' ratio, not the times`);
  const checkouts: Checkout[] = [];
  if (SIDES.includes('current')) checkouts.push(currentCheckout());
  if (SIDES.includes('baseline')) checkouts.push(baselineCheckout(BASELINE, console.log));
  const sides: Side[] = [];
  let browser: Browser | undefined;
  const cleanUp = async () => {
    await browser?.close().catch(() => undefined);
    for (const s of sides) await s.close().catch((err: Error) => console.error(err.message));
  };
  process.once('SIGINT', () => {
    console.error('\ninterrupted: dropping the benchmark databases');
    void cleanUp().finally(() => process.exit(130));
  });
  try {
    for (const c of checkouts) sides.push(await openSide(SERVER_URL, c, WARMUP + RUNS + 1, console.log));
    browser = await chromium.launch({
      executablePath: env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
    });
    const results: StepResult[] = [];
    for (const step of STEPS) {
      if (step === 'approve') {
        const pages = new Map(await Promise.all(sides.map(async (s) => [s.checkout.name, await approvePath(browser!, s, READ_MS)] as const)));
        results.push(await inTurns(step, sides, (s, trace) => pages.get(s.checkout.name)!.next(trace)));
        for (const p of pages.values()) await p.close();
      } else if (step === 'facet') {
        const pages = new Map(await Promise.all(sides.map(async (s) => [s.checkout.name, await facetPath(browser!, s, FACET)] as const)));
        results.push(await inTurns(step, sides, (s, trace) => pages.get(s.checkout.name)!.toggle(trace)));
        for (const p of pages.values()) await p.close();
      } else if (step === 'sign-in') results.push(await inTurns(step, sides, (s, trace) => timeSignIn(browser!, s, trace)));
      else throw new Error(`unknown step ${step}: approve, facet or sign-in`);
    }

    const rows = results.map((r) => [
      r.step,
      r.sides.baseline ? `${r.sides.baseline.median} (p90 ${r.sides.baseline.p90})` : '—',
      r.sides.current ? `${r.sides.current.median} (p90 ${r.sides.current.p90})` : '—',
      r.ratio !== undefined ? `${r.ratio}×` : '—',
      `${r.load.before[0]} → ${r.load.after[0]}`,
    ]);
    console.log(`\n${RUNS} turns per step and side (after ${WARMUP} warm-up), medians in ms; baseline ${sides.find((s) => s.checkout.name === 'baseline')?.checkout.label ?? '—'}, current ${sides.find((s) => s.checkout.name === 'current')?.checkout.label ?? '—'}`);
    console.log(textTable([['step', 'baseline', 'current', 'current / baseline', 'load (1 min)'], ...rows], 1));
    const approve = results.find((r) => r.step === 'approve');
    if (approve) console.log(`approve from the click: baseline ${approve.sides.baseline?.medianFromClick ?? '—'} ms, current ${approve.sides.current?.medianFromClick ?? '—'} ms`);
    writeResults(RESULTS, {
      date: new Date().toISOString(),
      machine: { cpus: os.cpus().length, cpu: os.cpus()[0]?.model ?? 'unknown', memoryGb: round(os.totalmem() / 2 ** 30, 1), node: process.version, chromium: browser.version(), load: { start: loadAtStart, end: load() } },
      settings: { runs: RUNS, warmup: WARMUP, readMs: READ_MS, viewport: '1366×900', facet: { start: FACET.start, group: FACET.group, value: String(FACET.value) } },
      checkouts: Object.fromEntries(sides.map((s) => [s.checkout.name, s.checkout.label])),
      results,
    });
  } finally {
    await cleanUp();
  }
}

runBench(main);
