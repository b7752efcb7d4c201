// The course detail in the browser on the real server with the demo catalogue: an administrator opens
// a course, copies it into another year (the years it already has shown disabled with their reason),
// adds academic years (one added meanwhile refused on the list), edits its basic info with the
// course-form rules deciding which questions show (wet lab, math category 4, a second subject area
// for a two-year course, CTE cleared when unchecked) and refusing discipline 56 before 2025-26, and
// the screen and the copy modal are accessible and fit 1366 and 700 px.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2E, type E2E } from './support/browser.js';
import { seriousAxeFindings } from './support/axe.js';
import { adminPage as signedIn, answerOf, AREA, checkModal, CourseCalls, institution, openCourse as open, overflow } from './course-detail-support.js';

let e2e: E2E;
let other: CourseCalls;
let course: { courseId: number; academicYearId: number; title: string };

beforeAll(async () => {
  e2e = await startE2E();
  other = await CourseCalls.signIn(e2e);
  // a demo course year with a course length and a discipline, preferably discipline 56 (from 2025-26,
  // so the copy modal also disables the years before it)
  const rows = (await e2e.orm.em.fork().getConnection().execute(
    `select y.course_id, y.academic_year_id, y.title from course_year y
       where y.course_length_id is not null and exists (select 1 from course_discipline d where d.course_year_id = y.id)
       order by exists (select 1 from course_discipline d where d.course_year_id = y.id and d.discipline_id = 56) desc, y.id limit 1`,
  )) as { course_id: number; academic_year_id: number; title: string }[];
  course = { courseId: Number(rows[0].course_id), academicYearId: Number(rows[0].academic_year_id), title: rows[0].title };
}, 240_000);
afterAll(async () => {
  await other?.close();
  await e2e?.close();
});

const adminPage = (width = 1366) => signedIn(e2e, width);
const openCourse = (page: Page) => open(e2e, page, course.courseId, course.academicYearId);

describe('course detail in the browser', () => {
  it('is reached from the menu and opens a course by its id', async () => {
    const page = await adminPage();
    // the menu's Courses entry (the Workflow data group has a Courses list too: this one opens the finder)
    await page.locator('a[href$="/course/detail"]').click();
    await page.getByLabel('Course id, record number or title').fill(String(course.courseId));
    await page.getByRole('button', { name: 'Open' }).click();
    // digits are an id or part of a record number: the course with that id is listed first
    await page.getByRole('list', { name: 'Courses found' }).getByRole('link').first().click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent(), { timeout: 30_000 }).toBe(course.title);
    for (const section of ['A. Basic info', 'B. Description', 'C. Course materials', 'D. Offerings', 'E. Tags and notes', 'History'])
      expect(await page.getByRole('heading', { name: section, exact: true }).count()).toBe(1);
    await e2e.shot(page, 'course-detail-1366');
    expect(await seriousAxeFindings(page)).toEqual([]);
    await page.context().close();
  });

  it('copies the course into another year, its own years disabled with the reason', async () => {
    const page = await adminPage();
    await openCourse(page);
    await page.getByRole('button', { name: 'Copy course' }).click();
    const dialog = page.getByRole('dialog', { name: 'Copy course' });
    await dialog.waitFor();
    // the year shown is one the course has: disabled, its reason beside it
    const ownYear = dialog.getByTestId(`copy-year-${course.academicYearId}`);
    expect(await ownYear.getByRole('checkbox').isDisabled()).toBe(true);
    expect(await ownYear.textContent()).toContain('The course is already offered in');
    // a course in discipline 56 (Computer Science under Mathematics): 2024-25 (id 28) is before its first year, disabled with why
    const beforeStart = dialog.getByTestId('copy-year-28');
    expect(await beforeStart.getByRole('checkbox').isDisabled()).toBe(true);
    expect(await beforeStart.textContent()).toContain('available only beginning 2025-26');
    // axe first: it waits for the dialog's fade-in to end, so the screenshot shows the modal as read
    expect(await seriousAxeFindings(page, '[role="dialog"]')).toEqual([]);
    await e2e.shot(page, 'course-detail-copy-modal-1366');

    const open = dialog.getByRole('checkbox', { disabled: false });
    expect(await open.count()).toBeGreaterThan(0);
    const target = open.first();
    const yearName = (await target.locator('xpath=ancestor::label').textContent())?.trim() ?? '';
    await target.check();
    const copied = page.waitForResponse((r) => r.url().includes(`/api/admin/course/copy/${course.courseId}/`) && r.request().method() === 'POST');
    await dialog.getByRole('button', { name: 'Copy' }).click();
    expect((await copied).status()).toBe(200);
    await dialog.waitFor({ state: 'hidden' });
    // the copied year is now one of the course's years, and the copy modal disables it
    const options = await page.getByLabel('Academic year').locator('option').allTextContents();
    expect(options).toContain(yearName);
    await page.getByRole('button', { name: 'Add academic years' }).click();
    const years = page.getByRole('dialog', { name: 'Add academic years' });
    await years.waitFor();
    const copiedRow = years.locator('[data-testid^="copy-year-"]', { hasText: yearName }).first();
    expect(await copiedRow.getByRole('checkbox').isDisabled()).toBe(true);
    await page.context().close();
  });

  it('edits the basic info and shows what was stored', async () => {
    const page = await adminPage();
    await openCourse(page);
    await page.getByRole('button', { name: 'Edit basic info' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit basic info' });
    await dialog.waitFor();
    const title = `${course.title} (revised)`.slice(0, 200);
    await dialog.getByLabel('Title').fill(title);
    const saved = page.waitForResponse((r) => r.url().includes('/api/admin/course/updatebasicinfo/') && r.request().method() === 'POST');
    await dialog.getByRole('button', { name: 'Save' }).click();
    expect((await saved).status()).toBe(200);
    await dialog.waitFor({ state: 'hidden' });
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(title);
    // an empty title is refused on the field before any call
    await page.getByRole('button', { name: 'Edit basic info' }).click();
    await dialog.getByLabel('Title').fill('');
    await dialog.getByRole('button', { name: 'Save' }).click();
    expect(await dialog.getByText('Enter the title.').count()).toBe(1);
    expect(await seriousAxeFindings(page, '[role="dialog"]')).toEqual([]);
    await e2e.shot(page, 'course-detail-basic-info-modal-1366');
    await page.context().close();
  });

  it('adds academic years; a year added meanwhile is refused on the list', async () => {
    const school = await institution(e2e, `select id, name from institution where institution_type_id = 1 and is_active order by id limit 1 offset 5`);
    const made = await other.course(school.id, 30, 'E2E Added Years');
    const page = await adminPage();
    await open(e2e, page, made.courseId, 30);
    await page.getByRole('button', { name: 'Add academic years' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add academic years' });
    await dialog.waitFor();
    const box = (id: number) => dialog.getByTestId(`copy-year-${id}`).getByRole('checkbox');
    await box(31).check();
    await box(32).check();
    // another administrator copies the course into 2028-29 meanwhile
    expect((await other.call('POST', `/api/admin/course/copy/${made.courseId}/30`, [32])).status).toBe(200);
    const refused = answerOf(page, 'POST', `/api/admin/course/copy/${made.courseId}/30`);
    await dialog.getByRole('button', { name: 'Add years' }).click();
    expect((await refused).status()).toBe(400);
    // the answer is in before the dialog renders it: wait for the message rather than count at once
    await dialog.getByText('The course is already offered in 2028-29.').first().waitFor();
    // the course's years are read again: 2028-29 is disabled with its reason, 2027-28 still ticked
    await expect.poll(() => box(32).isDisabled()).toBe(true);
    expect(await box(32).isChecked()).toBe(false);
    expect(await box(31).isChecked()).toBe(true);
    await checkModal(e2e, page, 'course-detail-add-years-refused-1366');
    const added = answerOf(page, 'POST', `/api/admin/course/copy/${made.courseId}/30`);
    await dialog.getByRole('button', { name: 'Add years' }).click();
    expect((await added).status()).toBe(200);
    await dialog.waitFor({ state: 'hidden' });
    expect(await page.getByLabel('Academic year').locator('option').allTextContents()).toEqual(['2026-27', '2027-28', '2028-29']);
    await page.context().close();
  });

  it('asks the questions the course-form rules show, clears CTE when unchecked and refuses discipline 56 before 2025-26', async () => {
    const publisher = await institution(e2e, `select id, name from institution where institution_type_id = 4 and is_active order by id limit 1`);
    const made = await other.course(publisher.id, 28, 'E2E Rules Course');
    const page = await adminPage();
    await open(e2e, page, made.courseId, 28);
    await page.getByRole('button', { name: 'Edit basic info' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit basic info' });
    await dialog.waitFor();
    const wetLab = dialog.getByLabel('Requires wet-lab activity');
    const math4 = dialog.getByLabel('Mathematics category 4');
    // a publisher's science course: the wet-lab question; a statistics course: math category 4
    await dialog.locator('#basic-area-0').selectOption({ value: String(AREA.D) });
    await wetLab.waitFor();
    expect(await math4.count()).toBe(0);
    await dialog.locator('#basic-area-0').selectOption({ value: String(AREA.C) });
    await dialog.locator('#basic-discipline-0').selectOption({ label: 'Statistics' });
    await math4.waitFor();
    await wetLab.waitFor({ state: 'detached' });
    // a second subject area only for a two-year course
    expect(await dialog.getByRole('button', { name: 'Add a second subject area' }).count()).toBe(0);
    await dialog.locator('#basic-length').selectOption({ label: 'Two years' });
    await dialog.getByRole('button', { name: 'Add a second subject area' }).click();
    await dialog.locator('#basic-area-1').selectOption({ value: String(AREA.D) });
    await wetLab.waitFor();
    // CTE checked, an industry and a pathway chosen, then unchecked: both are gone
    const cte = dialog.getByLabel('Career technical education (CTE) course');
    await cte.check();
    await dialog.locator('#basic-industry').selectOption({ index: 1 });
    await dialog.locator('#basic-pathway').selectOption({ index: 1 });
    await cte.uncheck();
    await math4.check();
    await checkModal(e2e, page, 'course-detail-basic-info-rules-1366');
    const saved = answerOf(page, 'POST', '/api/admin/course/updatebasicinfo/');
    await dialog.getByRole('button', { name: 'Save' }).click();
    const stored = await (await saved).json();
    expect((await saved).status()).toBe(200);
    expect(stored.basicInfo).toMatchObject({ isCte: false, cteIndustryId: null, ctePathwayId: null, IsMathCategory4: true, requiresWetLabActivity: false });
    expect(stored.basicInfo.disciplines.map((d: { subjectAreaId: number }) => d.subjectAreaId)).toEqual([AREA.C, AREA.D]);
    await dialog.waitFor({ state: 'hidden' });
    const section = await page.getByRole('region', { name: 'A. Basic info' }).textContent();
    expect(section).toContain('Mathematics category 4Yes');
    expect(section).toContain('CTE courseNo');

    // Computer Science under Mathematics (discipline 56) in 2024-25: refused by the rules, the message in the dialog
    await page.getByRole('button', { name: 'Edit basic info' }).click();
    await dialog.waitFor();
    await dialog.locator('#basic-discipline-0').selectOption({ label: 'Computer Science' });
    const refused = answerOf(page, 'POST', '/api/admin/course/updatebasicinfo/');
    await dialog.getByRole('button', { name: 'Save' }).click();
    expect((await refused).status()).toBe(400);
    // the answer is in before the dialog renders it: wait for the message rather than count at once
    await dialog.getByText('Discipline 56 courses are available only beginning 2025-26').first().waitFor();
    await checkModal(e2e, page, 'course-detail-basic-info-refused-1366');
    await page.context().close();
  });

  it('fits a 700 px window and stays accessible there', async () => {
    const page = await adminPage(700);
    await openCourse(page);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await e2e.shot(page, 'course-detail-700');
    expect(await seriousAxeFindings(page)).toEqual([]);
    await page.getByRole('button', { name: 'Copy course' }).click();
    await page.getByRole('dialog', { name: 'Copy course' }).waitFor();
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    expect(await seriousAxeFindings(page, '[role="dialog"]')).toEqual([]);
    await e2e.shot(page, 'course-detail-copy-modal-700');
    await page.context().close();
  });
});
