// Impersonating never grants what the real user lacks (docs/impersonation.md): a target holding an
// ability the impersonator lacks is refused, the session's abilities are always the intersection
// (recomputed when either role changes), administrators are never impersonated, nor oneself, an
// inactive account, a UC office account or the wrong kind; impersonation does not nest.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINE } from '../../support/test-db.js';
import { runAs } from '../../../server/audit/context.js';
import { actingAs } from '../../../server/impersonation/rules.js';
import { makeAccount, makeRole, type Account } from '../access/support.js';
import { auditEntries, me, startAnalyst, startImpersonationFixture, startInstitutionUser, stop, type ImpersonationFixture } from './fixture.js';

let f: ImpersonationFixture;
/** AdminImpersonate with review abilities only */
let limited: Account;
let reviewOnly: Account;
let reviewOnlyRole: number;
let otherAdmin: Account;
let inactive: Account;
let external: Account;
let ucop: Account;

async function setRoleAbilities(roleId: number, abilities: string[]) {
  const em = f.h.db.orm.em.fork();
  await runAs({ userId: null, userName: 'test', via: 'system' }, async () => {
    const role = (await em.findOneOrFail('Role', { id: roleId } as never)) as { abilities: string[] };
    role.abilities = abilities;
    await em.flush();
  });
}

beforeAll(async () => {
  f = await startImpersonationFixture('ne');
  limited = await makeAccount(f.h, 'ne-limited', { abilities: ['AdminImpersonate', 'AdminReview', 'AdminSecondReviewQueue'] });
  reviewOnlyRole = await makeRole(f.h, 'ne-review-only', ['AdminReview']);
  reviewOnly = await makeAccount(f.h, 'ne-review-analyst', { roleId: reviewOnlyRole, userKind: 'analyst', signIn: false });
  otherAdmin = await makeAccount(f.h, 'ne-other-admin', { abilities: ['AdminImpersonate', 'AdminReview'], userKind: 'analyst', signIn: false });
  inactive = await makeAccount(f.h, 'ne-inactive', { roleId: reviewOnlyRole, userKind: 'analyst', isActive: false });
  external = await makeAccount(f.h, 'ne-external', { userKind: 'external', signIn: false });
  ucop = await makeAccount(f.h, 'ne-ucop', { userKind: 'ucop', signIn: false });
}, 120_000);
afterAll(() => f?.h.close());

describe(`impersonation never escalates (${ENGINE})`, () => {
  it('keeps only the abilities both users hold, never AdminImpersonate', () => {
    const real = { id: 1, username: 'a', firstName: '', lastName: '', email: '', roleId: 1, roleName: 'A', abilities: ['AdminImpersonate', 'AdminReview'] };
    const target = { id: 2, username: 'b', firstName: '', lastName: '', email: '', roleId: 2, roleName: 'B', abilities: ['AdminReview', 'AdminManageSettings', 'AdminImpersonate'] };
    expect(actingAs(real, target).abilities).toEqual(['AdminReview']);
  });

  it('refuses an analyst who holds abilities the impersonator lacks', async () => {
    const res = await startAnalyst(f.h, limited.cookie, f.analyst.id);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('You cannot impersonate a user with abilities you do not hold: CourseApprovalTextFeedback, AdminManageSettings.');
    expect((await me(f.h, limited.cookie)).id).toBe(limited.id);
  });

  it('refuses another administrator, oneself, an inactive account, a UC office account and the wrong kind', async () => {
    const cases: [Promise<{ status: number; body: any }>, number, RegExp][] = [
      [startAnalyst(f.h, f.admin.cookie, otherAdmin.id), 403, /^An administrator cannot impersonate another administrator\.$/],
      [startAnalyst(f.h, limited.cookie, f.admin.id), 400, /is not an analyst/],
      [startInstitutionUser(f.h, f.admin.cookie, f.admin.id), 400, /^You cannot impersonate yourself\.$/],
      [startAnalyst(f.h, f.admin.cookie, inactive.id), 400, /is not active/],
      [startAnalyst(f.h, f.admin.cookie, ucop.id), 400, /is not an analyst/],
      [startInstitutionUser(f.h, f.admin.cookie, ucop.id), 400, /is not an institution user/],
      [startAnalyst(f.h, f.admin.cookie, external.id), 400, /is not an analyst/],
      [startInstitutionUser(f.h, f.admin.cookie, reviewOnly.id), 400, /is not an institution user/],
      [startAnalyst(f.h, f.admin.cookie, 999999), 404, /no such user/],
    ];
    for (const [call, status, message] of cases) {
      const res = await call;
      expect(res.status, res.body.message).toBe(status);
      expect(res.body.message).toMatch(message);
    }
    expect((await me(f.h, f.admin.cookie)).impersonator).toBeUndefined();
    expect(await auditEntries(f.h, { entity: 'impersonation' })).toEqual([]);
  });

  it('does not nest: while acting as an analyst the start calls are refused', async () => {
    expect((await startAnalyst(f.h, limited.cookie, reviewOnly.id)).status).toBe(200);
    const nested = await startInstitutionUser(f.h, limited.cookie, external.id);
    expect(nested.status).toBe(403);
    expect((await me(f.h, limited.cookie)).id).toBe(reviewOnly.id);
    expect((await stop(f.h, limited.cookie)).status).toBe(200);
  });

  it('recomputes the intersection when a role changes, and ends an impersonation the rules no longer allow', async () => {
    expect((await startAnalyst(f.h, limited.cookie, reviewOnly.id)).status).toBe(200);
    expect((await me(f.h, limited.cookie)).abilities).toEqual(['AdminReview']);
    // the analyst gains an ability the impersonator lacks: the rules refuse it now, the session is the real user again
    await setRoleAbilities(reviewOnlyRole, ['AdminReview', 'AdminManageContent']);
    const after = await me(f.h, limited.cookie);
    expect(after.id).toBe(limited.id);
    expect(after.impersonator).toBeUndefined();
    expect((await f.h.call('POST', '/api/rest/general-contents', {}, limited.cookie)).status).toBe(403);
    const trail = await auditEntries(f.h, { entity: 'impersonation', entityId: String(reviewOnly.id) });
    expect(trail.at(-1)).toMatchObject({ auditType: 'D', userId: limited.id, userName: 'ne-limited' });
    expect(trail.at(-1)!.changes).toContainEqual({ field: 'reason', oldValue: null, newValue: 'no longer allowed' });
    await setRoleAbilities(reviewOnlyRole, ['AdminReview']);
    // it does not come back by itself
    expect((await me(f.h, limited.cookie)).id).toBe(limited.id);
  });

  it('ends the impersonation when the impersonator loses AdminImpersonate', async () => {
    expect((await startAnalyst(f.h, limited.cookie, reviewOnly.id)).status).toBe(200);
    await setRoleAbilities(limited.roleId!, ['AdminReview', 'AdminSecondReviewQueue']);
    const after = await me(f.h, limited.cookie);
    expect(after.id).toBe(limited.id);
    expect(after.abilities).not.toContain('AdminImpersonate');
  });
});
