// The AdminJS operator console at /ops, driven through AdminJS's own JSON API the way its frontend
// drives it (multipart forms for writes): sign-in and ability gates, the model's access rules per
// action, the model's validation, the audit trail (via 'ops'), and passwords hashed and never shown.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../support/server-harness.js';
import { ENGINE } from '../support/test-db.js';
import { CSRF_HEADER, csrfTokenFor } from '../../server/http/security/csrf-token.js';

let h: Harness;
let operator: string; // console + settings + user management
let readOnlyOperator: string; // console + AdminReview: may list and show tags, not change them
let noConsole: string; // every settings ability, but not the console

const ADMINJS_TMP = path.resolve(process.cwd(), '.adminjs');
const tmpExisted = existsSync(ADMINJS_TMP);

/** What the console's pages send with every write: the session cookie and the session's CSRF token. */
const writer = (cookie: string) => ({ cookie, [CSRF_HEADER]: csrfTokenFor(cookie.replace(/^ag_sid=/, '')) });

/** A write as AdminJS's frontend sends it: multipart/form-data with flattened fields. */
async function form(p: string, fields: Record<string, string>, cookie: string) {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.set(k, v);
  const res = await fetch(h.url + p, { method: 'POST', body, headers: writer(cookie), redirect: 'manual' });
  const text = await res.text();
  return { status: res.status, body: JSON.parse(text), text };
}

const get = (p: string, cookie?: string) => h.call('GET', p, undefined, cookie);
const noticeOf = (r: { body: { notice?: { type: string; message: string } } }) => r.body.notice;

beforeAll(async () => {
  h = await startHarness({ ops: true });
  operator = await h.userWith(['AdminOperatorConsole', 'AdminManageSettings', 'AdminUserManagement', 'AdminManageLookups', 'AdminManageInstitutions'], 'ops-operator');
  readOnlyOperator = await h.userWith(['AdminOperatorConsole', 'AdminReview'], 'ops-reviewer');
  noConsole = await h.userWith(['AdminManageSettings', 'AdminUserManagement'], 'no-console');
  // AdminJS loads in the background; the first answer waits for it
  expect((await get('/ops/api/resources/tags/actions/list', operator)).status).toBe(200);
}, 120_000);
afterAll(() => h?.close());

describe(`operator console at /ops (${ENGINE})`, () => {
  it('sends strangers to the sign-in screen and refuses their API calls', async () => {
    const page = await get('/ops');
    expect(page.status).toBe(302);
    expect(page.headers.get('location')).toBe('/login?next=%2Fops');
    const deep = await get('/ops/resources/tags?page=2');
    expect(deep.headers.get('location')).toBe(`/login?next=${encodeURIComponent('/ops/resources/tags?page=2')}`);
    expect((await get('/ops/api/resources/tags/actions/list')).status).toBe(401);
    const write = await fetch(h.url + '/ops/api/resources/tags/actions/new', { method: 'POST', body: new URLSearchParams({ name: 'Sneaky' }) });
    expect(write.status).toBe(401);
  });

  it('sends staff without the console ability to the access error page', async () => {
    const page = await get('/ops', noConsole);
    expect(page.status).toBe(302);
    expect(page.headers.get('location')).toBe('/error/access');
    expect((await get('/ops/resources/tags', noConsole)).headers.get('location')).toBe('/error/access');
    const api = await get('/ops/api/resources/tags/actions/list', noConsole);
    expect(api.status).toBe(403);
    expect((await form('/ops/api/resources/tags/actions/new', { name: 'Nope' }, noConsole)).status).toBe(403);
  });

  it('serves the console page without bundling anything or loading third-party assets', async () => {
    const page = await get('/ops', operator);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/html/);
    expect(page.headers.get('cache-control')).toBe('no-store');
    const html = String(page.body);
    expect(html).toContain('window.REDUX_STATE');
    expect(html).not.toMatch(/fonts\.googleapis\.com/);
    // the navigation offers only resources the operator may list
    const state = JSON.parse(/window\.REDUX_STATE = (.*);\n/.exec(html)![1]);
    const href = (id: string) => state.resources.find((r: { id: string }) => r.id === id)?.href;
    expect(href('tags')).toBe('/ops/resources/tags');
    const reviewerState = JSON.parse(/window\.REDUX_STATE = (.*);\n/.exec(String((await get('/ops', readOnlyOperator)).body))![1]);
    expect(reviewerState.resources.find((r: { id: string }) => r.id === 'users').href).toBeNull();
    expect(reviewerState.resources.find((r: { id: string }) => r.id === 'tags').href).toBe('/ops/resources/tags');

    const bundle = await fetch(h.url + '/ops/frontend/assets/components.bundle.js', { headers: { cookie: operator } });
    expect(bundle.status).toBe(200);
    expect(bundle.headers.get('content-type')).toMatch(/javascript/);
    expect(await bundle.text()).toContain('AdminJS.UserComponents = {}');
    expect(existsSync(ADMINJS_TMP)).toBe(tmpExisted);
    // AdminJS's sign-out link signs out through the app's own endpoint
    const logout = await get('/ops/logout', operator);
    expect(logout.status).toBe(200);
    expect(String(logout.body)).toContain("fetch('/api/account/logout', { method: 'POST'");
    const app = await fetch(h.url + '/ops/frontend/assets/app.bundle.js', { headers: { cookie: operator } });
    expect(app.status).toBe(200);
    expect((await app.arrayBuffer()).byteLength).toBeGreaterThan(0); // read it all: an unread body keeps the connection busy
  });

  it('serves the minified AdminJS bundles at versioned addresses the browser may keep for a year', async () => {
    const html = String((await get('/ops', operator)).body);
    const scripts = [...html.matchAll(/<script src="([^"]+)"/g)].map((m) => m[1]);
    expect(scripts.map((s) => s.replace(/\?v=[0-9a-f]{16}$/, ''))).toEqual(
      ['global.bundle.js', 'design-system.bundle.js', 'app.bundle.js', 'components.bundle.js'].map((name) => `/ops/frontend/assets/${name}`),
    );
    expect(new Set(scripts.map((s) => new URL(s, h.url).searchParams.get('v'))).size).toBe(1);
    let total = 0;
    for (const s of scripts) {
      const res = await fetch(h.url + s, { headers: { cookie: operator } });
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
      total += (await res.arrayBuffer()).byteLength;
    }
    // the development builds AdminJS serves unless NODE_ENV is production come to 26 MB
    expect(total).toBeLessThan(3_600_000);
    // an address without the current version is checked with the server every time
    const stale = await fetch(h.url + '/ops/frontend/assets/app.bundle.js?v=0123456789abcdef', { headers: { cookie: operator } });
    expect(stale.headers.get('cache-control')).toBe('no-cache');
    await stale.arrayBuffer();
  });

  it("opens on the console's own welcome page: what it is for and what the operator may open, by menu group", async () => {
    const state = JSON.parse(/window\.REDUX_STATE = (.*);\n/.exec(String((await get('/ops', operator)).body))![1]);
    expect(state.dashboard.component).toBe('OpsWelcome');
    const bundle = await (await fetch(h.url + '/ops/frontend/assets/components.bundle.js', { headers: { cookie: operator } })).text();
    expect(bundle).toContain('AdminJS.UserComponents.OpsWelcome = OpsWelcome');
    // the way back takes the place of AdminJS's version in the top bar
    expect(bundle).toContain('AdminJS.UserComponents.Version = TopBarBackLink');
    expect(bundle).not.toMatch(/https?:\/\//);

    const welcome = await get('/ops/api/dashboard', operator);
    expect(welcome.status).toBe(200);
    expect(welcome.body.intro).toMatch(/for superusers/);
    expect(welcome.body.scope).toMatch(/same access rules, the same validation and the same audit trail/);
    const groups = welcome.body.groups as { name: string; resources: { id: string; label: string; href: string }[] }[];
    expect(groups.map((g) => g.name)).toEqual(expect.arrayContaining(['Membership', 'Institutions', 'Lookups', 'Settings']));
    expect(groups.find((g) => g.name === 'Membership')!.resources).toContainEqual({ id: 'users', label: 'Users', href: '/ops/resources/users' });
    // the reviewer is offered only what the model lets them list
    const reviewerIds = ((await get('/ops/api/dashboard', readOnlyOperator)).body.groups as typeof groups).flatMap((g) => g.resources.map((r) => r.id));
    expect(reviewerIds).toContain('tags');
    expect(reviewerIds).not.toContain('users');
    expect((await get('/ops/api/dashboard')).status).toBe(401);
    expect((await get('/ops/api/dashboard', noConsole)).status).toBe(403);
  });

  it('lists tags through the model query: filters, sort and paging', async () => {
    for (const name of ['Ethnic Studies', 'Dual Enrollment', 'Honors Pilot'])
      expect((await h.call('POST', '/api/rest/tags', { name }, operator)).status).toBe(201);
    const list = await get('/ops/api/resources/tags/actions/list?sortBy=name&direction=desc&perPage=2&page=1', operator);
    expect(list.status).toBe(200);
    expect(list.body.meta).toMatchObject({ total: 3, perPage: 2, page: 1, sortBy: 'name', direction: 'desc' });
    expect(list.body.records.map((r: { params: { name: string } }) => r.params.name)).toEqual(['Honors Pilot', 'Ethnic Studies']);
    // a text filter matches like the REST list: case-insensitive, anywhere in the value
    const filtered = await get(`/ops/api/resources/tags/actions/list?filters.name=${encodeURIComponent('pilot')}`, operator);
    expect(filtered.body.records.map((r: { params: { name: string } }) => r.params.name)).toEqual(['Honors Pilot']);
    // a reviewer may list them too (the model's list rule), but is offered no write actions
    const asReviewer = await get('/ops/api/resources/tags/actions/list', readOnlyOperator);
    expect(asReviewer.body.meta.total).toBe(3);
    expect(asReviewer.body.records[0].recordActions.map((a: { name: string }) => a.name)).toEqual(['show']);
  });

  it('creates a tag and writes its audit entry with via "ops" and the operator', async () => {
    const created = await form('/ops/api/resources/tags/actions/new', { name: 'Console Tag', isDeprecated: 'false' }, operator);
    expect(created.status).toBe(200);
    expect(noticeOf(created)).toEqual({ message: 'successfullyCreated', type: 'success' });
    const id = created.body.record.params.id;
    expect(Number.isInteger(id)).toBe(true);
    expect((await h.call('GET', `/api/rest/tags/${id}`, undefined, operator)).body).toMatchObject({ name: 'Console Tag', isDeleted: false });

    const audit = await h.call('GET', `/api/admin/audit/tags/${id}`, undefined, operator);
    expect(audit.status).toBe(200);
    expect(audit.body.entries).toHaveLength(1);
    expect(audit.body.entries[0]).toMatchObject({ auditType: 'I', via: 'ops', userName: 'ops-operator' });
    expect(audit.body.entries[0].changes).toContainEqual({ field: 'name', oldValue: null, newValue: 'Console Tag' });

    // URL-encoded forms are accepted as well (AdminJS's router parses both)
    const res = await fetch(h.url + '/ops/api/resources/tags/actions/new', { method: 'POST', body: new URLSearchParams({ name: 'Encoded Tag' }), headers: writer(operator) });
    expect((await res.json()).notice.type).toBe('success');
  });

  it('edits and soft-deletes through the console, audited like the API', async () => {
    const created = await form('/ops/api/resources/tags/actions/new', { name: 'Rename Me' }, operator);
    const id = created.body.record.params.id;
    // the edit form sends the whole record back, read-only id included
    const edited = await form(`/ops/api/resources/tags/records/${id}/edit`, { id: String(id), name: 'Renamed', isDeprecated: 'true', isDeleted: 'false' }, operator);
    expect(noticeOf(edited)?.type).toBe('success');
    expect(edited.body.record.params).toMatchObject({ name: 'Renamed', isDeprecated: true });
    const removed = await form(`/ops/api/resources/tags/records/${id}/delete`, {}, operator);
    expect(noticeOf(removed)?.type).toBe('success');
    // tags are soft-deleted: the row stays, marked deleted
    expect((await h.call('GET', `/api/rest/tags/${id}`, undefined, operator)).body.isDeleted).toBe(true);
    const audit = await h.call('GET', `/api/admin/audit/tags/${id}`, undefined, operator);
    const [del, upd] = audit.body.entries;
    expect(upd).toMatchObject({ auditType: 'U', via: 'ops', userName: 'ops-operator' });
    expect(upd.changes).toEqual([
      { field: 'name', oldValue: 'Rename Me', newValue: 'Renamed' },
      { field: 'isDeprecated', oldValue: false, newValue: true },
    ]);
    expect(del).toMatchObject({ auditType: 'U', via: 'ops', changes: [{ field: 'isDeleted', oldValue: false, newValue: true }] });
  });

  it('hard-deletes lookups with an audit entry, and refuses while other records refer to them', async () => {
    const county = await form('/ops/api/resources/counties/actions/new', { id: '19', name: 'Los Angeles' }, operator);
    expect(noticeOf(county)?.type).toBe('success');
    expect(county.body.record.params.id).toBe(19);
    const school = await form('/ops/api/resources/institutions/actions/new', { name: 'Console High School', institutionTypeId: '1', countyId: '19' }, operator);
    expect(noticeOf(school)?.type).toBe('success');
    expect(school.body.record.params).toMatchObject({ countyId: 19, institutionTypeId: 1, isActive: true });
    // references resolve to the referenced resource's title
    const schools = await get('/ops/api/resources/institutions/actions/list', operator);
    expect(schools.body.records[0].populated.countyId.title).toBe('Los Angeles');
    // AdminJS's filters go through the REST list's query rules
    const total = async (q: string) => (await get(`/ops/api/resources/institutions/actions/list?${q}`, operator)).body.meta.total;
    expect(await total('filters.countyId=19&filters.isActive=true')).toBe(1);
    expect(await total('filters.countyId=20')).toBe(0);
    expect(await total('filters.institutionTypeId=1&filters.name=console%20high')).toBe(1);
    expect(await total(`filters.openDate${encodeURIComponent('~~')}from=2000-01-01`)).toBe(0);
    const unknown = await get('/ops/api/resources/institutions/actions/list?filters.nope=1', operator);
    expect(noticeOf(unknown)).toMatchObject({ type: 'error', message: 'Unknown filter "nope".' });

    // saving the edit form unchanged writes nothing and claims no change (dates come back as text)
    const schoolId = school.body.record.params.id;
    const dated = await form(`/ops/api/resources/institutions/records/${schoolId}/edit`, { name: 'Console High School', institutionTypeId: '1', countyId: '19', openDate: '1999-08-30' }, operator);
    expect(dated.body.record.params.openDate).toBe('1999-08-30');
    const params = Object.entries(dated.body.record.params as Record<string, unknown>).map(([k, v]) => [k, v === null ? '__FORM_VALUE_NULL__' : String(v)]);
    expect(noticeOf(await form(`/ops/api/resources/institutions/records/${schoolId}/edit`, Object.fromEntries(params), operator))?.type).toBe('success');
    const history = (await h.call('GET', `/api/admin/audit/institutions/${schoolId}`, undefined, operator)).body.entries;
    expect(history.map((e: { auditType: string }) => e.auditType)).toEqual(['U', 'I']);
    expect(history[0].changes).toEqual([{ field: 'openDate', oldValue: null, newValue: '1999-08-30' }]);

    // a pathway must name its industry sector: the sector cannot go while a pathway refers to it
    expect(noticeOf(await form('/ops/api/resources/cte-industries/actions/new', { id: '4', name: 'Engineering and Architecture' }, operator))?.type).toBe('success');
    expect(noticeOf(await form('/ops/api/resources/cte-pathways/actions/new', { id: '41', name: 'Engineering Design', cteIndustryId: '4' }, operator))?.type).toBe('success');
    const refused = await form('/ops/api/resources/cte-industries/records/4/delete', {}, operator);
    expect(noticeOf(refused)).toMatchObject({ type: 'error', message: 'This record is used by other records and cannot be removed.' });
    expect((await h.call('GET', '/api/rest/cte-industries/4', undefined, operator)).status).toBe(200);
    expect((await h.call('GET', '/api/admin/audit/cte-industries/4', undefined, operator)).body.entries).toHaveLength(1);

    const lang = await form('/ops/api/resources/languages/actions/new', { id: '9001', name: 'Klingon' }, operator);
    expect(noticeOf(lang)?.type).toBe('success');
    expect(noticeOf(await form('/ops/api/resources/languages/records/9001/delete', {}, operator))?.type).toBe('success');
    expect((await h.call('GET', '/api/rest/languages/9001', undefined, operator)).status).toBe(404);
    const audit = await h.call('GET', '/api/admin/audit/languages/9001', undefined, operator);
    expect(audit.body.entries.map((e: { auditType: string; via: string }) => `${e.auditType}:${e.via}`)).toEqual(['D:ops', 'I:ops']);
  });

  it('refuses the actions the operator’s role lacks', async () => {
    const tag = await h.call('POST', '/api/rest/tags', { name: 'Keep Me' }, operator);
    const id = tag.body.id;
    const del = await form(`/ops/api/resources/tags/records/${id}/delete`, {}, readOnlyOperator);
    expect(noticeOf(del)).toEqual({ message: 'forbiddenError', type: 'error' });
    const bulk = await form(`/ops/api/resources/tags/bulk/bulkDelete?recordIds=${id}`, {}, readOnlyOperator);
    expect(noticeOf(bulk)?.type).toBe('error');
    const created = await form('/ops/api/resources/tags/actions/new', { name: 'Not Allowed' }, readOnlyOperator);
    expect(noticeOf(created)?.type).toBe('error');
    const edited = await form(`/ops/api/resources/tags/records/${id}/edit`, { name: 'Changed' }, readOnlyOperator);
    expect(noticeOf(edited)?.type).toBe('error');
    // users need AdminUserManagement, which the reviewer lacks
    expect(noticeOf(await get('/ops/api/resources/users/actions/list', readOnlyOperator))?.type).toBe('error');
    // nothing changed
    expect((await h.call('GET', `/api/rest/tags/${id}`, undefined, operator)).body).toMatchObject({ name: 'Keep Me', isDeleted: false });
    const found = await h.call('GET', `/api/rest/tags?filter=${encodeURIComponent('{"q":"Not Allowed"}')}`, undefined, operator);
    expect(found.body).toHaveLength(0);
    expect((await h.call('GET', `/api/admin/audit/tags/${id}`, undefined, operator)).body.entries).toHaveLength(1);
  });

  it('refuses invalid input with field errors and writes nothing', async () => {
    const before = await h.call('GET', '/api/rest/rubrics', undefined, operator);
    const bad = await form('/ops/api/resources/rubrics/actions/new', { name: 'Off the scale', value: '9' }, operator);
    expect(bad.status).toBe(200);
    expect(noticeOf(bad)).toEqual({ message: 'Please correct the highlighted fields.', type: 'error' });
    expect(bad.body.record.errors).toEqual({ value: { type: 'invalid', message: 'Must be at most 5.' } });
    const missing = await form('/ops/api/resources/rubrics/actions/new', { value: '3' }, operator);
    expect(missing.body.record.errors.name.message).toBe('Required.');
    const unknown = await form('/ops/api/resources/rubrics/actions/new', { name: 'Fine', value: '3', colour: 'red' }, operator);
    expect(unknown.body.record.errors.colour.message).toBe('Unknown field.');
    const dup = await form('/ops/api/resources/tags/actions/new', { name: 'Ethnic Studies' }, operator);
    expect(noticeOf(dup)?.type).toBe('error');
    expect(dup.body.record.errors).toEqual({ name: { type: 'invalid', message: 'This value is already used by another record.' } });
    const assigned = await form('/ops/api/resources/counties/actions/new', { name: 'Nowhere' }, operator);
    expect(assigned.body.record.errors.id.message).toMatch(/whole number/);

    const after = await h.call('GET', '/api/rest/rubrics', undefined, operator);
    expect(after.headers.get('content-range')).toBe(before.headers.get('content-range'));
  });

  it('answers a refused edit with the values as submitted, so the form keeps every edit', async () => {
    const created = await form(
      '/ops/api/resources/users/actions/new',
      { username: 'kept-values', email: 'kept@example.org', firstName: 'Kept', lastName: 'Values', userKind: 'external', isActive: 'true' },
      operator,
    );
    const id = created.body.record.params.id;
    const fields = Object.fromEntries(Object.entries(created.body.record.params as Record<string, unknown>).map(([k, v]) => [k, v === null ? '__FORM_VALUE_NULL__' : String(v)]));
    // refused by the model's validation, one field wrong among several changed
    const refused = await form(`/ops/api/resources/users/records/${id}/edit`, { ...fields, firstName: 'Changed', email: 'not-an-e-mail', isActive: 'false', password: 'typed-password-1' }, operator);
    expect(noticeOf(refused)).toEqual({ message: 'Please correct the highlighted fields.', type: 'error' });
    expect(refused.body.record.errors).toEqual({ email: { type: 'invalid', message: 'Enter a valid e-mail address.' } });
    expect(refused.body.record.params).toMatchObject({ firstName: 'Changed', email: 'not-an-e-mail', isActive: false, lastName: 'Values', username: 'kept-values' });
    expect(Object.keys(refused.body.record.params)).not.toContain('password');
    expect(refused.text).not.toContain('typed-password-1');
    expect((await h.call('GET', `/api/rest/users/${id}`, undefined, operator)).body).toMatchObject({ firstName: 'Kept', email: 'kept@example.org', isActive: true });

    // refused by the database (a value another record uses): the same
    await form('/ops/api/resources/tags/actions/new', { name: 'Kept Taken' }, operator);
    const tag = await form('/ops/api/resources/tags/actions/new', { name: 'Kept Free' }, operator);
    const tagId = tag.body.record.params.id;
    const dup = await form(`/ops/api/resources/tags/records/${tagId}/edit`, { id: String(tagId), name: 'Kept Taken', isDeprecated: 'true', isDeleted: 'false' }, operator);
    expect(dup.body.record.errors).toEqual({ name: { type: 'invalid', message: 'This value is already used by another record.' } });
    expect(dup.body.record.params).toMatchObject({ name: 'Kept Taken', isDeprecated: true });
    expect((await h.call('GET', `/api/rest/tags/${tagId}`, undefined, operator)).body).toMatchObject({ name: 'Kept Free', isDeprecated: false });
  });

  it('writes a change and its audit entry in one transaction', async () => {
    h.auditFaults.failNext();
    const res = await form('/ops/api/resources/tags/actions/new', { name: 'Never Saved' }, operator);
    expect(res.status).toBe(500);
    expect(h.auditFaults.pending()).toBe(false); // the write was reached and failed
    expect(res.text).not.toMatch(/injected/);
    const found = await h.call('GET', `/api/rest/tags?filter=${encodeURIComponent('{"q":"Never Saved"}')}`, undefined, operator);
    expect(found.body).toHaveLength(0);
  });

  it('stores passwords set through the console as argon2 hashes and never shows them', async () => {
    const created = await form(
      '/ops/api/resources/users/actions/new',
      { username: 'console-user', email: 'console-user@example.org', firstName: 'Con', lastName: 'Sole', password: 'console-password-1', userKind: 'external', isActive: 'true' },
      operator,
    );
    expect(noticeOf(created)?.type).toBe('success');
    const id = created.body.record.params.id;
    const stored = async () =>
      ((await h.db.orm.em.fork().getConnection().execute('select password from app_user where id = ?', [id])) as { password: string }[])[0].password;
    const hash = await stored();
    expect(hash).toMatch(/^\$argon2id\$/);
    expect(await h.signIn('console-user', 'console-password-1')).toMatch(/^ag_sid=/);

    const answers = [
      created.text,
      JSON.stringify((await get('/ops/api/resources/users/actions/list', operator)).body),
      JSON.stringify((await get(`/ops/api/resources/users/records/${id}/show`, operator)).body),
      JSON.stringify((await get(`/ops/api/resources/users/records/${id}/edit`, operator)).body),
      JSON.stringify((await get(`/ops/api/resources/users/actions/search/console`, operator)).body),
      String((await get(`/ops/resources/users/records/${id}/show`, operator)).body),
    ];
    for (const a of answers) {
      expect(a).not.toMatch(/argon2/);
      expect(a).not.toContain('console-password-1');
    }
    const records = [
      created.body.record,
      ...(await get('/ops/api/resources/users/actions/list', operator)).body.records,
      (await get(`/ops/api/resources/users/records/${id}/show`, operator)).body.record,
      ...(await get(`/ops/api/resources/users/actions/search/console`, operator)).body.records,
    ];
    expect(records.length).toBeGreaterThan(3);
    for (const r of records) expect(Object.keys(r.params)).not.toContain('password');

    // an edit with the password left blank keeps it; a new one is hashed again
    const params = created.body.record.params as Record<string, unknown>;
    const fields = Object.fromEntries(Object.entries(params).map(([k, v]) => [k, v === null ? '__FORM_VALUE_NULL__' : String(v)]));
    const kept = await form(`/ops/api/resources/users/records/${id}/edit`, { ...fields, firstName: 'Connie', password: '' }, operator);
    expect(noticeOf(kept)?.type).toBe('success');
    expect(await stored()).toBe(hash);
    // the form holds the record the save answered with, at its new version
    const changed = await form(`/ops/api/resources/users/records/${id}/edit`, { ...fields, rowVersion: String(kept.body.record.params.rowVersion), password: 'another-password-2' }, operator);
    expect(noticeOf(changed)?.type).toBe('success');
    expect(changed.text).not.toContain('another-password-2');
    expect(changed.text).not.toMatch(/argon2/);
    expect(await stored()).toMatch(/^\$argon2id\$/);
    expect(await stored()).not.toBe(hash);
    expect(await h.signIn('console-user', 'another-password-2')).toMatch(/^ag_sid=/);
    const short = await form(`/ops/api/resources/users/records/${id}/edit`, { ...fields, password: 'short' }, operator);
    expect(short.body.record.errors.password.message).toBe('Use at least 10 characters.');

    const audit = await h.call('GET', `/api/admin/audit/users/${id}`, undefined, operator);
    expect(audit.body.entries.every((e: { via: string }) => e.via === 'ops')).toBe(true);
    expect(JSON.stringify(audit.body)).not.toMatch(/argon2|password-/);
  });
});
