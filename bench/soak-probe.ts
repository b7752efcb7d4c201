// The soak's latency probe (bench/soak.ts forks it): a process of its own, signed in as its own staff
// member, that makes one click of each kind in turn about once a second through the proxy, and the
// floor beside them: GET /healthz through the same proxy (no session, no database). Each call's time
// is kept with the second of the run it started in, so the first and the last minute can be compared.
import { performance } from 'node:perf_hooks';
import { SOAK_CLICKS, SOAK_KINDS } from './soak-clicks.js';
import { browserCaller, runClick, type CallResult } from './soak-calls.js';
import { workerMain } from './soak-worker.js';
import { seededRandom } from './stats.js';

export interface ProbeSettings {
  baseUrl: string;
  cookie: string;
  seed: number;
  /** epoch ms of the run's start (second 0) and of its end */
  startedAt: number;
  until: number;
}

export interface ProbeSample {
  kind: CallResult['kind'];
  second: number;
  ms: number;
  ok: boolean;
}

export interface ProbeResult {
  samples: ProbeSample[];
  /** failed calls by what went wrong (bench/soak-calls.ts `failure`) */
  failures: Record<string, number>;
  errorSamples: string[];
}

const ROUND_MS = 1000;
const FLOOR = { kind: 'floor' as const, first: [{ method: 'GET' as const, path: '/healthz' }] };

async function probe({ baseUrl, cookie, seed, startedAt, until }: ProbeSettings): Promise<ProbeResult> {
  const result: ProbeResult = { samples: [], failures: {}, errorSamples: [] };
  const random = seededRandom(seed);
  const { call, agent } = browserCaller(baseUrl);
  while (Date.now() < until) {
    const roundStarted = performance.now();
    const second = Math.floor((Date.now() - startedAt) / 1000);
    const record = ({ kind, ms, ok, error, failure }: CallResult) => {
      result.samples.push({ kind, second, ms, ok });
      if (ok) return;
      result.failures[failure!] = (result.failures[failure!] ?? 0) + 1;
      if (result.errorSamples.length < 20) result.errorSamples.push(`${new Date().toISOString()} ${error}`);
    };
    // one click at a time, so the probe's clicks do not queue behind each other
    await runClick(call, FLOOR, '', record);
    for (const kind of SOAK_KINDS) await runClick(call, SOAK_CLICKS[kind](random), cookie, record);
    await new Promise((r) => setTimeout(r, Math.max(0, ROUND_MS - (performance.now() - roundStarted))));
  }
  agent.destroy();
  return result;
}

workerMain(probe);
