// Every link to an institution opens its detail page (issue 20 §5): the form opened with the spec's
// ?institutionId= loads the institution and its Save lands on /institutions/details/{id}, Cancel goes
// back where the user came from; a row of the institutions list, of the schools list and of a
// district's schools opens the institution's detail, a row of the districts list the district's own
// page; the district link inside a row of the institutions list opens the district, not the row's
// institution. Runs on the real server with the demo data (Berkeley High in Berkeley Unified).
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_NAME } from '../../server/ui.js';
import { startE2E, type E2E } from './support/browser.js';

let e2e: E2E;
let district: { id: number; name: string };
let school: { id: number; name: string };

beforeAll(async () => {
  e2e = await startE2E();
  const em = e2e.orm.em.fork();
  const one = async (cds: string) => (await em.findOneOrFail('Institution', { cdsCode: cds } as never)) as unknown as { id: number; name: string };
  district = await one('01611430000000');
  school = await one('01611430131177');
}, 600_000);
afterAll(() => e2e?.close());

const detailsUrl = (id: number) => new RegExp(`/institutions/details/${id}$`);

/** A click on a row's cell that holds no link: the row's own target. */
const clickPlainCell = (row: Locator) => row.getByRole('cell').filter({ hasText: /^\d{14}$/ }).first().click();

const rowOf = (page: Page, table: string, name: string) => page.getByRole('table', { name: table }).getByRole('row').filter({ has: page.getByRole('link', { name, exact: true }) });

describe('institution links in the browser', () => {
  it('opens the form with ?institutionId=, saves to the detail page, and cancel goes back', async () => {
    const page = await e2e.signedIn('admin', 'demo-admin');
    await page.goto(`${e2e.baseUrl}/institutions/form/school?institutionId=${school.id}`);
    await page.getByRole('heading', { level: 1, name: 'Edit school' }).waitFor({ timeout: 30_000 });
    await expect.poll(() => page.locator('#institution-form-name').inputValue()).toBe(school.name);
    await expect.poll(() => page.title()).toBe(`Edit school | ${APP_NAME}`);
    expect(await page.locator('#react-admin-title').textContent()).toBe('Edit school');

    await page.locator('#institution-form-phone').fill('(510) 555-0142');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(detailsUrl(school.id));
    await page.getByRole('heading', { level: 1, name: school.name }).waitFor();
    const saved = await page.evaluate(async (id) => (await fetch(`/api/admin/institution/${id}`)).json(), school.id);
    expect(saved).toMatchObject({ name: school.name, phone: '(510) 555-0142' });

    // the detail's Edit opens the form by the spec's parameter; Cancel comes back to the detail
    await page.getByRole('link', { name: 'Edit', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/institutions/form/school' && url.searchParams.get('institutionId') === String(school.id));
    await expect.poll(() => page.locator('#institution-form-name').inputValue()).toBe(school.name);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.waitForURL(detailsUrl(school.id));
    await page.close();
  });

  it('opens the institution from a row of the institutions list; the district link opens the district', async () => {
    const page = await e2e.signedIn('admin', 'demo-admin');
    await page.goto(`${e2e.baseUrl}/institutions?filter=${encodeURIComponent(JSON.stringify({ q: school.name }))}`);
    const row = page.locator('tbody tr').filter({ has: page.getByRole('link', { name: school.name, exact: true }) });
    await row.first().waitFor({ timeout: 30_000 });
    await clickPlainCell(row.first());
    await page.waitForURL(detailsUrl(school.id));
    await page.getByRole('heading', { level: 1, name: school.name }).waitFor();

    await page.goBack();
    await row.first().getByRole('link', { name: district.name, exact: true }).click();
    await page.waitForURL(detailsUrl(district.id));
    await page.getByRole('heading', { level: 1, name: district.name }).waitFor();
    await page.close();
  });

  it('opens the institution from a row of the schools list, of a district and of the districts list', async () => {
    const page = await e2e.signedIn('admin', 'demo-admin');
    await page.goto(`${e2e.baseUrl}/schools?q=${encodeURIComponent(school.name)}`);
    await rowOf(page, 'Schools', school.name).waitFor({ timeout: 30_000 });
    await clickPlainCell(rowOf(page, 'Schools', school.name));
    await page.waitForURL(detailsUrl(school.id));

    await page.goto(`${e2e.baseUrl}/districts?q=${district.name}`);
    await rowOf(page, 'Districts', district.name).waitFor({ timeout: 30_000 });
    await clickPlainCell(rowOf(page, 'Districts', district.name));
    await page.waitForURL(new RegExp(`/institutions/district/${district.id}$`));

    await page.getByRole('searchbox', { name: 'Search schools by name or CDS code' }).fill(school.name);
    await rowOf(page, 'Schools', school.name).waitFor();
    await clickPlainCell(rowOf(page, 'Schools', school.name));
    await page.waitForURL(detailsUrl(school.id));
    await page.close();
  });
});
