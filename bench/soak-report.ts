// The soak's figures (bench/soak.ts): the probe's latency per kind of call beside the floor's, the
// first minute against the last, the errors of load and probe, each instance's resident memory, and
// the goals of issue 22 §6 each marked met or not.
import type { LoadResult } from './soak-load.js';
import type { MemorySample } from './soak-memory.js';
import type { ProbeResult, ProbeSample } from './soak-probe.js';
import { percentile, round, textTable } from './stats.js';

export const GOALS = { p95Ms: 50, lastToFirstP95: 1.2, rssGrowthPercent: 10 };

interface Latency {
  kind: string;
  count: number;
  errors: number;
  p50: number;
  p95: number;
  p99: number;
  /** p95 / the floor's p95 */
  toFloor: number;
  firstMinuteP95: number;
  lastMinuteP95: number;
  lastToFirst: number;
}

const p = (samples: ProbeSample[], at: number) => round(percentile(samples.map((s) => s.ms).sort((a, b) => a - b), at));

function latency(kind: string, samples: ProbeSample[], floorP95: number, seconds: number): Latency {
  const first = p(samples.filter((s) => s.second < 60), 95);
  const last = p(samples.filter((s) => s.second >= seconds - 60), 95);
  const p95 = p(samples, 95);
  return { kind, count: samples.length, errors: samples.filter((s) => !s.ok).length, p50: p(samples, 50), p95, p99: p(samples, 99), toFloor: round(p95 / floorP95), firstMinuteP95: first, lastMinuteP95: last, lastToFirst: round(last / first) };
}

function memoryGrowth(memory: MemorySample[]) {
  const afterFirstMinute = memory.find((m) => m.second >= 60) ?? memory[0];
  const end = memory.at(-1)!;
  return Object.keys(end.rss).map((instance) => {
    const at1 = afterFirstMinute.rss[instance];
    const atEnd = end.rss[instance];
    return { instance, mbAtOneMinute: at1 && round(at1 / 2 ** 20, 1), mbAtEnd: atEnd && round(atEnd / 2 ** 20, 1), growthPercent: at1 && atEnd ? round(((atEnd - at1) / at1) * 100, 1) : null };
  });
}

/** The figures of a run, printed as tables; the same object goes to the results file. */
export function soakFigures(run: { seconds: number; kinds: readonly string[]; probe: ProbeResult; loads: LoadResult[]; memory: MemorySample[]; loadAverage: { start: number[]; end: number[] } }) {
  const { seconds, kinds, loads, memory } = run;
  const probe = run.probe.samples;
  const floorSamples = probe.filter((s) => s.kind === 'floor');
  const floor = latency('floor: GET /healthz', floorSamples, p(floorSamples, 95), seconds);
  const calls = probe.filter((s) => s.kind !== 'floor');
  const perKind = [latency('all calls', calls, floor.p95, seconds), ...kinds.map((k) => latency(k, calls.filter((s) => s.kind === k), floor.p95, seconds))];
  const load: Record<string, { count: number; errors: number }> = {};
  for (const l of loads) for (const [kind, c] of Object.entries(l.calls)) {
    const sum = (load[kind] ??= { count: 0, errors: 0 });
    sum.count += c.count;
    sum.errors += c.errors;
  }
  const failures: Record<string, number> = {};
  for (const f of [...loads.map((l) => l.failures), run.probe.failures]) for (const [what, n] of Object.entries(f)) failures[what] = (failures[what] ?? 0) + n;
  const loadCalls = Object.values(load).reduce((n, c) => n + c.count, 0);
  const loadErrors = Object.values(load).reduce((n, c) => n + c.errors, 0);
  const rss = memoryGrowth(memory);
  const worstP95 = Math.max(...perKind.map((k) => k.p95));
  const goals = {
    noErrors: loadErrors + probe.filter((s) => !s.ok).length === 0,
    p95: { goalMs: GOALS.p95Ms, allCalls: perKind[0].p95, worstKind: worstP95, met: worstP95 <= GOALS.p95Ms },
    lastMinuteToFirst: { goal: GOALS.lastToFirstP95, allCalls: perKind[0].lastToFirst, met: perKind[0].lastToFirst <= GOALS.lastToFirstP95 },
    rssGrowth: { goalPercent: GOALS.rssGrowthPercent, met: rss.every((r) => r.growthPercent !== null && r.growthPercent < GOALS.rssGrowthPercent) },
  };
  const figures = {
    probe: { floor, perKind },
    load: { calls: loadCalls, errors: loadErrors, requestsPerSecond: round((loadCalls + probe.length) / seconds, 1), perKind: load },
    failures,
    rss,
    loadAverage: run.loadAverage,
    goals,
  };

  const ms = (n: number) => n.toFixed(1);
  console.log(`\nprobe latency (ms), and p95 as a multiple of the floor's p95 (${floor.p95} ms)`);
  console.log(textTable([['call', 'count', 'errors', 'p50', 'p95', 'p99', '× floor', '1st min p95', 'last min p95', 'last/1st'], ...[floor, ...perKind].map((k) => [k.kind, String(k.count), String(k.errors), ms(k.p50), ms(k.p95), ms(k.p99), k.toFloor.toFixed(2), ms(k.firstMinuteP95), ms(k.lastMinuteP95), k.lastToFirst.toFixed(2)])], 1));
  console.log(`\nload: ${loadCalls} calls, ${loadErrors} errors, ${figures.load.requestsPerSecond} requests/s with the probe's`);
  console.log(textTable([['click', 'calls', 'errors'], ...Object.entries(load).map(([k, c]) => [k, String(c.count), String(c.errors)])], 1));
  console.log(`failed calls (load and probe) by answer: ${Object.entries(failures).map(([what, n]) => `${what}: ${n}`).join('; ') || 'none'}`);
  console.log('\nresident memory');
  console.log(textTable([['instance', 'MB at 1 min', 'MB at end', 'growth %'], ...rss.map((r) => [r.instance, String(r.mbAtOneMinute), String(r.mbAtEnd), String(r.growthPercent)])], 1));
  console.log(`\nload average ${run.loadAverage.start.join(' / ')} at the start, ${run.loadAverage.end.join(' / ')} at the end`);
  console.log(`goals: errors 0 ${goals.noErrors ? 'met' : 'NOT met'}; p95 ≤ ${GOALS.p95Ms} ms ${goals.p95.met ? 'met' : 'NOT met'} (all calls ${goals.p95.allCalls}, worst kind ${worstP95}); last minute ≤ ${GOALS.lastToFirstP95}× the first ${goals.lastMinuteToFirst.met ? 'met' : 'NOT met'} (${goals.lastMinuteToFirst.allCalls}); RSS growth < ${GOALS.rssGrowthPercent} % ${goals.rssGrowth.met ? 'met' : 'NOT met'}`);
  return figures;
}
