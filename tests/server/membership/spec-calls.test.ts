// The membership calls of the spec that answered "There is no such API call." (issue 19 §6): the
// analyst search under admin/membership, POST on a role, the new-role form's starting point, and PUT /
// POST on a user. Each answers through the service its neighbours use (the generated update with its
// access per record and audit entry, the navbar search) and needs AdminUserManagement.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../../support/server-harness.js';
import { ENGINE } from '../../support/test-db.js';
import { AuditEntry } from '../../../server/db/system-entities.js';
import { ABILITY_NAMES } from '../../../core/model/abilities.js';
import { makeAccount, makeRole, roleAbilities, userRow, type Account } from '../access/support.js';

let h: Harness;
let manager: Account;
let nobody: Account;
let reviewerRole: number;
let institutionRole: number;
let target: Account;
let analyst: Account;

const MANAGER = ['AdminUserManagement', 'AdminReview'];

beforeAll(async () => {
  h = await startHarness();
  manager = await makeAccount(h, 'spec-manager', { abilities: MANAGER, userKind: 'analyst' });
  nobody = await makeAccount(h, 'spec-nobody', { abilities: ['AdminReview'], userKind: 'analyst' });
  // a staff role held by an analyst; institution accounts hold a role without back-office abilities
  reviewerRole = await makeRole(h, 'Spec Reviewer', ['AdminReview']);
  institutionRole = await makeRole(h, 'Spec Contributor', []);
  target = await makeAccount(h, 'spec-target', { roleId: institutionRole, userKind: 'external', signIn: false });
  analyst = await makeAccount(h, 'zelda-analyst', { roleId: reviewerRole, userKind: 'analyst', signIn: false });
  await makeAccount(h, 'zelda-external', { roleId: institutionRole, userKind: 'external', signIn: false });
}, 120_000);
afterAll(() => h?.close());

const auditOf = (entity: string, id: number) => h.db.orm.em.fork().find(AuditEntry, { entity, entityId: String(id) }, { orderBy: { id: 'asc' } });

describe(`membership spec calls (${ENGINE})`, () => {
  it('GET /api/admin/membership/user/analyst/search finds analysts only, as today’s /api/user/analyst/search', async () => {
    const found = await h.call('GET', '/api/admin/membership/user/analyst/search?query=zelda', undefined, manager.cookie);
    expect(found.status).toBe(200);
    expect(found.body.map((u: { userId: number }) => u.userId)).toEqual([analyst.id]);
    expect(found.body[0]).toMatchObject({ userId: analyst.id, username: 'zelda-analyst' });
    expect((await h.call('GET', '/api/user/analyst/search?query=zelda', undefined, manager.cookie)).body).toEqual(found.body);
    expect((await h.call('GET', '/api/admin/membership/user/analyst/search?query=z', undefined, manager.cookie)).body).toEqual([]);
    expect((await h.call('GET', '/api/admin/membership/user/analyst/search?query=a&query=b', undefined, manager.cookie)).status).toBe(400);
    expect((await h.call('GET', `/api/admin/membership/user/analyst/search?query=${'z'.repeat(201)}`, undefined, manager.cookie)).status).toBe(400);
    expect((await h.call('GET', '/api/admin/membership/user/analyst/search?query=zelda', undefined, nobody.cookie)).status).toBe(403);
  });

  it('POST /api/admin/membership/role/{roleId} saves the role like PUT, with its audit entry', async () => {
    const saved = await h.call('POST', `/api/admin/membership/role/${reviewerRole}`, { name: 'Spec Reviewer', description: 'Reads and decides' }, manager.cookie);
    expect(saved.status, saved.body.message).toBe(200);
    expect(saved.body).toMatchObject({ id: reviewerRole, roleId: reviewerRole, description: 'Reads and decides' });
    const audit = await auditOf('roles', reviewerRole);
    expect(audit.at(-1)!.changes).toEqual([{ field: 'description', oldValue: null, newValue: 'Reads and decides' }]);
    // the same rules as PUT: no granting what you do not hold, fields checked
    const granted = await h.call('POST', `/api/admin/membership/role/${reviewerRole}`, { abilities: ['AdminReview', 'AdminOperatorConsole'] }, manager.cookie);
    expect(granted.status).toBe(403);
    expect(await roleAbilities(h, reviewerRole)).toEqual(['AdminReview']);
    expect((await h.call('POST', `/api/admin/membership/role/${reviewerRole}`, { name: '' }, manager.cookie)).status).toBe(400);
    expect((await h.call('POST', '/api/admin/membership/role/999999', { description: 'x' }, manager.cookie)).status).toBe(404);
    expect((await h.call('POST', `/api/admin/membership/role/${reviewerRole}`, { description: 'x' }, nobody.cookie)).status).toBe(403);
  });

  it('GET /api/admin/membership/role/newrole answers a blank role and which abilities the caller may grant', async () => {
    const res = await h.call('GET', '/api/admin/membership/role/newrole', undefined, manager.cookie);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: null, roleId: null, name: null, description: null, abilities: [], institutionRank: null });
    expect(res.body.abilityChoices.map((c: { id: string }) => c.id).sort()).toEqual([...ABILITY_NAMES].sort());
    const grantable = res.body.abilityChoices.filter((c: { grantable: boolean }) => c.grantable).map((c: { id: string }) => c.id);
    expect(grantable.sort()).toEqual([...MANAGER].sort());
    expect((await h.call('GET', '/api/admin/membership/role/newrole', undefined, nobody.cookie)).status).toBe(403);
  });

  it('PUT and POST /api/admin/membership/user/{userId} save the account, with its audit entry', async () => {
    const put = await h.call('PUT', `/api/admin/membership/user/${target.id}`, { firstName: 'Putnam' }, manager.cookie);
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ id: target.id, userId: target.id, firstName: 'Putnam' });
    const post = await h.call('POST', `/api/admin/membership/user/${target.id}`, { firstName: 'Postma' }, manager.cookie);
    expect(post.status).toBe(200);
    expect((await userRow(h, target.id))!.firstName).toBe('Postma');
    const changes = (await auditOf('users', target.id)).map((e) => e.changes.find((c) => c.field === 'firstName')?.newValue).filter(Boolean);
    expect(changes.slice(-2)).toEqual(['Putnam', 'Postma']);
    for (const method of ['PUT', 'POST']) {
      const bad = await h.call(method, `/api/admin/membership/user/${target.id}`, { email: 'not an address' }, manager.cookie);
      expect(bad.status).toBe(400);
      expect(bad.body.modelState.email).toBeTruthy();
      expect((await h.call(method, '/api/admin/membership/user/999999', { firstName: 'X' }, manager.cookie)).status).toBe(404);
      expect((await h.call(method, `/api/admin/membership/user/${target.id}`, { firstName: 'X' }, nobody.cookie)).status).toBe(403);
    }
    expect((await userRow(h, target.id))!.firstName).toBe('Postma');
  });
});
