// A password change or a deactivation ends the user's other sessions, whichever way it is made (the
// REST API, the operator console, a reset link); re-activating the account brings none of them back.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../../support/server-harness.js';
import { ENGINE } from '../../support/test-db.js';
import { CSRF_HEADER, csrfTokenFor } from '../../../server/http/security/csrf-token.js';

let h: Harness;
let admin: string;
const PASSWORD = 'correct-horse-battery';

beforeAll(async () => {
  h = await startHarness({ ops: true });
  admin = await h.userWith(['AdminUserManagement', 'AdminManageUCUsers', 'AdminOperatorConsole'], 'sessions-admin');
  for (const name of ['rest-target', 'self-changer', 'deactivated', 'ops-target', 'ops-deactivated']) await h.userWith(['AdminUserManagement', 'AdminManageUCUsers'], name);
  expect((await h.call('GET', '/ops/api/resources/users/actions/list', undefined, admin)).status).toBe(200);
}, 120_000);
afterAll(() => h?.close());

const alive = async (cookie: string) => (await h.call('GET', '/api/account/me', undefined, cookie)).status === 200;
const idOf = async (username: string) => ((await h.db.orm.em.fork().findOneOrFail('User', { username } as never)) as { id: number }).id;

/** An edit as the back office's form sends it: the record as shown, with some values changed. */
async function restEdit(username: string, changes: Record<string, unknown>, cookie = admin) {
  const id = await idOf(username);
  const record = (await h.call('GET', `/api/rest/users/${id}`, undefined, cookie)).body as Record<string, unknown>;
  const res = await h.call('PUT', `/api/rest/users/${id}`, { ...record, ...changes }, cookie);
  expect(res.status).toBe(200);
}

/** An edit as AdminJS's form sends it: multipart with every field of the record. */
async function opsEdit(username: string, changes: Record<string, string>) {
  const id = await idOf(username);
  const shown = await h.call('GET', `/ops/api/resources/users/records/${id}/show`, undefined, admin);
  const params = shown.body.record.params as Record<string, unknown>;
  const body = new FormData();
  for (const [k, v] of Object.entries({ ...params, ...changes })) body.set(k, v === null ? '__FORM_VALUE_NULL__' : String(v));
  const res = await fetch(`${h.url}/ops/api/resources/users/records/${id}/edit`, { method: 'POST', body, headers: { cookie: admin, [CSRF_HEADER]: csrfTokenFor(admin.replace(/^ag_sid=/, '')) } });
  expect((await res.json()).notice?.type).toBe('success');
}

describe(`sessions end with the credentials that opened them (${ENGINE})`, () => {
  it('ends every session of a user whose password an administrator changed (REST)', async () => {
    const laptop = await h.signIn('rest-target', PASSWORD);
    const phone = await h.signIn('rest-target', PASSWORD);
    await restEdit('rest-target', { password: 'a-new-password-1' });
    expect(await alive(laptop)).toBe(false);
    expect(await alive(phone)).toBe(false);
    expect(await alive(admin)).toBe(true);
    expect(await h.signIn('rest-target', 'a-new-password-1')).toMatch(/^ag_sid=/);
  });

  it("keeps the session that changed its own password, and ends the user's others", async () => {
    const here = await h.signIn('self-changer', PASSWORD);
    const elsewhere = await h.signIn('self-changer', PASSWORD);
    // one's own password changes on the profile, with the current one (the users screen refuses it)
    const changed = await h.call('POST', `/api/admin/membership/profile/${await idOf('self-changer')}/password`, { currentPassword: PASSWORD, newPassword: 'my-own-new-password' }, here);
    expect(changed.status).toBe(200);
    expect(await alive(here)).toBe(true);
    expect(await alive(elsewhere)).toBe(false);
  });

  it('ends the sessions of a deactivated user, and re-activation does not revive them', async () => {
    const before = await h.signIn('deactivated', PASSWORD);
    await restEdit('deactivated', { isActive: false });
    expect(await alive(before)).toBe(false);
    await restEdit('deactivated', { isActive: true });
    expect(await alive(before)).toBe(false);
    expect(await alive(await h.signIn('deactivated', PASSWORD))).toBe(true);
  });

  it('does the same for changes made in the operator console', async () => {
    const target = await h.signIn('ops-target', PASSWORD);
    await opsEdit('ops-target', { password: 'console-new-password' });
    expect(await alive(target)).toBe(false);

    const inactive = await h.signIn('ops-deactivated', PASSWORD);
    await opsEdit('ops-deactivated', { isActive: 'false' });
    expect(await alive(inactive)).toBe(false);
    await opsEdit('ops-deactivated', { isActive: 'true' });
    expect(await alive(inactive)).toBe(false);
  });

  it('leaves sessions alone when other fields change', async () => {
    const cookie = await h.signIn('rest-target', 'a-new-password-1');
    await restEdit('rest-target', { firstName: 'Renamed' });
    expect(await alive(cookie)).toBe(true);
  });
});
