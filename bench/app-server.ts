// The real app for a benchmark, in a process of its own so the load generator's work does not share
// its event loop. Started by bench/app-process.ts with the database in BENCH_APP_DATABASE_URL; it
// listens on a free loopback port, sends { port } to its parent, and ends when the parent goes away.
// Asked { stats: true } it answers how long it took over the requests since the last such question,
// measured inside the server (from the request's arrival to the answer's last byte written), and its
// event-loop delay and CPU time per request: what the server itself spent, apart from the transport
// and the client.
import './audit-seal-key.js';
import type { AddressInfo } from 'node:net';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { loadCheckedModel } from '../server/boot.js';
import { openOrm } from '../server/db/orm.js';
import { createApp } from '../server/app.js';

const databaseUrl = process.env.BENCH_APP_DATABASE_URL;
if (!databaseUrl || !process.send) throw new Error('bench/app-server.ts is started by bench/app-process.ts');

const { resources, overrides } = await loadCheckedModel();
const orm = await openOrm({ resources, databaseUrl });
const { app, rules } = await createApp({ orm, resources, overrides });
const server = app.listen(0, '127.0.0.1', () => process.send!({ port: (server.address() as AddressInfo).port }));

let durations: number[] = [];
let cpuSince = process.cpuUsage();
let loopDelay = monitorEventLoopDelay({ resolution: 10 });
loopDelay.enable();
server.on('request', (_req, res) => {
  const started = performance.now();
  res.once('finish', () => durations.push(performance.now() - started));
});
process.on('message', (m: { stats?: boolean; memory?: boolean }) => {
  // bench/hub.ts: the process's memory before and after its streams open
  if (m.memory) {
    global.gc?.();
    const { rss, heapUsed } = process.memoryUsage();
    return void process.send!({ memory: { rss, heapUsed } });
  }
  if (!m.stats) return;
  const sorted = durations.sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? null;
  const ms = (ns: number) => Math.round(ns / 1e4) / 100;
  const cpu = process.cpuUsage(cpuSince);
  const cpuMsPerRequest = sorted.length ? Math.round((cpu.user + cpu.system) / sorted.length / 10) / 100 : null;
  cpuSince = process.cpuUsage();
  process.send!({ stats: { requests: sorted.length, cpuMsPerRequest, p50: at(50), p95: at(95), p99: at(99), loopDelayP50: ms(loopDelay.percentile(50)), loopDelayP99: ms(loopDelay.percentile(99)), loopDelayMax: ms(loopDelay.max) } });
  durations = [];
  loopDelay.disable();
  loopDelay = monitorEventLoopDelay({ resolution: 10 });
  loopDelay.enable();
});

let stopping = false;
async function stop(): Promise<void> {
  if (stopping) return;
  stopping = true;
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
  await rules.stop();
  await orm.close(true);
  process.exit(0);
}
// the parent closes the channel when it is done (or dies): never outlive it
process.on('disconnect', () => void stop());
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => undefined); // Ctrl-C reaches the whole group: the parent decides
