// Institution details in the browser on the real server with the demo data: an administrator opens a
// high school's details, sees its course list of the current year, switches to the year before,
// closes that year (the list turns archived and the state says closed) and reopens the school (the
// list is active again); cancel on a confirmation screen returns to the same year; deleting a
// district its schools belong to is refused on the screen. Each screen has no
// serious or critical axe finding at 1366 and 700 px; screenshots of each.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeFindings } from './support/axe.js';
import { startE2E, type E2E } from './support/browser.js';
import { horizontalOverflow } from './support/fit.js';

let e2e: E2E;
let schoolId: number;
let schoolName: string;
let years: { id: number; name: string }[];

beforeAll(async () => {
  e2e = await startE2E();
  const em = e2e.orm.em.fork();
  // the open high school with the most offerings in the newest year of the demo list
  const [row] = await em.getConnection().execute<{ id: number; name: string }[]>(
    `select i.id, i.name from institution i join course_offering o on o.school_id = i.id
     where i.institution_type_id = 1 and i.is_active and o.academic_year_id = (select max(academic_year_id) from course_offering)
     group by i.id, i.name order by count(*) desc, i.id limit 1`,
  );
  schoolId = row.id;
  schoolName = row.name;
  years = await em.getConnection().execute<{ id: number; name: string }[]>(
    `select distinct y.id, y.name from academic_year y join course_offering o on o.academic_year_id = y.id where o.school_id = ? order by y.id`,
    [schoolId],
  );
}, 600_000);
afterAll(() => e2e?.close());

const signedIn = (width = 1366) => e2e.signedIn('admin', 'demo-admin', width);

const list = (page: Page, year: string) => page.getByRole('table', { name: `Course list of ${year}` });

describe('institution details in the browser', () => {
  it('opens a school, switches year, closes that year and reopens the school', async () => {
    expect(years.length).toBeGreaterThanOrEqual(2);
    const [before, newest] = [years.at(-2)!, years.at(-1)!];
    const page = await signedIn();
    await page.goto(`${e2e.baseUrl}/institutions/details/${schoolId}`);
    await page.getByRole('heading', { name: schoolName, level: 1 }).waitFor();
    await list(page, newest.name).waitFor();
    expect(await list(page, newest.name).getByRole('row').count()).toBeGreaterThan(1);
    expect(await seriousAxeFindings(page)).toEqual([]);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await e2e.shot(page, 'institution-details-1366');

    await page.getByLabel('Academic year').selectOption({ label: before.name });
    await page.waitForURL(new RegExp(`/institutions/details/${schoolId}/${before.id}$`));
    await list(page, before.name).waitFor();

    await page.getByRole('link', { name: 'Close year' }).click();
    await page.waitForURL(new RegExp(`/institutions/close/${schoolId}\\?academicYearId=${before.id}$`));
    await page.getByRole('heading', { name: `Close a year: ${schoolName}` }).waitFor();
    expect(await page.getByLabel('Closed as of').inputValue()).toBe(String(before.id));
    expect(await seriousAxeFindings(page)).toEqual([]);
    await e2e.shot(page, 'institution-close-1366');
    await page.getByRole('button', { name: 'Close year' }).click();
    await page.waitForURL(new RegExp(`/institutions/details/${schoolId}/${before.id}$`));
    await page.getByText(`${schoolName} has been closed as of ${before.name}.`).waitFor();
    await page.getByText(new RegExp(`^Closed as of ${before.name}`)).waitFor();
    const table = list(page, before.name);
    await table.waitFor();
    const rows = (await table.getByRole('row').count()) - 1;
    await expect.poll(() => table.getByText('Archived', { exact: true }).count()).toBe(rows);
    await e2e.shot(page, 'institution-closed-1366');

    await page.getByRole('link', { name: 'Reopen' }).click();
    await page.waitForURL(new RegExp(`/institutions/reopen/${schoolId}`));
    await page.getByText(`${schoolName}, closed as of ${before.name}, will be open again`, { exact: false }).waitFor();
    expect(await seriousAxeFindings(page)).toEqual([]);
    await page.getByRole('button', { name: 'Reopen' }).click();
    await page.waitForURL(new RegExp(`/institutions/details/${schoolId}/${before.id}$`));
    await page.getByText(`${schoolName} has been reopened.`).waitFor();
    await page.getByText(/^Open$/).waitFor();
    await expect.poll(() => list(page, before.name).getByText('Archived', { exact: true }).count()).toBeLessThan(rows);
    await page.close();
  });

  it('opens from the institutions list by the name; cancel returns to the same year; a course opens its detail in that year', async () => {
    const before = years.at(-2)!;
    const page = await signedIn();
    await page.goto(`${e2e.baseUrl}/institutions?filter=${encodeURIComponent(JSON.stringify({ q: schoolName }))}`);
    await page.getByRole('link', { name: schoolName, exact: true }).first().click();
    await page.waitForURL(new RegExp(`/institutions/details/${schoolId}$`));
    await page.getByRole('heading', { name: schoolName, level: 1 }).waitFor();
    await page.goto(`${e2e.baseUrl}/institutions/remove/${schoolId}?academicYearId=${before.id}`);
    await page.getByRole('heading', { name: `Remove from the public course list: ${schoolName}` }).waitFor();
    await page.getByRole('link', { name: 'Cancel' }).click();
    await page.waitForURL(new RegExp(`/institutions/details/${schoolId}/${before.id}$`));
    // a district that schools belong to is not deleted: the refusal shows on the screen
    const [{ district_id: districtId }] = await e2e.orm.em.fork().getConnection().execute<{ district_id: number }[]>('select district_id from institution where id = ?', [schoolId]);
    await page.goto(`${e2e.baseUrl}/institutions/delete/${districtId}?academicYearId=${before.id}`);
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('alert').filter({ hasText: /cannot be deleted: \d+ schools belong to it/ }).waitFor();
    expect(await seriousAxeFindings(page)).toEqual([]);
    await e2e.shot(page, 'institution-delete-refused-1366');
    await page.getByRole('link', { name: 'Cancel' }).click();
    await page.waitForURL(new RegExp(`/institutions/details/${districtId}/${before.id}$`));
    await page.goto(`${e2e.baseUrl}/institutions/details/${schoolId}/${before.id}`);
    const first = list(page, before.name).getByRole('link').first();
    await first.click();
    await page.waitForURL(new RegExp(`/course/detail/\\d+\\?academicYearId=${before.id}$`));
    await page.close();
  });

  it('fits a 700 px window without serious axe findings', async () => {
    const page = await signedIn(700);
    await page.goto(`${e2e.baseUrl}/institutions/details/${schoolId}`);
    await list(page, years.at(-1)!.name).waitFor();
    expect(await seriousAxeFindings(page)).toEqual([]);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await e2e.shot(page, 'institution-details-700');
    await page.goto(`${e2e.baseUrl}/institutions/close/${schoolId}?academicYearId=${years.at(-1)!.id}`);
    await page.getByRole('button', { name: 'Close year' }).waitFor();
    expect(await seriousAxeFindings(page)).toEqual([]);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await e2e.shot(page, 'institution-close-700');
    await page.close();
  });
});
