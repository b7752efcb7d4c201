// Timing searches for bench:search: wall and CPU time of each call, summed up as percentiles, and the
// memory a build keeps (heap and array buffers after a full collection; run node with --expose-gc).
import { percentile, round } from './stats.js';

export interface Timings {
  count: number;
  p50: number;
  p99: number;
  mean: number;
  cpuP50: number;
  cpuP99: number;
  /** the wall times, by query, for ratios on the same queries */
  byQuery: number[];
}

export function summarize(wall: number[], cpu: number[]): Timings {
  const w = [...wall].sort((a, b) => a - b);
  const c = [...cpu].sort((a, b) => a - b);
  return {
    count: wall.length,
    p50: round(percentile(w, 50), 3),
    p99: round(percentile(w, 99), 3),
    mean: round(wall.reduce((a, b) => a + b, 0) / Math.max(1, wall.length), 3),
    cpuP50: round(percentile(c, 50), 3),
    cpuP99: round(percentile(c, 99), 3),
    byQuery: wall.map((t) => round(t, 3)),
  };
}

/** Runs each call once, in order, until done or past the budget; wall and CPU milliseconds each. */
export async function timeCalls<T>(items: readonly T[], call: (item: T) => unknown, budgetMs = Infinity): Promise<Timings> {
  const wall: number[] = [];
  const cpu: number[] = [];
  const started = performance.now();
  for (const item of items) {
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    const out = call(item);
    if (out instanceof Promise) await out;
    wall.push(performance.now() - t0);
    const c = process.cpuUsage(c0);
    cpu.push((c.user + c.system) / 1000);
    if (performance.now() - started > budgetMs) break;
  }
  return summarize(wall, cpu);
}

export function heapBytes(): number {
  (globalThis as { gc?: () => void }).gc?.();
  const m = process.memoryUsage();
  return m.heapUsed + m.arrayBuffers;
}

/** Milliseconds and the bytes kept by a build. */
export async function measureBuild(build: () => unknown): Promise<{ ms: number; bytes: number }> {
  const before = heapBytes();
  const t0 = performance.now();
  const out = build();
  if (out instanceof Promise) await out;
  const ms = performance.now() - t0;
  return { ms: Math.round(ms), bytes: heapBytes() - before };
}
