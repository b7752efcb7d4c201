// What the proxy thinks of each instance during the soak, asked every second, and why: each
// instance's /readyz asked beside it, as the proxy's check asks it. Each change of state and each
// failed or slow readiness answer is kept with the second of the run, so errors can be laid beside
// an instance taken out of service.
import { performance } from 'node:perf_hooks';
import type { ProxyProcess } from '../tests/server/operations/proxy-process.js';

export interface StateChange {
  second: number;
  instance: string;
  state: string;
}

export interface ReadinessMiss {
  second: number;
  instance: string;
  ms: number;
  /** the status and reason answered, or what went wrong */
  answer: string;
}

const EVERY_MS = 1000;
/** The proxy's check timeout (deploy/haproxy.cfg `timeout check`): a slower answer counts as a miss. */
const CHECK_TIMEOUT_MS = 3000;

async function readiness(url: string): Promise<{ ms: number; answer: string; ok: boolean }> {
  const started = performance.now();
  try {
    const res = await fetch(`${url}/readyz`, { signal: AbortSignal.timeout(10_000) });
    const text = await res.text();
    const ms = performance.now() - started;
    return { ms, answer: `${res.status} ${text}`, ok: res.status === 200 && ms <= CHECK_TIMEOUT_MS };
  } catch (err) {
    return { ms: performance.now() - started, answer: (err as Error).message, ok: false };
  }
}

export function watchProxyStates(proxy: ProxyProcess, instances: Record<string, string>, startedAt: number): { stop: () => { changes: StateChange[]; readinessMisses: ReadinessMiss[] } } {
  const changes: StateChange[] = [];
  const readinessMisses: ReadinessMiss[] = [];
  const last: Record<string, string> = {};
  const second = () => Math.round((Date.now() - startedAt) / 1000);
  let asking = false;
  const timer = setInterval(async () => {
    if (asking) return;
    asking = true;
    const [states, checks] = await Promise.all([
      proxy.serverStates().catch(() => ({}) as Record<string, string>),
      Promise.all(Object.entries(instances).map(async ([instance, url]) => ({ instance, ...(await readiness(url)) }))),
    ]);
    asking = false;
    for (const [instance, state] of Object.entries(states)) {
      if (last[instance] === state) continue;
      last[instance] = state;
      changes.push({ second: second(), instance, state });
    }
    for (const c of checks) if (!c.ok) readinessMisses.push({ second: second(), instance: c.instance, ms: Math.round(c.ms), answer: c.answer.slice(0, 160) });
  }, EVERY_MS);
  return {
    stop: () => {
      clearInterval(timer);
      return { changes, readinessMisses };
    },
  };
}
