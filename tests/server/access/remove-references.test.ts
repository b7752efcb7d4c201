// "DELETE /api/rest/counties/{id}?removeReferences=true by a user without the institutions ability
// nulled an institution's county." Detaching is a change to each record that points at the removed
// one: it needs the ability to change those records and their access per record, is refused with
// nothing changed otherwise, and gives every detached record its own audit entry, many-to-many
// lists included (shown on a test resource of notes tagged with tags, added to the real model).
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../../server/app.js';
import { loadCheckedModel } from '../../../server/boot.js';
import { defineResource, type ResourceDef } from '../../../core/model/define.js';
import { runAs } from '../../../server/audit/context.js';
import { CSRF_HEADER, csrfTokenFor } from '../../../server/http/security/csrf-token.js';
import { createTestDb } from '../../support/test-db.js';
import { ENGINE } from '../../support/test-db.js';
import type { Harness } from '../../support/server-harness.js';
import { makeAccount, userRow } from './support.js';
import { listenForTests } from '../../support/listen.js';
import { auditFaults } from '../../support/audit-faults.js';

/** Notes carry tags, many-to-many; only content editors change them. */
const notes = defineResource({
  name: 'test-notes',
  entity: 'TestNote',
  table: 'test_note',
  label: 'Test notes',
  fields: { title: { type: 'string', required: true, maxLength: 100 }, tagIds: { type: 'manyToMany', resource: 'tags' } },
  list: { columns: ['title'], sort: { field: 'title', order: 'ASC' }, perPage: 25 },
  access: { list: 'authenticated', show: 'authenticated', create: 'AdminManageContent', update: 'AdminManageContent', delete: 'AdminManageContent' },
  audit: true,
});

let h: Harness;
let server: Server;

/** The real application on the real model plus the notes; their tables come from the model (they have no migration). */
async function start(): Promise<Harness> {
  const { resources, overrides } = await loadCheckedModel();
  const all: ResourceDef[] = [...resources, notes];
  const faults = auditFaults();
  const db = await createTestDb(all, { auditWrite: faults.write });
  await db.orm.schema.updateSchema({ safe: true });
  const { app, routes, rules, hub, drain } = await createApp({ orm: db.orm, resources: all, overrides });
  const listening = await listenForTests(app);
  server = listening.server;
  const url = listening.url;
  const call: Harness['call'] = async (method, path, body, cookie) => {
    const sid = cookie?.replace(/^.*?ag_sid=([^;]*).*$/, '$1');
    const res = await fetch(url + path, {
      method,
      headers: { ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...(cookie ? { cookie, [CSRF_HEADER]: csrfTokenFor(sid!) } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : undefined, headers: res.headers };
  };
  const signIn: Harness['signIn'] = async (username, password) => {
    const res = await call('POST', '/api/account/login/admin', { username, password });
    if (res.status !== 200) throw new Error(`sign-in failed for ${username}: ${res.status}`);
    return res.headers.get('set-cookie')!.split(';')[0];
  };
  const close = async () => {
    await new Promise((r) => server.close(r));
    await rules.stop();
    await db.close();
  };
  return { db, url, routes, rules, hub, drain, auditFaults: faults, call, signIn, userWith: () => Promise.reject(new Error('not used here')), close };
}

beforeAll(async () => {
  h = await start();
}, 60_000);
afterAll(() => h?.close());

const system = { userId: null, userName: 'test', via: 'system' as const };
async function insert(entity: string, values: Record<string, unknown>): Promise<number> {
  const em = h.db.orm.em.fork();
  return runAs(system, async () => {
    const e = em.create(entity, values as never) as { id: number };
    await em.flush();
    return e.id;
  });
}
const history = async (resource: string, id: number, cookie: string) =>
  (await h.call('GET', `/api/admin/audit/${resource}/${id}`, undefined, cookie)).body.entries as { auditType: string; userName: string; changes: { field: string; oldValue: unknown; newValue: unknown }[] }[];
const countyOf = async (id: number) => ((await h.db.orm.em.fork().findOneOrFail('Institution', { id } as never)) as { countyId: number | null }).countyId;

describe(`removeReferences needs the right to change what it detaches (${ENGINE})`, () => {
  it('refuses a lookup editor who may not change institutions, and changes nothing', async () => {
    const lookups = await makeAccount(h, 'refs-lookups', { abilities: ['AdminManageLookups', 'AdminViewAudit'] });
    await insert('County', { id: 19, name: 'Los Angeles' });
    const school = await insert('Institution', { name: 'Refs High School', institutionTypeId: 1, countyId: 19 });
    const res = await h.call('DELETE', '/api/rest/counties/19?removeReferences=true', undefined, lookups.cookie);
    expect(res.status).toBe(403);
    expect(res.body.message).toMatch(/^Removing the references changes Institutions \(AdminManageInstitutions\), which you do not have permission to change/);
    expect(await countyOf(school)).toBe(19);
    expect((await h.call('GET', '/api/rest/counties/19', undefined, lookups.cookie)).status).toBe(200);
    expect((await history('institutions', school, lookups.cookie)).map((e) => e.auditType)).toEqual(['I']);
  });

  it('detaches for someone who may change institutions, with an audit entry on each detached record', async () => {
    const keeper = await makeAccount(h, 'refs-keeper', { abilities: ['AdminManageLookups', 'AdminManageInstitutions', 'AdminViewAudit'] });
    await insert('County', { id: 37, name: 'San Diego' });
    const schools = [await insert('Institution', { name: 'Refs North', institutionTypeId: 1, countyId: 37 }), await insert('Institution', { name: 'Refs South', institutionTypeId: 1, countyId: 37 })];
    expect((await h.call('DELETE', '/api/rest/counties/37?removeReferences=true', undefined, keeper.cookie)).status).toBe(200);
    for (const id of schools) {
      expect(await countyOf(id)).toBeNull();
      const [detached, ...earlier] = await history('institutions', id, keeper.cookie);
      expect(detached).toMatchObject({ auditType: 'U', userName: 'refs-keeper', changes: [{ field: 'countyId', oldValue: 37, newValue: null }] });
      expect(earlier.map((e) => e.auditType)).toEqual(['I']);
    }
    expect((await history('counties', 37, keeper.cookie)).map((e) => e.auditType)).toEqual(['D', 'I']);
  });

  it('checks access per record on each detached record: UC office users keep their position without AdminManageUCUsers', async () => {
    const withoutUc = await makeAccount(h, 'refs-no-uc', { abilities: ['AdminManageLookups', 'AdminUserManagement'], userKind: 'analyst' });
    const withUc = await makeAccount(h, 'refs-uc', { abilities: ['AdminManageLookups', 'AdminUserManagement', 'AdminManageUCUsers', 'AdminViewAudit'], userKind: 'analyst' });
    const position = await insert('Position', { id: 9501, name: 'Refs Counselor', institutionType: 1 });
    const ucUser = await makeAccount(h, 'refs-uc-user', { userKind: 'ucop', signIn: false });
    await h.db.orm.em.fork().nativeUpdate('User', { id: ucUser.id } as never, { positionId: position } as never);

    const refused = await h.call('DELETE', `/api/rest/positions/${position}?removeReferences=true`, undefined, withoutUc.cookie);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('You do not have the proper permission to edit or delete UCOP users.');
    expect((await h.call('GET', `/api/rest/positions/${position}`, undefined, withoutUc.cookie)).status).toBe(200);
    expect(((await h.db.orm.em.fork().findOneOrFail('User', { id: ucUser.id } as never)) as { positionId: number }).positionId).toBe(position);

    expect((await h.call('DELETE', `/api/rest/positions/${position}?removeReferences=true`, undefined, withUc.cookie)).status).toBe(200);
    expect(await userRow(h, ucUser.id)).not.toBeNull();
    expect((await history('users', ucUser.id, withUc.cookie))[0]).toMatchObject({ auditType: 'U', changes: [{ field: 'positionId', oldValue: position, newValue: null }] });
  });

  it('detaches a tag from many-to-many lists only for someone who may change them, auditing each list', async () => {
    const settings = await makeAccount(h, 'refs-settings', { abilities: ['AdminManageSettings', 'AdminViewAudit'] });
    const both = await makeAccount(h, 'refs-settings-content', { abilities: ['AdminManageSettings', 'AdminManageContent', 'AdminViewAudit'] });
    const kept = await insert('Tag', { name: 'Refs Kept' });
    const gone = await insert('Tag', { name: 'Refs Gone' });
    const first = (await h.call('POST', '/api/rest/test-notes', { title: 'First', tagIds: [kept, gone] }, both.cookie)).body.id;
    const second = (await h.call('POST', '/api/rest/test-notes', { title: 'Second', tagIds: [gone] }, both.cookie)).body.id;
    const tagsOf = async (id: number) => (await h.call('GET', `/api/rest/test-notes/${id}`, undefined, both.cookie)).body.tagIds;

    const refused = await h.call('DELETE', `/api/rest/tags/${gone}?removeReferences=true`, undefined, settings.cookie);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toMatch(/^Removing the references changes Test notes \(AdminManageContent\)/);
    expect(await tagsOf(first)).toEqual(expect.arrayContaining([kept, gone]));
    expect((await h.call('GET', `/api/rest/tags/${gone}`, undefined, settings.cookie)).body.isDeleted).toBe(false);

    expect((await h.call('DELETE', `/api/rest/tags/${gone}?removeReferences=true`, undefined, both.cookie)).status).toBe(200);
    expect(await tagsOf(first)).toEqual([kept]);
    expect(await tagsOf(second)).toEqual([]);
    const [firstEntry] = await history('test-notes', first, both.cookie);
    expect(firstEntry).toMatchObject({ auditType: 'U', userName: 'refs-settings-content', changes: [{ field: 'tagIds', newValue: [kept] }] });
    expect([...(firstEntry.changes[0].oldValue as number[])].sort()).toEqual([kept, gone].sort());
    expect((await history('test-notes', second, both.cookie))[0]).toMatchObject({ auditType: 'U', changes: [{ field: 'tagIds', oldValue: [gone], newValue: [] }] });
    // the tag itself is soft-deleted, as tags are
    expect((await h.call('GET', `/api/rest/tags/${gone}`, undefined, both.cookie)).body.isDeleted).toBe(true);
  });
});
