// Spec 2 §6: AdminManageUCUsers "edit or delete UC office users; without it the message 'You do not
// have the proper permission to edit or delete UCOP users.'" Reading them stays with user
// management. Enforced per record on the REST API, the spec's alias and the operator console, for
// creating one, changing one, moving an account into the UC office kind, and deleting.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../../support/server-harness.js';
import { ENGINE } from '../../support/test-db.js';
import { ADMIN, makeAccount, notice, opsEditFields, opsForm, userRow, type Account } from './support.js';

const UCOP_MESSAGE = 'You do not have the proper permission to edit or delete UCOP users.';

let h: Harness;
let manager: Account; // user management and the console, not AdminManageUCUsers
let ucManager: Account; // the same with AdminManageUCUsers
let ucTarget: Account;
let externalTarget: Account;

beforeAll(async () => {
  h = await startHarness({ ops: true });
  manager = await makeAccount(h, 'uc-plain-manager', { abilities: [...ADMIN], userKind: 'analyst' });
  ucManager = await makeAccount(h, 'uc-office-manager', { abilities: [...ADMIN, 'AdminManageUCUsers'] });
  ucTarget = await makeAccount(h, 'uc-target', { userKind: 'ucop', signIn: false });
  externalTarget = await makeAccount(h, 'external-target', { userKind: 'external', signIn: false });
  // AdminJS loads in the background; the first answer waits for it
  expect((await h.call('GET', '/ops/api/resources/users/actions/list', undefined, manager.cookie)).status).toBe(200);
}, 120_000);
afterAll(() => h?.close());

const newUser = (username: string, userKind: string) => ({ username, email: `${username}@example.org`, firstName: 'New', lastName: username, password: 'a-long-password-1', userKind });

describe(`UC office users need AdminManageUCUsers to be changed (${ENGINE})`, () => {
  it('lets user management read them: list, spec list and show', async () => {
    const list = await h.call('GET', `/api/rest/users?filter=${encodeURIComponent(JSON.stringify({ userKind: 'ucop' }))}`, undefined, manager.cookie);
    expect(list.body.map((u: { username: string }) => u.username)).toContain('uc-target');
    const spec = await h.call('GET', '/api/admin/membership/user?pageSize=100', undefined, manager.cookie);
    expect(spec.body.result.map((u: { username: string }) => u.username)).toContain('uc-target');
    expect((await h.call('GET', `/api/rest/users/${ucTarget.id}`, undefined, manager.cookie)).status).toBe(200);
    expect((await h.call('GET', `/api/admin/membership/user/${ucTarget.id}`, undefined, manager.cookie)).status).toBe(200);
  });

  it('refuses changing, deleting and creating them through the API without the ability', async () => {
    const update = await h.call('PUT', `/api/rest/users/${ucTarget.id}`, { firstName: 'Changed' }, manager.cookie);
    expect(update.status).toBe(403);
    expect(update.body.message).toBe(UCOP_MESSAGE);
    for (const path of [`/api/rest/users/${ucTarget.id}`, `/api/admin/membership/user/${ucTarget.id}`]) {
      const del = await h.call('DELETE', path, undefined, manager.cookie);
      expect(del.status).toBe(403);
      expect(del.body.message).toBe(UCOP_MESSAGE);
    }
    const created = await h.call('POST', '/api/rest/users', newUser('new-uc-user', 'ucop'), manager.cookie);
    expect(created.status).toBe(403);
    expect(created.body.message).toBe(UCOP_MESSAGE);
    // moving an account into the UC office kind is changing a UC office user
    const moved = await h.call('PUT', `/api/rest/users/${externalTarget.id}`, { userKind: 'ucop' }, manager.cookie);
    expect(moved.status).toBe(403);
    expect(moved.body.message).toBe(UCOP_MESSAGE);

    expect(await userRow(h, ucTarget.id)).toMatchObject({ firstName: 'Test', isActive: true });
    expect(await userRow(h, externalTarget.id)).toMatchObject({ userKind: 'external' });
    expect((await h.call('GET', `/api/rest/users?filter=${encodeURIComponent('{"q":"new-uc-user"}')}`, undefined, manager.cookie)).body).toHaveLength(0);
    expect((await h.call('GET', `/api/admin/audit/users/${ucTarget.id}`, undefined, manager.cookie)).body.entries).toHaveLength(1);
  });

  it('still lets user management change and create other kinds of account', async () => {
    expect((await h.call('PUT', `/api/rest/users/${externalTarget.id}`, { firstName: 'Edited' }, manager.cookie)).status).toBe(200);
    expect((await h.call('POST', '/api/rest/users', newUser('new-institution-user', 'external'), manager.cookie)).status).toBe(201);
  });

  it('refuses the same through the operator console: edit, move into the kind, delete, bulk delete, new', async () => {
    const fields = await opsEditFields(h, 'users', ucTarget.id, manager.cookie);
    const edit = await opsForm(h, `/ops/api/resources/users/records/${ucTarget.id}/edit`, { ...fields, firstName: 'Console' }, manager.cookie);
    expect(notice(edit)).toEqual({ type: 'error', message: UCOP_MESSAGE });
    const externalFields = await opsEditFields(h, 'users', externalTarget.id, manager.cookie);
    const moved = await opsForm(h, `/ops/api/resources/users/records/${externalTarget.id}/edit`, { ...externalFields, userKind: 'ucop' }, manager.cookie);
    expect(notice(moved)).toEqual({ type: 'error', message: UCOP_MESSAGE });
    const del = await opsForm(h, `/ops/api/resources/users/records/${ucTarget.id}/delete`, {}, manager.cookie);
    expect(notice(del)).toEqual({ type: 'error', message: UCOP_MESSAGE });
    const bulk = await opsForm(h, `/ops/api/resources/users/bulk/bulkDelete?recordIds=${externalTarget.id},${ucTarget.id}`, {}, manager.cookie);
    expect(notice(bulk)).toEqual({ type: 'error', message: UCOP_MESSAGE });
    const created = await opsForm(h, '/ops/api/resources/users/actions/new', { ...newUser('console-uc-user', 'ucop'), isActive: 'true' }, manager.cookie);
    expect(notice(created)).toEqual({ type: 'error', message: UCOP_MESSAGE });

    // nothing changed, and the bulk delete took nobody with it
    expect(await userRow(h, ucTarget.id)).toMatchObject({ firstName: 'Test' });
    expect(await userRow(h, externalTarget.id)).toMatchObject({ userKind: 'external' });
    expect((await h.call('GET', `/api/rest/users?filter=${encodeURIComponent('{"q":"console-uc-user"}')}`, undefined, manager.cookie)).body).toHaveLength(0);
    // the console still lists and shows them
    const list = await h.call('GET', '/ops/api/resources/users/actions/list?perPage=100', undefined, manager.cookie);
    expect(list.body.records.map((r: { params: { username: string } }) => r.params.username)).toContain('uc-target');
    expect((await h.call('GET', `/ops/api/resources/users/records/${ucTarget.id}/show`, undefined, manager.cookie)).body.record.params.username).toBe('uc-target');
  });

  it('lets a holder of AdminManageUCUsers create, change and delete them, on the API and in the console', async () => {
    const created = await h.call('POST', '/api/rest/users', newUser('made-by-uc-manager', 'ucop'), ucManager.cookie);
    expect(created.status).toBe(201);
    expect((await h.call('PUT', `/api/rest/users/${created.body.id}`, { firstName: 'Renamed' }, ucManager.cookie)).status).toBe(200);
    const fields = await opsEditFields(h, 'users', ucTarget.id, ucManager.cookie);
    expect(notice(await opsForm(h, `/ops/api/resources/users/records/${ucTarget.id}/edit`, { ...fields, firstName: 'Console' }, ucManager.cookie))?.type).toBe('success');
    expect(await userRow(h, ucTarget.id)).toMatchObject({ firstName: 'Console' });
    expect((await h.call('DELETE', `/api/admin/membership/user/${created.body.id}`, undefined, ucManager.cookie)).status).toBe(200);
    expect(notice(await opsForm(h, `/ops/api/resources/users/records/${ucTarget.id}/delete`, {}, ucManager.cookie))?.type).toBe('success');
    expect(await userRow(h, ucTarget.id)).toBeNull();
  });
});
