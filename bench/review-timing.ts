// Timing in turns for bench/review-queues.ts: the app and the bare side run alternate blocks of
// calls, so a change in the machine's load (another test run starting) reaches both alike instead
// of whichever ran second. Each side stops at its count or its time budget.
import { performance } from 'node:perf_hooks';
import type pg from 'pg';
import { backendCpu, backendCpuSpent } from './cpu-time.js';
import { mean, percentile, round } from './stats.js';

export interface Contender {
  name: string;
  /** runs one block of calls and answers each call's latency in ms (none: nothing left to do) */
  block: () => Promise<number[]>;
}

/** Something read before and after each block (CPU time in ms of a process …): its growth is charged to the block's side. */
export interface Meter {
  name: string;
  read: () => number | Promise<number>;
}

export interface Timing {
  name: string;
  count: number;
  /** each meter's growth over this side's blocks, per call */
  perCall: Record<string, number>;
  /** wall time of this side's blocks only */
  seconds: number;
  perSecond: number;
  p50: number;
  p95: number;
  mean: number;
}

/** CPU time (user + system, ms) of this process so far. */
export const ownCpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

/**
 * CPU time of the PostgreSQL client backends serving `database` (cpu-time.ts; autovacuum and other
 * background workers left out: their work is nobody's call), summed over the readings so a backend
 * that ends loses only its last interval. `pool` must not be one whose backends are measured: the
 * reading leaves its own backend out.
 */
export function backendMeter(pool: pg.Pool, database: string): Meter {
  let last = new Map<number, number>();
  let total = 0;
  return {
    name: 'postgresCpuMs',
    read: async () => {
      const now = await backendCpu(pool, database);
      const { rows } = await pool.query<{ pid: number }>(`select pid from pg_stat_activity where datname = $1 and backend_type <> 'client backend'`, [database]);
      for (const { pid } of rows) now.delete(pid);
      total += backendCpuSpent(last, now);
      last = now;
      return total;
    },
  };
}

/** Calls `call` `size` times one after another and answers the latencies. */
export function sequentialBlock(size: number, call: () => Promise<unknown>): () => Promise<number[]> {
  return async () => {
    const latencies: number[] = [];
    for (let i = 0; i < size; i++) {
      const started = performance.now();
      await call();
      latencies.push(performance.now() - started);
    }
    return latencies;
  };
}

export async function inTurns(contenders: Contender[], opts: { maxCount: number; maxSeconds: number; meters?: Meter[] }): Promise<Timing[]> {
  const meters = opts.meters ?? [];
  const state = contenders.map((c) => ({ c, latencies: [] as number[], ms: 0, done: false, metered: meters.map(() => 0) }));
  while (state.some((s) => !s.done)) {
    for (const s of state) {
      if (s.done) continue;
      const before = await Promise.all(meters.map((m) => m.read()));
      const started = performance.now();
      const latencies = await s.c.block();
      s.ms += performance.now() - started;
      const after = await Promise.all(meters.map((m) => m.read()));
      meters.forEach((_, i) => (s.metered[i] += after[i] - before[i]));
      s.latencies.push(...latencies);
      if (latencies.length === 0 || s.latencies.length >= opts.maxCount || s.ms >= opts.maxSeconds * 1000) s.done = true;
    }
  }
  return state.map(({ c, latencies, ms, metered }) => {
    const sorted = [...latencies].sort((a, b) => a - b);
    return {
      name: c.name,
      count: latencies.length,
      perCall: Object.fromEntries(meters.map((m, i) => [m.name, round(metered[i] / Math.max(1, latencies.length))])),
      seconds: round(ms / 1000),
      perSecond: round(latencies.length / (ms / 1000), 1),
      p50: round(percentile(sorted, 50)),
      p95: round(percentile(sorted, 95)),
      mean: round(mean(sorted)),
    };
  });
}
