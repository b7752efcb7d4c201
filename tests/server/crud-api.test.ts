// The generated REST API on the real model: the ra-data-simple-rest contract, validation with
// modelState, spec aliases, soft delete, and the audit trail written with each change.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../support/server-harness.js';
import { ENGINE } from '../support/test-db.js';

let h: Harness;
let admin: string;
let analyst: string;

beforeAll(async () => {
  h = await startHarness();
  admin = await h.userWith(['AdminManageSettings', 'AdminManageContent', 'AdminManageLookups', 'AdminViewAudit'], 'settings-admin');
  analyst = await h.userWith(['AdminReview'], 'an-analyst');
}, 60_000);
afterAll(() => h?.close());

describe(`generated REST endpoints (${ENGINE})`, () => {
  it('answers 401 to anonymous callers and 403 without the ability', async () => {
    expect((await h.call('GET', '/api/rest/tags')).status).toBe(401);
    expect((await h.call('GET', '/api/rest/no-such-thing')).status).toBe(401);
    const refused = await h.call('POST', '/api/rest/tags', { name: 'X' }, analyst);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toMatch(/permission/);
  });

  it('creates, lists with Content-Range, sorts, pages and filters', async () => {
    for (const name of ['Ethnic Studies', 'Dual Enrollment', 'Honors Pilot', 'Online Pilot', 'Arts Integration'])
      expect((await h.call('POST', '/api/rest/tags', { name }, admin)).status).toBe(201);
    const page = await h.call('GET', `/api/rest/tags?sort=${encodeURIComponent('["name","ASC"]')}&range=${encodeURIComponent('[0,1]')}`, undefined, admin);
    expect(page.status).toBe(200);
    expect(page.body.map((t: { name: string }) => t.name)).toEqual(['Arts Integration', 'Dual Enrollment']);
    expect(page.headers.get('content-range')).toBe('tags 0-1/5');

    const q = await h.call('GET', `/api/rest/tags?filter=${encodeURIComponent('{"q":"pilot"}')}`, undefined, analyst);
    expect(q.body.map((t: { name: string }) => t.name).sort()).toEqual(['Honors Pilot', 'Online Pilot']);

    const ids = page.body.map((t: { id: number }) => t.id);
    const many = await h.call('GET', `/api/rest/tags?filter=${encodeURIComponent(JSON.stringify({ id: ids }))}`, undefined, admin);
    expect(many.body).toHaveLength(2);

    const range = await h.call('GET', `/api/rest/rubrics?filter=${encodeURIComponent('{"value_gte":2,"value_lte":3}')}`, undefined, admin);
    expect(range.status).toBe(200);
  });

  it('refuses bad input with modelState and never a 500', async () => {
    const missing = await h.call('POST', '/api/rest/tags', {}, admin);
    expect(missing.status).toBe(400);
    expect(missing.body.modelState).toEqual({ name: ['Required.'] });

    const tooLong = await h.call('POST', '/api/rest/rubrics', { name: 'x'.repeat(101), value: 9 }, admin);
    expect(tooLong.status).toBe(400);
    expect(Object.keys(tooLong.body.modelState).sort()).toEqual(['name', 'value']);

    const unknown = await h.call('POST', '/api/rest/tags', { name: 'Fine', colour: 'red' }, admin);
    expect(unknown.body.modelState).toEqual({ colour: ['Unknown field.'] });

    const dup = await h.call('POST', '/api/rest/tags', { name: 'Ethnic Studies' }, admin);
    expect(dup.status).toBe(400);
    expect(dup.body.modelState).toEqual({ name: ['This value is already used by another record.'] });

    expect((await h.call('POST', '/api/rest/tags', '{not json', admin)).status).toBe(400);
    expect((await h.call('GET', '/api/rest/tags?sort=["nope","ASC"]', undefined, admin)).status).toBe(400);
    expect((await h.call('GET', '/api/rest/tags?filter={"nope":1}', undefined, admin)).status).toBe(400);
    expect((await h.call('GET', '/api/rest/tags?range=[5,1]', undefined, admin)).status).toBe(400);
    expect((await h.call('GET', '/api/rest/tags/abc', undefined, admin)).status).toBe(400);
    expect((await h.call('GET', '/api/rest/tags/999999', undefined, admin)).status).toBe(404);
  });

  it('serves the spec aliases with the spec id names', async () => {
    const created = await h.call('POST', '/api/admin/tag', { name: 'A-G Review Pilot' }, admin);
    expect(created.status).toBe(201);
    expect(created.body.tagId).toBe(created.body.id);
    const renamed = await h.call('POST', `/api/admin/tag/${created.body.id}`, { tagId: created.body.id, name: 'A-G Review Pilot 2' }, admin);
    expect(renamed.body.name).toBe('A-G Review Pilot 2');
    const all = await h.call('GET', '/api/admin/tag', undefined, analyst);
    expect(Array.isArray(all.body)).toBe(true);
    expect(all.body.find((t: { tagId: number }) => t.tagId === created.body.id).name).toBe('A-G Review Pilot 2');
    const refused = await h.call('DELETE', `/api/admin/tag/${created.body.id}?removeReferences=false`, undefined, analyst);
    expect(refused.status).toBe(403);
    const removed = await h.call('DELETE', `/api/admin/tag/${created.body.id}?removeReferences=true`, undefined, admin);
    expect(removed.status).toBe(200);
    expect(removed.body.isDeleted).toBe(true); // tags are soft-deleted: existing links keep their name
  });

  it('writes audit entries (I, U, D) with the user and the changed fields', async () => {
    const created = await h.call('POST', '/api/rest/rubrics', { name: 'Meets', value: 3 }, admin);
    const id = created.body.id;
    await h.call('PUT', `/api/rest/rubrics/${id}`, { ...created.body, name: 'Meets standard' }, admin);
    await h.call('DELETE', `/api/rest/rubrics/${id}`, undefined, admin);
    const audit = await h.call('GET', `/api/admin/audit/rubrics/${id}`, undefined, admin);
    expect(audit.status).toBe(200);
    const [del, upd, ins] = audit.body.entries;
    expect(ins).toMatchObject({ auditType: 'I', userName: 'settings-admin' });
    expect(ins.changes).toContainEqual({ field: 'name', oldValue: null, newValue: 'Meets' });
    expect(upd.auditType).toBe('U');
    expect(upd.changes).toEqual([{ field: 'name', oldValue: 'Meets', newValue: 'Meets standard' }]);
    expect(del.auditType).toBe('U'); // soft delete: the isDeleted flag changes
    expect(del.changes).toEqual([{ field: 'isDeleted', oldValue: false, newValue: true }]);
    expect((await h.call('GET', `/api/admin/audit/Rubric/${id}`, undefined, analyst)).status).toBe(200);
    expect((await h.call('GET', `/api/admin/audit/users/1`, undefined, analyst)).status).toBe(403);
  });

  it('rolls the change back when its audit entry cannot be written', async () => {
    h.auditFaults.failNext();
    const res = await h.call('POST', '/api/rest/tags', { name: 'Never saved' }, admin);
    expect(res.status).toBe(500);
    expect(h.auditFaults.pending()).toBe(false); // the write was reached and failed
    expect(res.body.message).not.toMatch(/injected/);
    const found = await h.call('GET', `/api/rest/tags?filter=${encodeURIComponent('{"q":"Never saved"}')}`, undefined, admin);
    expect(found.body).toHaveLength(0);
  });

  it('hard-deletes lookups, refusing while other records refer to them', async () => {
    const lang = await h.call('POST', '/api/rest/languages', { id: 9001, name: 'Klingon' }, admin);
    expect(lang.status).toBe(201);
    const del = await h.call('DELETE', '/api/rest/languages/9001', undefined, admin);
    expect(del.status).toBe(200);
    expect((await h.call('GET', '/api/rest/languages/9001', undefined, admin)).status).toBe(404);
    const audit = await h.call('GET', '/api/admin/audit/languages/9001', undefined, admin);
    expect(audit.body.entries.map((e: { auditType: string }) => e.auditType)).toEqual(['D', 'I']);
  });

  it('never returns password hashes and hashes what it stores', async () => {
    const users = await h.userWith(['AdminUserManagement'], 'membership-admin');
    const created = await h.call('POST', '/api/rest/users', { username: 'jdoe', email: 'jdoe@example.org', firstName: 'Jane', lastName: 'Doe', password: 'a-long-password-1', userKind: 'external' }, users);
    expect(created.status).toBe(201);
    expect(created.body).not.toHaveProperty('password');
    const list = await h.call('GET', '/api/rest/users', undefined, users);
    expect(JSON.stringify(list.body)).not.toMatch(/argon2/);
    // a created account waits for its e-mail verification (server/membership): activated here by hand
    await h.db.orm.em.fork().nativeUpdate('User', { id: created.body.id }, { isActive: true });
    expect(await h.signIn('jdoe', 'a-long-password-1')).toMatch(/^ag_sid=/);
    const audit = await h.call('GET', `/api/admin/audit/users/${created.body.id}`, undefined, users);
    expect(JSON.stringify(audit.body)).not.toMatch(/argon2/);
  });
});

describe(`updates that change nothing (${ENGINE})`, () => {
  it('write no audit entry when the form sends the record back unchanged', async () => {
    const lookups = await h.userWith(['AdminManageLookups'], 'lookup-editor');
    const year = await h.call('POST', '/api/rest/academic-years', { id: 40, name: '2036-37', startDate: '2036-07-01', endDate: '2037-06-30' }, lookups);
    expect(year.status).toBe(201);
    const again = await h.call('PUT', '/api/rest/academic-years/40', year.body, lookups);
    expect(again.status).toBe(200);
    const audit = await h.call('GET', '/api/admin/audit/academic-years/40', undefined, lookups);
    expect(audit.body.entries.map((e: { auditType: string }) => e.auditType)).toEqual(['I']);
  });
});

describe(`paged spec aliases (${ENGINE})`, () => {
  it('pages institutions with searchInstitutionTypes and isActive, answering { total, result }', async () => {
    const manager = await h.userWith(['AdminManageInstitutions'], 'institution-manager');
    const make = (name: string, institutionTypeId: number, isActive: boolean) => h.call('POST', '/api/rest/institutions', { name, institutionTypeId, isActive }, manager);
    for (const [name, type, active] of [['Lincoln High', 1, true], ['Lincoln Online', 2, true], ['Lincoln Unified', 5, true], ['Old Lincoln High', 1, false]] as const)
      expect((await make(name, type, active)).status).toBe(201);
    const page = await h.call('GET', '/api/admin/institution?searchInstitutionTypes=1,2&isActive=true&pageNumber=1&pageSize=10&sorting=name%20asc', undefined, manager);
    expect(page.status).toBe(200);
    expect(page.body.total).toBe(2);
    expect(page.body.result.map((i: { name: string }) => i.name)).toEqual(['Lincoln High', 'Lincoln Online']);
    const second = await h.call('GET', '/api/admin/institution?filter=lincoln&pageNumber=2&pageSize=3', undefined, manager);
    expect(second.body).toMatchObject({ total: 4 });
    expect(second.body.result).toHaveLength(1);
  });
});
