// Concurrent updates of one record lose nothing: each write starts from the previous one's result,
// so the audit trail is an unbroken chain (every entry's old value is the entry before's new value).
// An update that names the version it read is refused with 409 when the record moved on since.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../../support/server-harness.js';
import { ENGINE } from '../../support/test-db.js';
import { CSRF_HEADER, csrfTokenFor } from '../../../server/http/security/csrf-token.js';

const WRITERS = 50;
const STALE = 'This record was changed by someone else; reload to see it.';

let h: Harness;
let admin: string;

beforeAll(async () => {
  h = await startHarness();
  admin = await h.userWith(['AdminManageSettings', 'AdminViewAudit'], 'concurrent-admin');
}, 60_000);
afterAll(() => h?.close());

interface Link {
  oldValue: unknown;
  newValue: unknown;
}

/** The record's changes of one field, oldest first. */
async function history(resource: string, id: number, field: string): Promise<Link[]> {
  const trail = await h.call('GET', `/api/admin/audit/${resource}/${id}`, undefined, admin);
  expect(trail.status).toBe(200);
  return (trail.body.entries as { auditType: string; changes: ({ field: string } & Link)[] }[])
    .filter((e) => e.auditType === 'U')
    .reverse()
    .map((e) => e.changes.find((c) => c.field === field))
    .filter((c): c is { field: string } & Link => c !== undefined);
}

/** How many entries start from a value other than the one the entry before them wrote: lost updates. */
function brokenLinks(start: unknown, links: Link[]): number {
  let broken = 0;
  let previous = start;
  for (const link of links) {
    if (link.oldValue !== previous) broken++;
    previous = link.newValue;
  }
  return broken;
}

async function newTag(name: string): Promise<{ id: number; rowVersion: number }> {
  const created = await h.call('POST', '/api/rest/tags', { name }, admin);
  expect(created.status).toBe(201);
  return created.body;
}

describe(`concurrent updates of one record (${ENGINE})`, () => {
  it(`applies ${WRITERS} simultaneous updates that name no version one after the other, losing none`, async () => {
    const tag = await newTag('Concurrent 0');
    const answers = await Promise.all(
      Array.from({ length: WRITERS }, (_, i) =>
        // half through the spec's alias (whose bodies carry no version), half through the REST path
        i % 2 ? h.call('POST', `/api/admin/tag/${tag.id}`, { tagId: tag.id, name: `Concurrent ${i + 1}` }, admin) : h.call('PUT', `/api/rest/tags/${tag.id}`, { name: `Concurrent ${i + 1}` }, admin),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(WRITERS).fill(200));
    const links = await history('tags', tag.id, 'name');
    expect(links).toHaveLength(WRITERS);
    expect(brokenLinks('Concurrent 0', links), 'audit entries whose old value is not the previous new value').toBe(0);
    const stored = await h.call('GET', `/api/rest/tags/${tag.id}`, undefined, admin);
    expect(stored.body.name).toBe(links[links.length - 1].newValue);
    expect(stored.body.rowVersion).toBe(tag.rowVersion + WRITERS);
  }, 120_000);

  it(`lets one of ${WRITERS} simultaneous updates of the same version win and refuses the others with 409`, async () => {
    const tag = await newTag('Versioned 0');
    const answers = await Promise.all(
      Array.from({ length: WRITERS }, (_, i) => h.call('PUT', `/api/rest/tags/${tag.id}`, { name: `Versioned ${i + 1}`, rowVersion: tag.rowVersion }, admin)),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(WRITERS - 1);
    expect(answers.find((a) => a.status === 409)!.body).toEqual({ message: STALE });
    const links = await history('tags', tag.id, 'name');
    expect(links).toHaveLength(1);
    expect(brokenLinks('Versioned 0', links)).toBe(0);
    expect(answers.find((a) => a.status === 200)!.body).toMatchObject({ name: links[0].newValue, rowVersion: tag.rowVersion + 1 });
  }, 120_000);

  it('does not count a sign-in as an edit: a user form opened before it can still be saved', async () => {
    const manager = await h.userWith(['AdminUserManagement', 'AdminManageUCUsers'], 'concurrent-manager');
    await h.userWith([], 'signs-in-again');
    const [user] = (await h.call('GET', `/api/rest/users?filter=${encodeURIComponent('{"q":"signs-in-again"}')}`, undefined, manager)).body;
    await h.signIn('signs-in-again', 'correct-horse-battery');
    const after = (await h.call('GET', `/api/rest/users/${user.id}`, undefined, manager)).body;
    expect(after.lastLoginAt).not.toBe(user.lastLoginAt);
    expect(after.rowVersion).toBe(user.rowVersion);
    const saved = await h.call('PUT', `/api/rest/users/${user.id}`, { firstName: 'Edited', rowVersion: user.rowVersion }, manager);
    expect(saved.status).toBe(200);
  });

  it('refuses a stale version in the body or in If-Match, and a malformed one with 400', async () => {
    const tag = await newTag('Stale 0');
    const first = await h.call('PUT', `/api/rest/tags/${tag.id}`, { name: 'Stale 1', rowVersion: tag.rowVersion }, admin);
    expect(first.status).toBe(200);
    expect(first.body.rowVersion).toBe(tag.rowVersion + 1);

    const stale = await h.call('PUT', `/api/rest/tags/${tag.id}`, { name: 'Stale 2', rowVersion: tag.rowVersion }, admin);
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(STALE);

    const session = admin.replace(/^.*?ag_sid=([^;]*).*$/, '$1');
    const headers = (tag: string) => ({ 'content-type': 'application/json', 'if-match': tag, cookie: admin, [CSRF_HEADER]: csrfTokenFor(session) });
    const viaHeader = await fetch(`${h.url}/api/rest/tags/${tag.id}`, { method: 'PUT', headers: headers(`"${tag.rowVersion}"`), body: JSON.stringify({ name: 'Stale 3' }) });
    expect(viaHeader.status).toBe(409);
    const current = await fetch(`${h.url}/api/rest/tags/${tag.id}`, { method: 'PUT', headers: headers(`W/"${first.body.rowVersion}"`), body: JSON.stringify({ name: 'Stale 4' }) });
    expect(current.status).toBe(200);

    const malformed = await h.call('PUT', `/api/rest/tags/${tag.id}`, { name: 'Stale 5', rowVersion: 'yesterday' }, admin);
    expect(malformed.status).toBe(400);
    expect(Object.keys(malformed.body.modelState)).toEqual(['rowVersion']);
    expect((await history('tags', tag.id, 'name')).map((l) => l.newValue)).toEqual(['Stale 1', 'Stale 4']);
  });

  it('refuses a delete decided on a stale version (If-Match), and applies it on the current one', async () => {
    const tag = await newTag('Doomed 0');
    const edited = await h.call('PUT', `/api/rest/tags/${tag.id}`, { name: 'Doomed 1', rowVersion: tag.rowVersion }, admin);
    const session = admin.replace(/^.*?ag_sid=([^;]*).*$/, '$1');
    const remove = (version: number) =>
      fetch(`${h.url}/api/rest/tags/${tag.id}`, { method: 'DELETE', headers: { 'if-match': `"${version}"`, cookie: admin, [CSRF_HEADER]: csrfTokenFor(session) } });
    const stale = await remove(tag.rowVersion);
    expect(stale.status).toBe(409);
    expect((await stale.json()).message).toBe(STALE);
    expect((await h.call('GET', `/api/rest/tags/${tag.id}`, undefined, admin)).body.isDeleted).toBe(false);
    expect((await remove(edited.body.rowVersion)).status).toBe(200);
    expect((await h.call('GET', `/api/rest/tags/${tag.id}`, undefined, admin)).body.isDeleted).toBe(true);
  });
});
