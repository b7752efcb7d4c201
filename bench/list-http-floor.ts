// The floor under the institutions list endpoint (bench/run.ts, mode "pg behind bare HTTP"): a bare
// Node HTTP server, in a process of its own like the app, that sends a list's SQL (bench/list-queries.ts)
// through `pg` and answers its rows as JSON with a Content-Range. No framework, no sign-in, no model,
// no security headers: what any Node endpoint in front of that SQL pays here for HTTP and JSON.
// GET /?query=<index into QUERIES>. Started by bench/run.ts, which sends its port over IPC.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { QUERIES, bareList } from './list-queries.js';

if (!process.send || !process.env.BENCH_FLOOR_DATABASE_URL) throw new Error('bench/list-http-floor.ts is started by bench/run.ts');
const pool = new pg.Pool({ connectionString: process.env.BENCH_FLOOR_DATABASE_URL, max: 10 });
// the benchmark drops its database at the end, ending these connections
pool.on('error', () => undefined);
const lists = QUERIES.map((q) => bareList(pool, q, 'capped'));

const server = http.createServer((req, res) => {
  const list = lists[Number(new URL(req.url ?? '/', 'http://floor').searchParams.get('query'))];
  if (!list) {
    res.writeHead(404).end();
    return;
  }
  list().then(
    (answer) => {
      const body = JSON.stringify(answer.rows);
      res.writeHead(200, {
        'content-type': 'application/json; charset=utf-8',
        'content-length': Buffer.byteLength(body),
        'content-range': `institutions 0-${answer.rows.length - 1}/${answer.total}`,
      });
      res.end(body);
    },
    (err: Error) => res.writeHead(500).end(err.message),
  );
});
server.keepAliveTimeout = 5_000;
server.listen(0, '127.0.0.1', () => process.send!({ port: (server.address() as AddressInfo).port }));
process.on('disconnect', () => {
  server.close();
  void pool.end().finally(() => process.exit(0));
});
