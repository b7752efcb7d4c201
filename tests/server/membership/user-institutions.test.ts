// A user's institutions, role and permissions there (spec 2 §7 "Membership"): GET /institutions/{userId},
// POST /institution, POST /{userId}/associate, DELETE /userInstitution/{userId}/{id}, POST /role (a new
// role clears the permissions, spec 2 §4), GET and POST /permissions/{userId}/{institutionId}; 400 with
// modelState, 401/403, UC office protection (spec 2 §6, §8) and the audit trail.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINE } from '../../support/test-db.js';
import { closeMembershipFixture, startMembershipFixture, type MembershipFixture } from './fixture.js';

const UCOP_MESSAGE = 'You do not have the proper permission to edit or delete UCOP users.';
const U = '/api/admin/membership/user';
let f: MembershipFixture;

beforeAll(async () => {
  f = await startMembershipFixture();
}, 120_000);
afterAll(() => closeMembershipFixture(f));

const as = (cookie: string) => ({
  get: (path: string) => f.h.call('GET', path, undefined, cookie),
  post: (path: string, body: unknown) => f.h.call('POST', path, body, cookie),
  del: (path: string) => f.h.call('DELETE', path, undefined, cookie),
});

async function auditOf(entity: string, entityId: number) {
  const rows = (await f.h.db.orm.em.fork().find('AuditEntry', { entity, entityId: String(entityId) } as never, { orderBy: { id: 'asc' } as never })) as { auditType: string; userName: string; changes: { field: string; newValue: unknown }[] }[];
  return rows;
}

describe(`user institutions, roles and permissions (${ENGINE})`, () => {
  it('adds institutions to a user, lists them by name and audits the change', async () => {
    const m = as(f.manager.cookie);
    const added = await m.post(`${U}/institution`, { userId: f.external.id, institutionId: f.schoolB, roleId: f.managerRole });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ userId: f.external.id, institutionId: f.schoolB, institutionName: 'Birch Valley High', roleId: f.managerRole, roleName: 'Course List Manager', permissions: [] });
    const associated = await m.post(`${U}/${f.external.id}/associate`, { institutionId: f.schoolA });
    expect(associated.status).toBe(201);
    expect(associated.body).toMatchObject({ institutionId: f.schoolA, roleId: null });

    const list = await m.get(`${U}/institutions/${f.external.id}`);
    expect(list.status).toBe(200);
    expect(list.body.total).toBe(2);
    expect(list.body.result.map((r: { institutionName: string }) => r.institutionName)).toEqual(['Alder Creek High', 'Birch Valley High']);

    const audit = await auditOf('user-institutions', added.body.userInstitutionId);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ auditType: 'I', userName: 'mem-manager' });
    expect(audit[0].changes).toEqual(expect.arrayContaining([{ field: 'institutionId', oldValue: null, newValue: f.schoolB }]));
  });

  it('refuses a second membership of the same institution, unknown institutions and staff roles with field errors', async () => {
    const m = as(f.manager.cookie);
    const twice = await m.post(`${U}/institution`, { userId: f.external.id, institutionId: f.schoolB });
    expect(twice.status).toBe(400);
    expect(twice.body.modelState).toEqual({ institutionId: ['This user is already a member of this institution.'] });
    const unknown = await m.post(`${U}/institution`, { userId: f.external.id, institutionId: 999999 });
    expect(unknown.body.modelState).toEqual({ institutionId: ['Choose an institution from the list.'] });
    const staff = await m.post(`${U}/institution`, { userId: f.external.id, institutionId: f.district, roleId: f.staffRole });
    expect(staff.status).toBe(400);
    expect(staff.body.modelState.roleId[0]).toMatch(/institution role/);
    const bad = await m.post(`${U}/institution`, { userId: 'x', institutionId: -1, extra: 1 });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.modelState).sort()).toEqual(['extra', 'institutionId', 'userId']);
    expect((await m.post(`${U}/institution`, { userId: 999999, institutionId: f.schoolA })).status).toBe(404);
    expect((await m.get(`${U}/institutions/999999`)).status).toBe(404);
    expect((await m.get(`${U}/institutions/99999999999`)).status).toBe(400);
  });

  it('reads and replaces the permissions on one institution, in the list order, once each', async () => {
    const m = as(f.manager.cookie);
    const path = `${U}/permissions/${f.external.id}/${f.schoolB}`;
    const read = await m.get(path);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ userId: f.external.id, institutionId: f.schoolB, institutionName: 'Birch Valley High', userName: 'Test mem-external', permissions: [] });
    expect(read.body.available.map((p: { id: string }) => p.id)).toContain('SubmitCourses');
    const saved = await m.post(path, { permissions: ['SubmitCourses', 'ViewCourseList', 'SubmitCourses'] });
    expect(saved.status).toBe(200);
    expect(saved.body.permissions).toEqual(['ViewCourseList', 'SubmitCourses']);
    expect((await m.get(path)).body.permissions).toEqual(['ViewCourseList', 'SubmitCourses']);

    const wrong = await m.post(path, { permissions: ['ViewCourseList', 'RunTheWorld'] });
    expect(wrong.status).toBe(400);
    expect(Object.keys(wrong.body.modelState)).toEqual(['permissions[1]']);
    expect((await m.post(path, { permissions: 'ViewCourseList' })).body.modelState).toEqual({ permissions: ['Send the permissions as a list.'] });
    expect((await m.post(path, { permissions: [], institutionId: f.schoolA })).body.modelState).toEqual({ institutionId: ['Must be the institution of the path.'] });
    expect((await m.get(`${U}/permissions/${f.external.id}/${f.district}`)).status).toBe(404);
  });

  it('changing the role on an institution resets the permissions there, and only there', async () => {
    const m = as(f.manager.cookie);
    await m.post(`${U}/permissions/${f.external.id}/${f.schoolA}`, { permissions: ['EditCourses'] });
    const same = await m.post(`${U}/role`, { userId: f.external.id, institutionId: f.schoolB, roleId: f.managerRole });
    expect(same.status).toBe(200);
    expect(same.body).toMatchObject({ roleId: f.managerRole, permissions: ['ViewCourseList', 'SubmitCourses'], permissionsReset: false });

    const changed = await m.post(`${U}/role`, { userId: f.external.id, institutionId: f.schoolB, roleId: f.headRole });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ roleId: f.headRole, roleName: 'Head of Institution', permissions: [], permissionsReset: true });
    expect((await m.get(`${U}/permissions/${f.external.id}/${f.schoolB}`)).body.permissions).toEqual([]);
    expect((await m.get(`${U}/permissions/${f.external.id}/${f.schoolA}`)).body.permissions).toEqual(['EditCourses']);

    const id = changed.body.userInstitutionId;
    const last = (await auditOf('user-institutions', id)).at(-1)!;
    expect(last.auditType).toBe('U');
    expect(last.changes.map((c) => c.field).sort()).toEqual(['permissions', 'roleId']);

    expect((await m.post(`${U}/role`, { userId: f.external.id, institutionId: f.schoolB, roleId: f.staffRole })).status).toBe(400);
    expect((await m.post(`${U}/role`, { userId: f.external.id, institutionId: f.district, roleId: f.headRole })).status).toBe(404);
    expect((await m.post(`${U}/role`, { userId: f.external.id, institutionId: f.schoolB })).body.modelState).toEqual({ roleId: ['Required.'] });
  });

  it('protects UC office accounts: every change needs AdminManageUCUsers, reading does not', async () => {
    const m = as(f.manager.cookie);
    const uc = as(f.ucManager.cookie);
    const refused = await m.post(`${U}/institution`, { userId: f.ucop.id, institutionId: f.schoolA });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(UCOP_MESSAGE);
    const added = await uc.post(`${U}/institution`, { userId: f.ucop.id, institutionId: f.schoolA, roleId: f.headRole });
    expect(added.status).toBe(201);
    expect((await m.get(`${U}/institutions/${f.ucop.id}`)).body.total).toBe(1);
    expect((await m.get(`${U}/permissions/${f.ucop.id}/${f.schoolA}`)).status).toBe(200);
    for (const res of [
      await m.post(`${U}/permissions/${f.ucop.id}/${f.schoolA}`, { permissions: ['EditCourses'] }),
      await m.post(`${U}/role`, { userId: f.ucop.id, institutionId: f.schoolA, roleId: f.managerRole }),
      await m.del(`${U}/userInstitution/${f.ucop.id}/${added.body.userInstitutionId}`),
      await m.post(`${U}/${f.ucop.id}/associate`, { institutionId: f.schoolB }),
    ]) {
      expect(res.status).toBe(403);
      expect(res.body.message).toBe(UCOP_MESSAGE);
    }
    expect((await uc.post(`${U}/permissions/${f.ucop.id}/${f.schoolA}`, { permissions: ['EditCourses'] })).status).toBe(200);
  });

  it('removes a membership with its audit entry; 404 for another user\'s membership id', async () => {
    const m = as(f.manager.cookie);
    const list = (await m.get(`${U}/institutions/${f.external.id}`)).body.result as { userInstitutionId: number; institutionId: number }[];
    const alder = list.find((r) => r.institutionId === f.schoolA)!;
    expect((await m.del(`${U}/userInstitution/${f.analyst.id}/${alder.userInstitutionId}`)).status).toBe(404);
    const removed = await m.del(`${U}/userInstitution/${f.external.id}/${alder.userInstitutionId}`);
    expect(removed.status).toBe(200);
    expect(removed.body).toMatchObject({ institutionId: f.schoolA, institutionName: 'Alder Creek High' });
    expect((await m.get(`${U}/institutions/${f.external.id}`)).body.total).toBe(1);
    expect((await auditOf('user-institutions', alder.userInstitutionId)).at(-1)!.auditType).toBe('D');
    expect((await m.del(`${U}/userInstitution/${f.external.id}/${alder.userInstitutionId}`)).status).toBe(404);
  });

  it('lists the institution roles for the pickers', async () => {
    const res = await as(f.manager.cookie).get('/api/admin/membership/role/institution');
    expect(res.body.map((r: { name: string }) => r.name)).toEqual(expect.arrayContaining(['Course List Manager', 'Head of Institution']));
    expect(res.body.map((r: { name: string }) => r.name)).not.toContain('Reviewer');
  });

  it('answers 401 signed out and 403 without user management; the generic API does not write memberships', async () => {
    const calls: [string, string, unknown?][] = [
      ['GET', `${U}/institutions/${f.external.id}`],
      ['POST', `${U}/institution`, { userId: f.external.id, institutionId: f.district }],
      ['POST', `${U}/${f.external.id}/associate`, { institutionId: f.district }],
      ['DELETE', `${U}/userInstitution/${f.external.id}/1`],
      ['POST', `${U}/role`, { userId: f.external.id, institutionId: f.schoolB, roleId: f.headRole }],
      ['GET', `${U}/permissions/${f.external.id}/${f.schoolB}`],
      ['POST', `${U}/permissions/${f.external.id}/${f.schoolB}`, { permissions: [] }],
      ['GET', '/api/admin/membership/role/institution'],
    ];
    for (const [method, path, body] of calls) {
      expect((await f.h.call(method, path, body)).status, `${method} ${path}`).toBe(401);
      expect((await f.h.call(method, path, body, f.analyst.cookie)).status, `${method} ${path}`).toBe(403);
    }
    expect((await f.h.call('GET', '/api/rest/user-institutions', undefined, f.manager.cookie)).status).toBe(200);
    expect((await f.h.call('POST', '/api/rest/user-institutions', { userId: f.external.id, institutionId: f.district }, f.admin.cookie)).status).toBe(404);
  });
});
