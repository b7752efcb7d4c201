// The district and school screens in the browser on the real server with the demo data: an
// administrator opens /schools, searches, goes to the second page, edits a school (the server's field
// error lands on the field), saves and is back on the same search and page; cancel does the same.
// A district's detail shows its facts, its schools (each opening its details), its users and "Add
// school" with the district picked; the district list's Edit returns to the list. Every screen has no
// serious or critical axe finding at 1366 and 700 px; screenshots of each.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAs } from '../../server/audit/context.js';
import { seriousAxeFindings } from './support/axe.js';
import { startE2E, type E2E } from './support/browser.js';

let e2e: E2E;
let berkeleyUnified: number;
let berkeleyHigh: number;

beforeAll(async () => {
  e2e = await startE2E();
  const em = e2e.orm.em.fork();
  const one = async (cds: string) => ((await em.findOneOrFail('Institution', { cdsCode: cds } as never)) as unknown as { id: number }).id;
  berkeleyUnified = await one('01611430000000');
  berkeleyHigh = await one('01611430131177');
  // a district user: a member of Berkeley Unified with a role there
  await runAs({ userId: null, userName: 'test', via: 'system' }, async () => {
    const role = (await em.findOneOrFail('Role', { name: 'Course List Manager' } as never)) as unknown as { id: number };
    const user = em.create('User', { username: 'rokafor', email: 'rita.okafor@berkeley.example.org', firstName: 'Rita', lastName: 'Okafor', userKind: 'external', roleId: role.id, isActive: true } as never) as { id: number };
    await em.flush();
    em.create('UserInstitution', { userId: user.id, institutionId: berkeleyUnified, roleId: role.id } as never);
    await em.flush();
  });
}, 600_000);
afterAll(() => e2e?.close());

const signedIn = (width = 1366) => e2e.signedIn('admin', 'demo-admin', width);

const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe('districts and schools in the browser', () => {
  it('searches the schools, edits one on the second page and returns to the same search and page', async () => {
    const page = await signedIn();
    await page.getByRole('menuitem', { name: 'Schools', exact: true }).click();
    await page.waitForURL(/\/schools(\?|$)/);
    await page.getByRole('heading', { level: 1, name: 'Schools' }).waitFor({ timeout: 30_000 });
    await expect.poll(() => page.title()).toMatch(/^Schools \|/);
    const table = page.getByRole('table', { name: 'Schools' });
    await table.waitFor();
    expect(await table.getByRole('row').count()).toBe(26); // header and 25 rows
    expect(await seriousAxeFindings(page)).toEqual([]);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await e2e.shot(page, 'schools-list-1366');

    await page.getByRole('searchbox', { name: 'Search schools by name or CDS code' }).fill('Oakland');
    await page.waitForURL((url) => url.searchParams.get('q') === 'Oakland');
    await expect.poll(async () => (await table.getByRole('link').allTextContents()).filter((t) => t !== 'Edit').every((t) => /oakland/i.test(t))).toBe(true);
    const firstOfPageOne = await table.getByRole('row').nth(1).getByRole('link').first().textContent();
    await page.getByRole('navigation', { name: 'Schools pages' }).getByRole('button', { name: 'Go to page 2' }).click();
    await page.waitForURL((url) => url.searchParams.get('q') === 'Oakland' && url.searchParams.get('page') === '2');
    await expect.poll(() => page.getByText(/^26–\d+ of \d+$/).count()).toBe(1);
    // the first page's rows stay in place until the second page arrives
    await page.getByRole('progressbar', { name: 'Loading the schools' }).waitFor({ state: 'detached' });
    const firstRow = table.getByRole('row').nth(1);
    await expect.poll(() => firstRow.getByRole('link').first().textContent()).not.toBe(firstOfPageOne);
    const name = (await firstRow.getByRole('link').first().textContent())!;
    await firstRow.getByRole('link', { name: `Edit ${name}` }).click();
    await page.waitForURL(/\/schools\/edit\/\d+\?list=/);
    const schoolId = Number(/\/schools\/edit\/(\d+)/.exec(page.url())![1]);
    await page.getByRole('heading', { level: 1, name: `Edit ${name}` }).waitFor({ timeout: 30_000 });
    expect(await page.locator('#institution-form-name').inputValue()).toBe(name);

    // the server's refusal lands on the field
    await page.locator('#institution-form-name').fill('');
    await page.locator('#institution-form-phone').fill('(510) 555-0199');
    const refused = page.waitForResponse((r) => r.url().endsWith(`/api/admin/institution/${schoolId}`) && r.request().method() === 'POST');
    await page.getByRole('button', { name: 'Save' }).click();
    expect((await refused).status()).toBe(400);
    await expect.poll(() => page.locator('#institution-form-name-helper-text').textContent()).toBe('Required.');
    expect(await page.getByRole('alert').first().textContent()).toContain('Please correct the highlighted fields.');
    expect(await seriousAxeFindings(page)).toEqual([]);
    await page.locator('#institution-form-name').scrollIntoViewIfNeeded();
    await e2e.shot(page, 'school-edit-error-1366');

    await page.locator('#institution-form-name').fill(`${name} (edited)`);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL((url) => url.pathname === '/schools' && url.searchParams.get('q') === 'Oakland' && url.searchParams.get('page') === '2');
    await expect.poll(() => page.getByText(/^26–\d+ of \d+$/).count()).toBe(1);
    expect(await page.getByRole('searchbox', { name: 'Search schools by name or CDS code' }).inputValue()).toBe('Oakland');
    const saved = await page.evaluate(async (id) => (await fetch(`/api/admin/institution/${id}`)).json(), schoolId);
    expect(saved).toMatchObject({ name: `${name} (edited)`, phone: '(510) 555-0199' });

    // cancel returns to the same place too, and saves nothing
    await page.getByRole('link', { name: `Edit ${name} (edited)` }).click();
    await page.locator('#institution-form-streetCity').waitFor();
    await page.locator('#institution-form-streetCity').fill('Nowhere');
    await page.getByRole('button', { name: 'Cancel' }).click();
    // what was typed is not dropped without asking (the unsaved-changes guard)
    await page.getByRole('dialog', { name: 'Leave without saving?' }).getByRole('button', { name: 'Leave' }).click();
    await page.waitForURL((url) => url.pathname === '/schools' && url.searchParams.get('page') === '2');
    expect((await page.evaluate(async (id) => (await fetch(`/api/admin/institution/${id}`)).json(), schoolId)).streetCity).not.toBe('Nowhere');
    await page.close();
  });

  it('has no serious axe finding on the school screens at 700 px', async () => {
    const page = await signedIn(700);
    await page.goto(`${e2e.baseUrl}/schools?q=Berkeley`);
    await page.getByRole('table', { name: 'Schools' }).waitFor({ timeout: 30_000 });
    expect(await seriousAxeFindings(page)).toEqual([]);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await e2e.shot(page, 'schools-list-700');
    await page.goto(`${e2e.baseUrl}/schools/edit/${berkeleyHigh}?list=q%3DBerkeley`);
    await page.locator('#institution-form-name').waitFor({ timeout: 30_000 });
    expect(await seriousAxeFindings(page)).toEqual([]);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await e2e.shot(page, 'school-edit-700');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.waitForURL((url) => url.pathname === '/schools' && url.searchParams.get('q') === 'Berkeley');
    await page.close();
  });

  it("shows a district's facts, schools and users, and adds a school with the district picked", async () => {
    const page = await signedIn();
    await page.getByRole('menuitem', { name: 'Districts', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Districts' }).waitFor({ timeout: 30_000 });
    await page.getByRole('searchbox', { name: 'Search districts by name or CDS code' }).fill('01611430000000');
    const districts = page.getByRole('table', { name: 'Districts' });
    await expect.poll(() => districts.getByRole('row').count()).toBe(2);
    expect(await seriousAxeFindings(page)).toEqual([]);
    await e2e.shot(page, 'districts-list-1366');

    // the list's Edit opens the district form, and cancel comes back to the search
    await districts.getByRole('link', { name: 'Edit Berkeley Unified' }).click();
    await page.getByRole('heading', { level: 1, name: 'Edit district' }).waitFor();
    await expect.poll(() => page.locator('#institution-form-name').inputValue()).toBe('Berkeley Unified');
    expect(await seriousAxeFindings(page)).toEqual([]);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.waitForURL((url) => url.pathname === '/districts' && url.searchParams.get('q') === '01611430000000');

    await districts.getByRole('link', { name: 'Berkeley Unified', exact: true }).click();
    await page.waitForURL(new RegExp(`/institutions/district/${berkeleyUnified}$`));
    await page.getByRole('heading', { level: 1, name: 'Berkeley Unified' }).waitFor();
    await expect.poll(() => page.getByRole('definition').first().textContent()).toBe('01611430000000');
    const schools = page.getByRole('table', { name: 'Schools' });
    await schools.waitFor();
    await page.getByRole('searchbox', { name: 'Search schools by name or CDS code' }).fill('Berkeley High');
    await expect.poll(() => schools.getByRole('link', { name: 'Berkeley High', exact: true }).getAttribute('href')).toBe(`/institutions/details/${berkeleyHigh}`);
    const users = page.getByRole('table', { name: 'Users' });
    await expect.poll(() => users.getByRole('row').filter({ hasText: 'Okafor, Rita' }).textContent()).toContain('Course List Manager');
    expect(await seriousAxeFindings(page)).toEqual([]);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await e2e.shot(page, 'district-detail-1366');

    await page.setViewportSize({ width: 700, height: 900 });
    await page.getByRole('heading', { level: 1, name: 'Berkeley Unified' }).scrollIntoViewIfNeeded();
    expect(await seriousAxeFindings(page)).toEqual([]);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await e2e.shot(page, 'district-detail-700');
    await page.goto(`${e2e.baseUrl}/districts?q=Berkeley`);
    await page.getByRole('table', { name: 'Districts' }).waitFor({ timeout: 30_000 });
    expect(await seriousAxeFindings(page)).toEqual([]);
    await e2e.shot(page, 'districts-list-700');
    await page.goto(`${e2e.baseUrl}/institutions/district/${berkeleyUnified}`);
    await page.setViewportSize({ width: 1366, height: 900 });

    await page.getByRole('link', { name: 'Add school' }).click();
    await page.waitForURL(new RegExp(`/institutions/form/school\\?districtId=${berkeleyUnified}$`));
    await expect.poll(() => page.getByRole('combobox', { name: 'District', exact: true }).inputValue()).toMatch(/^Berkeley Unified/);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.waitForURL(new RegExp(`/institutions/district/${berkeleyUnified}$`));
    await page.close();
  });
});
