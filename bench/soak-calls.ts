// One soak click over HTTP, as the back office sends it (bench/soak-load.ts and bench/soak-probe.ts):
// its first calls together, then the ones built from their answers; every call timed and judged.
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { jsonText } from './http-client.js';
import { httpCaller, type Caller } from './review-http.js';
import type { SoakClick, SoakKind } from './soak-clicks.js';

/** What a browser sends with every call (the server compresses what it answers). */
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br' };

export interface CallResult {
  kind: SoakKind | 'floor';
  ms: number;
  /** 2xx */
  ok: boolean;
  /** what went wrong, when not ok */
  error?: string;
  /** what went wrong in a word, to count failures by: the status (and who answered it), or the network error's code */
  failure?: string;
}

/** HAProxy's own 503 page: no instance was in service to take the call. */
const PROXY_NO_SERVER = /No server is available/;

/**
 * The proxy closes a client connection idle for 10 s (deploy/haproxy.cfg `timeout http-request`, the
 * keep-alive timeout too): an idle connection is let go first, so no call goes out on one being closed.
 */
const IDLE_CONNECTION_MS = 8_000;

/** A caller through `baseUrl` on its own keep-alive connections, as one browser has (at most 6). */
export function browserCaller(baseUrl: string): { call: Caller; agent: http.Agent } {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 6, timeout: IDLE_CONNECTION_MS });
  return { call: httpCaller(baseUrl, agent, BROWSER_HEADERS), agent };
}

/** Runs `click` with the session `cookie`; each call's result goes to `record`. */
export async function runClick(call: Caller, click: Omit<SoakClick, 'kind'> & { kind: CallResult['kind'] }, cookie: string, record: (r: CallResult) => void): Promise<void> {
  const timed = async ({ method, path, body }: SoakClick['first'][number]): Promise<unknown> => {
    const started = performance.now();
    try {
      const answer = await call(method, path, cookie, body);
      const ok = answer.status >= 200 && answer.status < 300;
      const text = ok ? '' : jsonText(answer);
      const failure = `${answer.status}${PROXY_NO_SERVER.test(text) ? ' from the proxy: no instance in service' : ''}`;
      record({ kind: click.kind, ms: performance.now() - started, ok, ...(ok ? {} : { failure, error: `${answer.status} ${method} ${path}: ${text.slice(0, 160)}` }) });
      return ok && click.then ? JSON.parse(jsonText(answer)) : undefined;
    } catch (err) {
      const e = err as NodeJS.ErrnoException;
      record({ kind: click.kind, ms: performance.now() - started, ok: false, failure: e.code ?? e.message, error: `${method} ${path}: ${e.message}` });
      return undefined;
    }
  };
  const bodies = await Promise.all(click.first.map(timed));
  if (click.then) await Promise.all(click.then(bodies).map(timed));
}
