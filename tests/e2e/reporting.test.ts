// The reporting dashboard in the browser on the real server with the demo data: an administrator opens
// it from the menu and finds a chart and a table for each of the seven reports (the demo's six weeks of
// decisions give every one history); choosing a county changes the figures and stays in the address;
// the Excel button downloads the report as an xlsx holding the table. No serious or critical axe
// finding at 1366 and 700 px, no sideways scroll; full-page screenshots of both widths.
import path from 'node:path';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeFindings } from './support/axe.js';
import { savedDownload, SCREENSHOTS, startE2E, type E2E } from './support/browser.js';
import { horizontalOverflow } from './support/fit.js';

const REPORT_KEYS = ['submissions-by-status', 'approval-by-subject-area', 'approval-by-submission-type', 'review-turnaround', 'analyst-throughput', 'institutions-by-county', 'registrations-by-status'];

let e2e: E2E;
/** the county with the most submissions after the first: choosing it must change the figures */
let county: { name: string; submissions: number };
let allSubmissions: number;
/** the demo's registrations (seeds/registrations.ts), not deleted: the registrations table's total */
let allRegistrations: number;

beforeAll(async () => {
  e2e = await startE2E();
  const rows = await e2e.orm.em.getConnection().execute<{ name: string; n: string | number }[]>(
    `select c.name, count(*) as n from course_submission s join institution i on i.id = s.institution_id join county c on c.id = i.county_id
     group by c.name order by count(*) desc, c.name`,
  );
  const [total] = await e2e.orm.em.getConnection().execute<{ n: string | number }[]>('select count(*) as n from course_submission');
  allSubmissions = Number(total.n);
  const [registrations] = await e2e.orm.em.getConnection().execute<{ n: string | number }[]>('select count(*) as n from registration where is_deleted = false');
  allRegistrations = Number(registrations.n);
  expect(allRegistrations).toBeGreaterThan(0);
  county = { name: rows[1].name, submissions: Number(rows[1].n) };
  expect(county.submissions).toBeGreaterThan(0);
  expect(county.submissions).toBeLessThan(allSubmissions);
}, 600_000);
afterAll(() => e2e?.close());

async function signedIn(width = 1366): Promise<Page> {
  const page = await e2e.newPage();
  await page.setViewportSize({ width, height: 900 });
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await e2e.signIn(page, 'admin', 'demo-admin');
  return page;
}

const card = (page: Page, key: string) => page.locator(`section[data-report="${key}"]`);

/** The sum of the Total column of a report's table (the submissions one unless named). */
async function tableTotal(page: Page, key = 'submissions-by-status'): Promise<number> {
  const table = card(page, key).getByRole('table');
  const totals = await table.locator('tbody tr td:last-child').allTextContents();
  return totals.reduce((n, t) => n + Number(t.replace(/,/g, '')), 0);
}

async function everyReportDrawn(page: Page): Promise<void> {
  for (const key of REPORT_KEYS) {
    const section = card(page, key);
    // a bar of width 0 (a status no row has) is drawn but hidden: attached is what "drawn" means here
    await section.locator('svg .MuiBarElement-root, svg .MuiLineElement-root').first().waitFor({ state: 'attached' });
    expect(await section.getByRole('table').locator('tbody tr').count(), key).toBeGreaterThan(0);
  }
}

async function fullShot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), fullPage: true });
}

describe('reporting dashboard in the browser', () => {
  it('draws every report with the demo data, and a county filter changes the figures and stays in the address', async () => {
    const page = await signedIn();
    await page.getByRole('menuitem', { name: 'Reporting dashboard' }).click();
    await page.waitForURL(/\/reporting$/);
    await everyReportDrawn(page);
    expect(await tableTotal(page)).toBe(allSubmissions);
    expect(await tableTotal(page, 'registrations-by-status')).toBe(allRegistrations);
    // the turnaround is a line with its two figures
    await card(page, 'review-turnaround').getByText('Median', { exact: true }).waitFor();
    await card(page, 'review-turnaround').getByText('90th percentile', { exact: true }).waitFor();
    expect(await seriousAxeFindings(page)).toEqual([]);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await fullShot(page, 'reporting-1366');

    await page.getByRole('combobox', { name: /^County/ }).click();
    await page.getByRole('option', { name: county.name, exact: true }).click();
    await page.waitForURL(/\/reporting\?countyId=\d+$/);
    await expect.poll(() => tableTotal(page), { timeout: 15_000 }).toBe(county.submissions);
    await fullShot(page, 'reporting-county-1366');

    await page.reload();
    await expect.poll(() => tableTotal(page), { timeout: 15_000 }).toBe(county.submissions);
    expect(await page.getByRole('combobox', { name: /^County/ }).textContent()).toBe(county.name);
    await page.close();
  });

  it('downloads a report as an Excel file holding its table', async () => {
    const page = await signedIn();
    await page.goto(`${e2e.baseUrl}/reporting`);
    const section = card(page, 'approval-by-submission-type');
    await section.getByRole('table').locator('tbody tr').first().waitFor();
    const firstRow = await section.getByRole('table').locator('tbody tr').first().locator('th, td').allTextContents();
    const [download] = await Promise.all([page.waitForEvent('download'), section.getByRole('link', { name: 'Download Approval rate by submission type as Excel' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^approval-by-submission-type-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(await savedDownload(download));
    const sheet = book.worksheets[0];
    expect(sheet.getRow(1).getCell(1).value).toBe('Approval rate by submission type');
    expect(sheet.getRow(2).getCell(1).value).toBe('Academic year: all · Institution type: all · County: all');
    expect((sheet.getRow(3).values as unknown[]).slice(1)).toEqual(['Submission type', 'Approved', 'Not approved', 'Decided', 'Approval rate']);
    // the first data row: its name and counts as the table shows them
    const excelRow = (sheet.getRow(4).values as unknown[]).slice(1);
    expect(excelRow.slice(0, 4).map(String)).toEqual(firstRow.slice(0, 4).map((t) => t.replace(/,/g, '')));
    await page.close();
  });

  it('reads at 700 px without sideways scroll or serious axe findings', async () => {
    const page = await signedIn(700);
    await page.goto(`${e2e.baseUrl}/reporting`);
    await everyReportDrawn(page);
    expect(await seriousAxeFindings(page)).toEqual([]);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await fullShot(page, 'reporting-700');
    // each card on its own, to read its chart's labels at this width
    for (const key of REPORT_KEYS) await card(page, key).screenshot({ path: path.join(SCREENSHOTS, `reporting-700-${key}.png`) });
    await page.close();
  });
});
