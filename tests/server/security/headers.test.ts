// Security headers on pages, API answers and the operator console; a missing asset answers 404
// without the server's folders; text answers are compressed, hashed assets keep their year-long cache.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../../support/server-harness.js';
import { ENGINE } from '../../support/test-db.js';
import { opsPageNonce } from '../../../server/http/security/headers.js';

let h: Harness;
let uiDir: string;
let operator: string;
const ASSET = 'index-3f9a1c2b.js';

const csp = (headers: Headers) => headers.get('content-security-policy') ?? '';
const directive = (policy: string, name: string) => policy.split(';').map((d) => d.trim()).find((d) => d.startsWith(name + ' ')) ?? '';
const nonceOf = (policy: string) => /'nonce-([^']+)'/.exec(directive(policy, 'script-src'))?.[1];

beforeAll(async () => {
  uiDir = mkdtempSync(path.join(os.tmpdir(), 'ag-ui-'));
  mkdirSync(path.join(uiDir, 'assets'));
  writeFileSync(path.join(uiDir, 'index.html'), `<!doctype html><html><head><title>t</title><script type="module" src="/assets/${ASSET}"></script></head><body><div id="root"></div></body></html>`);
  // a chunk the size of the UI's: worth compressing
  writeFileSync(path.join(uiDir, 'assets', ASSET), Array.from({ length: 4000 }, (_, i) => `export const value${i} = "some repeated module text ${i}";`).join('\n'));
  h = await startHarness({ ops: true, app: { uiDir } });
  operator = await h.userWith(['AdminOperatorConsole', 'AdminManageSettings'], 'headers-operator');
  expect((await h.call('GET', '/ops/api/resources/tags/actions/list', undefined, operator)).status).toBe(200);
}, 120_000);
afterAll(async () => {
  await h?.close();
  rmSync(uiDir, { recursive: true, force: true });
});

describe(`security headers (${ENGINE})`, () => {
  it("gives the admin UI's pages a strict policy whose nonce lets only the boot script run", async () => {
    const first = await fetch(h.url + '/dashboard', { headers: { cookie: operator } });
    const second = await fetch(h.url + '/dashboard', { headers: { cookie: operator } });
    const policy = csp(first.headers);
    const nonce = nonceOf(policy)!;
    expect(nonce).toMatch(/^[A-Za-z0-9+/=]{16,}$/);
    expect(nonceOf(csp(second.headers))).not.toBe(nonce); // fresh per answer
    expect(directive(policy, 'script-src')).toBe(`script-src 'self' 'nonce-${nonce}'`);
    expect(directive(policy, 'default-src')).toBe("default-src 'self'");
    expect(directive(policy, 'object-src')).toBe("object-src 'none'");
    expect(directive(policy, 'frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(policy).not.toContain('unsafe-eval');
    const html = await first.text();
    expect(html).toContain(`<script nonce="${nonce}">window.__BOOT__ = `);
    expect(first.headers.get('x-content-type-options')).toBe('nosniff');
    expect(first.headers.get('x-frame-options')).toBe('DENY');
    expect(first.headers.get('referrer-policy')).toBe('no-referrer');
  });

  it('sends nosniff, no-framing and no-referrer with API answers too', async () => {
    const res = await fetch(h.url + '/api/account/me');
    expect(res.status).toBe(401);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    expect(res.headers.get('x-powered-by')).toBeNull();
  });

  it("lets the operator console's own inline scripts run, and nothing else inline", async () => {
    const page = await fetch(h.url + '/ops', { headers: { cookie: operator } });
    expect(page.status).toBe(200);
    const policy = csp(page.headers);
    const nonce = nonceOf(policy)!;
    expect(directive(policy, 'frame-ancestors')).toBe("frame-ancestors 'none'");
    const html = await page.text();
    const scripts = html.match(/<script[^>]*>/g)!;
    // the page state at the top and AdminJS's start script at the bottom
    expect(scripts.filter((s) => !/\bsrc=/.test(s))).toEqual([`<script nonce="${nonce}">`, `<script nonce="${nonce}">`]);
    expect(html.lastIndexOf(`<script nonce="${nonce}">`)).toBe(html.lastIndexOf("<script nonce=\"" + nonce + "\">\n        var app = document.getElementById('app');"));
    expect(html.indexOf(`<script nonce="${nonce}">`)).toBeLessThan(html.indexOf('window.REDUX_STATE'));

    const logout = await fetch(h.url + '/ops/logout', { headers: { cookie: operator } });
    const logoutNonce = nonceOf(csp(logout.headers));
    expect(await logout.text()).toContain(`<script nonce="${logoutNonce}">`);
  });
});

describe('the operator console nonce', () => {
  it('is never given to a script that arrived inside the page data', () => {
    let sent = '';
    const res = { locals: { cspNonce: 'N0NCE' }, send: (body: string) => void (sent = body) } as never;
    opsPageNonce({} as never, res, () => undefined);
    const injected = '</script><script>alert(1)</script><script>\n var app = document.getElementById(\'app\');\n var root = createRoot(app)\n root.render(AdminJS.Application);\n</script>';
    (res as { send: (b: string) => void }).send(
      `<!DOCTYPE html><head><script>\n window.REDUX_STATE = {"name":"${injected}"};\n</script></head><body><script>\n        var app = document.getElementById('app');\n        var root = createRoot(app)\n        root.render(AdminJS.Application);\n      </script></body>`,
    );
    expect(sent.match(/<script nonce="N0NCE">/g)).toHaveLength(2);
    expect(sent).toContain('<script>alert(1)</script>');
    expect(sent.indexOf('<script nonce="N0NCE">')).toBe(sent.indexOf('<script'));
    expect(sent.lastIndexOf('<script nonce="N0NCE">')).toBeGreaterThan(sent.indexOf('</head>'));
  });
});

describe(`static files (${ENGINE})`, () => {
  it('answers a missing asset 404 without any path of the server', async () => {
    const res = await fetch(h.url + '/assets/missing-0000.js');
    expect(res.status).toBe(404);
    const text = await res.text();
    expect(text).not.toContain(uiDir);
    expect(text).not.toMatch(/ENOENT|\/tmp\/|\/work\//);
    expect(JSON.parse(text)).toEqual({ message: 'There is no such file.' });
  });

  it('compresses text answers and keeps the immutable year-long cache of hashed assets', async () => {
    for (const [accept, encoding] of [['gzip', 'gzip'], ['br, gzip', 'br']]) {
      const res = await fetch(`${h.url}/assets/${ASSET}`, { headers: { 'accept-encoding': accept } });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-encoding')).toBe(encoding);
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(await res.text()).toContain('export const value3999');
    }
    const page = await fetch(h.url + '/login', { headers: { 'accept-encoding': 'gzip' } });
    expect(page.headers.get('cache-control')).toBe('no-store');
  });
});
