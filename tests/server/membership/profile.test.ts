// /profile/{userId} (spec 2 §2 "Profile"): one's own name, e-mail, phone and position, and a password
// change with the current password (argon2). Any signed-in user, their own id only; 400 with
// modelState; a wrong current password is a field error; the audit entry commits with the change;
// the other sessions end and the new password signs in.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINE } from '../../support/test-db.js';
import { makeAccount, PASSWORD, type Account } from '../access/support.js';
import { INSTITUTION_TYPE } from '../../../resources/_enums.js';
import { closeMembershipFixture, startMembershipFixture, type MembershipFixture } from './fixture.js';

const P = '/api/admin/membership/profile';
let f: MembershipFixture;
let me: Account;
let principal: number;

beforeAll(async () => {
  f = await startMembershipFixture();
  const em = f.h.db.orm.em.fork();
  em.create('Position', { id: 901, name: 'Principal', institutionType: INSTITUTION_TYPE.school, approvalRoleId: f.headRole } as never);
  await em.flush();
  principal = 901;
  me = await makeAccount(f.h, 'prof-me', { userKind: 'external', roleId: f.managerRole });
}, 120_000);
afterAll(() => closeMembershipFixture(f));

const profileBody = { firstName: 'Rosa', lastName: 'Parkes', email: 'rosa@example.org', phone: '(559) 555-0100', phoneExtension: '12', isInternationalPhone: false, positionId: null };

async function auditOf(entityId: number) {
  return (await f.h.db.orm.em.fork().find('AuditEntry', { entity: 'users', entityId: String(entityId) } as never, { orderBy: { id: 'asc' } as never })) as { auditType: string; userName: string; changes: { field: string; oldValue: unknown; newValue: unknown }[] }[];
}

describe(`own profile (${ENGINE})`, () => {
  it('reads one’s own profile with the positions to choose from, without the password', async () => {
    const res = await f.h.call('GET', `${P}/${me.id}`, undefined, me.cookie);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ userId: me.id, username: 'prof-me', email: 'prof-me@example.org', roleId: f.managerRole, roleName: 'Course List Manager', positionId: null });
    expect(res.body.positions).toEqual(expect.arrayContaining([{ id: principal, name: 'Principal', institutionType: 'School' }]));
    expect(JSON.stringify(res.body)).not.toMatch(/argon2/);
  });

  it('refuses another user’s profile (403) even to user managers, and anyone not signed in (401)', async () => {
    for (const cookie of [me.cookie, f.manager.cookie, f.admin.cookie]) {
      const other = cookie === me.cookie ? f.manager.id : me.id;
      expect((await f.h.call('GET', `${P}/${other}`, undefined, cookie)).status).toBe(403);
      expect((await f.h.call('PUT', `${P}/${other}`, profileBody, cookie)).status).toBe(403);
      expect((await f.h.call('POST', `${P}/${other}/password`, { currentPassword: PASSWORD, newPassword: 'another-long-secret' }, cookie)).status).toBe(403);
    }
    expect((await f.h.call('GET', `${P}/${me.id}`)).status).toBe(401);
  });

  it('saves name, e-mail, phone and position with one audit entry; a position with an approval role raises the role', async () => {
    const res = await f.h.call('PUT', `${P}/${me.id}`, { ...profileBody, positionId: principal }, me.cookie);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ firstName: 'Rosa', lastName: 'Parkes', email: 'rosa@example.org', phone: '(559) 555-0100', phoneExtension: '12', positionId: principal, roleId: f.headRole, roleName: 'Head of Institution', message: 'Your profile has been saved.' });
    expect(res.body.warnings).toEqual(['The position Principal raises the role to Head of Institution.']);
    const audit = (await auditOf(me.id)).filter((a) => a.auditType === 'U');
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ userName: 'prof-me' });
    expect(audit[0].changes).toEqual(expect.arrayContaining([
      expect.objectContaining({ field: 'firstName', newValue: 'Rosa' }),
      expect.objectContaining({ field: 'roleId', oldValue: f.managerRole, newValue: f.headRole }),
      expect.objectContaining({ field: 'positionId', newValue: principal }),
    ]));
    const again = await f.h.call('GET', `${P}/${me.id}`, undefined, me.cookie);
    expect(again.body).toMatchObject({ firstName: 'Rosa', positionId: principal, roleId: f.headRole });
  });

  it('answers bad bodies with field errors and changes nothing', async () => {
    const res = await f.h.call('PUT', `${P}/${me.id}`, { firstName: ' ', lastName: 'x'.repeat(101), email: 'not-an-address', phone: 'call me', phoneExtension: 'ab', positionId: 999999, extra: 1 }, me.cookie);
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.modelState).sort()).toEqual(['email', 'extra', 'firstName', 'lastName', 'phone', 'phoneExtension']);
    const unknownPosition = await f.h.call('PUT', `${P}/${me.id}`, { ...profileBody, positionId: 999999 }, me.cookie);
    expect(unknownPosition.status).toBe(400);
    expect(unknownPosition.body.modelState).toEqual({ positionId: ['Choose a position from the list.'] });
    expect((await f.h.call('GET', `${P}/${me.id}`, undefined, me.cookie)).body.firstName).toBe('Rosa');
  });

  it('changes the password only with the right current password, under the reset rules, and ends the other sessions', async () => {
    const otherBrowser = await f.h.signIn('prof-me', PASSWORD);
    const wrong = await f.h.call('POST', `${P}/${me.id}/password`, { currentPassword: 'not-my-password', newPassword: 'a-brand-new-secret' }, me.cookie);
    expect(wrong.status).toBe(400);
    expect(wrong.body.modelState).toEqual({ currentPassword: ['The current password is not correct.'] });
    const short = await f.h.call('POST', `${P}/${me.id}/password`, { currentPassword: PASSWORD, newPassword: 'short' }, me.cookie);
    expect(short.body.modelState).toEqual({ newPassword: ['Use at least 10 characters.'] });
    const same = await f.h.call('POST', `${P}/${me.id}/password`, { currentPassword: PASSWORD, newPassword: PASSWORD }, me.cookie);
    expect(same.body.modelState.newPassword).toHaveLength(1);
    const missing = await f.h.call('POST', `${P}/${me.id}/password`, { newPassword: 7, extra: true }, me.cookie);
    expect(Object.keys(missing.body.modelState).sort()).toEqual(['currentPassword', 'extra', 'newPassword']);

    const auditBefore = (await auditOf(me.id)).length;
    const ok = await f.h.call('POST', `${P}/${me.id}/password`, { currentPassword: PASSWORD, newPassword: 'a-brand-new-secret' }, me.cookie);
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ message: 'Your password has been changed.' });
    const audit = await auditOf(me.id);
    expect(audit).toHaveLength(auditBefore + 1);
    expect(JSON.stringify(audit.at(-1))).not.toMatch(/argon2|a-brand-new-secret/);
    // this browser stays signed in, the other one is signed out
    expect((await f.h.call('GET', `${P}/${me.id}`, undefined, me.cookie)).status).toBe(200);
    expect((await f.h.call('GET', `${P}/${me.id}`, undefined, otherBrowser)).status).toBe(401);
    await expect(f.h.signIn('prof-me', PASSWORD)).rejects.toThrow();
    const fresh = await f.h.signIn('prof-me', 'a-brand-new-secret');
    expect((await f.h.call('GET', `${P}/${me.id}`, undefined, fresh)).status).toBe(200);
  });
});
