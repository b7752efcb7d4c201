// The course detail's content modals in the browser, as an administrator uses them: change the
// rubric, edit the description, add / edit / remove a course material, manage tags, add an internal
// note. Each one's main path, and one refusal with the server's message on its field or in the dialog
// (a rubric or tag another administrator removed meanwhile, a unit without a title, an address that
// is not one, a note too long); axe on every open modal, screenshots.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2E, type E2E } from './support/browser.js';
import { adminPage, answerOf, checkModal, CourseCalls, helperOf, institution, notification, openCourse } from './course-detail-support.js';

const YEAR = 30;

let e2e: E2E;
let other: CourseCalls;
let school: { id: number; name: string };

beforeAll(async () => {
  e2e = await startE2E();
  other = await CourseCalls.signIn(e2e);
  school = await institution(e2e, `select id, name from institution where institution_type_id = 1 and is_active order by id desc limit 1`);
}, 240_000);
afterAll(async () => {
  await other?.close();
  await e2e?.close();
});

/** `offline`: the page's live hub stream is cut, so what another administrator changes reaches it only when it asks the server. */
async function courseOpened(title: string, opts: { offline?: boolean } = {}): Promise<{ page: Page; courseId: number }> {
  const course = await other.course(school.id, YEAR, title);
  const page = await adminPage(e2e);
  if (opts.offline) await page.context().route('**/api/admin/hub', (route) => route.abort());
  await openCourse(e2e, page, course.courseId, YEAR);
  return { page, courseId: course.courseId };
}

/** A section's body (the accordion's region, named by its heading). */
const facts = (page: Page, section: string) => page.getByRole('region', { name: section });

describe('course detail content modals in the browser', () => {
  it('changes the rubric; one removed from the list meanwhile is refused in the dialog', async () => {
    // without the live hub, whose fresh list would take the removed rubric out of the dialog before Save
    const { page } = await courseOpened('E2E Rubric', { offline: true });
    const rubrics = (await other.call('GET', '/api/admin/rubric')).body as { id: number; name: string; value: number; isDeleted: boolean }[];
    const inUse = rubrics.filter((r) => !r.isDeleted).sort((a, b) => a.value - b.value);
    const [meets, removed] = [inUse[2], inUse[inUse.length - 1]];

    await page.getByRole('button', { name: 'Change rubric' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change rubric' });
    await dialog.waitFor();
    await dialog.getByLabel('Rubric').selectOption({ label: `${meets.value} – ${meets.name}` });
    await checkModal(e2e, page, 'course-detail-rubric-1366');
    const saved = answerOf(page, 'POST', '/rubric/');
    await dialog.getByRole('button', { name: 'Save' }).click();
    expect((await saved).status()).toBe(200);
    await dialog.waitFor({ state: 'hidden' });
    expect(await notification(page)).toContain('Rubric changed.');
    expect(await facts(page, 'A. Basic info').textContent()).toContain(`Rubric${meets.value} – ${meets.name}`);

    // another administrator removes the highest rubric while the modal is open, and adds it again as a new one
    await page.getByRole('button', { name: 'Change rubric' }).click();
    await dialog.waitFor();
    await dialog.getByLabel('Rubric').selectOption({ label: `${removed.value} – ${removed.name}` });
    expect((await other.call('DELETE', `/api/admin/rubric/${removed.id}`)).status).toBe(200);
    const replacement = (await other.call('POST', '/api/admin/rubric', { name: removed.name, value: removed.value })).body as { id: number };
    const refused = answerOf(page, 'POST', '/rubric/');
    await dialog.getByRole('button', { name: 'Save' }).click();
    expect((await refused).status()).toBe(400);
    expect(await dialog.getByRole('alert').textContent()).toContain('This rubric was removed from the list of rubrics.');
    await checkModal(e2e, page, 'course-detail-rubric-refused-1366');
    // the list is read again: the new rubric of that value is offered, the removed one is not chosen
    await expect.poll(() => dialog.getByLabel('Rubric').locator(`option[value="${replacement.id}"]`).count()).toBe(1);
    expect(await dialog.getByLabel('Rubric').inputValue()).toBe('');
    await page.context().close();
  });

  it('edits the description; a unit without a title is refused on that unit', async () => {
    const { page } = await courseOpened('E2E Description');
    await page.getByRole('button', { name: 'Edit description' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit description' });
    await dialog.waitFor();
    await dialog.getByLabel('Course description').fill('Students read, write and argue about texts of four centuries.');
    await dialog.getByRole('button', { name: 'Add a prerequisite' }).click();
    await dialog.getByRole('textbox', { name: 'Prerequisite 1' }).fill('English 9');
    await dialog.getByRole('button', { name: 'Add a corequisite' }).click();
    await dialog.getByRole('textbox', { name: 'Corequisite 1' }).fill('Reading lab');
    await dialog.getByLabel('Required or recommended').nth(1).selectOption({ label: 'Recommended' });
    // a blank unit first, then one with a description and no title: the error names the second row shown
    await dialog.getByRole('button', { name: 'Add a unit' }).click();
    await dialog.getByRole('button', { name: 'Add a unit' }).click();
    await dialog.getByRole('textbox', { name: 'Unit 2 description' }).fill('Close reading of poems.');
    const refused = answerOf(page, 'POST', '/api/admin/course/updatedescription/');
    await dialog.getByRole('button', { name: 'Save' }).click();
    expect((await refused).status()).toBe(400);
    const title = dialog.getByRole('textbox', { name: 'Unit 1 title' });
    expect(await dialog.getByRole('textbox', { name: 'Unit 1 description' }).inputValue()).toBe('Close reading of poems.');
    expect(await helperOf(title).textContent()).toBe('Required.');
    await checkModal(e2e, page, 'course-detail-description-refused-1366');

    await title.fill('Poetry');
    const saved = answerOf(page, 'POST', '/api/admin/course/updatedescription/');
    await dialog.getByRole('button', { name: 'Save' }).click();
    expect((await saved).status()).toBe(200);
    await dialog.waitFor({ state: 'hidden' });
    expect(await notification(page)).toContain('Description saved.');
    const section = await facts(page, 'B. Description').textContent();
    for (const text of ['Students read, write and argue', 'English 9', 'Required', 'Reading lab', 'Recommended', 'Poetry', 'Close reading of poems.']) expect(section).toContain(text);
    await page.context().close();
  });

  it('adds, edits and removes a course material; an address that is not one is refused on the field', async () => {
    const { page } = await courseOpened('E2E Materials');
    await page.getByRole('button', { name: 'Add material' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add course material' });
    await dialog.waitFor();
    await dialog.getByLabel('Kind of material').click();
    await page.getByRole('option', { name: 'Website' }).click();
    await dialog.getByLabel('Site name').fill('Poetry Foundation');
    const url = dialog.getByRole('textbox', { name: 'URL' });
    await url.fill('poetry foundation');
    const refused = answerOf(page, 'POST', '/api/admin/course/coursematerial/');
    await dialog.getByRole('button', { name: 'Save' }).click();
    expect((await refused).status()).toBe(400);
    expect(await helperOf(url).textContent()).toBe('Enter a valid web address.');
    await checkModal(e2e, page, 'course-detail-material-refused-1366');
    await url.fill('https://www.poetryfoundation.org');
    const added = answerOf(page, 'POST', '/api/admin/course/coursematerial/');
    await dialog.getByRole('button', { name: 'Save' }).click();
    expect((await added).status()).toBe(201);
    await dialog.waitFor({ state: 'hidden' });
    expect(await facts(page, 'C. Course materials').textContent()).toContain('Poetry Foundation');

    await page.getByRole('button', { name: 'Edit material Poetry Foundation' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit course material' });
    await edit.waitFor();
    await edit.getByLabel('Site name').fill('Poetry Foundation archive');
    await checkModal(e2e, page, 'course-detail-material-edit-1366');
    await edit.getByRole('button', { name: 'Save' }).click();
    await edit.waitFor({ state: 'hidden' });
    await expect.poll(() => facts(page, 'C. Course materials').textContent()).toContain('Poetry Foundation archive');

    await page.getByRole('button', { name: 'Remove material Poetry Foundation archive' }).click();
    const confirm = page.getByRole('dialog', { name: 'Remove material' });
    await confirm.waitFor();
    await checkModal(e2e, page, 'course-detail-material-remove-1366');
    await confirm.getByRole('button', { name: 'Remove' }).click();
    await confirm.waitFor({ state: 'hidden' });
    await expect.poll(() => facts(page, 'C. Course materials').textContent()).toContain('No course materials.');
    await page.context().close();
  });

  it('adds and removes tags; one deprecated meanwhile is refused with its reason and shown deprecated', async () => {
    const fresh = (await other.call('POST', '/api/admin/tag', { name: 'E2E Pilot Course' })).body as { id: number };
    const { page } = await courseOpened('E2E Tags');
    await page.getByRole('button', { name: 'Manage tags' }).click();
    const dialog = page.getByRole('dialog', { name: 'Manage tags' });
    await dialog.waitFor();
    const honors = dialog.getByRole('checkbox', { name: 'Honors Review', exact: true });
    await honors.waitFor();
    const added = answerOf(page, 'POST', '/tag/');
    await honors.check();
    expect((await added).status()).toBe(201);
    await checkModal(e2e, page, 'course-detail-tags-1366');

    // another administrator deprecates the new tag before it is ticked
    expect((await other.call('POST', `/api/admin/tag/${fresh.id}`, { isDeprecated: true })).status).toBe(200);
    const refused = answerOf(page, 'POST', `/tag/${fresh.id}`);
    await dialog.getByRole('checkbox', { name: 'E2E Pilot Course', exact: true }).click();
    expect((await refused).status()).toBe(400);
    expect(await dialog.getByRole('alert').textContent()).toContain('E2E Pilot Course: This tag is deprecated');
    await dialog.getByRole('checkbox', { name: 'E2E Pilot Course (deprecated)' }).waitFor();
    expect(await dialog.getByRole('checkbox', { name: 'E2E Pilot Course (deprecated)' }).isDisabled()).toBe(true);
    await checkModal(e2e, page, 'course-detail-tags-refused-1366');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => page.getByRole('list', { name: 'Tags' }).textContent()).toBe('Honors Review');

    await page.getByRole('button', { name: 'Manage tags' }).click();
    await dialog.waitFor();
    const removed = answerOf(page, 'DELETE', '/tag/');
    await dialog.getByRole('checkbox', { name: 'Honors Review', exact: true }).uncheck();
    expect((await removed).status()).toBe(200);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => facts(page, 'E. Tags and notes').textContent()).toContain('No tags.');
    await page.context().close();
  });

  it('adds an internal note; a blank one and one too long are refused on the field', async () => {
    const { page } = await courseOpened('E2E Notes');
    const note = page.getByLabel('New note');
    await page.getByRole('button', { name: 'Add note' }).click();
    expect(await helperOf(note).textContent()).toBe('Enter the note.');
    await note.fill('x'.repeat(10_001));
    const refused = answerOf(page, 'POST', '/note');
    await page.getByRole('button', { name: 'Add note' }).click();
    expect((await refused).status()).toBe(400);
    expect(await helperOf(note).textContent()).toBe('Use at most 10000 characters.');
    await note.fill('Called the school: the syllabus comes next week.');
    const added = answerOf(page, 'POST', '/note');
    await page.getByRole('button', { name: 'Add note' }).click();
    expect((await added).status()).toBe(201);
    await expect.poll(() => facts(page, 'E. Tags and notes').textContent()).toContain('Called the school: the syllabus comes next week.');
    expect(await note.inputValue()).toBe('');
    const me = (await other.call('GET', '/api/currentuser')).body as { firstName: string; lastName: string };
    expect(await facts(page, 'E. Tags and notes').textContent()).toContain(`${me.firstName} ${me.lastName}`);
    await page.context().close();
  });
});
