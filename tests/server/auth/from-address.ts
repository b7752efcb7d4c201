// Requests from a chosen loopback address (127.0.0.x), so tests can play several machines: the server
// sees each as its own peer address, with no proxy header involved.
import http from 'node:http';

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: any;
}

export function requestFrom(localAddress: string, url: string, method: string, body?: unknown, headers: Record<string, string> = {}): Promise<Answer> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, localAddress, headers: { ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}), ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let parsed: unknown = text;
        try {
          parsed = text ? JSON.parse(text) : undefined;
        } catch {
          /* not JSON */
        }
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: parsed });
      });
    });
    req.on('error', reject);
    req.end(payload);
  });
}

/** A sign-in attempt from `address`. */
export const signInFrom = (address: string, baseUrl: string, username: string, password: string, headers?: Record<string, string>) =>
  requestFrom(address, baseUrl + '/api/account/login/admin', 'POST', { username, password }, headers);
