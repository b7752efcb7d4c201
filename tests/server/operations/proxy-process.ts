// HAProxy from Debian's packages, run on deploy/haproxy.cfg itself (docs/deploy.md) in front of the
// instances a test started: the addresses go in through the environment, as in production. Its admin
// socket says what the proxy thinks of each instance.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './server-process.js';

const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');
export const PROXY_CONFIG = path.join(REPO_ROOT, 'deploy/haproxy.cfg');
const HAPROXY = process.env.HAPROXY_BIN ?? 'haproxy';
/** The proxy's own health checks run every 500 ms: asking ten times as often sees each change. */
const POLL_MS = 50;

/** Whether haproxy can be run here (.ci/run installs it). */
export function haproxyInstalled(): boolean {
  return spawnSync(HAPROXY, ['-v'], { stdio: 'ignore' }).status === 0;
}

export interface ProxyProcess {
  url: string;
  /** the state the proxy gives each server: UP, DOWN, MAINT, or a transition such as "UP 1/2" */
  serverStates: () => Promise<Record<string, string>>;
  /** resolves once every named server is in the state (the admin socket is asked every 50 ms) */
  until: (wanted: Record<string, 'UP' | 'DOWN'>) => Promise<void>;
  stop: () => Promise<void>;
}

function askSocket(socketPath: string, command: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    const socket = net.connect(socketPath, () => socket.end(`${command}\n`));
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (text += chunk));
    socket.on('end', () => resolve(text));
    socket.on('error', reject);
  });
}

/** Starts the proxy with `instances` as servers a and b (host:port each). */
export async function startProxy(instances: { a: string; b: string }): Promise<ProxyProcess> {
  const port = await freePort();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'ag-proxy-'));
  const socketPath = path.join(dir, 'admin.sock');
  const child: ChildProcess = spawn(HAPROXY, ['-db', '-f', PROXY_CONFIG], {
    env: { ...process.env, PROXY_BIND: `127.0.0.1:${port}`, INSTANCE_A: instances.a, INSTANCE_B: instances.b, PROXY_STATS_SOCKET: socketPath },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let output = '';
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

  const serverStates = async () => {
    const csv = await askSocket(socketPath, 'show stat');
    const states: Record<string, string> = {};
    for (const line of csv.split('\n')) {
      const cols = line.split(',');
      if (cols[0] === 'instances' && cols[1] !== 'BACKEND' && cols[1] !== 'FRONTEND') states[cols[1]] = cols[17];
    }
    return states;
  };
  const until = async (wanted: Record<string, 'UP' | 'DOWN'>) => {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`haproxy exited (${child.exitCode}):\n${output}`);
      const states = await serverStates().catch(() => ({}) as Record<string, string>);
      if (Object.entries(wanted).every(([name, state]) => states[name] === state)) return;
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  };
  return {
    url: `http://127.0.0.1:${port}`,
    serverStates,
    until,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
