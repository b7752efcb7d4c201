// Tags and rubrics, the two inline lists the model asks for, in the browser on the real server with
// the demo data: an inline edit is saved at once (a reload right after keeps it), Undo writes the old
// value back, the server's refusals land on the fields, the spec routes and the menu lead there, and
// the screens are accessible and fit 1366 and 700 px wide windows.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2E, type E2E } from './support/browser.js';
import { seriousAxeFindings } from './support/axe.js';

let e2e: E2E;

beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(() => e2e?.close());

async function adminPage(width = 1366): Promise<Page> {
  const page = await e2e.newPage();
  await page.setViewportSize({ width, height: 900 });
  await e2e.signIn(page, 'admin', 'demo-admin');
  return page;
}

const rowOf = (page: Page, text: string | RegExp) => page.getByRole('row').filter({ hasText: text });
/** A row showing `text` that is not waiting for its save (InlineRow marks that with aria-busy). */
const savedRow = (page: Page, text: string) => page.locator('tbody tr:not([aria-busy="true"])', { hasText: text });

describe('inline lists in the browser', () => {
  it('keeps a tag rename made right before a reload', async () => {
    const page = await adminPage();
    await page.goto(e2e.baseUrl + '/settings/tags');
    await page.getByLabel('New tag name').fill('Reload Test Tag');
    await page.getByRole('button', { name: 'Add tag' }).click();
    await expect.poll(() => rowOf(page, 'Reload Test Tag').count()).toBe(1);

    await page.getByRole('button', { name: 'Rename Reload Test Tag' }).click();
    const input = page.getByRole('textbox', { name: 'Tag name', exact: true });
    await input.fill('Reload Test Tag Renamed');
    await input.press('Enter');
    // the row shows the new name, no longer busy: from then on a reload must keep it (the old undoable
    // write showed it at once too, but sent it only when its notification closed)
    await expect.poll(() => savedRow(page, 'Reload Test Tag Renamed').count()).toBe(1);
    await page.reload();
    await expect.poll(() => rowOf(page, 'Reload Test Tag Renamed').count(), { timeout: 20_000 }).toBe(1);
    // the old name is gone: no row whose name cell reads exactly the old name
    expect(await page.getByRole('cell', { name: 'Reload Test Tag', exact: true }).count()).toBe(0);
    await page.context().close();
  });

  it('undoes a rename with a reversing write that a reload keeps', async () => {
    const page = await adminPage();
    await page.goto(e2e.baseUrl + '/settings/tags');
    await page.getByRole('button', { name: 'Rename Dual Enrollment' }).click();
    const input = page.getByRole('textbox', { name: 'Tag name', exact: true });
    await input.fill('Dual Credit');
    await input.press('Enter');
    await expect.poll(() => rowOf(page, 'Dual Credit').count()).toBe(1);
    const undone = page.waitForResponse((r) => r.request().method() === 'PUT' && r.url().includes('/api/rest/tags/') && r.status() === 200);
    await page.getByRole('button', { name: 'Undo' }).click();
    await undone;
    await page.reload();
    await expect.poll(() => rowOf(page, 'Dual Enrollment').count(), { timeout: 20_000 }).toBe(1);
    expect(await rowOf(page, 'Dual Credit').count()).toBe(0);

    // both writes are in the row's history
    await page.getByRole('button', { name: 'Audit history of Dual Enrollment' }).click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.getByText('Updated').count()).toBe(2);
    await page.context().close();
  });

  it('edits a rubric in place, shows the server’s refusal on the field, and keeps the edit after a reload', async () => {
    const page = await adminPage();
    await page.goto(e2e.baseUrl + '/settings/rubric');
    await expect.poll(() => rowOf(page, 'Exemplary').count(), { timeout: 20_000 }).toBe(1);

    // every value 0–5 is taken by a rubric in use: the server refuses the new one on its value
    await page.getByLabel('New rubric name').fill('Another zero');
    await page.getByRole('button', { name: 'Add rubric' }).click();
    await expect.poll(() => page.getByText('Another rubric in use has this value.').count()).toBe(1);
    expect(await page.getByLabel('New rubric value').getAttribute('aria-invalid')).toBe('true');

    await page.getByRole('button', { name: 'Edit Strong' }).click();
    const name = page.getByRole('textbox', { name: 'Rubric name', exact: true });
    await name.fill('Strong evidence');
    await name.press('Enter');
    await expect.poll(() => savedRow(page, 'Strong evidence').count()).toBe(1);
    await page.reload();
    await expect.poll(() => rowOf(page, 'Strong evidence').count(), { timeout: 20_000 }).toBe(1);
    await page.context().close();
  });

  it('is reached from the menu and the generated route, with the area’s tabs', async () => {
    const page = await adminPage();
    await page.goto(e2e.baseUrl + '/tags');
    await page.waitForURL(/\/settings\/tags$/);
    await expect.poll(() => page.title()).toMatch(/^Tags · Site Settings \|/);
    const tabs = page.getByRole('tablist', { name: 'Site Settings pages' });
    await expect.poll(() => tabs.getByRole('tab').allTextContents()).toEqual(['Review settings', 'Rubrics', 'Submission Cycles', 'Tags']);
    expect(await tabs.getByRole('tab', { selected: true }).textContent()).toBe('Tags');
    await page.getByRole('menuitem', { name: 'Rubrics' }).click();
    await page.waitForURL(/\/settings\/rubric$/);
    await expect.poll(() => page.title()).toMatch(/^Rubrics · Site Settings \|/);
    await page.context().close();
  });

  for (const [path, name] of [
    ['/settings/tags', 'settings-tags'],
    ['/settings/rubric', 'settings-rubric'],
  ] as const) {
    for (const width of [1366, 700]) {
      it(`${path} at ${width} px: fits the window, no serious accessibility violations`, async () => {
        const page = await adminPage(width);
        await page.goto(e2e.baseUrl + path);
        await expect.poll(() => page.getByRole('row').count(), { timeout: 20_000 }).toBeGreaterThan(3);
        // open one row for editing, so the edit boxes are checked too
        await page.getByRole('button', { name: /^(Rename|Edit) / }).first().click();
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow).toBeLessThanOrEqual(0);
        await e2e.shot(page, `${name}-${width}`);
        expect(await seriousAxeFindings(page)).toEqual([]);
        await page.context().close();
      });
    }
  }
});
