// The console's pages carry the session's CSRF token (server/http/security/csrf-token.ts) in a meta
// element, with the header to send it in; the console's browser code (browser-components.js) adds it
// to every write AdminJS's frontend makes. Pages are sent no-store, so no other session sees it.
import { CSRF_HEADER } from '../../core/http/csrf-words.js';

/** The meta element's name, read by browser-components.js. */
export const TOKEN_META = 'ag-csrf-token';

export function withCsrfToken(html: string, token: string | null): string {
  if (!token || !/^\s*<!doctype html/i.test(html)) return html;
  // base64url and a fixed header name: nothing to escape
  const meta = `<meta name="${TOKEN_META}" content="${token}" data-header="${CSRF_HEADER}">`;
  return /<head[^>]*>/i.test(html) ? html.replace(/<head[^>]*>/i, (head) => head + meta) : meta + html;
}
