// One reader process of the hub benchmark (bench/hub.ts): holds its share of the event streams, so
// the readers' work is not done in the process that measures, and notes when each write's event
// reaches each of its streams. Started by bench/hub-readers.ts; talks to its parent over IPC:
//   in:  { open: { url, cookie, streams, tagIds } }  → out: { opened: { streams } } once every stream has had its first figures
//   in:  { collect: true }                            → out: { arrivals: Float64Array (streams × tags, NaN where missing), cpuMs since opened }
// while events come in it sends { complete: true } once every stream has seen every tag's event.
// Times are one clock for every process: performance.timeOrigin + performance.now() (ms since the epoch).
import net from 'node:net';
import { performance } from 'node:perf_hooks';

if (!process.send) throw new Error('bench/hub-reader.ts is started by bench/hub-readers.ts');
const send = (m: unknown) => process.send!(m);
const now = () => performance.timeOrigin + performance.now();

interface OpenOrder {
  url: string;
  cookie: string;
  streams: number;
  tagIds: string[];
}

let arrivals = new Float64Array(0);
const sockets: net.Socket[] = [];
let cpuWhenOpened = process.cpuUsage();
/** streams being opened at once, per reader */
const OPENING_AT_ONCE = 100;

function open({ url, cookie, streams, tagIds }: OpenOrder): void {
  const events = tagIds.length;
  const index = new Map(tagIds.map((id, i) => [id, i]));
  arrivals = new Float64Array(streams * events).fill(NaN);
  let remaining = streams * events;
  let ready = 0;
  const { hostname, port, pathname, search } = new URL(url);
  const request = Buffer.from(`GET ${pathname}${search} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nCookie: ${cookie}\r\nAccept: text/event-stream\r\n\r\n`, 'latin1');
  let started = 0;
  // a few connections at a time: thousands at once overflow the server's accept queue (ECONNRESET)
  const openNext = () => {
    if (started < streams) openStream(started++);
  };
  // A bare socket per stream, read without an HTTP parser: the readers share the machine with the
  // server they measure, and node:http's parser and response stream cost as much again per event.
  // Each event is one chunk of the chunked answer; the chunk-size lines between events are skipped
  // along with everything that is not a recordChanged block.
  const openStream = (s: number) => {
    const row = s * events;
    const socket = net.connect(Number(port), hostname);
    socket.setNoDelay(true);
    let counted = false;
    let headersRead = false;
    let buffer = '';
    socket.on('connect', () => socket.write(request));
    socket.on('data', (chunk: Buffer) => {
      const at = now();
      // latin1: one byte a character, cheap; the fields read here are ASCII
      buffer += chunk.toString('latin1');
      if (!headersRead) {
        const end = buffer.indexOf('\r\n\r\n');
        if (end < 0) return;
        if (!buffer.startsWith('HTTP/1.1 200')) throw new Error(`stream ${s} answered ${buffer.slice(0, buffer.indexOf('\r\n'))}`);
        headersRead = true;
        buffer = buffer.slice(end + 4);
      }
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (!counted && block.includes('event: stats')) {
          counted = true;
          openNext();
          if (++ready === streams) {
            cpuWhenOpened = process.cpuUsage();
            send({ opened: { streams } });
          }
        }
        if (!block.includes('event: recordChanged')) continue;
        // the writes change tags only, each event names the one it changed (no JSON parse)
        const m = /"id": ?"(\d+)"/.exec(block);
        const i = m ? index.get(m[1]) : undefined;
        if (i !== undefined && Number.isNaN(arrivals[row + i])) {
          arrivals[row + i] = at;
          if (--remaining === 0) send({ complete: true });
        }
      }
    });
    socket.on('error', (err) => {
      throw err;
    });
    sockets.push(socket);
  };
  for (let i = 0; i < OPENING_AT_ONCE; i++) openNext();
}

process.on('message', (m: { open?: OpenOrder; collect?: boolean }) => {
  if (m.open) open(m.open);
  if (m.collect) {
    const cpu = process.cpuUsage(cpuWhenOpened);
    send({ arrivals, cpuMs: (cpu.user + cpu.system) / 1000 });
  }
});
// the parent closes the channel when it is done (or dies): never outlive it
process.on('disconnect', () => {
  for (const socket of sockets) socket.destroy();
  process.exit(0);
});
