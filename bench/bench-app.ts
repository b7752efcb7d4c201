// What every HTTP benchmark does around its measurements: a benchmark database, the app in a child
// process, a warning when the machine is busy, the machine's facts for the results file, and the
// clean-up (also on Ctrl-C) that stops the app and drops the database.
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type pg from 'pg';
import { createBenchDatabase, type BenchDatabase } from './database.js';
import { startAppProcess, type AppProcess } from './app-process.js';
import { round } from './stats.js';

export interface BenchApp {
  db: BenchDatabase;
  app: AppProcess;
  /** the app of the checkout in BENCH_BEFORE_DIR on the same database, when given: timed beside this one */
  before?: AppProcess;
  /** 1, 5 and 15-minute load averages when the run began */
  loadBefore: number[];
  /** extra clean-up (e.g. destroying HTTP agents) run before the app stops */
  onCleanUp: (fn: () => void) => void;
}

/**
 * The checkout to compare with (BENCH_BEFORE_DIR): another copy of the code, e.g. `git archive <commit>`
 * unpacked with this node_modules linked in. Its app runs on the same database as this one's, so both
 * are timed side by side in one run, under the same load of the machine.
 */
export const BEFORE_DIR = process.env.BENCH_BEFORE_DIR ? path.resolve(process.env.BENCH_BEFORE_DIR) : undefined;

export async function withBenchApp(serverUrl: string, rows: number, nodeOptions: string[], body: (run: BenchApp) => Promise<void>): Promise<void> {
  let db: BenchDatabase | undefined;
  let app: AppProcess | undefined;
  let before: AppProcess | undefined;
  const extra: (() => void)[] = [];
  const cleanUp = async () => {
    for (const fn of extra) fn();
    await app?.stop();
    await before?.stop();
    await db?.drop();
  };
  process.once('SIGINT', () => {
    console.error('\ninterrupted: dropping the benchmark database');
    void cleanUp().finally(() => process.exit(130));
  });
  const loadBefore = os.loadavg().map((l) => round(l));
  if (loadBefore[0] > os.cpus().length / 2)
    console.warn(`note: the machine is busy (load average ${loadBefore[0]} on ${os.cpus().length} cores); the figures will be noisy`);
  try {
    db = await createBenchDatabase(serverUrl, rows);
    app = await startAppProcess(db.url, nodeOptions);
    if (BEFORE_DIR) before = await startAppProcess(db.url, nodeOptions, BEFORE_DIR);
    await body({ db, app, before, loadBefore, onCleanUp: (fn) => extra.push(fn) });
  } finally {
    await cleanUp();
  }
}

/** The machine and database the figures were measured on; other work on the machine skews them. */
export async function machineFacts(pool: pg.Pool, loadBefore: number[]) {
  const pgVersion = (await pool.query<{ server_version: string }>('show server_version')).rows[0].server_version;
  return {
    cpus: os.cpus().length,
    cpu: os.cpus()[0]?.model ?? 'unknown',
    memoryGb: round(os.totalmem() / 2 ** 30, 1),
    node: process.version,
    postgres: pgVersion,
    loadAverage: { before: loadBefore, after: os.loadavg().map((l) => round(l)) },
  };
}

/** Writes a run's figures as JSON and says where. */
export function writeResults(file: string, data: unknown): void {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(data, null, 2) + '\n');
  console.log(`written to ${path.relative(process.cwd(), file)}`);
}

/** Runs a benchmark's main and exits: 0 when it finished, 1 (with the error) when it did not. */
export function runBench(main: () => Promise<void>): void {
  main().then(
    () => process.exit(0),
    (err) => {
      console.error(err);
      process.exit(1);
    },
  );
}
