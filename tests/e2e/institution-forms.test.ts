// The institution forms in the browser on the real server with the demo data: an administrator adds
// a school of type Other, is told on the field that the type needs its name, names it and saves, and
// lands on the new school's detail page; the forms are accessible and photographed at 1366 and 700 px.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2E, type E2E } from './support/browser.js';
import { seriousAxeFindings } from './support/axe.js';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(() => e2e?.close());

describe('institution forms in the browser', () => {
  it('creates a school of type Other once its type is named', async () => {
    const page = await e2e.newPage();
    await page.setViewportSize({ width: 1366, height: 900 });
    await e2e.signIn(page, 'admin', 'demo-admin');
    await page.goto(e2e.baseUrl + '/institutions/form/school');
    await page.getByRole('heading', { level: 1, name: 'Add school' }).waitFor({ timeout: 30_000 });

    await page.locator('#institution-form-name').fill('Cedar Grove Early College High');
    await page.getByRole('combobox', { name: 'School type' }).click();
    await page.getByRole('option', { name: 'Other', exact: true }).click();
    await page.getByRole('combobox', { name: 'Governance' }).click();
    await page.getByRole('option', { name: 'Public', exact: true }).click();
    await page.locator('#institution-form-streetCity').fill('Berkeley');

    // the server's refusal lands on the field
    const refused = page.waitForResponse((r) => r.url().endsWith('/api/admin/institution/school') && r.request().method() === 'POST');
    await page.getByRole('button', { name: 'Save' }).click();
    expect((await refused).status()).toBe(400);
    await expect.poll(() => page.locator('#institution-form-otherSchoolType-helper-text').textContent()).toBe('Name the school type when it is Other.');
    expect(await page.getByRole('alert').first().textContent()).toContain('Please correct the highlighted fields.');
    expect(await seriousAxeFindings(page)).toEqual([]);
    await page.locator('#institution-form-otherSchoolType').scrollIntoViewIfNeeded();
    await e2e.shot(page, 'institution-form-school-error');

    await page.locator('#institution-form-otherSchoolType').fill('Early college high school');
    await page.getByRole('button', { name: 'Save' }).click();
    // the new school's detail page, not the list
    await page.waitForURL(/\/institutions\/details\/\d+$/);
    await page.getByRole('heading', { level: 1, name: 'Cedar Grove Early College High' }).waitFor();

    const found = await page.evaluate(async () => (await fetch('/api/institution/search/school?query=Cedar%20Grove%20Early')).json());
    expect(found).toEqual([expect.objectContaining({ name: 'Cedar Grove Early College High', streetCity: 'Berkeley', governanceId: 1 })]);
  });

  it('cancel of a form opened from its address returns to the list; the district form offers the school network', async () => {
    const page = await e2e.newPage();
    await page.setViewportSize({ width: 1366, height: 900 });
    await e2e.signIn(page, 'admin', 'demo-admin');
    await page.goto(e2e.baseUrl + '/institutions/form/district?schoolNetwork=true');
    await page.getByRole('heading', { level: 1, name: 'Add school network' }).waitFor({ timeout: 30_000 });
    expect(await page.getByRole('checkbox', { name: 'School network' }).isChecked()).toBe(true);
    expect(await seriousAxeFindings(page)).toEqual([]);
    await e2e.shot(page, 'institution-form-network');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.waitForURL(/\/institutions$/);
  });

  it('has no serious axe finding and no sideways scroll at 700 px, the refused form included', async () => {
    const page = await e2e.newPage();
    await page.setViewportSize({ width: 700, height: 900 });
    await e2e.signIn(page, 'admin', 'demo-admin');
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    await page.goto(e2e.baseUrl + '/institutions/form/school');
    await page.getByRole('heading', { level: 1, name: 'Add school' }).waitFor({ timeout: 30_000 });
    await page.locator('#institution-form-name').fill('Narrow Window High');
    await page.getByRole('combobox', { name: 'School type' }).click();
    await page.getByRole('option', { name: 'Other', exact: true }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.locator('#institution-form-otherSchoolType-helper-text').textContent()).toBe('Name the school type when it is Other.');
    expect(await seriousAxeFindings(page)).toEqual([]);
    expect(await overflow()).toBeLessThanOrEqual(0);
    await page.locator('#institution-form-otherSchoolType').scrollIntoViewIfNeeded();
    await e2e.shot(page, 'institution-form-school-error-700');
    await page.goto(e2e.baseUrl + '/institutions/form/district?schoolNetwork=true');
    await page.getByRole('heading', { level: 1, name: 'Add school network' }).waitFor({ timeout: 30_000 });
    expect(await seriousAxeFindings(page)).toEqual([]);
    expect(await overflow()).toBeLessThanOrEqual(0);
    await e2e.shot(page, 'institution-form-network-700');
    await page.goto(e2e.baseUrl + '/institutions/form/program');
    await page.getByRole('heading', { level: 1, name: 'Add program' }).waitFor({ timeout: 30_000 });
    expect(await seriousAxeFindings(page)).toEqual([]);
    expect(await overflow()).toBeLessThanOrEqual(0);
    await e2e.shot(page, 'institution-form-program-700');
  });
});
