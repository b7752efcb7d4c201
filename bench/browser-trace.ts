// BENCH_BROWSER_TRACE: a Chromium performance trace of one turn per step and side, summed up: how much
// of the time from the act to the paint the page's main thread was busy, with what (self time per
// trace event: script, style, layout, paint, compile, garbage collection), and its long tasks. Idle
// main-thread time in that window is time spent waiting (the network, the server).
import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { round, textTable } from './stats.js';

export const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'blink.user_timing',
  'v8',
  'disabled-by-default-v8.gc',
  'blink.console',
  'disabled-by-default-v8.cpu_profiler',
];

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  id?: string;
  args?: { name?: string; data?: { message?: string; startTime?: number; cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] }; timeDeltas?: number[] } };
}

interface ProfileNode {
  id: number;
  parent?: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}

/** Records a trace of the page while `body` runs. */
export async function traced<T>(browser: Browser, page: Page, file: string, body: () => Promise<T>): Promise<T> {
  await browser.startTracing(page, { path: file, categories: TRACE_CATEGORIES, screenshots: false });
  try {
    return await body();
  } finally {
    await browser.stopTracing();
  }
}

/**
 * The main thread's work between the page's `console.timeStamp(mark)` and the later `endMark`;
 * `offsetMs` moves the start after the mark (the approve step starts at its request, after the click).
 */
export function summariseTrace(file: string, mark: string, endMark: string, offsetMs = 0): string {
  const events = (JSON.parse(readFileSync(file, 'utf8')) as { traceEvents: TraceEvent[] }).traceEvents;
  const stamp = (m: string) => events.find((e) => e.name === 'TimeStamp' && e.args?.data?.message === m);
  const begin = stamp(mark);
  const end = stamp(endMark);
  if (!begin || !end) return `(no ${mark} / ${endMark} marks in the trace)`;
  const { pid, tid } = begin;
  const from = begin.ts + offsetMs * 1000;
  const to = end.ts;
  const own = events.filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X' && e.dur !== undefined && e.ts + e.dur! > from && e.ts < to).sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  // self time: an event's duration less its children's (events nest on one thread)
  const self = new Map<string, number>();
  const stack: { e: TraceEvent; end: number; children: number }[] = [];
  const close = (upTo: number) => {
    while (stack.length && stack[stack.length - 1].end <= upTo) {
      const top = stack.pop()!;
      const clipped = Math.min(top.end, to) - Math.max(top.e.ts, from);
      self.set(top.e.name, (self.get(top.e.name) ?? 0) + Math.max(0, clipped - top.children));
      if (stack.length) stack[stack.length - 1].children += Math.max(0, clipped);
    }
  };
  const tasks: { at: number; ms: number }[] = [];
  for (const e of own) {
    close(e.ts);
    stack.push({ e, end: e.ts + e.dur!, children: 0 });
    if (e.name === 'RunTask' && e.dur! >= 30_000) tasks.push({ at: (Math.max(e.ts, from) - from) / 1000, ms: e.dur! / 1000 });
  }
  close(Infinity);
  const busy = [...self.entries()].filter(([name]) => name !== 'RunTask' && name !== 'ThreadControllerImpl::RunTask');
  const busyMs = [...self.values()].reduce((a, b) => a + b, 0) / 1000;
  const window = (to - from) / 1000;
  const top = busy.sort((a, b) => b[1] - a[1]).slice(0, 12).map(([name, us]) => [name, String(round(us / 1000, 1))]);
  return [
    ...jsProfile(events, pid, from, to),
    `main thread: ${round(busyMs, 1)} ms busy of ${round(window, 1)} ms (${round((100 * busyMs) / window, 0)}%)`,
    textTable([['self time by trace event', 'ms'], ...top], 1),
    `tasks of 30 ms or more (start after the act, ms): ${tasks.map((t) => `${round(t.at, 0)}+${round(t.ms, 0)}`).join(', ') || 'none'}`,
  ].join('\n');
}

/**
 * The JavaScript CPU profile of the window (V8's sampling profiler in the trace): the functions most
 * often on the stack (inclusive) and at its top (self), by name and file:line. Readable names need an
 * unminified build (npx vite build --minify false).
 */
function jsProfile(events: TraceEvent[], pid: number, from: number, to: number): string[] {
  const nodes = new Map<string, ProfileNode>();
  const samples: { node: string; ts: number }[] = [];
  const clocks = new Map<string, number>();
  for (const e of events) {
    if (e.pid !== pid || !e.id) continue;
    if (e.name === 'Profile' && e.args?.data?.startTime !== undefined) clocks.set(e.id, e.args.data.startTime);
    if (e.name !== 'ProfileChunk') continue;
    const data = e.args?.data;
    for (const n of data?.cpuProfile?.nodes ?? []) nodes.set(`${e.id}:${n.id}`, n);
    let clock = clocks.get(e.id) ?? 0;
    (data?.cpuProfile?.samples ?? []).forEach((id, i) => {
      clock += data?.timeDeltas?.[i] ?? 0;
      samples.push({ node: `${e.id}:${id}`, ts: clock });
    });
    clocks.set(e.id, clock);
  }
  const inWindow = samples.filter((s) => s.ts >= from && s.ts <= to);
  if (!inWindow.length) return [];
  const label = (n: ProfileNode) => `${n.callFrame.functionName || '(anonymous)'} ${(n.callFrame.url ?? '').split('/').pop() ?? ''}:${(n.callFrame.lineNumber ?? 0) + 1}`;
  const self = new Map<string, number>();
  const inclusive = new Map<string, number>();
  for (const s of inWindow) {
    let node = nodes.get(s.node);
    if (!node) continue;
    const leaf = label(node);
    self.set(leaf, (self.get(leaf) ?? 0) + 1);
    const seen = new Set<string>();
    for (; node; node = node.parent !== undefined ? nodes.get(`${s.node.split(':')[0]}:${node.parent}`) : undefined) {
      const name = label(node);
      if (!seen.has(name)) inclusive.set(name, (inclusive.get(name) ?? 0) + 1);
      seen.add(name);
    }
  }
  const busy = inWindow.filter((s) => !/^\((idle|program)\)/.test(label(nodes.get(s.node) ?? { id: 0, callFrame: { functionName: '(idle)', url: '', lineNumber: 0 } }))).length;
  const share = (n: number) => `${round((100 * n) / inWindow.length, 1)}%`;
  const top = (m: Map<string, number>, n: number, keep: (name: string) => boolean = () => true) =>
    [...m.entries()].filter(([name]) => keep(name)).sort((a, b) => b[1] - a[1]).slice(0, n).map(([name, c]) => [name.slice(0, 100), share(c)]);
  return [
    `JS samples: ${inWindow.length}, not idle ${share(busy)}`,
    textTable([['inclusive (components: capitalised names)', 'share'], ...top(inclusive, 25, (name) => /^[A-Z]/.test(name) && !/ react-[^ ]*\.js:/.test(name))], 1),
    textTable([['self', 'share'], ...top(self, 15)], 1),
  ];
}
