// Starting and stopping impersonation (spec 1 §1, §7 "Shell and impersonation"; docs/impersonation.md):
// the session acts as the analyst with only the abilities both hold, every write made meanwhile names
// both users in the audit trail, start and stop are audited, and the calls keep the app's protections
// (401, 403, CSRF token, same origin).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINE } from '../../support/test-db.js';
import { CSRF_TOKEN_REFUSED } from '../../../server/http/security/csrf-token.js';
import { makeAccount, type Account } from '../access/support.js';
import { ANALYST_ABILITIES, auditEntries, me, startAnalyst, startImpersonationFixture, stop, type ImpersonationFixture } from './fixture.js';

let f: ImpersonationFixture;
let reviewer: Account;

beforeAll(async () => {
  f = await startImpersonationFixture('ss');
  reviewer = await makeAccount(f.h, 'ss-reviewer', { abilities: ['AdminReview', 'AdminUserManagement'] });
}, 120_000);
afterAll(() => f?.h.close());

describe(`impersonation start and stop (${ENGINE})`, () => {
  it('shows the candidate with whether the rules allow acting as them', async () => {
    const res = await f.h.call('GET', `/api/admin/impersonate/candidate/${f.analyst.id}`, undefined, f.admin.cookie);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ userId: f.analyst.id, name: 'Test ss-analyst', kind: 'analyst', allowed: true, reason: null, path: `/impersonate/analyst/${f.analyst.id}` });
    const self = await f.h.call('GET', `/api/admin/impersonate/candidate/${f.admin.id}`, undefined, f.admin.cookie);
    expect(self.body).toMatchObject({ allowed: false, reason: expect.stringMatching(/yourself|administrator/) });
    expect((await f.h.call('GET', '/api/admin/impersonate/candidate/987654', undefined, f.admin.cookie)).status).toBe(404);
  });

  it('acts as the analyst, writes name both users, and stopping returns to the real user', async () => {
    const started = await startAnalyst(f.h, f.admin.cookie, f.analyst.id);
    expect(started.status).toBe(200);
    expect(started.body.message).toBe('You are acting as Test ss-analyst.');

    const acting = await me(f.h, f.admin.cookie);
    expect(acting).toMatchObject({ id: f.analyst.id, username: 'ss-analyst', userKind: 'analyst', impersonator: { id: f.admin.id, username: 'ss-admin' } });
    expect([...acting.abilities].sort()).toEqual([...ANALYST_ABILITIES].sort());
    // the analyst's abilities, not the administrator's: user management is gone
    expect((await f.h.call('GET', '/api/admin/membership/user', undefined, f.admin.cookie)).status).toBe(403);

    const tag = await f.h.call('POST', '/api/rest/tags', { name: 'Written while impersonating' }, f.admin.cookie);
    expect(tag.status).toBe(201);
    const [entry] = await auditEntries(f.h, { entity: 'tags', entityId: String(tag.body.id) });
    expect(entry).toMatchObject({ auditType: 'I', userId: f.analyst.id, userName: 'ss-analyst', impersonatorId: f.admin.id, impersonatorName: 'ss-admin' });
    // the history call shows both users too
    const history = await f.h.call('GET', `/api/admin/audit/tags/${tag.body.id}`, undefined, f.admin.cookie);
    expect(history.body.entries[0]).toMatchObject({ userName: 'ss-analyst', impersonatorName: 'ss-admin' });

    const stopped = await stop(f.h, f.admin.cookie);
    expect(stopped.status).toBe(200);
    expect(stopped.body).toMatchObject({ user: { id: f.admin.id }, message: 'You stopped acting as Test ss-analyst.' });
    const back = await me(f.h, f.admin.cookie);
    expect(back.id).toBe(f.admin.id);
    expect(back.impersonator).toBeUndefined();

    const again = await f.h.call('POST', '/api/rest/tags', { name: 'Written as myself' }, f.admin.cookie);
    const [own] = await auditEntries(f.h, { entity: 'tags', entityId: String(again.body.id) });
    expect(own).toMatchObject({ userId: f.admin.id, impersonatorId: null, impersonatorName: null });

    const trail = await auditEntries(f.h, { entity: 'impersonation', entityId: String(f.analyst.id) });
    // start and stop are the administrator's own acts, on the impersonated user's id
    expect(trail.map((e) => [e.auditType, e.userId, e.userName, e.impersonatorId])).toEqual([
      ['I', f.admin.id, 'ss-admin', null],
      ['D', f.admin.id, 'ss-admin', null],
    ]);
    expect(trail[0].changes).toContainEqual({ field: 'actingAs', oldValue: null, newValue: 'ss-analyst' });
    expect(trail[1].changes).toContainEqual({ field: 'reason', oldValue: null, newValue: 'stopped' });
  });

  it('answers 409 to a stop without an impersonation', async () => {
    const res = await stop(f.h, f.admin.cookie);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('You are not impersonating anyone.');
  });

  it('answers 401 to strangers and 403 without AdminImpersonate', async () => {
    expect((await startAnalyst(f.h, '', f.analyst.id)).status).toBe(401);
    expect((await stop(f.h, '')).status).toBe(401);
    expect((await f.h.call('GET', `/api/admin/impersonate/candidate/${f.analyst.id}`)).status).toBe(401);
    const refused = await startAnalyst(f.h, reviewer.cookie, f.analyst.id);
    expect(refused.status).toBe(403);
    expect((await me(f.h, reviewer.cookie)).id).toBe(reviewer.id);
  });

  it('keeps the CSRF token and same-origin rules on start and stop', async () => {
    const bare = await fetch(`${f.h.url}/api/admin/impersonate/analyst/${f.analyst.id}`, { method: 'POST', headers: { cookie: f.admin.cookie, 'content-type': 'application/json' }, body: '{}' });
    expect(bare.status).toBe(403);
    expect((await bare.json()).message).toBe(CSRF_TOKEN_REFUSED);
    const crossSite = await fetch(`${f.h.url}/api/admin/impersonate/analyst/${f.analyst.id}`, {
      method: 'POST',
      headers: { cookie: f.admin.cookie, 'content-type': 'application/json', 'sec-fetch-site': 'same-site', origin: 'http://evil.localhost:1' },
      body: '{}',
    });
    expect(crossSite.status).toBe(403);
    // a form post (what another page can send) is refused before anything runs
    const form = await fetch(`${f.h.url}/api/admin/impersonate/analyst/${f.analyst.id}`, { method: 'POST', headers: { cookie: f.admin.cookie, 'content-type': 'application/x-www-form-urlencoded' }, body: 'a=1' });
    expect(form.status).toBe(415);
    expect((await me(f.h, f.admin.cookie)).id).toBe(f.admin.id);

    expect((await startAnalyst(f.h, f.admin.cookie, f.analyst.id)).status).toBe(200);
    const bareStop = await fetch(`${f.h.url}/api/admin/impersonate/stop`, { method: 'POST', headers: { cookie: f.admin.cookie, 'content-type': 'application/json' }, body: '{}' });
    expect(bareStop.status).toBe(403);
    expect((await me(f.h, f.admin.cookie)).id).toBe(f.analyst.id);
    expect((await stop(f.h, f.admin.cookie)).status).toBe(200);
  });

  it('refuses a body on start and stop (strict)', async () => {
    const res = await f.h.call('POST', `/api/admin/impersonate/analyst/${f.analyst.id}`, { userId: 1 }, f.admin.cookie);
    expect(res.status).toBe(400);
    expect(res.body.modelState).toBeTruthy();
  });
});
