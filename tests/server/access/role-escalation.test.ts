// "A user with AdminUserManagement can give their own role every ability, the operator console
// included." Refused now, on the REST API, the spec's aliases and the operator console: changing the
// abilities of the role you hold, changing your own account's role, granting an ability you do not
// hold (in a role, or by giving someone a role that has it), and changing a role above your own.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../../support/server-harness.js';
import { ENGINE } from '../../support/test-db.js';
import { ABILITY_NAMES } from '../../../core/model/abilities.js';
import { makeAccount, makeRole, notice, opsEditFields, opsForm, roleAbilities, userRow, type Account } from './support.js';

let h: Harness;
let manager: Account; // user management and review, not the console
let operator: Account; // user management, review and the console
let reviewerRole: number;
let everythingRole: number;
let target: Account;

const MANAGER = ['AdminUserManagement', 'AdminReview'];
const OPERATOR = ['AdminUserManagement', 'AdminReview', 'AdminOperatorConsole'];

beforeAll(async () => {
  h = await startHarness({ ops: true });
  manager = await makeAccount(h, 'esc-manager', { abilities: MANAGER, userKind: 'analyst' });
  operator = await makeAccount(h, 'esc-operator', { abilities: OPERATOR, userKind: 'analyst' });
  reviewerRole = await makeRole(h, 'Esc Reviewer', ['AdminReview']);
  everythingRole = await makeRole(h, 'Esc Everything', [...ABILITY_NAMES]);
  target = await makeAccount(h, 'esc-target', { roleId: reviewerRole, userKind: 'analyst', signIn: false });
  expect((await h.call('GET', '/ops/api/resources/roles/actions/list', undefined, operator.cookie)).status).toBe(200);
}, 120_000);
afterAll(() => h?.close());

describe(`no escalation through roles (${ENGINE})`, () => {
  it('refuses changing the abilities of the role you hold, through the generic path and the spec alias', async () => {
    for (const [method, path] of [['PUT', `/api/rest/roles/${manager.roleId}`], ['PUT', `/api/admin/membership/role/${manager.roleId}`]]) {
      const grown = await h.call(method, path, { abilities: [...ABILITY_NAMES] }, manager.cookie);
      expect(grown.status).toBe(403);
      expect(grown.body.message).toBe('You cannot change the abilities of the role you hold; another administrator can.');
    }
    expect((await h.call('PUT', `/api/rest/roles/${manager.roleId}`, { abilities: ['AdminUserManagement'] }, manager.cookie)).status).toBe(403);
    expect(await roleAbilities(h, manager.roleId!)).toEqual(MANAGER);
    // its name and description are not an escalation
    expect((await h.call('PUT', `/api/rest/roles/${manager.roleId}`, { description: 'Manages accounts' }, manager.cookie)).status).toBe(200);
  });

  it('refuses changing your own account’s role, to any role', async () => {
    for (const roleId of [everythingRole, reviewerRole]) {
      const moved = await h.call('PUT', `/api/rest/users/${manager.id}`, { roleId }, manager.cookie);
      expect(moved.status).toBe(403);
      expect(moved.body.message).toBe('You cannot change the role of your own account; another administrator can.');
    }
    expect((await userRow(h, manager.id))?.roleId).toBe(manager.roleId);
  });

  it('refuses granting abilities you do not hold: in a new or changed role, or by giving a role', async () => {
    const consoleRole = await h.call('POST', '/api/admin/membership/role', { name: 'Console access', abilities: ['AdminOperatorConsole'] }, manager.cookie);
    expect(consoleRole.status).toBe(403);
    expect(consoleRole.body.message).toBe('You cannot grant abilities you do not hold: AdminOperatorConsole.');
    const ownRole = await h.call('POST', '/api/rest/roles', { name: 'Review helpers', abilities: ['AdminReview'] }, manager.cookie);
    expect(ownRole.status).toBe(201);
    const grown = await h.call('PUT', `/api/rest/roles/${ownRole.body.id}`, { abilities: ['AdminReview', 'AdminManageRules'] }, manager.cookie);
    expect(grown.status).toBe(403);
    expect(grown.body.message).toBe('You cannot grant abilities you do not hold: AdminManageRules.');
    expect(await roleAbilities(h, ownRole.body.id)).toEqual(['AdminReview']);

    const given = await h.call('PUT', `/api/rest/users/${target.id}`, { roleId: everythingRole }, manager.cookie);
    expect(given.status).toBe(403);
    expect(given.body.message).toMatch(/^You cannot give a role with abilities you do not hold: /);
    const sockPuppet = await h.call('POST', '/api/rest/users', { username: 'esc-puppet', email: 'esc-puppet@example.org', firstName: 'P', lastName: 'Uppet', userKind: 'external', roleId: everythingRole }, manager.cookie);
    expect(sockPuppet.status).toBe(403);
    expect((await userRow(h, target.id))?.roleId).toBe(reviewerRole);
    // a role within your own abilities may be given
    expect((await h.call('PUT', `/api/rest/users/${target.id}`, { roleId: ownRole.body.id }, manager.cookie)).status).toBe(200);
  });

  it('refuses changing or deleting a role above your own', async () => {
    const trimmed = await h.call('PUT', `/api/rest/roles/${everythingRole}`, { abilities: ['AdminReview'] }, manager.cookie);
    expect(trimmed.status).toBe(403);
    expect(trimmed.body.message).toMatch(/^You cannot change a role with abilities you do not hold: /);
    expect((await h.call('DELETE', `/api/admin/membership/role/${everythingRole}`, undefined, manager.cookie)).status).toBe(403);
    expect(await roleAbilities(h, everythingRole)).toEqual([...ABILITY_NAMES]);
  });

  it('lets only a holder of AdminOperatorConsole grant it', async () => {
    const created = await h.call('POST', '/api/rest/roles', { name: 'Operators', abilities: ['AdminOperatorConsole', 'AdminReview'] }, operator.cookie);
    expect(created.status).toBe(201);
  });

  it('refuses the same in the operator console', async () => {
    const ownRole = await opsEditFields(h, 'roles', operator.roleId!, operator.cookie);
    const grown = await opsForm(h, `/ops/api/resources/roles/records/${operator.roleId}/edit`, { ...ownRole, 'abilities.3': 'AdminManageRules' }, operator.cookie);
    expect(notice(grown)).toEqual({ type: 'error', message: 'You cannot change the abilities of the role you hold; another administrator can.' });
    expect(await roleAbilities(h, operator.roleId!)).toEqual(OPERATOR);

    const self = await opsEditFields(h, 'users', operator.id, operator.cookie);
    const moved = await opsForm(h, `/ops/api/resources/users/records/${operator.id}/edit`, { ...self, roleId: String(reviewerRole) }, operator.cookie);
    expect(notice(moved)).toEqual({ type: 'error', message: 'You cannot change the role of your own account; another administrator can.' });
    expect((await userRow(h, operator.id))?.roleId).toBe(operator.roleId);

    const created = await opsForm(h, '/ops/api/resources/roles/actions/new', { name: 'Rule editors', 'abilities.0': 'AdminManageRules' }, operator.cookie);
    expect(notice(created)).toEqual({ type: 'error', message: 'You cannot grant abilities you do not hold: AdminManageRules.' });
    const given = await opsForm(h, `/ops/api/resources/users/records/${target.id}/edit`, { ...(await opsEditFields(h, 'users', target.id, operator.cookie)), roleId: String(everythingRole) }, operator.cookie);
    expect(notice(given)?.message).toMatch(/^You cannot give a role with abilities you do not hold: /);
    const deleted = await opsForm(h, `/ops/api/resources/roles/records/${everythingRole}/delete`, {}, operator.cookie);
    expect(notice(deleted)?.message).toMatch(/^You cannot delete a role with abilities you do not hold: /);
    const own = await opsForm(h, `/ops/api/resources/roles/bulk/bulkDelete?recordIds=${operator.roleId}`, {}, operator.cookie);
    expect(notice(own)).toEqual({ type: 'error', message: 'You cannot delete the role you hold.' });
  });
});
