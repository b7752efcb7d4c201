// The real server as `npm run serve` runs it (the compiled build/app/server-main.js, built once per run by
// tests/support/server-build.ts; one process that gets the signals itself) in a child process, for the
// operations tests: its output lines to wait on, what it loaded (report-loaded.mjs, printed at exit), and
// plain HTTP calls on connections of their own (no pooled keep-alive connection a closing server could
// drop under the next call).
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import { createServer, type AddressInfo } from 'node:net';
import path from 'node:path';

const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');
const REPORT_LOADED = path.join(import.meta.dirname, 'report-loaded.mjs');

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** resolves with the first output line (already printed or coming) that matches */
  line: (pattern: RegExp) => Promise<string>;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** Starts the server on a loopback port (a free one unless given); resolves once it says it is running. */
export async function startServerProcess(env: Record<string, string>, port?: number): Promise<ServerProcess> {
  port ??= await freePort();
  const child = spawn(process.execPath, ['--import', REPORT_LOADED, 'build/app/server-main.js'], {
    cwd: REPO_ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const waiters: { pattern: RegExp; resolve: (line: string) => void }[] = [];
  // 'close': the process has exited and its output is all read
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.once('close', (code, signal) => resolve({ code, signal })));
  const take = (stream: NodeJS.ReadableStream) => {
    let rest = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => {
      const parts = (rest + chunk).split('\n');
      rest = parts.pop()!;
      for (const line of parts) {
        lines.push(line);
        for (const w of [...waiters]) if (w.pattern.test(line)) {
          waiters.splice(waiters.indexOf(w), 1);
          w.resolve(line);
        }
      }
    });
  };
  take(child.stdout!);
  take(child.stderr!);
  const line = (pattern: RegExp) =>
    new Promise<string>((resolve, reject) => {
      const seen = lines.find((l) => pattern.test(l));
      if (seen) return resolve(seen);
      waiters.push({ pattern, resolve });
      void exited.then(({ code }) => reject(new Error(`the server exited (${code}) before printing ${pattern}:\n${lines.slice(-30).join('\n')}`)));
    });
  await line(/is running at/);
  return { url: `http://127.0.0.1:${port}`, child, line, exited };
}

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
}

function collect(res: http.IncomingMessage): Promise<Answer> {
  return new Promise((resolve, reject) => {
    let text = '';
    res.setEncoding('utf8');
    res.on('data', (chunk: string) => (text += chunk));
    res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, text }));
    res.on('error', reject);
  });
}

/** One call on a connection of its own. */
export function call(url: string, opts: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: opts.method ?? 'GET', headers: opts.headers, agent: false }, (res) => collect(res).then(resolve, reject));
    req.on('error', reject);
    req.end(opts.body);
  });
}

/** A call whose body is sent in two parts: the request is in flight until `finish()` sends the rest. */
export function slowCall(url: string, body: string, headers: Record<string, string> = {}): { finish: () => void; answer: Promise<Answer> } {
  const req = http.request(url, { method: 'POST', agent: false, headers: { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)), ...headers } });
  const answer = new Promise<Answer>((resolve, reject) => {
    req.on('response', (res) => collect(res).then(resolve, reject));
    req.on('error', reject);
  });
  const half = Math.floor(body.length / 2);
  req.write(body.slice(0, half));
  return { finish: () => req.end(body.slice(half)), answer };
}

/** An event stream read as raw text, the way it arrived; `ended` resolves with all of it. */
export function rawEventStream(url: string, cookie: string): Promise<{ firstBytes: Promise<void>; ended: Promise<string> }> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { agent: false, headers: { accept: 'text/event-stream', cookie } }, (res) => {
      if (res.statusCode !== 200) return reject(new Error(`the stream answered ${res.statusCode}`));
      let text = '';
      let first!: () => void;
      const firstBytes = new Promise<void>((r) => (first = r));
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        text += chunk;
        first();
      });
      resolve({ firstBytes, ended: new Promise((done) => res.on('end', () => done(text))) });
    });
    req.on('error', reject);
  });
}
