// Starts an app on a free loopback port for a test. The server never closes an idle connection; the
// client (fetch) closes it after its own idle time. With both timing out, a test whose fixtures held the
// event loop (PGlite runs in this process) could send its next call on a connection the server was
// closing that instant: ECONNRESET, "fetch failed".
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export async function listenForTests(app: { listen: (port: number, host: string, done: () => void) => Server }): Promise<{ server: Server; url: string }> {
  const server: Server = await new Promise((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  server.keepAliveTimeout = 0;
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}
