// Privilege only flows down (issue 19 §2, §3): a position's approval role, an institution user's role
// and a role given to institution users carry no back-office ability; nobody raises their own role,
// kind or password without the current one; an institution account never holds an ability, on
// every path (REST, the spec's aliases, /ops, the profile).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../../support/server-harness.js';
import { ENGINE } from '../../support/test-db.js';
import { FIXTURE_PASSWORD, ReviewFixtures, type StaffUser } from '../review/fixtures.js';
import { ABILITY_NAMES } from '../../../core/model/abilities.js';
import { opsForm as opsFormAs } from '../access/support.js';
import { OWN_PASSWORD_MESSAGE } from '../../../resources/_user-rules.js';

let h: Harness;
let fx: ReviewFixtures;
let admin: StaffUser;
let adminRoleId: number;
let institutionRoleId: number;
let positionId: number;

const opsForm = async (path: string, fields: Record<string, string>, cookie: string) => JSON.stringify((await opsFormAs(h, path, fields, cookie)).body);
const me = async (cookie: string) => (await h.call('GET', '/api/account/me', undefined, cookie)).body.user as { abilities: string[]; roleId: number | null };

beforeAll(async () => {
  h = await startHarness({ ops: true });
  fx = new ReviewFixtures(h);
  admin = await fx.staff({ abilities: [...ABILITY_NAMES], userKind: 'ucop' });
  adminRoleId = (await fx.row<{ roleId: number }>('User', admin.id))!.roleId as unknown as number;
  institutionRoleId = await fx.insert('Role', { name: 'Course Contributor (test)', abilities: [], institutionRank: 10 });
  positionId = await fx.insert('Position', { id: 9001, name: 'Registrar (test)', institutionType: 1, approvalRoleId: institutionRoleId });
}, 120_000);
afterAll(() => h?.close());

describe(`privilege only flows down (${ENGINE})`, () => {
  it("refuses a back-office role as a position's approval role, on REST and /ops, even for a lookup manager", async () => {
    const lookups = await fx.staff({ abilities: ['AdminManageLookups', 'AdminOperatorConsole'] });
    const res = await h.call('PUT', `/api/rest/positions/${positionId}`, { approvalRoleId: adminRoleId }, lookups.cookie);
    expect(res.status).toBe(403);
    expect(res.body.message).toMatch(/approval role must be an institution role/);
    const created = await h.call('POST', '/api/rest/positions', { id: 9002, name: 'Shortcut', institutionType: 1, approvalRoleId: adminRoleId }, admin.cookie);
    expect(created.status).toBe(403);
    const viaOps = await opsForm(`/ops/api/resources/positions/records/${positionId}/edit`, { name: 'Registrar (test)', institutionType: '1', approvalRoleId: String(adminRoleId) }, lookups.cookie);
    expect(viaOps).toMatch(/approval role must be an institution role/);
    expect((await fx.row<{ approvalRoleId: unknown }>('Position', positionId))!.approvalRoleId).toBeTruthy();
    expect((await h.call('GET', `/api/rest/positions/${positionId}`, undefined, admin.cookie)).body.approvalRoleId).toBe(institutionRoleId);
    // an institution role is fine
    expect((await h.call('PUT', `/api/rest/positions/${positionId}`, { approvalRoleId: institutionRoleId }, lookups.cookie)).status).toBe(200);
  });

  it('never lets an institution user raise itself to a back-office role through its profile, even over a stray position row', async () => {
    const contributor = await fx.staff({ abilities: [], userKind: 'external' });
    await fx.update('Role', (await fx.row<{ roleId: number }>('User', contributor.id))!.roleId as unknown as number, { institutionRank: 10 });
    // a row written before the rule: a position whose approval role is the administrators'
    const stray = await fx.insert('Position', { id: 9003, name: 'Stray', institutionType: 1, approvalRoleId: adminRoleId });
    const profile = (await h.call('GET', `/api/admin/membership/profile/${contributor.id}`, undefined, contributor.cookie)).body;
    const saved = await h.call('PUT', `/api/admin/membership/profile/${contributor.id}`, { firstName: profile.firstName, lastName: profile.lastName, email: profile.email, positionId: stray }, contributor.cookie);
    expect(saved.status).toBe(200);
    expect(saved.body.roleName).not.toBe((await fx.row<{ name: string }>('Role', adminRoleId))!.name);
    expect((await me(contributor.cookie)).abilities).toEqual([]);
    expect((await h.call('GET', '/api/rest/users', undefined, contributor.cookie)).status).toBe(403);
    expect((await h.call('GET', '/ops/api/dashboard', undefined, contributor.cookie)).status).toBe(403);
  });

  it('gives an institution account no back-office ability, whatever role a stray write left it', async () => {
    const odd = await fx.staff({ abilities: ['AdminUserManagement'], userKind: 'external' });
    expect((await me(odd.cookie)).abilities).toEqual([]);
    expect((await h.call('GET', '/api/rest/users', undefined, odd.cookie)).status).toBe(403);
  });

  it('refuses a back-office role for an institution user, and abilities for a role institution users hold', async () => {
    const member = await fx.staff({ abilities: [], userKind: 'external', signIn: false });
    const res = await h.call('PUT', `/api/rest/users/${member.id}`, { roleId: adminRoleId }, admin.cookie);
    expect(res.status).toBe(403);
    expect(res.body.message).toMatch(/institution user cannot hold back-office abilities/);
    // the role of a position's approval and of institution accounts stays without abilities
    const raised = await h.call('PUT', `/api/rest/roles/${institutionRoleId}`, { abilities: ['AdminReview'] }, admin.cookie);
    expect(raised.status).toBe(403);
    expect(raised.body.message).toMatch(/institution role|given to institution users/);
    const ranked = await h.call('POST', '/api/rest/roles', { name: 'Ranked staff', abilities: ['AdminReview'], institutionRank: 50 }, admin.cookie);
    expect(ranked.status).toBe(403);
    const viaAlias = await h.call('PUT', `/api/admin/membership/role/${institutionRoleId}`, { name: 'Course Contributor (test)', abilities: ['AdminReview'] }, admin.cookie);
    expect(viaAlias.status).toBe(403);
  });

  it("refuses a user's write of its own kind, role or password without the current one, on REST and /ops", async () => {
    const manager = await fx.staff({ abilities: ['AdminUserManagement', 'AdminManageUCUsers', 'AdminOperatorConsole'], userKind: 'analyst' });
    const kind = await h.call('PUT', `/api/rest/users/${manager.id}`, { userKind: 'ucop' }, manager.cookie);
    expect(kind.status).toBe(403);
    expect(kind.body.message).toMatch(/kind of your own account/);
    const password = await h.call('PUT', `/api/rest/users/${manager.id}`, { password: 'a-brand-new-password' }, manager.cookie);
    expect(password.status).toBe(403);
    expect(password.body.message).toBe(OWN_PASSWORD_MESSAGE);
    const viaOps = await opsForm(`/ops/api/resources/users/records/${manager.id}/edit`, { password: 'a-brand-new-password' }, manager.cookie);
    expect(viaOps).toContain(OWN_PASSWORD_MESSAGE);
    // the old password still signs in; the profile, with the current one, changes it
    await h.signIn(manager.username, FIXTURE_PASSWORD);
    const changed = await h.call('POST', `/api/admin/membership/profile/${manager.id}/password`, { currentPassword: FIXTURE_PASSWORD, newPassword: 'a-brand-new-password' }, manager.cookie);
    expect(changed.status).toBe(200);
    await h.signIn(manager.username, 'a-brand-new-password');
    // another user's password stays with user managers
    const other = await fx.staff({ abilities: [], userKind: 'analyst', signIn: false });
    expect((await h.call('PUT', `/api/rest/users/${other.id}`, { password: 'set-by-a-manager' }, manager.cookie)).status).toBe(200);
  });
});
