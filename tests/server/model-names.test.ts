// Names and defaults come from the model, nowhere else: a copy of the model with every table renamed,
// the institution type and the users' first-name columns renamed and another default minimum approval
// value, built fresh from that copy, still seeds, signs in, counts the dashboard's institutions, answers
// the app bar's calls (header statistics, user search) and the inline lists, and serves the new default.
import type { Server } from 'node:http';
import type { MikroORM } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.js';
import { loadCheckedModel } from '../../server/boot.js';
import { isEmpty, seedDatabase } from '../../seeds/seed-runner.js';
import type { FieldDef, ResourceDef } from '../../core/model/define.js';
import { csrfTokenFor, CSRF_HEADER } from '../../server/http/security/csrf-token.js';
import { createTestDb, ENGINE, type TestDb } from '../support/test-db.js';
import { listenForTests } from '../support/listen.js';

const RENAMED_MIN_APPROVAL = 4;

/** The shipped model with every table prefixed, two columns renamed and another default. */
function renamedModel(resources: ResourceDef[]): ResourceDef[] {
  const withField = (r: ResourceDef, name: string, change: Partial<FieldDef>): ResourceDef => ({ ...r, fields: { ...r.fields, [name]: { ...r.fields[name], ...change } } });
  return resources.map((original) => {
    let r: ResourceDef = { ...original, table: `renamed_${original.table}` };
    if (r.name === 'institutions') r = withField(r, 'institutionTypeId', { column: 'kind_of_institution' });
    if (r.name === 'users') r = withField(r, 'firstName', { column: 'given_name' });
    if (r.name === 'review-settings') r = withField(r, 'minApprovalValue', { default: RENAMED_MIN_APPROVAL });
    return r;
  });
}

let db: TestDb;
let orm: MikroORM;
let server: Server;
let stopRules: () => Promise<void>;
let url: string;
let resources: ResourceDef[];

beforeAll(async () => {
  const shipped = await loadCheckedModel();
  resources = renamedModel(shipped.resources);
  // the committed migrations describe the shipped names: this copy is built fresh from its own model
  db = await createTestDb(resources, { schema: 'model' });
  orm = db.orm;
  const app = await createApp({ orm, resources, overrides: shipped.overrides });
  stopRules = () => app.rules.stop();
  ({ server, url } = await listenForTests(app.app));
}, 120_000);

afterAll(async () => {
  await new Promise((r) => server?.close(r));
  await stopRules?.();
  await db?.close();
});

async function call(path: string, cookie?: string, init: RequestInit = {}) {
  const res = await fetch(url + path, { ...init, headers: { ...(cookie ? { cookie } : {}), ...(init.headers ?? {}) } });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : undefined };
}

/** What the back office page sends with every write: JSON, its origin and the session's CSRF token. */
const writeHeaders = (cookie: string) => ({ 'content-type': 'application/json', origin: url, [CSRF_HEADER]: csrfTokenFor(cookie.replace(/^.*?ag_sid=([^;]*).*$/, '$1')) });

describe(`a model whose tables and columns are renamed (${ENGINE})`, () => {
  let cookie: string;

  it('is seeded through the ORM, and the seed sees an empty database first', async () => {
    const tables = await orm.em.getConnection().execute<{ table_name: string }[]>(
      `select table_name from information_schema.tables where table_schema = 'public' and table_name in ('app_user', 'academic_year', 'renamed_app_user', 'renamed_academic_year')`,
    );
    expect(tables.map((t) => t.table_name).sort()).toEqual(['renamed_academic_year', 'renamed_app_user']);
    expect(await isEmpty(orm)).toBe(true);
    await seedDatabase(orm);
    expect(await isEmpty(orm)).toBe(false);
  }, 120_000);

  it('signs in the demo administrator', async () => {
    const login = await call('/api/account/login/admin', undefined, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: url },
      body: JSON.stringify({ username: 'admin', password: 'demo-admin' }),
    });
    expect(login.status).toBe(200);
    expect(login.body.user).toMatchObject({ username: 'admin', firstName: 'Dana' });
    cookie = login.headers.get('set-cookie')!.split(';')[0];
    expect((await call('/api/account/me', cookie)).body.user.firstName).toBe('Dana');
  });

  it('counts institutions by type for the dashboard, and lists the user’s recent changes', async () => {
    const institutions = resources.find((r) => r.name === 'institutions')!;
    const types = (institutions.fields.institutionTypeId.values ?? []).map((v) => (typeof v === 'object' ? v.id : v));
    let counted = 0;
    for (const type of types) {
      // the dashboard asks for exact totals (Prefer: count=exact, decisions.md "Counts stop at 10,000")
      const res = await call(`/api/rest/institutions?filter=${encodeURIComponent(JSON.stringify({ institutionTypeId: type }))}&range=[0,0]`, cookie, { headers: { prefer: 'count=exact' } });
      expect(res.status, String(type)).toBe(200);
      counted += Number(/\/(\d+)$/.exec(res.headers.get('content-range') ?? '')?.[1] ?? 0);
    }
    const rows = await orm.em.getConnection().execute<{ n: string | number }[]>('select count(*) as n from renamed_institution where kind_of_institution is not null');
    expect(counted).toBe(Number(rows[0].n));
    expect(counted).toBeGreaterThan(1000);
    expect((await call('/api/admin/audit/mine', cookie)).status).toBe(200);
  });

  it('answers the app bar: header statistics and the user search', async () => {
    expect((await call('/api/admin/stats/header', cookie)).status).toBe(200);
    const analysts = await call('/api/user/analyst/search?query=Priya', cookie);
    expect(analysts.body).toEqual([expect.objectContaining({ firstName: 'Priya', lastName: 'Raman', username: 'analyst' })]);
    // the record the search opens can be changed: account writes count administrators with hand-written SQL
    const changed = await call(`/api/rest/users/${analysts.body[0].userId}`, cookie, {
      method: 'PUT',
      headers: writeHeaders(cookie),
      body: JSON.stringify({ lastName: 'Raman-Iyer' }),
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.lastName).toBe('Raman-Iyer');
    // the demo's one institution user is inactive, so found by nobody: the search still runs on the renamed table
    const external = await call('/api/admin/membership/user/institution/search?query=Hernandez', cookie);
    expect(external).toMatchObject({ status: 200, body: [] });
  });

  it('serves the inline lists', async () => {
    const tags = await call('/api/admin/tag', cookie);
    expect(tags.body.map((t: { name: string }) => t.name)).toContain('Ethnic Studies');
    expect((await call('/api/rest/rubrics?range=[0,9]', cookie)).body).toHaveLength(6);
  });

  it('numbers and activates rule versions under the rule set’s lock', async () => {
    const write = (path: string, body: unknown) =>
      call(path, cookie, {
        method: 'POST',
        headers: writeHeaders(cookie),
        body: JSON.stringify(body),
      });
    const draft = await write('/api/admin/rules/review-decision/drafts', { comment: 'renamed tables' });
    expect(draft.status, JSON.stringify(draft.body)).toBe(200);
    expect(draft.body).toMatchObject({ version: 2, status: 'draft' });
    const activated = await write(`/api/admin/rules/review-decision/versions/${draft.body.id}/activate`, {});
    expect(activated).toMatchObject({ status: 200, body: { activeVersion: 2 } });
  });

  it('answers the review settings from the running model’s defaults until the row exists, and saves from them', async () => {
    const settings = resources.find((r) => r.name === 'review-settings')!;
    await orm.em.fork().nativeDelete(settings.entity, { id: 1 });
    expect((await call('/api/admin/rubric/minapprovalvalue', cookie)).body).toBe(RENAMED_MIN_APPROVAL);
    expect((await call('/api/admin/settings/review', cookie)).body).toMatchObject({ minApprovalValue: RENAMED_MIN_APPROVAL });
    const saved = await call('/api/admin/settings/review', cookie, {
      method: 'POST',
      headers: writeHeaders(cookie),
      body: JSON.stringify({ expressReviewEnabled: false }),
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({ minApprovalValue: RENAMED_MIN_APPROVAL, expressReviewEnabled: false });
  });
});
