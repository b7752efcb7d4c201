// Keep-alive HTTP calls with a JSON body for bench/review-queues.ts, as the back office page sends
// them: the session cookie, and on writes the session's CSRF token (server/http/security). Reads the
// whole answer, like bench/http-client.ts's GET.
import http from 'node:http';
import { CSRF_HEADER, csrfTokenFor } from '../server/http/security/csrf-token.js';
import type { Answer } from './http-client.js';

export type Caller = (method: 'GET' | 'POST', path: string, cookie: string, body?: unknown) => Promise<Answer>;

/** `extra` headers go with every call (e.g. the Accept-Encoding a browser sends). */
export function httpCaller(baseUrl: string, agent: http.Agent, extra: Record<string, string> = {}): Caller {
  const { hostname, port } = new URL(baseUrl);
  return (method, path, cookie, body) =>
    new Promise<Answer>((resolve, reject) => {
      const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
      const headers: Record<string, string | number> = { accept: 'application/json', ...extra, cookie };
      if (method !== 'GET') headers[CSRF_HEADER] = csrfTokenFor(cookie.slice(cookie.indexOf('=') + 1));
      if (payload) Object.assign(headers, { 'content-type': 'application/json', 'content-length': payload.length });
      const req = http.request({ hostname, port, path, method, agent, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
        res.on('error', reject);
      });
      req.on('error', reject);
      req.end(payload);
    });
}

/** The same call, refusing anything but 200 and answering the parsed JSON. */
export function jsonCaller(call: Caller): <T>(method: 'GET' | 'POST', path: string, cookie: string, body?: unknown) => Promise<T> {
  return async <T>(method: 'GET' | 'POST', path: string, cookie: string, body?: unknown) => {
    const answer = await call(method, path, cookie, body);
    if (answer.status !== 200) throw new Error(`${method} ${path} answered ${answer.status}: ${answer.body.toString('utf8').slice(0, 300)}`);
    return JSON.parse(answer.body.toString('utf8')) as T;
  };
}
