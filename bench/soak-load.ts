// A soak load process (bench/soak.ts forks several): its share of the signed-in sessions, each
// clicking through the proxy with a random 2–5 s pause between clicks, until the end. Counts every
// call and every failed one (not 2xx, or no answer) per kind of click; the latency is the probe's job.
import { nextSoakClick } from './soak-clicks.js';
import { browserCaller, runClick, type CallResult } from './soak-calls.js';
import { workerMain } from './soak-worker.js';
import { seededRandom } from './stats.js';

export interface LoadSettings {
  baseUrl: string;
  cookies: string[];
  seed: number;
  /** epoch ms at which sessions stop starting clicks */
  until: number;
  thinkMs: [number, number];
}

export interface LoadResult {
  /** per kind of click: calls made and calls failed */
  calls: Record<string, { count: number; errors: number }>;
  /** failed calls by what went wrong (bench/soak-calls.ts `failure`) */
  failures: Record<string, number>;
  /** the first failures, word for word */
  errorSamples: string[];
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function load({ baseUrl, cookies, seed, until, thinkMs: [min, max] }: LoadSettings): Promise<LoadResult> {
  const result: LoadResult = { calls: {}, failures: {}, errorSamples: [] };
  const record = ({ kind, ok, error, failure }: CallResult) => {
    const c = (result.calls[kind] ??= { count: 0, errors: 0 });
    c.count++;
    if (ok) return;
    c.errors++;
    result.failures[failure!] = (result.failures[failure!] ?? 0) + 1;
    if (result.errorSamples.length < 20) result.errorSamples.push(`${new Date().toISOString()} ${error}`);
  };
  await Promise.all(
    cookies.map(async (cookie, i) => {
      const random = seededRandom(seed * 1000 + i);
      const { call, agent } = browserCaller(baseUrl);
      // browsers do not all start at once: the first click comes within one pause
      await sleep(random() * max);
      while (Date.now() < until) {
        await runClick(call, nextSoakClick(random), cookie, record);
        await sleep(min + random() * (max - min));
      }
      agent.destroy();
    }),
  );
  return result;
}

workerMain(load);
