// Views shared on the server (issue 23 §1, docs/views.md) in Chromium: an administrator saves the
// institutions list narrowed to active high schools, shares it with the Analyst role and makes it the
// role's default, all from the keyboard; an analyst opening the list gets the view, its name in the
// title; a content editor does not see it. axe at 1366 and 400 px with the menu and dialog open.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startE2E, type E2E } from './support/browser.js';
import { seriousAxeFindings } from './support/axe.js';
import { runAs } from '../../server/audit/context.js';
import { hashPassword } from '../../server/auth/password.js';
import roles from '../../resources/roles.js';
import users from '../../resources/users.js';

let e2e: E2E;
const VIEW = 'Active high schools (e2e)';
const FILTER = { isActive: true, isHighSchool: true };
/** the view's entry in the menu (its name, then what is said under it), not Rename / Delete of it */
const VIEW_ITEM = new RegExp(`^${VIEW.replace(/[()]/g, '\\$&')}`);
const EDITOR = { username: 'views-editor', password: 'views-editor-password' };

beforeAll(async () => {
  e2e = await startE2E();
  // this office's analysts and content editors browse institutions (read only); the demo roles do not
  const em = e2e.orm.em.fork();
  await runAs({ userId: null, userName: 'test', via: 'system' }, async () => {
    for (const name of ['Analyst', 'Content Editor']) {
      const role = (await em.findOneOrFail(roles.entity, { name } as never)) as { abilities: string[] };
      role.abilities = [...role.abilities, 'AdminViewInstitutions'];
    }
    const editorRole = (await em.findOneOrFail(roles.entity, { name: 'Content Editor' } as never)) as { id: number };
    em.create(users.entity, {
      username: EDITOR.username,
      email: 'views-editor@example.org',
      firstName: 'Cora',
      lastName: 'Editor',
      password: await hashPassword(EDITOR.password),
      roleId: editorRole.id,
      userKind: 'ucop',
      isActive: true,
    } as never);
    await em.flush();
  });
});
afterAll(() => e2e?.close());

/** The list's rows have arrived: the institutions call answered. */
const listed = (page: Page, test: (url: URL) => boolean = () => true) =>
  page.waitForResponse((r) => {
    const url = new URL(r.url());
    return url.pathname === '/api/rest/institutions' && r.ok() && test(url);
  });
const filterOf = (url: URL) => JSON.parse(url.searchParams.get('filter') ?? '{}') as Record<string, unknown>;

async function axeClean(page: Page) {
  expect(await seriousAxeFindings(page)).toEqual([]);
}

describe('views shared on the server', () => {
  it('an administrator saves a view from the keyboard, shares it with the Analyst role and makes it its default', async () => {
    const admin = await e2e.signedIn('admin', 'demo-admin');
    const first = listed(admin, (u) => filterOf(u).isHighSchool === true);
    await admin.goto(`${e2e.baseUrl}/institutions?filter=${encodeURIComponent(JSON.stringify(FILTER))}`);
    await first;

    // the menu from the keyboard: focus the button, open it, walk to "Save current view…"
    const button = admin.getByRole('button', { name: 'Views', exact: true });
    await button.focus();
    await admin.keyboard.press('Enter');
    const save = admin.getByRole('menuitem', { name: 'Save current view…' });
    await save.waitFor();
    await axeClean(admin);
    await save.focus();
    await admin.keyboard.press('Enter');
    const dialog = admin.getByRole('dialog', { name: 'Save current view' });
    await dialog.getByLabel('Name').fill(VIEW);
    await dialog.getByRole('group', { name: 'Share with roles' }).getByLabel('Analyst', { exact: true }).check();
    await dialog.getByRole('group', { name: /Default view for roles/ }).getByLabel('Analyst', { exact: true }).check();
    await axeClean(admin);
    const saved = admin.waitForResponse((r) => new URL(r.url()).pathname === '/api/views' && r.request().method() === 'POST');
    await dialog.getByLabel('Name').press('Enter');
    expect((await saved).status()).toBe(201);
    await expect.poll(() => admin.title()).toBe(`${VIEW} · Institutions | A–G Course Admin`);
    await e2e.shot(admin, 'views-saved-by-admin');

    // at 400 px the menu is still there and clean
    await admin.setViewportSize({ width: 400, height: 900 });
    await admin.getByRole('button', { name: 'Views', exact: true }).click();
    await admin.getByRole('menuitem', { name: VIEW_ITEM }).waitFor();
    await axeClean(admin);
    await admin.keyboard.press('Escape');
    await admin.context().close();
  });

  it("an analyst opening the list with no filter gets the role's default view, and its name", async () => {
    const analyst = await e2e.signedIn('analyst', 'demo-analyst');
    const applied = listed(analyst, (u) => filterOf(u).isHighSchool === true && filterOf(u).isActive === true);
    await analyst.goto(`${e2e.baseUrl}/institutions`);
    await applied;
    await expect.poll(() => analyst.title()).toBe(`${VIEW} · Institutions | A–G Course Admin`);
    await analyst.getByRole('button', { name: 'Views', exact: true }).click();
    const item = analyst.getByRole('menuitem', { name: VIEW_ITEM });
    await item.waitFor();
    expect(await item.textContent()).toContain('Default for your role');
    // not theirs: nothing to rename, share or delete
    expect(await analyst.getByRole('menuitem', { name: /^(Rename|Share with|Delete)/ }).count()).toBe(0);
    await analyst.context().close();
  });

  it('a content editor does not see it, and the list opens unfiltered', async () => {
    const editor = await e2e.signedIn(EDITOR.username, EDITOR.password);
    const views = editor.waitForResponse((r) => new URL(r.url()).pathname === '/api/views');
    await editor.goto(`${e2e.baseUrl}/institutions`);
    expect(((await (await views).json()) as { views: { name: string }[] }).views.map((v) => v.name)).not.toContain(VIEW);
    await editor.getByRole('button', { name: 'Views', exact: true }).click();
    await editor.getByRole('menuitem', { name: 'Save current view…' }).waitFor();
    expect(await editor.getByRole('menuitem', { name: VIEW_ITEM }).count()).toBe(0);
    expect(await editor.title()).toBe('Institutions | A–G Course Admin');
    await editor.context().close();
  });
});
