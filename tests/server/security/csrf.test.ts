// Writes must come from the back office's own pages. A page of another site, or of another origin of
// the same site (another port or subdomain, which the SameSite=Lax cookie does not stop), is refused
// on /api and /ops, whatever the body type; text/plain is never taken as JSON; a signed-in /api write
// carries the session's token. The requests below carry the headers Chromium sends for such pages.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../../support/server-harness.js';
import { ENGINE } from '../../support/test-db.js';
import { CROSS_ORIGIN_REFUSED } from '../../../server/http/security/same-origin.js';
import { CSRF_HEADER, CSRF_TOKEN_REFUSED, csrfTokenFor } from '../../../server/http/security/csrf-token.js';
import { JSON_ONLY } from '../../../server/http/security/json-bodies.js';

let h: Harness;
let admin: string; // cookie of a user who may change tags, users and rules
let other: string; // another signed-in user

const OTHER_SITE = { origin: 'http://attacker.example', 'sec-fetch-site': 'cross-site' };
// a page on another port of the same host: same site, other origin
const SAME_SITE = () => ({ origin: h.url.replace(/:(\d+)$/, (_m, p) => `:${Number(p) + 1}`), 'sec-fetch-site': 'same-site' });
const OWN_PAGE = () => ({ origin: h.url, 'sec-fetch-site': 'same-origin' });
const tokenOf = (cookie: string) => csrfTokenFor(cookie.replace(/^ag_sid=/, ''));

async function send(method: string, path: string, opts: { headers?: Record<string, string>; body?: BodyInit; cookie?: string } = {}) {
  const res = await fetch(h.url + path, { method, body: opts.body, headers: { ...(opts.cookie ? { cookie: opts.cookie } : {}), ...opts.headers }, redirect: 'manual' });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    /* not JSON */
  }
  return { status: res.status, body: body as { message?: string } };
}

const tagNamed = async (name: string) => ((await h.call('GET', `/api/rest/tags?filter=${encodeURIComponent(JSON.stringify({ q: name }))}`, undefined, admin)).body as { name: string }[]).filter((t) => t.name === name);
const userNamed = async (username: string) => (await h.db.orm.em.fork().count('User', { username } as never)) > 0;

beforeAll(async () => {
  h = await startHarness({ ops: true });
  admin = await h.userWith(['AdminOperatorConsole', 'AdminManageSettings', 'AdminUserManagement', 'AdminManageRules', 'AdminManageLookups'], 'csrf-admin');
  other = await h.userWith(['AdminManageSettings'], 'csrf-other');
  // AdminJS loads in the background; the first answer waits for it
  expect((await h.call('GET', '/ops/api/resources/tags/actions/list', undefined, admin)).status).toBe(200);
}, 120_000);
afterAll(() => h?.close());

describe(`writes from other origins (${ENGINE})`, () => {
  it('refuses a JSON write on /api from another site and from another origin of the same site', async () => {
    for (const [i, headers] of [OTHER_SITE, SAME_SITE()].entries()) {
      const res = await send('POST', '/api/rest/tags', { cookie: admin, headers: { ...headers, 'content-type': 'application/json', [CSRF_HEADER]: tokenOf(admin) }, body: JSON.stringify({ name: `Forged JSON ${i}` }) });
      expect(res.status).toBe(403);
      expect(res.body.message).toBe(CROSS_ORIGIN_REFUSED);
      expect(await tagNamed(`Forged JSON ${i}`)).toEqual([]);
    }
  });

  it('refuses when only one of the two headers speaks for another origin', async () => {
    const originOnly = await send('POST', '/api/rest/tags', { cookie: admin, headers: { origin: SAME_SITE().origin, 'content-type': 'application/json' }, body: '{"name":"Origin only"}' });
    expect(originOnly.status).toBe(403);
    const siteOnly = await send('POST', '/api/rest/tags', { cookie: admin, headers: { 'sec-fetch-site': 'same-site', 'content-type': 'application/json' }, body: '{"name":"Site only"}' });
    expect(siteOnly.status).toBe(403);
    const nullOrigin = await send('POST', '/api/rest/tags', { cookie: admin, headers: { origin: 'null', 'content-type': 'application/json' }, body: '{"name":"Null origin"}' });
    expect(nullOrigin.status).toBe(403);
  });

  it('refuses text/plain posts from another origin: rule versions are neither activated nor rolled back', async () => {
    const draft = await h.call('POST', '/api/admin/rules/review-decision/drafts', { comment: 'Forged activation target' }, admin);
    expect(draft.body).toMatchObject({ version: 2, status: 'draft' });
    const activate = await send('POST', `/api/admin/rules/review-decision/versions/${draft.body.id}/activate`, { cookie: admin, headers: { ...SAME_SITE(), 'content-type': 'text/plain' }, body: '{}' });
    expect(activate.status).toBe(403);
    const rollback = await send('POST', '/api/admin/rules/review-decision/rollback', { cookie: admin, headers: { ...OTHER_SITE, 'content-type': 'text/plain' }, body: '' });
    expect(rollback.status).toBe(403);
    const sets = await h.call('GET', '/api/admin/rules', undefined, admin);
    expect(sets.body.ruleSets.find((s: { name: string }) => s.name === 'review-decision').activeVersion).toBe(1);
  });

  it('never takes text/plain or form bodies as JSON writes, even from the back office page', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      const res = await send('POST', '/api/rest/tags', { cookie: admin, headers: { ...OWN_PAGE(), 'content-type': type, [CSRF_HEADER]: tokenOf(admin) }, body: '{"name":"Plain text tag"}' });
      expect(res.status).toBe(415);
      expect(res.body.message).toBe(JSON_ONLY);
    }
    expect(await tagNamed('Plain text tag')).toEqual([]);
  });

  it("refuses an /ops form post from another origin: no Administrator account appears", async () => {
    const fields = new URLSearchParams({ username: 'forged-admin', email: 'forged@example.org', firstName: 'Forged', lastName: 'Admin', userKind: 'ucop', password: 'forged-password-123', isActive: 'true' });
    const form = await send('POST', '/ops/api/resources/users/actions/new', { cookie: admin, headers: SAME_SITE(), body: fields });
    expect(form.status).toBe(403);
    const multipart = new FormData();
    for (const [k, v] of fields) multipart.set(k, v);
    expect((await send('POST', '/ops/api/resources/users/actions/new', { cookie: admin, headers: OTHER_SITE, body: multipart })).status).toBe(403);
    expect(await userNamed('forged-admin')).toBe(false);
  });

  it('still takes /ops writes from its own page, which sends the token', async () => {
    const multipart = new FormData();
    multipart.set('name', 'Ops Own Page Tag');
    const res = await send('POST', '/ops/api/resources/tags/actions/new', { cookie: admin, headers: { ...OWN_PAGE(), [CSRF_HEADER]: tokenOf(admin) }, body: multipart });
    expect(res.status).toBe(200);
    expect(await tagNamed('Ops Own Page Tag')).toHaveLength(1);
  });

  it('refuses a cross-site form that signs the user out, and a forged sign-in', async () => {
    const cookie = await h.signIn('csrf-other', 'correct-horse-battery');
    const logout = await send('POST', '/api/account/logout', { cookie, headers: { ...OTHER_SITE, 'content-type': 'application/x-www-form-urlencoded' }, body: '' });
    expect(logout.status).toBe(403);
    expect((await h.call('GET', '/api/account/me', undefined, cookie)).status).toBe(200);
    const sameSite = await send('POST', '/api/account/logout', { cookie, headers: SAME_SITE() });
    expect(sameSite.status).toBe(403);
    expect((await h.call('GET', '/api/account/me', undefined, cookie)).status).toBe(200);

    const login = await send('POST', '/api/account/login/admin', { headers: { ...SAME_SITE(), 'content-type': 'application/json' }, body: JSON.stringify({ username: 'csrf-other', password: 'correct-horse-battery' }) });
    expect(login.status).toBe(403);
  });
});

describe(`the session's token on /api writes (${ENGINE})`, () => {
  it('takes a same-origin write with the token', async () => {
    const res = await send('POST', '/api/rest/tags', { cookie: admin, headers: { ...OWN_PAGE(), 'content-type': 'application/json', [CSRF_HEADER]: tokenOf(admin) }, body: JSON.stringify({ name: 'Token Tag' }) });
    expect(res.status).toBe(201);
    expect(await tagNamed('Token Tag')).toHaveLength(1);
  });

  it('refuses a write without the token, or with the token of another session', async () => {
    const none = await send('POST', '/api/rest/tags', { cookie: admin, headers: { ...OWN_PAGE(), 'content-type': 'application/json' }, body: JSON.stringify({ name: 'No Token Tag' }) });
    expect(none.status).toBe(403);
    expect(none.body.message).toBe(CSRF_TOKEN_REFUSED);
    const wrong = await send('POST', '/api/rest/tags', { cookie: admin, headers: { ...OWN_PAGE(), 'content-type': 'application/json', [CSRF_HEADER]: tokenOf(other) }, body: JSON.stringify({ name: 'No Token Tag' }) });
    expect(wrong.status).toBe(403);
    const del = await send('DELETE', '/api/rest/tags/1', { cookie: admin, headers: OWN_PAGE() });
    expect(del.status).toBe(403);
    expect(await tagNamed('No Token Tag')).toEqual([]);
  });

  it('hands the token to the page: at sign-in and from /api/account/me', async () => {
    const login = await h.call('POST', '/api/account/login/admin', { username: 'csrf-other', password: 'correct-horse-battery' });
    const cookie = login.headers.get('set-cookie')!.split(';')[0];
    expect(login.body.csrfToken).toBe(tokenOf(cookie));
    expect((await h.call('GET', '/api/account/me', undefined, cookie)).body.csrfToken).toBe(tokenOf(cookie));
  });
});
