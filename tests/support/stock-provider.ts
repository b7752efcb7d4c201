// react-admin's stock data provider (the real ra-data-simple-rest package) as a real react-admin app
// calls it, in Node: fetchUtils.fetchJson with the session cookie (the browser would add it), and the
// session's CSRF token on writes, as the admin UI's http client does (admin-ui/data/http.ts).
import simpleRestProvider from 'ra-data-simple-rest';
import { fetchUtils, type DataProvider } from 'ra-core';
import { CSRF_HEADER, csrfTokenFor } from '../../server/http/security/csrf-token.js';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export function stockProvider(baseUrl: string, cookie: string): DataProvider {
  return simpleRestProvider(`${baseUrl}/api/rest`, (url: string, options: fetchUtils.Options = {}) => {
    const headers = new Headers(options.headers);
    headers.set('cookie', cookie);
    if (WRITES.has((options.method ?? 'GET').toUpperCase())) headers.set(CSRF_HEADER, csrfTokenFor(cookie.replace(/^ag_sid=/, '')));
    return fetchUtils.fetchJson(url, { ...options, headers });
  });
}
