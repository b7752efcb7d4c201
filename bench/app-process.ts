// Starts bench/app-server.ts as a child process on a benchmark database and waits for its port.
import { fork, type ChildProcess, type ForkOptions } from 'node:child_process';
import path from 'node:path';

/** What the app measured inside itself since the last question (bench/app-server.ts). */
export interface ServerStats {
  requests: number;
  /** the app process's CPU time (user + system) per request */
  cpuMsPerRequest: number | null;
  p50: number | null;
  p95: number | null;
  p99: number | null;
  loopDelayP50: number;
  loopDelayP99: number;
  loopDelayMax: number;
}

export interface AppProcess {
  baseUrl: string;
  child: ChildProcess;
  /** the server-side times since the last call (and starts a new period) */
  serverStats: () => Promise<ServerStats>;
  /** the child's resident and heap memory in bytes, after a garbage collection when it runs with --expose-gc */
  memory: () => Promise<{ rss: number; heapUsed: number }>;
  /** asks the child to close its server and connections; resolves when it has exited */
  stop: () => Promise<void>;
}

/** This checkout. */
export const CODE_DIR = path.resolve(import.meta.dirname, '..');
const START_TIMEOUT_MS = 60_000;

/**
 * `nodeOptions`: extra flags for the child's node, e.g. ['--cpu-prof'] (BENCH_APP_NODE_OPTIONS).
 * `codeDir`: the checkout whose app runs (default this one; BENCH_BEFORE_DIR runs an older one beside it).
 */
export async function startAppProcess(databaseUrl: string, nodeOptions: string[] = [], codeDir = CODE_DIR): Promise<AppProcess> {
  const { child, port, exited } = await forkListening(path.join(codeDir, 'bench/app-server.ts'), 'the benchmark app', {
    cwd: codeDir,
    execArgv: ['--import', 'tsx', ...nodeOptions],
    env: { ...process.env, BENCH_APP_DATABASE_URL: databaseUrl, LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' },
  });
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    child,
    serverStats: () =>
      new Promise<ServerStats>((resolve) => {
        const answer = (m: { stats?: ServerStats }) => {
          if (!m.stats) return;
          child.off('message', answer);
          resolve(m.stats);
        };
        child.on('message', answer);
        child.send({ stats: true });
      }),
    memory: () =>
      new Promise((resolve) => {
        const answer = (m: { memory?: { rss: number; heapUsed: number } }) => {
          if (!m.memory) return;
          child.off('message', answer);
          resolve(m.memory);
        };
        child.on('message', answer);
        child.send({ memory: true });
      }),
    stop: async () => {
      if (child.exitCode === null && child.connected) child.disconnect();
      const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(killer);
    },
  };
}

/**
 * Forks a benchmark server script and waits for the loopback port it sends over IPC once listening
 * ({ port }); fails when it exits first, sends no port, or is not listening within 60 s. `what` names
 * it in those errors.
 */
export async function forkListening(script: string, what: string, options: Pick<ForkOptions, 'cwd' | 'execArgv' | 'env'>): Promise<{ child: ChildProcess; port: number; exited: Promise<void> }> {
  const child = fork(script, [], { ...options, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what} did not start within 60 s`)), START_TIMEOUT_MS);
    child.once('message', (m: { port?: number }) => {
      clearTimeout(timer);
      if (m.port) resolve(m.port);
      else reject(new Error(`${what} sent no port`));
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${what} exited with ${code} before listening`));
    });
  });
  return { child, port, exited };
}
