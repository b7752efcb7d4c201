// Impersonation lives in the real user's session (docs/impersonation.md): it ends with it (sign-out,
// the real account deactivated), and when the impersonated account is deactivated; each end is audited.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINE } from '../../support/test-db.js';
import { runAs } from '../../../server/audit/context.js';
import { makeAccount, PASSWORD, type Account } from '../access/support.js';
import { auditEntries, me, startAnalyst, startImpersonationFixture, type ImpersonationFixture } from './fixture.js';

let f: ImpersonationFixture;
let second: Account;

async function setActive(id: number, isActive: boolean) {
  const em = f.h.db.orm.em.fork();
  await runAs({ userId: null, userName: 'test', via: 'system' }, async () => {
    const user = (await em.findOneOrFail('User', { id } as never)) as { isActive: boolean };
    user.isActive = isActive;
    await em.flush();
  });
}

beforeAll(async () => {
  f = await startImpersonationFixture('se');
  second = await makeAccount(f.h, 'se-second-admin', { abilities: ['AdminImpersonate', 'AdminReview', 'AdminSecondReviewQueue', 'CourseApprovalTextFeedback', 'AdminManageSettings'] });
}, 120_000);
afterAll(() => f?.h.close());

const reasons = async (analystId: number) =>
  (await auditEntries(f.h, { entity: 'impersonation', entityId: String(analystId), auditType: 'D' })).map((e) => e.changes.find((c) => c.field === 'reason')?.newValue);

describe(`impersonation ends with the session (${ENGINE})`, () => {
  it('ends at sign-out; the next sign-in is the real user', async () => {
    expect((await startAnalyst(f.h, f.admin.cookie, f.analyst.id)).status).toBe(200);
    expect((await f.h.call('POST', '/api/account/logout', undefined, f.admin.cookie)).status).toBe(204);
    expect((await f.h.call('GET', '/api/account/me', undefined, f.admin.cookie)).status).toBe(401);
    expect(await reasons(f.analyst.id)).toEqual(['signed out']);
    const cookie = await f.h.signIn('se-admin', PASSWORD);
    const user = await me(f.h, cookie);
    expect(user.id).toBe(f.admin.id);
    expect(user.impersonator).toBeUndefined();
    f.admin.cookie = cookie;
  });

  it('ends when the real account is deactivated', async () => {
    expect((await startAnalyst(f.h, second.cookie, f.analyst.id)).status).toBe(200);
    await setActive(second.id, false);
    expect((await f.h.call('GET', '/api/account/me', undefined, second.cookie)).status).toBe(401);
    expect(await reasons(f.analyst.id)).toEqual(['signed out', 'session ended']);
  });

  it('ends when the impersonated account is deactivated, leaving the real user signed in', async () => {
    expect((await startAnalyst(f.h, f.admin.cookie, f.analyst.id)).status).toBe(200);
    await setActive(f.analyst.id, false);
    const user = await me(f.h, f.admin.cookie);
    expect(user.id).toBe(f.admin.id);
    expect(user.impersonator).toBeUndefined();
    expect(await reasons(f.analyst.id)).toEqual(['signed out', 'session ended', 'no longer allowed']);
    // re-activating the account does not bring the impersonation back
    await setActive(f.analyst.id, true);
    expect((await me(f.h, f.admin.cookie)).id).toBe(f.admin.id);
  });
});
