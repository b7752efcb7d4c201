// GET /api/admin/membership/user/institution/{id} (spec 1 §7 "Institutions and districts"): the users
// who are members of an institution (user_institution), with the role they hold there, sorted by last
// name; nobody else's members; a 404 for an unknown institution, a 400 naming a bad id; AdminUserManagement
// or AdminViewInstitutions only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINE } from '../../support/test-db.js';
import { idsBy } from '../../../seeds/insert.js';
import { runAs } from '../../../server/audit/context.js';
import { startInstitutionFixture, type InstitutionFixture } from './fixture.js';

let f: InstitutionFixture;
let district: number;
let otherDistrict: number;
let userManager: string;
const ids: Record<string, number> = {};

beforeAll(async () => {
  f = await startInstitutionFixture();
  district = (await f.h.call('GET', '/api/institution/cds/01611430000000', undefined, f.viewer)).body.institutionId; // Berkeley Unified
  otherDistrict = (await f.h.call('GET', '/api/institution/cds/01612590000000', undefined, f.viewer)).body.institutionId; // Oakland Unified
  userManager = await f.h.userWith(['AdminUserManagement']);
  const em = f.h.db.orm.em.fork();
  await runAs({ userId: null, userName: 'test', via: 'system' }, async () => {
    const role = await idsBy(em, 'Role', 'name');
    const people = [
      { username: 'zwhite', firstName: 'Zoe', lastName: 'White', userKind: 'external', isActive: true },
      { username: 'aadams', firstName: 'Amir', lastName: 'Adams', userKind: 'external', isActive: false },
      { username: 'koakland', firstName: 'Kim', lastName: 'Park', userKind: 'external', isActive: true },
    ];
    for (const p of people) {
      const user = em.create('User', { ...p, email: `${p.username}@example.org`, roleId: role.get('Course List Manager') ?? null } as never) as { id: number };
      await em.flush();
      ids[p.username] = user.id;
    }
    em.create('UserInstitution', { userId: ids.zwhite, institutionId: district, roleId: role.get('Course List Manager') ?? null } as never);
    em.create('UserInstitution', { userId: ids.aadams, institutionId: district, roleId: null } as never);
    em.create('UserInstitution', { userId: ids.koakland, institutionId: otherDistrict, roleId: null } as never);
    await em.flush();
  });
}, 240_000);
afterAll(() => f?.h.close());

const usersOf = (id: number | string, who?: string) => f.h.call('GET', `/api/admin/membership/user/institution/${id}`, undefined, who);

describe(`an institution's users (${ENGINE})`, () => {
  it("answers the institution's members by last name, with the role they hold there", async () => {
    const res = await usersOf(district, f.viewer);
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      expect.objectContaining({ userId: ids.aadams, lastName: 'Adams', firstName: 'Amir', email: 'aadams@example.org', isActive: false, roleId: null, roleName: null, userInstitutionId: expect.any(Number) }),
      expect.objectContaining({ userId: ids.zwhite, lastName: 'White', username: 'zwhite', userKind: 'external', isActive: true, roleName: 'Course List Manager' }),
    ]);
    expect((await usersOf(otherDistrict, userManager)).body.map((u: { username: string }) => u.username)).toEqual(['koakland']);
  });

  it('answers an empty list for an institution without members, 404 for none, 400 for a bad id', async () => {
    const school = (await f.h.call('GET', '/api/institution/cds/01611430131177', undefined, f.viewer)).body.institutionId;
    expect((await usersOf(school, f.viewer)).body).toEqual([]);
    expect((await usersOf(2147483000, f.viewer)).status).toBe(404);
    const bad = await usersOf('99999999999', f.viewer);
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.modelState)).toEqual(['id']);
    expect((await usersOf('0', f.viewer)).status).toBe(400);
  });

  it('keeps the user search at its own path', async () => {
    const res = await f.h.call('GET', '/api/admin/membership/user/institution/search?query=White', undefined, userManager);
    expect(res.status).toBe(200);
    expect(res.body.map((u: { username: string }) => u.username)).toContain('zwhite');
  });

  it('needs AdminUserManagement or AdminViewInstitutions', async () => {
    expect((await usersOf(district)).status).toBe(401);
    expect((await usersOf(district, f.outsider)).status).toBe(403);
    expect((await usersOf(district, userManager)).status).toBe(200);
  });
});
