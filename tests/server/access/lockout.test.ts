// Issue section 7: "As admin, DELETE /api/admin/membership/user/1 (the admin's own account, the only
// administrator) answered 200." Deleting, deactivating or demoting your own account is refused,
// and so is removing the only administrator, on the generic API, the spec's alias and the operator
// console; the same actions on another administrator go through while one remains.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../../support/server-harness.js';
import { ENGINE } from '../../support/test-db.js';
import { ABILITY_NAMES } from '../../../core/model/abilities.js';
import { makeAccount, makeRole, notice, opsEditFields, opsForm, roleAbilities, userRow, type Account } from './support.js';

let h: Harness;
let admin: Account; // holds every ability
let manager: Account; // manages users, but is no administrator
let reviewerRole: number;

const SELF_DELETE = 'You cannot delete your own account.';
const SELF_DEACTIVATE = 'You cannot deactivate your own account.';
const SELF_ROLE = 'You cannot change the role of your own account; another administrator can.';
const OWN_ROLE = 'You cannot change the abilities of the role you hold; another administrator can.';

beforeAll(async () => {
  h = await startHarness({ ops: true });
  admin = await makeAccount(h, 'lock-admin', { abilities: [...ABILITY_NAMES] });
  manager = await makeAccount(h, 'lock-manager', { abilities: ['AdminUserManagement', 'AdminManageUCUsers'], userKind: 'analyst' });
  reviewerRole = await makeRole(h, 'Lock Reviewer', ['AdminReview']);
  expect((await h.call('GET', '/ops/api/resources/users/actions/list', undefined, admin.cookie)).status).toBe(200);
}, 120_000);
afterAll(() => h?.close());

describe(`the only administrator cannot lock everyone out (${ENGINE})`, () => {
  it('refuses deleting your own account: spec alias, generic path, console delete and bulk delete', async () => {
    for (const path of [`/api/admin/membership/user/${admin.id}`, `/api/rest/users/${admin.id}`]) {
      const res = await h.call('DELETE', path, undefined, admin.cookie);
      expect(res.status).toBe(403);
      expect(res.body.message).toBe(SELF_DELETE);
    }
    expect(notice(await opsForm(h, `/ops/api/resources/users/records/${admin.id}/delete`, {}, admin.cookie))).toEqual({ type: 'error', message: SELF_DELETE });
    const other = await makeAccount(h, 'lock-bystander', { userKind: 'external', signIn: false });
    const bulk = await opsForm(h, `/ops/api/resources/users/bulk/bulkDelete?recordIds=${other.id},${admin.id}`, {}, admin.cookie);
    expect(notice(bulk)).toEqual({ type: 'error', message: SELF_DELETE });
    expect(await userRow(h, admin.id)).not.toBeNull();
    expect(await userRow(h, other.id)).not.toBeNull(); // one transaction: nobody went
  });

  it('refuses deactivating your own account', async () => {
    const res = await h.call('PUT', `/api/rest/users/${admin.id}`, { isActive: false }, admin.cookie);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(SELF_DEACTIVATE);
    const fields = await opsEditFields(h, 'users', admin.id, admin.cookie);
    expect(notice(await opsForm(h, `/ops/api/resources/users/records/${admin.id}/edit`, { ...fields, isActive: 'false' }, admin.cookie))).toEqual({ type: 'error', message: SELF_DEACTIVATE });
    expect((await userRow(h, admin.id))?.isActive).toBe(true);
  });

  it('refuses demoting yourself: another role, or fewer abilities in your own', async () => {
    const moved = await h.call('PUT', `/api/rest/users/${admin.id}`, { roleId: reviewerRole }, admin.cookie);
    expect(moved.status).toBe(403);
    expect(moved.body.message).toBe(SELF_ROLE);
    const trimmed = await h.call('PUT', `/api/admin/membership/role/${admin.roleId}`, { abilities: ['AdminUserManagement'] }, admin.cookie);
    expect(trimmed.status).toBe(403);
    expect(trimmed.body.message).toBe(OWN_ROLE);
    const removed = await h.call('DELETE', `/api/rest/roles/${admin.roleId}?removeReferences=true`, undefined, admin.cookie);
    expect(removed.status).toBe(403);
    const fields = await opsEditFields(h, 'users', admin.id, admin.cookie);
    expect(notice(await opsForm(h, `/ops/api/resources/users/records/${admin.id}/edit`, { ...fields, roleId: String(reviewerRole) }, admin.cookie))).toEqual({ type: 'error', message: SELF_ROLE });
    const role = await opsEditFields(h, 'roles', admin.roleId!, admin.cookie);
    const fewer = Object.fromEntries(Object.entries(role).filter(([k]) => !k.startsWith('abilities.') || k === 'abilities.0'));
    expect(notice(await opsForm(h, `/ops/api/resources/roles/records/${admin.roleId}/edit`, fewer, admin.cookie))).toEqual({ type: 'error', message: OWN_ROLE });
    expect((await userRow(h, admin.id))?.roleId).toBe(admin.roleId);
    expect(await roleAbilities(h, admin.roleId!)).toEqual([...ABILITY_NAMES]);
  });

  it('refuses removing the only administrator by someone who is not one', async () => {
    for (const path of [`/api/admin/membership/user/${admin.id}`, `/api/rest/users/${admin.id}`]) expect((await h.call('DELETE', path, undefined, manager.cookie)).status).toBe(403);
    expect((await h.call('PUT', `/api/rest/users/${admin.id}`, { isActive: false }, manager.cookie)).status).toBe(403);
    expect((await h.call('PUT', `/api/rest/roles/${admin.roleId}`, { abilities: ['AdminReview'] }, manager.cookie)).status).toBe(403);
    expect((await h.call('DELETE', `/api/rest/roles/${admin.roleId}?removeReferences=true`, undefined, manager.cookie)).status).toBe(403);
    expect(await userRow(h, admin.id)).toMatchObject({ isActive: true, roleId: admin.roleId });
  });

  it('lets an administrator delete, deactivate and demote another administrator while one remains', async () => {
    const second = await makeAccount(h, 'lock-second', { roleId: admin.roleId, signIn: false });
    const third = await makeAccount(h, 'lock-third', { roleId: admin.roleId, signIn: false });
    const fourth = await makeAccount(h, 'lock-fourth', { roleId: admin.roleId, signIn: false });
    const fifth = await makeAccount(h, 'lock-fifth', { roleId: admin.roleId, signIn: false });
    expect((await h.call('PUT', `/api/rest/users/${second.id}`, { isActive: false }, admin.cookie)).status).toBe(200);
    expect((await h.call('PUT', `/api/rest/users/${third.id}`, { roleId: reviewerRole }, admin.cookie)).status).toBe(200);
    expect((await h.call('DELETE', `/api/admin/membership/user/${fourth.id}`, undefined, admin.cookie)).status).toBe(200);
    expect(notice(await opsForm(h, `/ops/api/resources/users/records/${fifth.id}/delete`, {}, admin.cookie))?.type).toBe('success');
    expect(await userRow(h, second.id)).toMatchObject({ isActive: false });
    expect(await userRow(h, third.id)).toMatchObject({ roleId: reviewerRole });
    expect(await userRow(h, fourth.id)).toBeNull();
    expect(await userRow(h, fifth.id)).toBeNull();
  });
});
