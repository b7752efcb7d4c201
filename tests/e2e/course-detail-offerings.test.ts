// The course detail's offering modals in the browser, as an administrator uses them: add a district's
// school, update an offering's delivery and transcript codes, archive an offering without permission
// to activate it, change that permission, and activate it with an authorization number. Each modal's
// main path, and one refusal with the server's message on its field or in the dialog (a second
// administrator acting meanwhile, or a value the server refuses); axe on every open modal, screenshots.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2E, type E2E } from './support/browser.js';
import { adminPage, answerOf, checkModal, CourseCalls, helperOf, institution, notification, openCourse, overflow } from './course-detail-support.js';

const YEAR = 30;
const ACTIVATE_FAILED = 'An error has occurred while activating this course.';

let e2e: E2E;
/** the second administrator */
let other: CourseCalls;
let district: { id: number; name: string };
let districtSchools: { id: number; name: string }[];
let school: { id: number; name: string };

beforeAll(async () => {
  e2e = await startE2E();
  other = await CourseCalls.signIn(e2e);
  district = await institution(
    e2e,
    `select d.id, d.name from institution d where d.institution_type_id = 5 and d.is_active
       and (select count(*) from institution s where s.district_id = d.id and s.is_active) >= 3 order by d.id limit 1`,
  );
  const rows = (await e2e.orm.em.fork().getConnection().execute(`select id, name from institution where district_id = ${district.id} and is_active order by name, id limit 2`)) as { id: number; name: string }[];
  districtSchools = rows.map((r) => ({ id: Number(r.id), name: r.name }));
  school = await institution(e2e, `select id, name from institution where institution_type_id = 1 and is_active order by id limit 1`);
}, 240_000);
afterAll(async () => {
  await other?.close();
  await e2e?.close();
});

const offeringRow = (page: Page, schoolName: string) => page.getByRole('region', { name: 'D. Offerings' }).getByRole('listitem').filter({ has: page.getByText(schoolName, { exact: true }) });

describe('course detail offering modals in the browser', () => {
  it('adds a district school to a district course; one another administrator added meanwhile is refused on the field', async () => {
    const course = await other.course(district.id, YEAR, 'E2E District Algebra');
    const page = await adminPage(e2e);
    await openCourse(e2e, page, course.courseId, YEAR);
    const [first, second] = districtSchools;

    await page.getByRole('button', { name: 'Add school' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add school' });
    await dialog.waitFor();
    await dialog.getByLabel('School').selectOption({ label: first.name });
    await dialog.getByLabel('Online').check();
    await dialog.getByRole('button', { name: 'Add a transcript code' }).click();
    await dialog.getByRole('textbox', { name: 'Abbreviation 1' }).fill('ALG E2E');
    await dialog.getByRole('textbox', { name: 'Code 1', exact: true }).fill('4401');
    await checkModal(e2e, page, 'course-detail-add-school-1366');
    const added = answerOf(page, 'POST', '/api/admin/course/addschool/');
    await dialog.getByRole('button', { name: 'Save' }).click();
    expect((await added).status()).toBe(200);
    await dialog.waitFor({ state: 'hidden' });
    expect(await notification(page)).toContain('School added.');
    const row = offeringRow(page, first.name);
    expect(await row.textContent()).toContain('Online');
    expect(await row.textContent()).toContain('ALG E2E 4401');

    // the second school: another administrator adds it while the modal is open
    await page.getByRole('button', { name: 'Add school' }).click();
    await dialog.waitFor();
    expect(await dialog.getByRole('option', { name: `${first.name} (offered)` }).isDisabled()).toBe(true);
    await dialog.getByLabel('School').selectOption({ label: second.name });
    expect((await other.call('POST', `/api/admin/course/addschool/${course.courseId}/${YEAR}`, { institutionId: second.id })).status).toBe(200);
    const refused = answerOf(page, 'POST', '/api/admin/course/addschool/');
    await dialog.getByRole('button', { name: 'Save' }).click();
    expect((await refused).status()).toBe(400);
    expect(await helperOf(dialog.getByLabel('School')).textContent()).toBe('This school already offers this course in this academic year.');
    expect(await dialog.getByRole('alert').textContent()).toContain('Please correct the highlighted fields.');
    await checkModal(e2e, page, 'course-detail-add-school-refused-1366');
    await page.context().close();
  });

  it('updates an offering’s delivery and transcript codes; a code too long is refused on its own row', async () => {
    const course = await other.course(school.id, YEAR, 'E2E Offering Update');
    const page = await adminPage(e2e);
    await openCourse(e2e, page, course.courseId, YEAR);
    // a course of a school is offered by that school only: there is no school to add
    expect(await page.getByRole('button', { name: 'Add school' }).count()).toBe(0);
    await page.getByRole('button', { name: `Update the offering at ${school.name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Update school offering: ${school.name}` });
    await dialog.waitFor();
    await dialog.getByLabel('Classroom based').check();
    // a blank row before the one in error: the error still lands on the row that holds the code
    await dialog.getByRole('button', { name: 'Add a transcript code' }).click();
    await dialog.getByRole('button', { name: 'Add a transcript code' }).click();
    const tooLong = '1234567890123456789012';
    await dialog.getByRole('textbox', { name: 'Code 2', exact: true }).fill(tooLong);
    const refused = answerOf(page, 'POST', '/api/admin/course/updateschool/');
    await dialog.getByRole('button', { name: 'Save' }).click();
    expect((await refused).status()).toBe(400);
    const code = dialog.getByRole('textbox', { name: 'Code 1', exact: true });
    expect(await code.inputValue()).toBe(tooLong);
    expect(await helperOf(code).textContent()).toBe('Use at most 20 characters.');
    await checkModal(e2e, page, 'course-detail-offering-refused-1366');

    await code.fill('2101');
    await dialog.getByRole('textbox', { name: 'Abbreviation 1' }).fill('ENG E2E');
    const saved = answerOf(page, 'POST', '/api/admin/course/updateschool/');
    await dialog.getByRole('button', { name: 'Save' }).click();
    expect((await saved).status()).toBe(200);
    await dialog.waitFor({ state: 'hidden' });
    const row = offeringRow(page, school.name);
    expect(await row.textContent()).toContain('Classroom based');
    expect(await row.textContent()).toContain('ENG E2E 2101');
    // the change history says what changed, in the model's words
    await page.getByRole('button', { name: 'History', exact: true }).click();
    await page.getByRole('tab', { name: 'Change history' }).click();
    const offeringId = course.basicInfo.courseOfferings[0].courseOfferingId;
    await expect.poll(() => page.getByRole('tabpanel').textContent()).toContain(`Course offering ${offeringId} changed: classroom-based No → Yes; transcript codes`);

    // removing the code keeps it on the offering as deleted
    await page.getByRole('button', { name: `Update the offering at ${school.name}` }).click();
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Remove transcript code 1' }).click();
    expect(await dialog.getByText('One removed code is kept as deleted.').count()).toBe(1);
    const removed = answerOf(page, 'POST', '/api/admin/course/updateschool/');
    await dialog.getByRole('button', { name: 'Save' }).click();
    const stored = await (await removed).json();
    expect(stored.basicInfo.courseOfferings[0].transcriptCodes).toEqual([{ abbreviation: 'ENG E2E', code: '2101', isDeleted: true }]);
    await dialog.waitFor({ state: 'hidden' });
    expect(await row.textContent()).toContain('Transcript codesNone');
    await page.context().close();
  });

  it('archives an offering without permission to activate it; an archive made meanwhile is refused with a reload', async () => {
    const course = await other.course(school.id, YEAR, 'E2E Archive');
    const page = await adminPage(e2e);
    await openCourse(e2e, page, course.courseId, YEAR);
    await page.getByRole('button', { name: 'Remove or archive course' }).click();
    const dialog = page.getByRole('dialog', { name: 'Remove or archive course' });
    await dialog.waitFor();
    await dialog.getByRole('radio', { name: 'No' }).check();
    await dialog.getByRole('button', { name: 'Archive' }).click();
    expect(await helperOf(dialog.getByLabel('Reason it may not be activated')).textContent()).toBe('Enter why the course may not be activated again.');
    await dialog.getByLabel('Reason it may not be activated').fill('Replaced by a new course.');
    await checkModal(e2e, page, 'course-detail-archive-1366');
    const archived = answerOf(page, 'POST', '/api/admin/course/archive');
    await dialog.getByRole('button', { name: 'Archive' }).click();
    expect((await archived).status()).toBe(200);
    await dialog.waitFor({ state: 'hidden' });
    const row = offeringRow(page, school.name);
    expect(await row.textContent()).toContain('Archived by the office');
    expect(await row.textContent()).toContain('May be activatedNo – Replaced by a new course.');

    // another course: a second administrator archives it while the modal is open
    const second = await other.course(school.id, YEAR, 'E2E Archive Meanwhile');
    await openCourse(e2e, page, second.courseId, YEAR);
    await page.getByRole('button', { name: 'Remove or archive course' }).click();
    await dialog.waitFor();
    expect((await other.call('POST', '/api/admin/course/archive', { courseId: second.courseId, institutionId: school.id, academicYearId: YEAR, allowActivation: true })).status).toBe(200);
    const refused = answerOf(page, 'POST', '/api/admin/course/archive');
    await dialog.getByRole('button', { name: 'Archive' }).click();
    expect((await refused).status()).toBe(409);
    expect(await dialog.getByRole('alert').textContent()).toContain('Someone else saved this course year after you opened it');
    await checkModal(e2e, page, 'course-detail-archive-refused-1366');
    await dialog.getByRole('button', { name: 'Reload the course' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => offeringRow(page, school.name).textContent()).toContain('Archived by the office');
    await page.context().close();
  });

  it('changes whether an archived offering may be activated; a change made meanwhile is refused with a reload', async () => {
    const course = await other.course(school.id, YEAR, 'E2E Activation Permission');
    expect((await other.call('POST', '/api/admin/course/archive', { courseId: course.courseId, institutionId: school.id, academicYearId: YEAR, allowActivation: true })).status).toBe(200);
    const page = await adminPage(e2e);
    await openCourse(e2e, page, course.courseId, YEAR);
    await page.getByRole('button', { name: `Change whether the course may be activated at ${school.name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Activation of the archived course: ${school.name}` });
    await dialog.waitFor();
    expect(await dialog.getByRole('radio', { name: 'Yes' }).isChecked()).toBe(true);
    await dialog.getByRole('radio', { name: 'No' }).check();
    const reason = dialog.getByLabel('Reason it may not be activated');
    const offeringId = course.basicInfo.courseOfferings[0].courseOfferingId;
    // a change made meanwhile by another administrator makes this one stale
    expect((await other.call('PUT', `/api/admin/course/reasonToNotAllowActivation/${offeringId}`, { allowActivation: false, reasonToNotAllowActivation: 'Under review.' })).status).toBe(200);
    await reason.fill('Awaiting the new syllabus.');
    await checkModal(e2e, page, 'course-detail-activation-permission-1366');
    const stale = answerOf(page, 'PUT', '/api/admin/course/reasonToNotAllowActivation/');
    await dialog.getByRole('button', { name: 'Save' }).click();
    expect((await stale).status()).toBe(409);
    expect(await dialog.getByRole('alert').textContent()).toContain('Someone else saved this course year after you opened it');
    await dialog.getByRole('button', { name: 'Reload the course' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const row = offeringRow(page, school.name);
    await expect.poll(() => row.textContent()).toContain('May be activatedNo – Under review.');

    await page.getByRole('button', { name: `Change whether the course may be activated at ${school.name}` }).click();
    await dialog.waitFor();
    expect(await reason.inputValue()).toBe('Under review.');
    await reason.fill('Awaiting the new syllabus.');
    const saved = answerOf(page, 'PUT', '/api/admin/course/reasonToNotAllowActivation/');
    await dialog.getByRole('button', { name: 'Save' }).click();
    expect((await saved).status()).toBe(200);
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => row.textContent()).toContain('May be activatedNo – Awaiting the new syllabus.');
    await page.context().close();
  });

  it('activates an archived offering with the authorization number; one activated meanwhile gets the spec’s failure message', async () => {
    const course = await other.course(school.id, YEAR, 'E2E Activate');
    const archive = { courseId: course.courseId, institutionId: school.id, academicYearId: YEAR, allowActivation: false, reasonToNotAllowActivation: 'Content outdated.' };
    expect((await other.call('POST', '/api/admin/course/archive', archive)).status).toBe(200);
    const page = await adminPage(e2e);
    await openCourse(e2e, page, course.courseId, YEAR);
    await page.getByRole('button', { name: 'Activate course' }).click();
    const dialog = page.getByRole('dialog', { name: 'Activate course' });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('Reason it was not to be activated: Content outdated.');
    await dialog.getByRole('button', { name: 'Activate' }).click();
    expect(await helperOf(dialog.getByLabel('Authorization number')).textContent()).toBe('Enter the authorization number.');
    await dialog.getByLabel('Authorization number').fill('UC-E2E-0001');
    // another administrator activates it first
    const offeringId = course.basicInfo.courseOfferings[0].courseOfferingId;
    expect((await other.call('POST', '/api/admin/course/activate', { courseId: course.courseId, courseOfferingId: offeringId, ucciAuthorizationNumber: 'UC-E2E-0000' })).status).toBe(200);
    const refused = answerOf(page, 'POST', '/api/admin/course/activate');
    await dialog.getByRole('button', { name: 'Activate' }).click();
    expect((await refused).status()).toBe(409);
    const alert = await dialog.getByRole('alert').textContent();
    expect(alert).toContain(ACTIVATE_FAILED);
    expect(alert).toContain('This offering is not archived.');
    await checkModal(e2e, page, 'course-detail-activate-refused-1366');
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    // archived again without permission; this time the activation goes through
    expect((await other.call('POST', '/api/admin/course/archive', archive)).status).toBe(200);
    await openCourse(e2e, page, course.courseId, YEAR);
    await page.getByRole('button', { name: 'Activate course' }).click();
    await dialog.waitFor();
    await dialog.getByLabel('Authorization number').fill('UC-E2E-0002');
    await checkModal(e2e, page, 'course-detail-activate-1366');
    const activated = answerOf(page, 'POST', '/api/admin/course/activate');
    await dialog.getByRole('button', { name: 'Activate' }).click();
    expect((await activated).status()).toBe(200);
    await dialog.waitFor({ state: 'hidden' });
    const row = offeringRow(page, school.name);
    expect(await row.textContent()).toContain('Active');
    expect(await row.textContent()).toContain('Authorization numberUC-E2E-0002');
    await page.context().close();
  });

  it('fits the offering modal into a 700 px window', async () => {
    const course = await other.course(school.id, YEAR, 'E2E Narrow Offering');
    const page = await adminPage(e2e, 700);
    await openCourse(e2e, page, course.courseId, YEAR);
    await page.getByRole('button', { name: `Update the offering at ${school.name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Update school offering: ${school.name}` });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Add a transcript code' }).click();
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await checkModal(e2e, page, 'course-detail-offering-700');
    await page.context().close();
  });
});
