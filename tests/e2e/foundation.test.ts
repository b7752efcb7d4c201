// The browser scenario on the built UI and the real server with the demo data:
// admin creates, renames (and finds the rename in the audit history) and removes a tag; the analyst
// is refused the removal; the institutions list is filtered by county; the operator console opens.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2E, type E2E } from './support/browser.js';

let e2e: E2E;

beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(() => e2e?.close());

describe('foundation in the browser', () => {
  it('admin signs in, creates, renames, audits and removes a tag', async () => {
    const page = await e2e.newPage();
    await e2e.signIn(page, 'admin', 'demo-admin');
    expect(await page.title()).toMatch(/\| A–G Course Admin$/);
    await e2e.shot(page, 'dashboard');

    await page.goto(e2e.baseUrl + '/settings/tags');
    await page.getByLabel('New tag name').fill('Browser Test Tag');
    await page.getByRole('button', { name: /add tag/i }).click();
    const row = page.getByRole('row').filter({ hasText: 'Browser Test Tag' });
    await expect.poll(() => row.count()).toBe(1);

    await page.getByRole('button', { name: 'Rename Browser Test Tag' }).click();
    const nameInput = page.getByRole('textbox', { name: 'Tag name', exact: true });
    await nameInput.fill('Browser Test Tag Renamed');
    // the rename is saved at once (its Undo is a reversing write)
    const renamed = page.waitForResponse((r) => r.request().method() === 'PUT' && r.url().includes('/api/rest/tags/'));
    await nameInput.press('Enter');
    expect((await renamed).status()).toBe(200);

    await page.getByRole('button', { name: 'Audit history of Browser Test Tag Renamed' }).click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.getByText('Browser Test Tag Renamed').count()).toBeGreaterThan(0);
    await expect.poll(() => dialog.getByText('Updated').count()).toBe(1);
    await expect.poll(() => dialog.getByText('Created').count()).toBe(1);
    await e2e.shot(page, 'tag-audit-history');
    await dialog.getByRole('button', { name: 'Close' }).click();

    await page.getByRole('button', { name: 'Remove Browser Test Tag Renamed' }).click();
    const confirm = page.getByRole('dialog');
    await expect.poll(() => confirm.getByRole('checkbox').isChecked()).toBe(false);
    const removal = page.waitForResponse((r) => r.request().method() === 'DELETE' && r.url().includes('/api/admin/tag/'));
    await confirm.getByRole('button', { name: /remove/i }).click();
    const response = await removal;
    expect(response.url()).toMatch(/removeReferences=false/);
    expect(response.status()).toBe(200);
    await expect.poll(() => page.getByRole('row').filter({ hasText: 'Browser Test Tag Renamed' }).getByText('Deleted').count()).toBe(1);
    await e2e.shot(page, 'settings-tags');
    await page.context().close();
  });

  it('refuses the analyst the tag removal', async () => {
    const page = await e2e.newPage();
    await e2e.signIn(page, 'analyst', 'demo-analyst');
    await page.goto(e2e.baseUrl + '/settings/tags');
    await expect.poll(() => page.getByRole('row').filter({ hasText: 'Ethnic Studies' }).count()).toBe(1);
    expect(await page.getByRole('button', { name: /^Remove / }).count()).toBe(0);
    // and the server refuses it outright
    const status = await page.evaluate(async () => {
      const list = await (await fetch('/api/admin/tag')).json();
      const tag = list.find((t: { name: string }) => t.name === 'Ethnic Studies');
      // with the session's CSRF token, so the refusal is the missing ability, not a forged request
      const { csrfToken } = await (await fetch('/api/account/me')).json();
      const res = await fetch(`/api/admin/tag/${tag.tagId}?removeReferences=false`, { method: 'DELETE', headers: { 'X-CSRF-Token': csrfToken } });
      return { status: res.status, message: (await res.json()).message as string };
    });
    expect(status).toEqual({ status: 403, message: 'You do not have permission to do this.' });
    // a page the analyst may not open goes to the access error page
    await page.goto(e2e.baseUrl + '/users');
    await page.waitForURL(/\/error\/access/);
    await e2e.shot(page, 'analyst-access-error');
    await page.context().close();
  });

  it('filters the institutions list by county', async () => {
    const page = await e2e.newPage();
    await e2e.signIn(page, 'admin', 'demo-admin');
    await page.goto(e2e.baseUrl + '/institutions');
    await expect.poll(() => page.getByRole('row').count(), { timeout: 20_000 }).toBeGreaterThan(10);
    await page.getByRole('button', { name: /add filter/i }).click();
    await page.getByRole('menuitemcheckbox', { name: 'County', exact: true }).click();
    const county = page.getByRole('combobox', { name: 'County', exact: true });
    await county.fill('Alameda');
    await page.getByRole('option', { name: 'Alameda' }).click();
    await page.waitForURL(/countyId/);
    await expect.poll(async () => {
      const cells = await page.locator('tbody tr td.column-countyId').allInnerTexts();
      return cells.length > 0 && cells.every((c) => c.trim() === 'Alameda');
    }, { timeout: 20_000 }).toBe(true);
    await e2e.shot(page, 'institutions-by-county');
    await page.context().close();
  });

  it('opens the operator console for the admin', async () => {
    const page = await e2e.newPage();
    await e2e.signIn(page, 'admin', 'demo-admin');
    await page.goto(e2e.baseUrl + '/ops/resources/tags');
    await expect.poll(() => page.getByText('Ethnic Studies').count(), { timeout: 30_000 }).toBeGreaterThan(0);
    await e2e.shot(page, 'ops-tags');
    await page.context().close();
  });
});
