// A created account is unverified and inactive until its e-mail link is followed (spec 2 §4, §8 "User
// created"), over a real SMTP server in this process: the mail that arrives carries the link; resend
// ("Email has been resent to {email}"); support links (GET /verification/{id}, /passwordreset/{id});
// a changed address is verified again; the UC office and unverified lists; deleting an unverified
// account; 401/403.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINE } from '../../support/test-db.js';
import { closeMembershipFixture, PUBLIC_URL, startMembershipFixture, type MembershipFixture } from './fixture.js';

const UCOP_MESSAGE = 'You do not have the proper permission to edit or delete UCOP users.';
const U = '/api/admin/membership/user';
let f: MembershipFixture;

beforeAll(async () => {
  f = await startMembershipFixture();
}, 120_000);
afterAll(() => closeMembershipFixture(f));

const newUser = (username: string, extra: Record<string, unknown> = {}) => ({ username, email: `${username}@example.org`, firstName: 'Nia', lastName: username, userKind: 'external', ...extra });
const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;
const user = async (id: number) => (await f.h.db.orm.em.fork().findOneOrFail('User', { id } as never)) as { isActive: boolean; email: string; password: string | null };

describe(`verification of new accounts over SMTP (${ENGINE})`, () => {
  let created: { id: number; email: string };
  let link: string;

  it('creates the account inactive, answers "User created" and mails the verification link', async () => {
    const since = f.inbox.messages.length;
    const res = await f.h.call('POST', U, newUser('nia-one', { isActive: true }), f.manager.cookie);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ message: 'User created', username: 'nia-one', isActive: false });
    expect(res.body.notice).toMatch(/inactive until the e-mail address is verified/);
    created = res.body;
    const mail = await f.inbox.next('nia-one@example.org', since);
    expect(mail.subject).toMatch(/^Verify your e-mail address/);
    expect(mail.text).toContain('username: nia-one');
    expect(mail.links).toHaveLength(1);
    link = mail.links[0];
    expect(link.startsWith(`${PUBLIC_URL}/verify-email?token=`)).toBe(true);
    expect((await user(created.id)).isActive).toBe(false);
  });

  it('the generic create (the generated screen) makes an unverified account too', async () => {
    const since = f.inbox.messages.length;
    const res = await f.h.call('POST', '/api/rest/users', newUser('nia-two', { password: 'a-long-password-1' }), f.manager.cookie);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ isActive: false, message: 'User created' });
    await f.inbox.next('nia-two@example.org', since);
    // its password is set, but the account cannot sign in before the address is verified
    expect((await f.h.call('POST', '/api/account/login/admin', { username: 'nia-two', password: 'a-long-password-1' })).status).toBe(401);
  });

  it('lists unverified accounts, paged and searchable, and the UC office accounts', async () => {
    const res = await f.h.call('GET', `${U}/unverified`, undefined, f.manager.cookie);
    expect(res.status).toBe(200);
    expect(res.body.result.map((u: { username: string }) => u.username)).toEqual(['nia-one', 'nia-two']);
    expect(res.body.result[0].verificationSentOn).toEqual(expect.any(String));
    expect((await f.h.call('GET', `${U}/unverified?filter=two&pageSize=1`, undefined, f.manager.cookie)).body).toMatchObject({ total: 1, result: [{ username: 'nia-two' }] });
    expect((await f.h.call('GET', `${U}/unverified?sorting=lastName%20desc&pageSize=1&pageNumber=2`, undefined, f.manager.cookie)).body).toMatchObject({ total: 2, result: [{ username: 'nia-one' }] });
    expect((await f.h.call('GET', `${U}/unverified?sorting=password`, undefined, f.manager.cookie)).status).toBe(400);
    const ucop = await f.h.call('GET', `${U}/ucop`, undefined, f.manager.cookie);
    expect(ucop.body.result.map((u: { username: string }) => u.username)).toEqual(['mem-admin', 'mem-uc-manager', 'mem-ucop']);
  });

  it('resends the link: "Email has been resent to {email}"; the old link stops working', async () => {
    const since = f.inbox.messages.length;
    const res = await f.h.call('POST', `${U}/resend`, { UserId: created.id }, f.manager.cookie);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Email has been resent to nia-one@example.org');
    const mail = await f.inbox.next('nia-one@example.org', since);
    expect(mail.links[0]).not.toBe(link);
    expect((await f.h.call('POST', '/api/account/verify', { token: tokenOf(link) })).status).toBe(400);
    link = mail.links[0];
    expect((await f.h.call('POST', `${U}/resend`, { userId: 'x' }, f.manager.cookie)).status).toBe(400);
    expect((await f.h.call('POST', `${U}/resend`, { UserId: f.external.id }, f.manager.cookie)).body.message).toBe('This user has already verified the e-mail address.');
  });

  it('following the link verifies and activates the account; without a password it leads to choosing one', async () => {
    const res = await f.h.call('POST', '/api/account/verify', { token: tokenOf(link) });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Your e-mail address is verified. Choose a password to sign in.');
    expect(res.body.setPasswordUrl).toMatch(/^\/reset-password\?token=/);
    expect((await user(created.id)).isActive).toBe(true);
    const reset = await f.h.call('POST', '/api/account/password/reset', { token: new URLSearchParams(res.body.setPasswordUrl.split('?')[1]).get('token'), password: 'nia-chose-this-one' });
    expect(reset.status).toBe(200);
    expect(await f.h.signIn('nia-one', 'nia-chose-this-one')).toMatch(/ag_sid=/);
    expect((await f.h.call('POST', '/api/account/verify', { token: tokenOf(link) })).body.message).toMatch(/already verified/);
    expect((await f.h.call('POST', '/api/account/verify', { token: 'not-a-token-at-all' })).status).toBe(400);
    const audit = (await f.h.db.orm.em.fork().find('AuditEntry', { entity: 'users', entityId: String(created.id), auditType: 'U' } as never)) as { userName: string; changes: { field: string; newValue: unknown }[] }[];
    expect(audit.some((a) => a.userName === 'nia-one' && a.changes.some((c) => c.field === 'isActive' && c.newValue === true))).toBe(true);
    expect((await f.h.call('GET', `${U}/unverified`, undefined, f.manager.cookie)).body.result.map((u: { username: string }) => u.username)).toEqual(['nia-two']);
  });

  it('gives support staff a verification link and a password link, never for accounts above them', async () => {
    const two = (await f.h.call('GET', `${U}/unverified`, undefined, f.manager.cookie)).body.result[0].userId;
    const v = await f.h.call('GET', `${U}/verification/${two}`, undefined, f.manager.cookie);
    expect(v.status).toBe(200);
    expect(v.body.link.startsWith(`${PUBLIC_URL}/verify-email?token=`)).toBe(true);
    expect((await f.h.call('GET', `${U}/verification/${created.id}`, undefined, f.manager.cookie)).status).toBe(400);
    const p = await f.h.call('GET', `${U}/passwordreset/${created.id}`, undefined, f.manager.cookie);
    expect(p.status).toBe(200);
    expect(p.body.link.startsWith(`${PUBLIC_URL}/reset-password?token=`)).toBe(true);
    expect((await f.h.call('GET', `${U}/passwordreset/${two}`, undefined, f.manager.cookie)).status).toBe(400);
    const ucop = await f.h.call('GET', `${U}/passwordreset/${f.ucop.id}`, undefined, f.manager.cookie);
    expect(ucop.status).toBe(403);
    expect(ucop.body.message).toBe(UCOP_MESSAGE);
    const above = await f.h.call('GET', `${U}/passwordreset/${f.admin.id}`, undefined, f.ucManager.cookie);
    expect(above.status).toBe(403);
    expect(above.body.message).toMatch(/abilities you do not hold/);
    expect((await f.h.call('GET', `${U}/passwordreset/${f.ucop.id}`, undefined, f.ucManager.cookie)).status).toBe(200);
  });

  it('a changed e-mail address is verified again', async () => {
    const since = f.inbox.messages.length;
    const res = await f.h.call('POST', `${U}/email`, { userId: created.id, email: 'nia.new@example.org' }, f.manager.cookie);
    expect(res.status).toBe(200);
    expect(res.body.email).toBe('nia.new@example.org');
    expect(await user(created.id)).toMatchObject({ isActive: false, email: 'nia.new@example.org' });
    const mail = await f.inbox.next('nia.new@example.org', since);
    expect((await f.h.call('POST', '/api/account/verify', { token: tokenOf(mail.links[0]) })).body.message).toBe('Your e-mail address is verified. You can sign in now.');
    expect((await user(created.id)).isActive).toBe(true);
    const bad = await f.h.call('POST', `${U}/email`, { userId: created.id, email: 'not an address' }, f.manager.cookie);
    expect(bad.body.modelState).toEqual({ email: ['Enter a valid e-mail address.'] });
    expect((await f.h.call('POST', `${U}/email`, { userId: f.manager.id, email: 'me@example.org' }, f.manager.cookie)).status).toBe(400);
    expect((await f.h.call('POST', `${U}/email`, { userId: f.ucop.id, email: 'uc@example.org' }, f.manager.cookie)).body.message).toBe(UCOP_MESSAGE);
  });

  it('deletes an unverified account with its memberships; a verified one is not deleted here', async () => {
    const two = (await f.h.call('GET', `${U}/unverified`, undefined, f.manager.cookie)).body.result[0].userId;
    expect((await f.h.call('POST', `${U}/institution`, { userId: two, institutionId: f.schoolA }, f.manager.cookie)).status).toBe(201);
    expect((await f.h.call('DELETE', `${U}/unverified/${created.id}`, undefined, f.manager.cookie)).status).toBe(400);
    const res = await f.h.call('DELETE', `${U}/unverified/${two}`, undefined, f.manager.cookie);
    expect(res.status).toBe(200);
    expect(await f.h.db.orm.em.fork().findOne('User', { id: two } as never)).toBeNull();
    expect((await f.h.call('GET', `${U}/unverified`, undefined, f.manager.cookie)).body.total).toBe(0);
  });

  it('creating a UC office account needs AdminManageUCUsers', async () => {
    const res = await f.h.call('POST', U, newUser('uc-new', { userKind: 'ucop' }), f.manager.cookie);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(UCOP_MESSAGE);
    expect((await f.h.call('POST', U, newUser('uc-new', { userKind: 'ucop' }), f.ucManager.cookie)).status).toBe(201);
    const bad = await f.h.call('POST', U, { username: '', email: 'x' }, f.manager.cookie);
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.modelState)).toEqual(expect.arrayContaining(['username', 'email', 'firstName', 'lastName']));
  });

  it('answers 401 signed out and 403 without user management', async () => {
    const calls: [string, string, unknown?][] = [
      ['GET', `${U}/ucop`],
      ['GET', `${U}/unverified`],
      ['POST', `${U}/resend`, { UserId: 1 }],
      ['GET', `${U}/verification/1`],
      ['GET', `${U}/passwordreset/1`],
      ['POST', `${U}/email`, { userId: 1, email: 'a@b.org' }],
      ['DELETE', `${U}/unverified/1`],
      ['POST', U, newUser('nobody')],
    ];
    for (const [method, path, body] of calls) {
      expect((await f.h.call(method, path, body)).status, `${method} ${path}`).toBe(401);
      expect((await f.h.call(method, path, body, f.analyst.cookie)).status, `${method} ${path}`).toBe(403);
    }
  });
});
