// Spec 2 §4 with the §8 warnings: a position with an approval role raises the user's role when saved,
// a position change never downgrades it (the users' edit action and the profile); the role on an
// institution changes through an upgrade and a downgrade list, a downgrade says so.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINE } from '../../support/test-db.js';
import { makeAccount, makeRole, type Account } from '../access/support.js';
import { INSTITUTION_TYPE } from '../../../resources/_enums.js';
import { closeMembershipFixture, institutionRole, startMembershipFixture, type MembershipFixture } from './fixture.js';

const U = '/api/admin/membership/user';
const PRINCIPAL = 911;
const HEAD_COUNSELOR = 912;
const TEACHER = 913;
let f: MembershipFixture;
let readOnly: number;
let contributor: number;
let person: Account;
let staff: Account;

beforeAll(async () => {
  f = await startMembershipFixture();
  readOnly = await institutionRole(f.h, 'Read Only', 10);
  contributor = await institutionRole(f.h, 'Course Contributor', 20);
  const em = f.h.db.orm.em.fork();
  const school = INSTITUTION_TYPE.school;
  em.create('Position', { id: PRINCIPAL, name: 'Principal', institutionType: school, approvalRoleId: f.headRole } as never);
  em.create('Position', { id: HEAD_COUNSELOR, name: 'Head Counselor', institutionType: school, approvalRoleId: f.managerRole } as never);
  em.create('Position', { id: TEACHER, name: 'Teacher', institutionType: school, approvalRoleId: null } as never);
  await em.flush();
  person = await makeAccount(f.h, 'pos-person', { userKind: 'external', roleId: readOnly });
  staff = await makeAccount(f.h, 'pos-staff', { userKind: 'external', abilities: ['AdminReview'], signIn: false });
}, 120_000);
afterAll(() => closeMembershipFixture(f));

const putUser = (id: number, body: Record<string, unknown>, cookie = f.manager.cookie) => f.h.call('PUT', `/api/rest/users/${id}`, body, cookie);
const roleOf = async (id: number) => ((await f.h.db.orm.em.fork().findOne('User', { id } as never, { disableIdentityMap: true })) as { roleId: { id: number } | number | null }).roleId;
const roleIdOf = async (id: number) => {
  const r = await roleOf(id);
  return r == null ? null : typeof r === 'object' ? r.id : r;
};

describe(`positions and roles (${ENGINE})`, () => {
  it('a new position with an approval role raises the role on the users’ edit action, in one audited write', async () => {
    const res = await putUser(person.id, { positionId: HEAD_COUNSELOR });
    expect(res.status).toBe(200);
    expect(res.body.warnings).toEqual(['The position Head Counselor raises the role to Course List Manager.']);
    expect(await roleIdOf(person.id)).toBe(f.managerRole);
    const audit = (await f.h.db.orm.em.fork().find('AuditEntry', { entity: 'users', entityId: String(person.id), auditType: 'U' } as never)) as { changes: { field: string; oldValue: unknown; newValue: unknown }[] }[];
    expect(audit).toHaveLength(1);
    expect(audit[0].changes).toEqual(expect.arrayContaining([expect.objectContaining({ field: 'roleId', oldValue: readOnly, newValue: f.managerRole }), expect.objectContaining({ field: 'positionId', newValue: HEAD_COUNSELOR })]));
  });

  it('a position change never downgrades the role, and says so', async () => {
    const teacher = await putUser(person.id, { positionId: TEACHER });
    expect(teacher.status).toBe(200);
    expect(teacher.body.warnings).toEqual(['Changing the position to Teacher does not downgrade the role: it stays Course List Manager.']);
    expect(await roleIdOf(person.id)).toBe(f.managerRole);
    const principal = await putUser(person.id, { positionId: PRINCIPAL });
    expect(principal.body.warnings).toEqual(['The position Principal raises the role to Head of Institution.']);
    const counselor = await putUser(person.id, { positionId: HEAD_COUNSELOR });
    expect(counselor.body.warnings).toEqual(['Changing the position to Head Counselor does not downgrade the role: it stays Head of Institution.']);
    expect(await roleIdOf(person.id)).toBe(f.headRole);
  });

  it('saving the same position leaves a role an administrator lowers by hand; edits without a position are untouched', async () => {
    const lowered = await putUser(person.id, { positionId: HEAD_COUNSELOR, roleId: contributor });
    expect(lowered.status).toBe(200);
    expect(lowered.body.warnings).toBeUndefined();
    expect(await roleIdOf(person.id)).toBe(contributor);
    const renamed = await putUser(person.id, { firstName: 'Pat' });
    expect(renamed.status).toBe(200);
    expect(renamed.body.warnings).toBeUndefined();
    expect(await roleIdOf(person.id)).toBe(contributor);
    const bad = await putUser(person.id, { positionId: 'x' });
    expect(bad.status).toBe(400);
  });

  it('never replaces a staff role by a position’s institution role', async () => {
    // an administrator holding the staff role's abilities edits it (the users' record rules)
    const res = await putUser(staff.id, { positionId: PRINCIPAL }, f.admin.cookie);
    expect(res.status).toBe(200);
    expect(await roleIdOf(staff.id)).toBe(staff.roleId);
    expect(res.body.warnings).toEqual([`Changing the position to Principal does not downgrade the role: it stays role-pos-staff.`]);
  });

  it('the profile applies the same rules to one’s own position', async () => {
    const body = { firstName: 'Pat', lastName: 'Person', email: 'pat@example.org', phone: null, phoneExtension: null, isInternationalPhone: false };
    const raised = await f.h.call('PUT', `/api/admin/membership/profile/${person.id}`, { ...body, positionId: PRINCIPAL }, person.cookie);
    expect(raised.status).toBe(200);
    expect(raised.body).toMatchObject({ roleId: f.headRole, warnings: ['The position Principal raises the role to Head of Institution.'] });
    const teacher = await f.h.call('PUT', `/api/admin/membership/profile/${person.id}`, { ...body, positionId: TEACHER }, person.cookie);
    expect(teacher.body).toMatchObject({ roleId: f.headRole, warnings: ['Changing the position to Teacher does not downgrade the role: it stays Head of Institution.'] });
  });

  it('the role on an institution changes through the upgrade and the downgrade list', async () => {
    const m = (method: string, path: string, body?: unknown) => f.h.call(method, path, body, f.manager.cookie);
    expect((await m('POST', `${U}/institution`, { userId: person.id, institutionId: f.schoolA })).status).toBe(201);
    const names = (list: { name: string }[]) => list.map((r) => r.name);
    const none = await m('GET', `${U}/permissions/${person.id}/${f.schoolA}`);
    expect(names(none.body.upgrades)).toEqual(['Head of Institution', 'Course List Manager', 'Course Contributor', 'Read Only']);
    expect(none.body.downgrades).toEqual([]);

    const up = await m('POST', `${U}/role`, { userId: person.id, institutionId: f.schoolA, roleId: f.managerRole });
    expect(up.status).toBe(200);
    expect(up.body.warnings).toEqual([]);
    expect(names(up.body.upgrades)).toEqual(['Head of Institution']);
    expect(names(up.body.downgrades)).toEqual(['Course Contributor', 'Read Only']);
    expect(up.body.upgrades[0]).toEqual({ roleId: f.headRole, name: 'Head of Institution' });

    const down = await m('POST', `${U}/role`, { userId: person.id, institutionId: f.schoolA, roleId: readOnly });
    expect(down.body.warnings).toEqual(['The role was downgraded from Course List Manager to Read Only.']);
    expect(names(down.body.upgrades)).toEqual(['Head of Institution', 'Course List Manager', 'Course Contributor']);
    expect(down.body.downgrades).toEqual([]);
    // staff roles are in neither list, and refused
    expect([...down.body.upgrades, ...down.body.downgrades].map((r: { roleId: number }) => r.roleId)).not.toContain(f.staffRole);
    expect((await m('POST', `${U}/role`, { userId: person.id, institutionId: f.schoolA, roleId: f.staffRole })).status).toBe(400);
  });
});
