// Acting as an institution user (docs/impersonation.md): institution users hold no back-office
// abilities, so the session can call no back-office route; it sees the user's account and their
// institutions read-only through GET /api/account/institutions, which answers for the user acted as.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINE } from '../../support/test-db.js';
import { runAs } from '../../../server/audit/context.js';
import { INSTITUTION_TYPE } from '../../../resources/_enums.js';
import { makeAccount, makeRole, type Account } from '../access/support.js';
import { auditEntries, me, startImpersonationFixture, startInstitutionUser, stop, type ImpersonationFixture } from './fixture.js';

let f: ImpersonationFixture;
let head: Account;
let school: number;

beforeAll(async () => {
  f = await startImpersonationFixture('iu');
  const headRole = await makeRole(f.h, 'Head of Institution', []);
  head = await makeAccount(f.h, 'iu-head', { roleId: headRole, userKind: 'external', signIn: false });
  const em = f.h.db.orm.em.fork();
  await runAs({ userId: null, userName: 'test', via: 'system' }, async () => {
    const a = em.create('Institution', { name: 'Zeta High', institutionTypeId: INSTITUTION_TYPE.school, streetCity: 'Fresno', atpCode: '051234' } as never) as { id: number };
    const b = em.create('Institution', { name: 'Alpha District', institutionTypeId: INSTITUTION_TYPE.district } as never) as { id: number };
    em.create('Institution', { name: 'Not Theirs Academy', institutionTypeId: INSTITUTION_TYPE.school } as never);
    await em.flush();
    school = a.id;
    em.create('UserInstitution', { userId: head.id, institutionId: a.id, roleId: headRole, permissions: ['ViewCourseList', 'SubmitCourses'], createdOn: new Date() } as never);
    em.create('UserInstitution', { userId: head.id, institutionId: b.id, roleId: headRole, permissions: [], createdOn: new Date() } as never);
    await em.flush();
  });
}, 120_000);
afterAll(() => f?.h.close());

describe(`acting as an institution user (${ENGINE})`, () => {
  it('sees the user’s account and institutions, read-only, and no back-office route', async () => {
    const started = await startInstitutionUser(f.h, f.admin.cookie, head.id);
    expect(started.status).toBe(200);
    const acting = await me(f.h, f.admin.cookie);
    expect(acting).toMatchObject({ id: head.id, userKind: 'external', abilities: [], impersonator: { id: f.admin.id } });

    const view = await f.h.call('GET', '/api/account/institutions', undefined, f.admin.cookie);
    expect(view.status).toBe(200);
    expect(view.body.account).toMatchObject({ userId: head.id, username: 'iu-head', role: 'Head of Institution', kind: 'external' });
    expect(view.body.institutions.map((i: { name: string }) => i.name)).toEqual(['Alpha District', 'Zeta High']);
    expect(view.body.institutions[1]).toMatchObject({ institutionId: school, type: 'School', city: 'Fresno', atpCode: '051234', role: 'Head of Institution', permissions: ['View the course list', 'Submit courses for review'] });

    // no back-office abilities: lists, writes and the navbar search are all refused
    expect((await f.h.call('GET', '/api/rest/tags', undefined, f.admin.cookie)).status).toBe(403);
    expect((await f.h.call('GET', '/api/admin/membership/user/institution/search?query=iu', undefined, f.admin.cookie)).status).toBe(403);
    expect((await f.h.call('POST', '/api/rest/tags', { name: 'nope' }, f.admin.cookie)).status).toBe(403);

    expect((await stop(f.h, f.admin.cookie)).status).toBe(200);
    const own = await f.h.call('GET', '/api/account/institutions', undefined, f.admin.cookie);
    expect(own.body).toMatchObject({ account: { userId: f.admin.id }, institutions: [] });
    const trail = await auditEntries(f.h, { entity: 'impersonation', entityId: String(head.id) });
    expect(trail.map((e) => e.auditType)).toEqual(['I', 'D']);
  });

  it('refuses the analyst route for an institution user and the reverse', async () => {
    expect((await f.h.call('POST', `/api/admin/impersonate/analyst/${head.id}`, {}, f.admin.cookie)).status).toBe(400);
    expect((await startInstitutionUser(f.h, f.admin.cookie, f.analyst.id)).status).toBe(400);
  });
});
