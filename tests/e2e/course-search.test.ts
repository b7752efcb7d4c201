// The course search in the browser on the real server with the demo data (its index built from
// PostgreSQL when the server starts): search "algebra", select subject area C and a year and see
// the other groups' counts change while the selected groups keep theirs, widen to a second year,
// export the search and read the file back, open a result, and come back to the same search from
// the menu; a search of more than 10,000 courses cannot be exported. Axe finds nothing serious at
// 1366 and 700 px; nothing reaches past the window at 700 and 400 px; screenshots.
import ExcelJS from 'exceljs';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCourseSearchIndex } from '../../server/search/service.js';
import { seriousAxeFindings } from './support/axe.js';
import { savedDownload, startE2E, type E2E } from './support/browser.js';
import { horizontalOverflow } from './support/fit.js';

let e2e: E2E;

beforeAll(async () => {
  e2e = await startE2E();
  // the server builds its index at start; the screen says so (503) until it is built
  await startCourseSearchIndex(e2e.orm).ready;
});
afterAll(() => e2e?.close());

const signedIn = (width = 1366) => e2e.signedIn('admin', 'demo-admin', width);


/** "1,234 courses" → 1234 */
async function total(page: Page): Promise<number> {
  const text = (await page.locator('#course-search-count').textContent()) ?? '';
  const match = /^([\d,]+) courses?/.exec(text);
  if (!match) throw new Error(`no count in "${text}"`);
  return Number(match[1].replace(/,/g, ''));
}

/** Each value of a facet group with its count, read from the checkboxes' names ("2025-26, 12 courses"). */
async function counts(page: Page, title: string): Promise<Map<string, number>> {
  const out = new Map<string, number>();
  const boxes = page.getByRole('group', { name: title, exact: true }).getByRole('checkbox');
  for (const name of await boxes.evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? ''))) {
    const match = /^(.*), ([\d,]+) courses?$/.exec(name);
    if (match) out.set(match[1], Number(match[2].replace(/,/g, '')));
  }
  return out;
}

/** Waits for the search the screen shows to be the one just asked for. */
async function settled(page: Page, ask: () => Promise<unknown>): Promise<void> {
  const answered = page.waitForResponse((r) => r.url().endsWith('/api/search/admin') && r.request().method() === 'POST');
  await ask();
  expect((await answered).status()).toBe(200);
  await expect.poll(() => page.getByRole('progressbar', { name: 'Searching' }).count()).toBe(0);
}

async function openGroup(page: Page, title: string): Promise<Locator> {
  const summary = page.getByRole('button', { name: new RegExp(`^${title}( \\d+ selected)?$`) });
  if ((await summary.getAttribute('aria-expanded')) === 'false') await summary.click();
  return page.getByRole('group', { name: title, exact: true });
}

describe('course search', () => {
  it('narrows by subject area and year with disjunctive counts, widens, exports, opens a result and comes back', async () => {
    const page = await signedIn();
    await page.getByRole('menuitem', { name: 'Course search' }).click();
    await page.waitForURL((url) => url.pathname === '/courses/search');
    await expect.poll(() => page.locator('#course-search-count').textContent(), { timeout: 30_000 }).toMatch(/courses in all$/);

    await settled(page, () => page.getByRole('searchbox', { name: /Search courses/ }).fill('algebra'));
    const found = await total(page);
    expect(found).toBeGreaterThan(0);
    expect(await page.getByRole('table', { name: 'Courses found' }).getByRole('link').first().textContent()).toMatch(/algebra/i);

    // subject area C
    await openGroup(page, 'Subject area');
    const subjectsBefore = await counts(page, 'Subject area');
    const math = [...subjectsBefore.keys()].find((k) => k.startsWith('C –'))!;
    expect(math).toBeDefined();
    await settled(page, () => page.getByRole('checkbox', { name: new RegExp(`^${math}, `) }).check());
    expect(await total(page)).toBe(subjectsBefore.get(math));
    // the subject areas keep their own counts (a user can widen)
    expect(await counts(page, 'Subject area')).toEqual(subjectsBefore);

    // a year: the other groups are counted within it, the years keep theirs
    await openGroup(page, 'Year');
    const yearsWithMath = await counts(page, 'Year');
    const statusBefore = await counts(page, 'Status');
    const [year, inYear] = [...yearsWithMath].sort((a, b) => b[1] - a[1])[0];
    await settled(page, () => page.getByRole('checkbox', { name: new RegExp(`^${year}, `) }).check());
    expect(await total(page)).toBe(inYear);
    expect(await counts(page, 'Year')).toEqual(yearsWithMath);
    const statusAfter = await counts(page, 'Status');
    expect([...statusAfter.values()].reduce((a, b) => a + b, 0)).toBe(inYear);
    // the demo has subject area C in several years, so one year counts fewer of them by status
    expect(yearsWithMath.size).toBeGreaterThan(1);
    expect(statusAfter).not.toEqual(statusBefore);
    expect((await counts(page, 'Subject area')).get(math)).toBe(inYear);
    await e2e.shot(page, 'course-search-1366');
    expect(await seriousAxeFindings(page)).toEqual([]);

    // widen: a second year adds its courses
    const second = [...yearsWithMath].find(([y]) => y !== year);
    if (second) {
      await settled(page, () => page.getByRole('checkbox', { name: new RegExp(`^${second[0]}, `) }).check());
      expect(await total(page)).toBe(inYear + second[1]);
    }
    const exported = await total(page);
    const search = new URL(page.url()).searchParams;
    expect(search.get('c')).toBe('algebra');
    expect(search.get('f')).toMatch(/^year:\d+(,\d+)?;subjectArea:3$/);

    // export: the file holds the courses on the screen
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export to Excel' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^course-search-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await savedDownload(file));
    const sheet = workbook.getWorksheet('Courses')!;
    expect(sheet.rowCount - 1).toBe(exported);
    // in the screen's order: the first course of the file is the first on the screen
    const firstOnScreen = page.getByRole('table', { name: 'Courses found' }).getByRole('row').nth(1);
    expect(await firstOnScreen.getByText(/^Record /).textContent()).toBe(`Record ${sheet.getRow(2).getCell(1).value}`);
    const subjects = sheet.getColumn(14).values.slice(2).map(String);
    expect(subjects.every((s) => s.includes('C – Mathematics'))).toBe(true);

    // open a result in its year, the last one, scrolled to in a short window
    await page.setViewportSize({ width: 1366, height: 500 });
    const first = page.getByRole('table', { name: 'Courses found' }).getByRole('link').last();
    await first.scrollIntoViewIfNeeded();
    const scrolledTo = await page.evaluate(() => window.scrollY);
    expect(scrolledTo).toBeGreaterThan(0);
    const title = (await first.textContent())!;
    await first.click();
    await page.waitForURL((url) => /^\/course\/detail\/\d+$/.test(url.pathname) && url.searchParams.has('academicYearId'));
    await expect.poll(() => page.getByRole('heading', { level: 1 }).first().textContent(), { timeout: 30_000 }).toContain(title);

    // from the menu, the search is the one left
    await page.getByRole('menuitem', { name: 'Course search' }).click();
    await page.waitForURL((url) => url.pathname === '/courses/search' && url.searchParams.get('c') === 'algebra');
    await expect.poll(() => total(page), { timeout: 30_000 }).toBe(exported);
    expect(await page.getByRole('searchbox', { name: /Search courses/ }).inputValue()).toBe('algebra');
    // at the place in the results the user left
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolledTo);
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.context().close();
  });

  it('refuses the export above 10,000 courses on the screen, and fits 700 and 400 px', async () => {
    // the demo catalogue is smaller than the limit: 10,001 more course years, which the index takes from the change log
    const sql = (text: string) => e2e.orm.em.fork().getConnection().execute(text);
    await sql(`insert into course (record_id, institution_id) select 'BULK-' || g, (select min(id) from institution) from generate_series(1, 10001) g`);
    await sql(`insert into course_year (course_id, academic_year_id, title) select c.id, (select max(id) from academic_year), 'Bulkcourse ' || substr(c.record_id, 6) from course c where c.record_id like 'BULK-%'`);
    await startCourseSearchIndex(e2e.orm).catchUp();
    const page = await signedIn(700);
    await page.goto(`${e2e.baseUrl}/courses/search?c=bulkcourse`);
    await expect.poll(() => page.locator('#course-search-count').textContent(), { timeout: 30_000 }).toBe('10,001 courses');
    const button = page.getByRole('button', { name: 'Export to Excel' });
    expect(await button.isDisabled()).toBe(true);
    expect(await page.locator('#export-blocked').textContent()).toBe('Export to Excel is limited to 10,000 courses; this search finds 10,001. Narrow it to export.');
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    // narrow: the filters are folded above the results until asked for
    expect(await page.getByRole('group', { name: 'Status', exact: true }).isVisible()).toBe(false);
    await e2e.shot(page, 'course-search-700');
    expect(await seriousAxeFindings(page)).toEqual([]);
    await page.getByRole('button', { name: 'Show', exact: true }).click();
    expect(await page.getByRole('checkbox', { name: 'Not Submitted, 10,001 courses' }).isVisible()).toBe(true);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await e2e.shot(page, 'course-search-700-filters');
    expect(await seriousAxeFindings(page)).toEqual([]);
    // a phone
    await page.setViewportSize({ width: 400, height: 800 });
    await expect.poll(() => horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await e2e.shot(page, 'course-search-400');
    await page.context().close();
  });
});
