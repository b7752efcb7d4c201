// A record's history is read only by whoever may open that record: the show scope of the model's
// access per record applies to GET /api/admin/audit/{entity}/{id} too (AdminViewAudit reads any).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../../support/server-harness.js';
import { loadCheckedModel } from '../../../server/boot.js';
import type { AccessUser, CrudAction, RecordScope, ResourceDef } from '../../../core/model/define.js';
import { ENGINE } from '../../support/test-db.js';
import { makeAccount } from './support.js';

let h: Harness;
let users: ResourceDef;
type ScopeFn = (user: AccessUser, action: CrudAction) => RecordScope;
let shippedScope: ScopeFn | undefined;

beforeAll(async () => {
  h = await startHarness();
  // the running model's users resource (the same module the harness loaded), narrowed for reading:
  // without AdminManageUCUsers nobody opens a UC office account
  users = (await loadCheckedModel()).resources.find((r) => r.name === 'users')!;
  shippedScope = users.recordAccess!.scope;
  (users.recordAccess as { scope: ScopeFn }).scope = (user, action) =>
    action === 'show' && !user.abilities.includes('AdminManageUCUsers') ? { userKind: { $ne: 'ucop' } } : (shippedScope?.(user, action) ?? true);
}, 60_000);
afterAll(async () => {
  if (users?.recordAccess) (users.recordAccess as { scope?: ScopeFn }).scope = shippedScope;
  await h?.close();
});

describe(`audit history and access per record (${ENGINE})`, () => {
  it('refuses the history of a record the user may not open, and serves the ones they may', async () => {
    const office = await makeAccount(h, 'office-person', { userKind: 'ucop', signIn: false });
    const school = await makeAccount(h, 'school-person', { userKind: 'external', signIn: false });
    const manager = await makeAccount(h, 'user-manager', { abilities: ['AdminUserManagement'], userKind: 'analyst' });
    const auditor = await makeAccount(h, 'auditor', { abilities: ['AdminUserManagement', 'AdminViewAudit'], userKind: 'analyst' });

    expect((await h.call('GET', `/api/rest/users/${office.id}`, undefined, manager.cookie)).status).toBe(403);
    expect((await h.call('GET', `/api/admin/audit/users/${office.id}`, undefined, manager.cookie)).status).toBe(403);
    expect((await h.call('GET', `/api/admin/audit/users/${school.id}`, undefined, manager.cookie)).status).toBe(200);
    expect((await h.call('GET', `/api/admin/audit/users/${office.id}`, undefined, auditor.cookie)).status).toBe(200);
  });
});
