// Whether a request carries a body at all. A request without one (a DELETE, a POST that only names
// its target) has no content to be of the wrong type, so the body-type rules leave it alone whatever
// Content-Type it states: ra-data-simple-rest's delete says text/plain and sends nothing.
import type { IncomingMessage } from 'node:http';

export function sendsNoBody(req: IncomingMessage): boolean {
  if (req.headers['transfer-encoding'] !== undefined) return false;
  const length = req.headers['content-length'];
  return length === undefined || Number(length) === 0;
}
