// API answers carry the security headers of a page with a fixed policy that allows nothing (no nonce
// drawn per answer) and no ETag (no hash of every body); pages still get a fresh nonce, and static
// files keep their ETags.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../../support/server-harness.js';
import { ENGINE } from '../../support/test-db.js';

let h: Harness;
let uiDir: string;
let staff: string;

beforeAll(async () => {
  uiDir = mkdtempSync(path.join(os.tmpdir(), 'ag-ui-'));
  mkdirSync(path.join(uiDir, 'assets'));
  writeFileSync(path.join(uiDir, 'index.html'), '<!doctype html><html><head><title>t</title></head><body></body></html>');
  writeFileSync(path.join(uiDir, 'assets', 'app-0a1b2c3d.js'), 'export const x = 1;');
  h = await startHarness({ app: { uiDir } });
  staff = await h.userWith(['AdminManageSettings', 'AdminManageContent', 'AdminManageLookups'], 'api-headers-staff');
}, 120_000);
afterAll(async () => {
  await h?.close();
  rmSync(uiDir, { recursive: true, force: true });
});

const securityHeaderNames = (headers: Headers) =>
  [...headers.keys()].filter((name) => !['content-security-policy', 'cache-control', 'content-type', 'content-length', 'date', 'connection', 'keep-alive', 'vary', 'content-encoding', 'transfer-encoding', 'set-cookie', 'etag', 'last-modified', 'accept-ranges'].includes(name)).sort();

describe(`API answer headers (${ENGINE})`, () => {
  it('sends every security header a page gets, with a policy that allows nothing and no nonce', async () => {
    const page = await fetch(h.url + '/login');
    const api = await fetch(h.url + '/api/rest/tags', { headers: { cookie: staff } });
    expect(api.status).toBe(200);
    expect(securityHeaderNames(api.headers)).toEqual(expect.arrayContaining(securityHeaderNames(page.headers)));
    expect(securityHeaderNames(api.headers)).toEqual(expect.arrayContaining(['x-content-type-options', 'x-frame-options', 'referrer-policy', 'strict-transport-security', 'cross-origin-resource-policy']));
    expect(api.headers.get('content-security-policy')).toBe("default-src 'none';frame-ancestors 'none'");
    expect(api.headers.get('x-content-type-options')).toBe('nosniff');
    expect(api.headers.get('x-frame-options')).toBe('DENY');
    expect(api.headers.get('x-powered-by')).toBeNull();
    expect(page.headers.get('content-security-policy')).toMatch(/'nonce-[^']+'/);
  });

  it('sends no ETag with API answers, while static files keep theirs', async () => {
    const list = await fetch(h.url + '/api/rest/tags', { headers: { cookie: staff } });
    expect(list.headers.get('etag')).toBeNull();
    expect(Array.isArray(await list.json())).toBe(true);
    const unauthenticated = await fetch(h.url + '/api/account/me');
    expect(unauthenticated.headers.get('etag')).toBeNull();
    const asset = await fetch(h.url + '/assets/app-0a1b2c3d.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('etag')).toBeTruthy();
  });
});
