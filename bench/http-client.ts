// A keep-alive HTTP GET for the benchmarks that reads the whole answer (as a browser would).
import http from 'node:http';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

export type Getter = (path: string, cookie: string) => Promise<Answer>;

/** `headers` go with every request (e.g. the Accept-Encoding a browser sends). */
export function httpGetter(baseUrl: string, agent: http.Agent, headers: Record<string, string> = {}): Getter {
  const { hostname, port } = new URL(baseUrl);
  return (path, cookie) =>
    new Promise<Answer>((resolve, reject) => {
      const req = http.get({ hostname, port, path, agent, headers: { ...headers, cookie } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
        res.on('error', reject);
      });
      req.on('error', reject);
    });
}

/** The same GET, refusing anything but 200. */
export function okGetter(get: Getter): Getter {
  return async (path, cookie) => {
    const answer = await get(path, cookie);
    if (answer.status !== 200) throw new Error(`GET ${path} answered ${answer.status}: ${answer.body.toString('utf8').slice(0, 200)}`);
    return answer;
  };
}

/** An answer's text, uncompressed (the references of a list page are read from it). */
export function jsonText(answer: Answer): string {
  const encoding = answer.headers['content-encoding'];
  const raw = encoding === 'br' ? brotliDecompressSync(answer.body) : encoding === 'gzip' ? gunzipSync(answer.body) : encoding === 'deflate' ? inflateSync(answer.body) : answer.body;
  return raw.toString('utf8');
}
