// Copy to another institution, create course and the course finder in the browser: a program's
// course adopted by a school with the school's years loaded from the server before copying (the
// years it already offers disabled with the reason), a year adopted meanwhile refused on the list, a
// school closed meanwhile refused on the field; a course created from the finder opens on its basic
// info, a closed institution refused on the field; a school's course list copied into the next year
// with what was not copied listed; the finder shows a course of several years once.
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2E, type E2E } from './support/browser.js';
import { adminPage, answerOf, checkModal, CourseCalls, helperOf, institution, openCourse } from './course-detail-support.js';

const YEAR = 30;

let e2e: E2E;
let other: CourseCalls;
let program: { id: number; name: string };
let schools: { id: number; name: string }[];

beforeAll(async () => {
  e2e = await startE2E();
  other = await CourseCalls.signIn(e2e);
  program = await institution(e2e, `select id, name from institution where institution_type_id = 3 and is_active order by id limit 1`);
  // schools with a name no other institution starts with, so typing it offers that school first
  const rows = (await e2e.orm.em.fork().getConnection().execute(
    `select s.id, s.name from institution s where s.institution_type_id = 1 and s.is_active
       and not exists (select 1 from institution o where o.id <> s.id and lower(o.name) like lower(s.name) || '%')
       order by s.id limit 4`,
  )) as { id: number; name: string }[];
  schools = rows.map((r) => ({ id: Number(r.id), name: r.name }));
}, 240_000);
afterAll(async () => {
  await other?.close();
  await e2e?.close();
});

const closeInstitution = (id: number) => e2e.orm.em.fork().getConnection().execute(`update institution set is_active = false where id = ${id}`);

/** Opens the copy modal on "Another institution" and picks the school from the search. */
async function copyToSchool(page: Page, school: { name: string }): Promise<Locator> {
  await page.getByRole('button', { name: 'Copy course' }).click();
  const dialog = page.getByRole('dialog', { name: 'Copy course' });
  await dialog.waitFor();
  await dialog.getByRole('radio', { name: 'Another institution' }).check();
  expect(await dialog.getByText('Choose the target institution to see its academic years.').count()).toBe(1);
  await dialog.getByLabel('Target institution').fill(school.name);
  await page.getByRole('option', { name: school.name, exact: true }).click();
  return dialog;
}

const yearBox = (dialog: Locator, id: number) => dialog.getByTestId(`copy-year-${id}`);

describe('copy to another institution, create course and the finder in the browser', () => {
  it('adopts a program’s course at a school; the school’s years come from the server, those it offers disabled', async () => {
    const course = await other.course(program.id, YEAR, 'E2E Program Poetry');
    const [school] = schools;
    const page = await adminPage(e2e);
    await openCourse(e2e, page, course.courseId, YEAR);

    const years = answerOf(page, 'GET', `/api/admin/course/copyto/years/${course.courseId}/${YEAR}/${school.id}`);
    const dialog = await copyToSchool(page, school);
    expect((await years).status()).toBe(200);
    const adoptionYears = answerOf(page, 'GET', 'copyAsAdoption=true');
    await dialog.getByLabel('Copy as adoption').check();
    expect((await adoptionYears).status()).toBe(200);
    await yearBox(dialog, 31).waitFor();
    expect(await dialog.getByText(`The copy is an adoption of this course by ${school.name}.`).count()).toBe(1);
    // the course's own year is no reason at another school
    expect(await yearBox(dialog, YEAR).getByRole('checkbox').isDisabled()).toBe(false);
    await yearBox(dialog, 31).getByRole('checkbox').check();
    await checkModal(e2e, page, 'course-detail-copy-to-school-1366');
    const copied = answerOf(page, 'POST', '/api/admin/course/copyto');
    await dialog.getByRole('button', { name: 'Copy' }).click();
    const adoption = await (await copied).json();
    expect((await copied).status()).toBe(201);
    await page.waitForURL(new RegExp(`/course/detail/${adoption.courseId}\\?academicYearId=31`));
    await expect.poll(() => page.getByText(`· ${school.name}`).count()).toBeGreaterThan(0);
    expect(await page.getByText('Adopted', { exact: true }).count()).toBe(1);

    // back on the program's course: the school offers it in 2027-28 now
    await openCourse(e2e, page, course.courseId, YEAR);
    const again = await copyToSchool(page, school);
    await again.getByLabel('Copy as adoption').check();
    await expect.poll(() => yearBox(again, 31).textContent()).toContain(`${school.name} already offers this course in 2027-28.`);
    expect(await yearBox(again, 31).getByRole('checkbox').isDisabled()).toBe(true);
    expect(await again.getByText(`${school.name} has adopted this course already: the years ticked are added to its adoption.`).count()).toBe(1);
    await checkModal(e2e, page, 'course-detail-copy-to-school-taken-1366');

    // another administrator adopts 2028-29 meanwhile: the copy is refused on that year, which the list then disables
    await yearBox(again, 32).getByRole('checkbox').check();
    const meanwhile = await other.call('POST', '/api/admin/course/copyto', { courseId: course.courseId, copyAsAdoption: true, academicYearId: YEAR, toInstitutionId: school.id, toAcademicYears: [32] });
    expect(meanwhile.status).toBe(200);
    const refused = answerOf(page, 'POST', '/api/admin/course/copyto');
    await again.getByRole('button', { name: 'Copy' }).click();
    expect((await refused).status()).toBe(400);
    expect(await again.getByText(`${school.name} already offers this course in 2028-29.`).count()).toBeGreaterThan(0);
    await expect.poll(() => yearBox(again, 32).getByRole('checkbox').isDisabled()).toBe(true);
    expect(await again.getByRole('button', { name: 'Copy' }).isDisabled()).toBe(true);
    await checkModal(e2e, page, 'course-detail-copy-to-school-refused-1366');
    await page.context().close();
  });

  it('refuses the course’s own institution, and a school closed meanwhile, on the target field', async () => {
    const course = await other.course(program.id, YEAR, 'E2E Program Drama');
    const page = await adminPage(e2e);
    await openCourse(e2e, page, course.courseId, YEAR);
    const own = await copyToSchool(page, program);
    const target = own.getByLabel('Target institution');
    expect(await helperOf(target).textContent()).toBe('Choose an institution other than the course’s own.');
    expect(await own.getByText('Choose the target institution to see its academic years.').count()).toBe(1);
    await own.getByRole('button', { name: 'Cancel' }).click();

    const closing = schools[1];
    await page.getByRole('button', { name: 'Copy course' }).click();
    const dialog = page.getByRole('dialog', { name: 'Copy course' });
    await dialog.getByRole('radio', { name: 'Another institution' }).check();
    await target.fill(closing.name);
    const option = page.getByRole('option', { name: closing.name, exact: true });
    await option.waitFor();
    await closeInstitution(closing.id);
    const refused = answerOf(page, 'GET', `/copyto/years/${course.courseId}/${YEAR}/${closing.id}`);
    await option.click();
    expect((await refused).status()).toBe(400);
    await expect.poll(() => helperOf(target).textContent()).toBe('This school is closed.');
    expect(await dialog.getByRole('checkbox', { name: '2027-28' }).count()).toBe(0);
    await checkModal(e2e, page, 'course-detail-copy-to-closed-1366');
    await page.context().close();
  });

  it('creates a course from the finder and opens its basic info; an institution closed meanwhile is refused on the field', async () => {
    const [, , open, closing] = schools;
    const page = await adminPage(e2e);
    await page.goto(`${e2e.baseUrl}/course/detail`);
    await page.getByRole('button', { name: 'Create course' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create course' });
    await dialog.waitFor();
    const current = (await other.call('GET', '/api/academicyear/current')).body as { id: number };
    await expect.poll(() => dialog.getByLabel('Academic year').inputValue()).toBe(String(current.id));
    await dialog.getByRole('button', { name: 'Create' }).click();
    expect(await helperOf(dialog.getByLabel('Title')).textContent()).toBe('Enter the title.');

    await dialog.getByLabel('Institution').fill(closing.name);
    await page.getByRole('option', { name: closing.name, exact: true }).click();
    await dialog.getByLabel('Title').fill('E2E Created Course');
    await closeInstitution(closing.id);
    const refused = answerOf(page, 'POST', '/api/admin/course/create/');
    await dialog.getByRole('button', { name: 'Create' }).click();
    expect((await refused).status()).toBe(400);
    expect(await helperOf(dialog.getByLabel('Institution')).textContent()).toBe('This institution is closed: it cannot add courses.');
    await checkModal(e2e, page, 'course-detail-create-refused-1366');

    await dialog.getByLabel('Institution').fill(open.name);
    await page.getByRole('option', { name: open.name, exact: true }).click();
    const created = answerOf(page, 'POST', '/api/admin/course/create/');
    await dialog.getByRole('button', { name: 'Create' }).click();
    expect((await created).status()).toBe(201);
    await page.waitForURL(/edit=basic/);
    const basic = page.getByRole('dialog', { name: 'Edit basic info' });
    await basic.waitFor();
    expect(await basic.getByLabel('Title').inputValue()).toBe('E2E Created Course');
    expect(await page.getByText(`· ${open.name}`).count()).toBeGreaterThan(0);
    await page.context().close();
  });

  it('copies a school’s course list into the next year, listing what was not copied; the same year is refused on the field', async () => {
    const school = schools[2];
    const fresh = await other.course(school.id, 29, 'E2E List Biology');
    const already = await other.course(school.id, 29, 'E2E List Chemistry');
    expect((await other.call('POST', `/api/admin/course/copy/${already.courseId}/29`, [YEAR])).status).toBe(200);
    const page = await adminPage(e2e);
    await page.goto(`${e2e.baseUrl}/course/detail`);
    await page.getByRole('button', { name: 'Copy course list' }).click();
    const dialog = page.getByRole('dialog', { name: 'Copy course list' });
    await dialog.waitFor();
    await dialog.getByLabel('Institution').fill(school.name);
    await page.getByRole('option', { name: school.name, exact: true }).click();
    // a school's list is copied into its own list: no adoption is offered
    expect(await dialog.getByRole('radio').count()).toBe(0);
    await dialog.getByLabel('From academic year').selectOption({ label: '2025-26' });
    await dialog.getByLabel('To academic year').selectOption({ label: '2025-26' });
    const refused = answerOf(page, 'POST', '/api/admin/course/list/copy');
    await dialog.getByRole('button', { name: 'Copy' }).click();
    expect((await refused).status()).toBe(400);
    expect(await helperOf(dialog.getByLabel('To academic year')).textContent()).toBe('Choose a year other than the one copied from.');
    await checkModal(e2e, page, 'course-detail-copy-list-refused-1366');

    await dialog.getByLabel('To academic year').selectOption({ label: '2026-27' });
    const copied = answerOf(page, 'POST', '/api/admin/course/list/copy');
    await dialog.getByRole('button', { name: 'Copy' }).click();
    const answer = (await (await copied).json()) as { copied: { courseId: number; title: string }[]; skipped: { courseId: number; title: string; reasons: string[] }[] };
    expect(answer.copied.map((c) => c.courseId)).toContain(fresh.courseId);
    expect(answer.skipped).toContainEqual({ courseId: already.courseId, title: 'E2E List Chemistry', reasons: ['The course is already offered in 2026-27.'] });
    const done = `${answer.copied.length} ${answer.copied.length === 1 ? 'course' : 'courses'} copied into 2026-27 of ${school.name}.`;
    await expect.poll(() => dialog.getByRole('alert').first().textContent()).toBe(done);
    expect(await dialog.getByRole('list', { name: 'Courses copied' }).getByRole('link', { name: 'E2E List Biology' }).count()).toBe(1);
    expect(await dialog.getByRole('list', { name: 'Courses not copied' }).textContent()).toContain('E2E List ChemistryThe course is already offered in 2026-27.');
    await checkModal(e2e, page, 'course-detail-copy-list-1366');
    await dialog.getByRole('list', { name: 'Courses copied' }).getByRole('link', { name: 'E2E List Biology' }).click();
    await page.waitForURL(new RegExp(`/course/detail/${fresh.courseId}\\?academicYearId=${YEAR}`));
    await page.context().close();
  });

  it('finds a course taught in two years as one line with its school and years', async () => {
    const [school] = schools;
    const course = await other.course(school.id, 29, 'E2E Finder Geometry');
    expect((await other.call('POST', `/api/admin/course/copy/${course.courseId}/29`, [YEAR])).status).toBe(200);
    const page = await adminPage(e2e);
    await page.goto(`${e2e.baseUrl}/course/detail`);
    await page.getByLabel('Course id, record number or title').fill('E2E Finder Geometry');
    await page.getByRole('button', { name: 'Open' }).click();
    const found = page.getByRole('list', { name: 'Courses found' }).getByRole('listitem');
    await expect.poll(() => found.count()).toBe(1);
    await expect.poll(() => found.textContent()).toBe(`E2E Finder Geometry${course.recordId} · ${school.name} · 2025-26, 2026-27`);
    await e2e.shot(page, 'course-detail-finder-1366');
    await found.getByRole('link').click();
    await page.waitForURL(new RegExp(`/course/detail/${course.courseId}\\?academicYearId=${YEAR}`));
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('E2E Finder Geometry');
    await page.context().close();
  });
});
