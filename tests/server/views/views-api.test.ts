// Views shared on the server (issue 23 §1, docs/views.md), through their calls on either engine:
// saving, opening, renaming and removing a view; what the model no longer knows is dropped with a
// notice; sharing needs its ability; only the owner or an administrator changes a view; a view shared
// with a role opens for that role's users and no one else's; a role's default; each write audited.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../../support/server-harness.js';
import { ENGINE } from '../../support/test-db.js';
import { makeAccount, makeRole, ADMIN, type Account } from '../access/support.js';
import { runAs } from '../../../server/audit/context.js';
import { AuditEntry } from '../../../server/db/system-entities.js';

let h: Harness;
let analystRoleId: number;
let editorRoleId: number;
let sharer: Account;
let analyst: Account;
let otherAnalyst: Account;
let editor: Account;
let admin: Account;

// feedback statements: a list both analysts and content editors open (resources/_access.ts CONTENT_ACCESS)
const LIST = 'feedback-statements';
const view = (extra: Record<string, unknown> = {}) => ({ resource: LIST, name: 'Science, this year', filter: { q: 'science' }, sort: { field: 'id', order: 'DESC' }, ...extra });

beforeAll(async () => {
  h = await startHarness();
  analystRoleId = await makeRole(h, 'views-Analyst', ['AdminReview', 'AdminSecondReviewQueue']);
  editorRoleId = await makeRole(h, 'views-Content Editor', ['AdminManageContent', 'AdminViewAudit']);
  sharer = await makeAccount(h, 'views-sharer', { abilities: ['AdminReview', 'AdminShareViews'] });
  analyst = await makeAccount(h, 'views-analyst', { roleId: analystRoleId });
  otherAnalyst = await makeAccount(h, 'views-analyst2', { roleId: analystRoleId });
  editor = await makeAccount(h, 'views-editor', { roleId: editorRoleId });
  admin = await makeAccount(h, 'views-admin', { abilities: [...ADMIN, 'AdminReview', 'AdminShareViews'] });
}, 60_000);
afterAll(() => h?.close());

const names = (body: { views: { name: string }[] }) => body.views.map((v) => v.name);

describe(`views on the server (${ENGINE})`, () => {
  it('saves, opens, renames and removes a view of its owner, each write audited', async () => {
    const created = await h.call('POST', '/api/views', view({ name: 'Mine', perPage: 50, columns: ['statement'] }), analyst.cookie);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'Mine', filter: { q: 'science' }, perPage: 50, ownerId: analyst.id, canChange: true, dropped: [] });
    const listed = await h.call('GET', `/api/views?resource=${LIST}`, undefined, analyst.cookie);
    expect(listed.status).toBe(200);
    expect(names(listed.body)).toContain('Mine');
    expect(names((await h.call('GET', `/api/views?resource=${LIST}`, undefined, otherAnalyst.cookie)).body)).not.toContain('Mine');

    const renamed = await h.call('PUT', `/api/views/${created.body.id}`, view({ name: 'Mine, renamed', rowVersion: created.body.rowVersion }), analyst.cookie);
    expect(renamed.status).toBe(200);
    expect(renamed.body.name).toBe('Mine, renamed');
    // a stale version is refused
    expect((await h.call('PUT', `/api/views/${created.body.id}`, view({ name: 'Again', rowVersion: created.body.rowVersion }), analyst.cookie)).status).toBe(409);

    expect((await h.call('DELETE', `/api/views/${created.body.id}`, undefined, analyst.cookie)).status).toBe(204);
    expect(names((await h.call('GET', `/api/views?resource=${LIST}`, undefined, analyst.cookie)).body)).not.toContain('Mine, renamed');

    const trail = await h.db.orm.em.fork().find(AuditEntry, { entity: 'saved-views', entityId: String(created.body.id) }, { orderBy: { id: 'asc' } });
    expect(trail.map((e) => e.auditType)).toEqual(['I', 'U', 'D']);
    expect(trail[0].userId).toBe(analyst.id);
  });

  it('writes a view and its audit entry together or not at all', async () => {
    h.auditFaults.failNext();
    const failed = await h.call('POST', '/api/views', view({ name: 'Rolled back' }), analyst.cookie);
    expect(failed.status).toBe(500);
    expect(names((await h.call('GET', `/api/views?resource=${LIST}`, undefined, analyst.cookie)).body)).not.toContain('Rolled back');
  });

  it('refuses an unknown list, a list the user cannot open, and a malformed view', async () => {
    const unknown = await h.call('POST', '/api/views', view({ resource: 'no-such-list' }), analyst.cookie);
    expect(unknown.status).toBe(400);
    expect(unknown.body.modelState.resource[0]).toMatch(/no list or screen/);
    expect((await h.call('GET', '/api/views?resource=no-such-list', undefined, analyst.cookie)).status).toBe(400);
    // analysts do not open the users list
    expect((await h.call('POST', '/api/views', view({ resource: 'users' }), analyst.cookie)).status).toBe(403);
    const blank = await h.call('POST', '/api/views', view({ name: '  ' }), analyst.cookie);
    expect(blank.status).toBe(400);
    expect(blank.body.modelState.name).toBeDefined();
    expect((await h.call('POST', '/api/views', view({ sort: { field: 'id', order: 'sideways' } }), analyst.cookie)).status).toBe(400);
  });

  it('drops with a notice the filters, sorts, columns and page sizes the list does not know, when saved', async () => {
    const saved = await h.call(
      'POST',
      '/api/views',
      view({ name: 'Stale parts', filter: { q: 'x', retiredField: 3 }, sort: { field: 'retiredSort', order: 'ASC' }, columns: ['statement', 'gone'], perPage: 7 }),
      analyst.cookie,
    );
    expect(saved.status).toBe(201);
    expect(saved.body.filter).toEqual({ q: 'x' });
    expect(saved.body.sort).toBeNull();
    expect(saved.body.columns).not.toContain('gone');
    expect(saved.body.perPage).toBeNull();
    expect(saved.body.dropped.map((d: { part: string; key: string }) => `${d.part}:${d.key}`).sort()).toEqual(['column:gone', 'filter:retiredField', 'perPage:7', 'sort:retiredSort']);
    expect(saved.body.dropped[0].message).toMatch(/no longer|not offered/);
  });

  it('opens a stored view whose field has since gone, answering what it dropped', async () => {
    // written as an older model would have allowed it
    const em = h.db.orm.em.fork();
    const id = await runAs({ userId: null, userName: 'test', via: 'system' }, async () => {
      const row = em.create('SavedView', { resource: LIST, name: 'From an older model', ownerId: analyst.id, filter: { q: 'a', vanishedField: true }, sort: { field: 'vanishedField', order: 'ASC' } } as never) as { id: number };
      await em.flush();
      return row.id;
    });
    const listed = await h.call('GET', `/api/views?resource=${LIST}`, undefined, analyst.cookie);
    expect(listed.status).toBe(200);
    const old = listed.body.views.find((v: { id: number }) => v.id === id);
    expect(old.filter).toEqual({ q: 'a' });
    expect(old.sort).toBeNull();
    expect(old.dropped.map((d: { key: string }) => d.key).sort()).toEqual(['vanishedField', 'vanishedField']);
  });

  it('keeps views of the hand-built screens by their keys, checked against what each screen offers', async () => {
    const saved = await h.call(
      'POST',
      '/api/views',
      { resource: 'course-search', name: 'D – Science, second review', filter: { subjectArea: [4], secondReview: [true], nowhere: 1 }, sort: { field: 'submittedOn', order: 'DESC' } },
      analyst.cookie,
    );
    expect(saved.status).toBe(201);
    expect(saved.body.filter).toEqual({ subjectArea: [4], secondReview: [true] });
    expect(saved.body.dropped.map((d: { key: string }) => d.key)).toEqual(['nowhere']);
    expect(names((await h.call('GET', '/api/views?resource=course-search', undefined, analyst.cookie)).body)).toContain('D – Science, second review');
  });

  it('needs the ability to share a view with roles or make it a default', async () => {
    const shared = await h.call('POST', '/api/views', view({ name: 'Not mine to share', sharedWithRoleIds: [analystRoleId] }), analyst.cookie);
    expect(shared.status).toBe(403);
    const defaulted = await h.call('POST', '/api/views', view({ name: 'Not mine to default', isDefaultForRoleIds: [analystRoleId] }), analyst.cookie);
    expect(defaulted.status).toBe(403);
    // a view of one's own, unshared, then shared on a later save: also refused
    const own = await h.call('POST', '/api/views', view({ name: 'Own' }), analyst.cookie);
    expect((await h.call('PUT', `/api/views/${own.body.id}`, view({ name: 'Own', sharedWithRoleIds: [analystRoleId] }), analyst.cookie)).status).toBe(403);
    // a role that does not exist, or cannot open the list, is refused
    expect((await h.call('POST', '/api/views', view({ name: 'Nobody', sharedWithRoleIds: [987654] }), sharer.cookie)).status).toBe(400);
    const blindRole = await makeRole(h, 'views-blind', ['AdminManageLookups']);
    const blind = await h.call('POST', '/api/views', view({ name: 'Blind', sharedWithRoleIds: [blindRole] }), sharer.cookie);
    expect(blind.status).toBe(400);
    expect(blind.body.modelState.sharedWithRoleIds[0]).toMatch(/cannot open/);
  });

  it('opens a view shared with the Analyst role for an analyst, and not for a content editor', async () => {
    const shared = await h.call('POST', '/api/views', view({ name: 'Shared with analysts', sharedWithRoleIds: [analystRoleId] }), sharer.cookie);
    expect(shared.status).toBe(201);
    const forAnalyst = await h.call('GET', `/api/views?resource=${LIST}`, undefined, analyst.cookie);
    const seen = forAnalyst.body.views.find((v: { name: string }) => v.name === 'Shared with analysts');
    expect(seen).toMatchObject({ canChange: false, ownerId: sharer.id, isDefaultForMe: false });
    expect(names((await h.call('GET', `/api/views?resource=${LIST}`, undefined, editor.cookie)).body)).not.toContain('Shared with analysts');
    // the roles to share with are offered to those who may share, and only roles that open the list
    expect(forAnalyst.body.shareRoles).toBeUndefined();
    const offered = (await h.call('GET', `/api/views?resource=${LIST}`, undefined, sharer.cookie)).body.shareRoles as { id: number }[];
    expect(offered.map((r) => r.id)).toEqual(expect.arrayContaining([analystRoleId, editorRoleId]));
    const lookupsOnly = await makeRole(h, 'views-lookups-only', ['AdminManageLookups']);
    expect((await h.call('GET', `/api/views?resource=${LIST}`, undefined, sharer.cookie)).body.shareRoles.map((r: { id: number }) => r.id)).not.toContain(lookupsOnly);
  });

  it('lets only the owner or an administrator change or remove a view', async () => {
    const shared = await h.call('POST', '/api/views', view({ name: 'Guarded', sharedWithRoleIds: [analystRoleId] }), sharer.cookie);
    expect((await h.call('PUT', `/api/views/${shared.body.id}`, view({ name: 'Taken over', sharedWithRoleIds: [analystRoleId] }), analyst.cookie)).status).toBe(403);
    expect((await h.call('DELETE', `/api/views/${shared.body.id}`, undefined, analyst.cookie)).status).toBe(403);
    const byAdmin = await h.call('PUT', `/api/views/${shared.body.id}`, view({ name: 'Renamed by the administrator', sharedWithRoleIds: [analystRoleId] }), admin.cookie);
    expect(byAdmin.status).toBe(200);
    expect(byAdmin.body.ownerId).toBe(sharer.id);
    expect((await h.call('DELETE', `/api/views/${shared.body.id}`, undefined, admin.cookie)).status).toBe(204);
    expect((await h.call('DELETE', `/api/views/${shared.body.id}`, undefined, admin.cookie)).status).toBe(404);
  });

  it("makes a view a role's default, one a list, shared with the role with it", async () => {
    const first = await h.call('POST', '/api/views', view({ name: 'First default', isDefaultForRoleIds: [analystRoleId] }), sharer.cookie);
    expect(first.status).toBe(201);
    expect(first.body.sharedWithRoleIds).toEqual([analystRoleId]);
    const second = await h.call('POST', '/api/views', view({ name: 'Second default', isDefaultForRoleIds: [analystRoleId] }), sharer.cookie);
    const views = (await h.call('GET', `/api/views?resource=${LIST}`, undefined, analyst.cookie)).body.views as { id: number; isDefaultForMe: boolean }[];
    expect(views.filter((v) => v.isDefaultForMe).map((v) => v.id)).toEqual([second.body.id]);
    expect(views.find((v) => v.id === first.body.id)?.isDefaultForMe).toBe(false);
    // the first view's lost default is audited with the write that took it
    const trail = await h.db.orm.em.fork().find(AuditEntry, { entity: 'saved-views', entityId: String(first.body.id), auditType: 'U' });
    expect(trail.some((e) => e.changes.some((c) => c.field === 'isDefaultForRoleIds'))).toBe(true);
    expect((await h.call('GET', `/api/views?resource=${LIST}`, undefined, editor.cookie)).body.views.some((v: { isDefaultForMe: boolean }) => v.isDefaultForMe)).toBe(false);
  });

  it('asks for a sign-in', async () => {
    expect((await h.call('GET', `/api/views?resource=${LIST}`)).status).toBe(401);
  });
});
