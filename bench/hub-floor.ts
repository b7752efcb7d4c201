// npx tsx bench/hub-floor.ts — the floor under the live hub's benchmark (bench/hub.ts) on this machine:
// no app and no database, a bare Node HTTP server that writes one prepared buffer to each of CLIENTS
// event streams per event, read by the same reader processes (bench/hub-reader.ts). The time from
// when an event was due to its arrival on every stream is what any Node server with one
// connection per open page pays here; the hub's share after the bare LISTEN (bench/hub.ts) compares
// with it. Same variables as bench/hub.ts: BENCH_HUB_CLIENTS, BENCH_HUB_EVENTS, BENCH_HUB_GAP_MS,
// BENCH_HUB_READERS.
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { openStreamReaders } from './hub-readers.js';
import { percentile, round } from './stats.js';

const CLIENTS = Number(process.env.BENCH_HUB_CLIENTS ?? 5_000);
const EVENTS = Number(process.env.BENCH_HUB_EVENTS ?? 100);
const GAP_MS = Number(process.env.BENCH_HUB_GAP_MS ?? 50);
const READERS = Number(process.env.BENCH_HUB_READERS ?? 2);
const now = () => performance.timeOrigin + performance.now();
const uptime = () => execFileSync('uptime', { encoding: 'utf8' }).trim();
const loadAtStart = uptime();

/** One event as the hub frames it on a socket: an SSE block in one HTTP/1.1 chunk. */
const chunk = (text: string) => {
  const bytes = Buffer.from(text);
  return Buffer.concat([Buffer.from(`${bytes.length.toString(16)}\r\n`), bytes, Buffer.from('\r\n')]);
};
const tagIds = Array.from({ length: EVENTS }, (_, i) => String(1_000 + i));
const frames = tagIds.map((id, i) =>
  chunk(`id: ${i + 1}\nevent: recordChanged\ndata: ${JSON.stringify({ changes: [{ resource: 'tags', id, type: 'U', userId: 1 }], resources: ['tags'], count: 1 })}\n\n`),
);

const sockets: Socket[] = [];
const server = http.createServer((req, res) => {
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  res.write(`event: stats\ndata: {"stats":[]}\n\n`);
  sockets.push(res.socket!);
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
const readers = await openStreamReaders({ url, cookie: '', streams: CLIENTS, processes: READERS, tagIds });
try {
  const sent: number[] = [];
  const loops: number[] = [];
  const cpuBefore = process.cpuUsage();
  const started = now();
  for (let i = 0; i < EVENTS; i++) {
    // timed from when the event was due: a write loop still busy with the last event delays it
    sent[i] = started + i * GAP_MS;
    const wait = sent[i] - now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    const loopStart = now();
    for (const socket of sockets) socket.write(frames[i]);
    loops.push(now() - loopStart);
  }
  await readers.complete(now() + 5_000);
  const cpu = process.cpuUsage(cpuBefore);
  const { arrivals, cpuMs: readersCpuMs } = await readers.collect();
  const latencies: number[] = [];
  let missing = 0;
  for (const seen of arrivals) for (let i = 0; i < EVENTS; i++) Number.isNaN(seen[i]) ? missing++ : latencies.push(seen[i] - sent[i]);
  latencies.sort((a, b) => a - b);
  loops.sort((a, b) => a - b);
  const serverCpuMs = (cpu.user + cpu.system) / 1000;
  const loadAtEnd = uptime();
  const summary = (sorted: number[]) => ({ p50: round(percentile(sorted, 50)), p99: round(percentile(sorted, 99)), max: round(sorted.at(-1) ?? NaN) });
  const result = { at: new Date().toISOString(), loadAtStart, loadAtEnd, clients: CLIENTS, readerProcesses: READERS, events: EVENTS, gapMs: GAP_MS, delivery: summary(latencies), writeLoop: summary(loops), missing, cpuMs: { server: Math.round(serverCpuMs), readers: Math.round(readersCpuMs) }, serverCpuMicrosPerDelivery: round((serverCpuMs * 1000) / Math.max(1, latencies.length), 2) };
  writeFileSync(path.resolve(import.meta.dirname, 'results/hub-floor-latest.json'), JSON.stringify(result, null, 2) + '\n');
  console.log(`\nload at start: ${loadAtStart}\nload at end:   ${loadAtEnd}`);
  console.log(`${CLIENTS.toLocaleString('en-US')} streams in ${READERS} reader processes; ${EVENTS} events, one every ${GAP_MS} ms, each written to every stream by a bare Node server`);
  console.log(
    `from when the event was due to its arrival: p50 ${round(percentile(latencies, 50))} ms, p99 ${round(percentile(latencies, 99))} ms, max ${round(latencies.at(-1) ?? NaN)} ms` +
      `${missing ? ` (${missing} missing)` : ''}; one write loop: p50 ${round(percentile(loops, 50))} ms, max ${round(loops.at(-1) ?? NaN)} ms`,
  );
  console.log(`CPU: server ${Math.round(serverCpuMs)} ms (${round((serverCpuMs * 1000) / Math.max(1, latencies.length), 2)} µs a delivery), readers ${Math.round(readersCpuMs)} ms`);
} finally {
  await readers.stop();
  server.closeAllConnections();
  server.close();
}
