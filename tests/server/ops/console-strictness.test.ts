// The operator console is as strict as the API: every malformed request (tests/server/ops/
// malformed-requests.ts) gets a 4xx with a message, never a 500, and prototype keys reach no object;
// and a write needs the session's CSRF token, which the console's pages carry, as /api writes do.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../../support/server-harness.js';
import { ENGINE } from '../../support/test-db.js';
import { CSRF_HEADER, CSRF_TOKEN_REFUSED, csrfTokenFor } from '../../../server/http/security/csrf-token.js';
import { malformedRequests, type MalformedRequest } from './malformed-requests.js';

let h: Harness;
let operator: string;
let other: string; // another operator's session
let records: Record<string, number>;

const tokenOf = (cookie: string) => csrfTokenFor(cookie.replace(/^ag_sid=/, ''));

const PARALLEL = 8;

async function send(r: MalformedRequest) {
  const headers: Record<string, string> = { cookie: operator, origin: h.url, 'sec-fetch-site': 'same-origin', [CSRF_HEADER]: tokenOf(operator) };
  if (r.contentType) headers['content-type'] = r.contentType;
  const res = await fetch(h.url + r.path, { method: r.method, headers, body: r.body as BodyInit | undefined, redirect: 'manual' });
  const text = await res.text();
  let message: unknown;
  try {
    message = (JSON.parse(text) as { message?: unknown }).message;
  } catch {
    message = res.headers.get('content-type')?.startsWith('text/html') ? text : undefined; // a page of its own
  }
  return { status: res.status, message };
}

const idOf = async (entity: string, where: Record<string, unknown>) => ((await h.db.orm.em.fork().findOneOrFail(entity, where as never)) as { id: number }).id;

beforeAll(async () => {
  h = await startHarness({ ops: true });
  operator = await h.userWith(['AdminOperatorConsole', 'AdminManageSettings', 'AdminUserManagement', 'AdminManageLookups', 'AdminManageInstitutions'], 'ops-malformed');
  other = await h.userWith(['AdminOperatorConsole', 'AdminUserManagement', 'AdminManageSettings'], 'ops-other');
  await h.userWith([], 'ops-malformed-target');
  const tag = await h.call('POST', '/api/rest/tags', { name: 'Malformed Target' }, operator);
  expect(tag.status).toBe(201);
  const institution = (await h.call('GET', '/api/rest/institutions?range=[0,0]', undefined, operator)).body[0];
  records = {
    tags: tag.body.id,
    users: await idOf('User', { username: 'ops-malformed-target' }),
    roles: await idOf('Role', { name: 'role-ops-malformed-target' }),
    ...(institution ? { institutions: institution.id } : {}),
  };
  // AdminJS loads in the background; the first answer waits for it
  expect((await h.call('GET', '/ops/api/resources/tags/actions/list', undefined, operator)).status).toBe(200);
}, 120_000);
afterAll(() => h?.close());

describe(`malformed requests to the operator console (${ENGINE})`, () => {
  it('answers each with a 4xx and a message, never a 500', async () => {
    const requests = malformedRequests(records);
    const answers: Array<{ name: string; status: number; message: unknown }> = [];
    for (let i = 0; i < requests.length; i += PARALLEL)
      answers.push(...(await Promise.all(requests.slice(i, i + PARALLEL).map(async (r) => ({ name: r.name, ...(await send(r)) })))));
    const failed = answers.filter((a) => a.status >= 500 || (a.status >= 400 && (typeof a.message !== 'string' || !a.message)));
    const counts = new Map<number, number>();
    for (const a of answers) counts.set(a.status, (counts.get(a.status) ?? 0) + 1);
    const byStatus = [...counts].sort(([a], [b]) => a - b).map(([s, n]) => `${s}: ${n}`);
    console.log(`/ops malformed requests (${ENGINE}): ${requests.length} sent, ${answers.filter((a) => a.status >= 500).length} answered 5xx (${byStatus.join(', ')})`);
    expect(failed.map((a) => `${a.status} ${a.name.slice(0, 160)}: ${String(a.message).slice(0, 120)}`)).toEqual([]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  }, 120_000);
});

const userExists = async (username: string) => (await h.db.orm.em.fork().count('User', { username } as never)) > 0;
const tagNamed = async (name: string) => h.db.orm.em.fork().findOne('Tag', { name } as never);
const newUser = (username: string) => ({ username, email: `${username}@example.org`, firstName: 'Forged', lastName: 'Admin', userKind: 'ucop', password: 'forged-password-123', isActive: 'true' });

describe(`console writes need the session's token (${ENGINE})`, () => {
  it('refuses a form post that carries only the session cookie, with neither Origin nor Sec-Fetch-Site: no user appears', async () => {
    const multipart = new FormData();
    for (const [k, v] of Object.entries(newUser('forged-multipart'))) multipart.set(k, v);
    const a = await fetch(h.url + '/ops/api/resources/users/actions/new', { method: 'POST', body: multipart, headers: { cookie: operator }, redirect: 'manual' });
    expect(a.status).toBe(403);
    expect((await a.json()).message).toBe(CSRF_TOKEN_REFUSED);
    const b = await fetch(h.url + '/ops/api/resources/users/actions/new', { method: 'POST', body: new URLSearchParams(newUser('forged-urlencoded')), headers: { cookie: operator }, redirect: 'manual' });
    expect(b.status).toBe(403);
    expect(await userExists('forged-multipart')).toBe(false);
    expect(await userExists('forged-urlencoded')).toBe(false);
  });

  it("refuses another session's token, and body-less deletes without the token", async () => {
    const forged = await fetch(h.url + '/ops/api/resources/users/actions/new', { method: 'POST', body: new URLSearchParams(newUser('forged-other-token')), headers: { cookie: operator, [CSRF_HEADER]: tokenOf(other) } });
    expect(forged.status).toBe(403);
    expect(await userExists('forged-other-token')).toBe(false);
    const tag = await h.call('POST', '/api/rest/tags', { name: 'Token Kept' }, operator);
    for (const path of [`/ops/api/resources/tags/records/${tag.body.id}/delete`, `/ops/api/resources/tags/bulk/bulkDelete?recordIds=${tag.body.id}`])
      expect((await fetch(h.url + path, { method: 'POST', headers: { cookie: operator } })).status, path).toBe(403);
    expect(await tagNamed('Token Kept')).toMatchObject({ isDeleted: false });
  });

  it("takes writes with the token, a delete without a body whatever its type, and hands the token to the console's pages", async () => {
    const created = await fetch(h.url + '/ops/api/resources/tags/actions/new', { method: 'POST', body: new URLSearchParams({ name: 'Token Tag' }), headers: { cookie: operator, [CSRF_HEADER]: tokenOf(operator) } });
    expect((await created.json()).notice).toMatchObject({ type: 'success' });
    const id = ((await tagNamed('Token Tag')) as { id: number }).id;
    const removed = await fetch(h.url + `/ops/api/resources/tags/records/${id}/delete`, { method: 'POST', headers: { cookie: operator, [CSRF_HEADER]: tokenOf(operator), 'content-type': 'text/plain' } });
    expect((await removed.json()).notice).toMatchObject({ type: 'success' });
    expect(await tagNamed('Token Tag')).toMatchObject({ isDeleted: true });

    const page = await (await fetch(h.url + '/ops/resources/tags', { headers: { cookie: other } })).text();
    expect(page).toContain(`<meta name="ag-csrf-token" content="${tokenOf(other)}" data-header="${CSRF_HEADER}">`);
    expect(page).not.toContain(tokenOf(operator));
  });
});
