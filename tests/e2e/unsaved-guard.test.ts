// One unsaved-changes guard for every hand-built form and dialog (issue 20 §1): text typed on a
// screen is not lost by a click on Dashboard (the guard asks "Leave without saving?", Stay keeps the
// screen and the text, Leave goes), nor by closing the tab (the browser's own question); text typed in
// a dialog is not lost by Cancel or Escape ("Discard what you typed?", Stay keeps it, Discard closes).
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2E, type E2E } from './support/browser.js';
import { ReviewWork } from './support/review-work.js';
import { CourseCalls, institution, openCourse } from './course-detail-support.js';

const PASSWORD = 'unsaved-guard-e2e-pass';
const YEAR = 30;

let e2e: E2E;
let other: CourseCalls;
let review: { batchId: number; reviewId: number; title: string };
let registrationId: number;
let school: { id: number; name: string };
let accreditationSchoolId: number;
let courseId: number;
let adminId: number;

beforeAll(async () => {
  e2e = await startE2E();
  const sql = e2e.orm.em.fork().getConnection();
  const work = await new ReviewWork(e2e, 'GUARD', PASSWORD).begin('Guard Hill High');
  const analyst = await work.analyst('ug-analyst', 'Gina', 'Ulloa');
  const batch = await work.assignedBatch(analyst, 'Guard Hill High – notes', ['Guarded Notes A']);
  review = { batchId: batch.batchId, reviewId: batch.reviewIds[0], title: 'Guarded Notes A' };
  [{ id: registrationId }] = await sql.execute<{ id: number }[]>(`select id from registration where registration_status_id in (1, 2) and registration_type_id = 1 order by id limit 1`);
  school = await institution(e2e, `select id, name from institution where institution_type_id = 1 and is_active order by id limit 1`);
  [{ institution_id: accreditationSchoolId }] = await sql.execute<{ institution_id: number }[]>(`select institution_id from accreditation_file where status_id = 1 order by institution_id limit 1`);
  [{ id: adminId }] = await sql.execute<{ id: number }[]>(`select id from app_user where username = 'admin'`);
  other = await CourseCalls.signIn(e2e);
  courseId = (await other.course(school.id, YEAR, 'E2E Guarded Course')).courseId;
}, 600_000);
afterAll(async () => {
  await other?.close();
  await e2e?.close();
});

const leaveDialog = (page: Page) => page.getByRole('dialog', { name: 'Leave without saving?' });
const discardDialog = (page: Page) => page.getByRole('dialog', { name: 'Discard what you typed?' });

/** Types into `field`, clicks Dashboard: the guard asks, Stay keeps the screen and the text. */
async function staysOnDashboardClick(page: Page, field: Locator, text: string): Promise<void> {
  const path = new URL(page.url()).pathname;
  await field.fill(text);
  await page.getByRole('menuitem', { name: 'Dashboard', exact: true }).click();
  await leaveDialog(page).waitFor();
  await leaveDialog(page).getByRole('button', { name: 'Stay' }).click();
  await leaveDialog(page).waitFor({ state: 'detached' });
  expect(new URL(page.url()).pathname).toBe(path);
  expect(await field.inputValue()).toBe(text);
}

/** Types into a dialog's `field`: Cancel and Escape ask, Stay keeps the dialog and the text, Discard closes it. */
async function keepsDialogText(page: Page, dialog: Locator, field: Locator, text: string): Promise<void> {
  await field.fill(text);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await discardDialog(page).waitFor();
  await discardDialog(page).getByRole('button', { name: 'Stay' }).click();
  await discardDialog(page).waitFor({ state: 'detached' });
  expect(await field.inputValue()).toBe(text);

  await field.press('Escape');
  await discardDialog(page).waitFor();
  await discardDialog(page).getByRole('button', { name: 'Stay' }).click();
  await discardDialog(page).waitFor({ state: 'detached' });
  expect(await field.inputValue()).toBe(text);

  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await discardDialog(page).getByRole('button', { name: 'Discard' }).click();
  await dialog.waitFor({ state: 'detached' });
}

describe('typed text on hand-built screens survives leaving', () => {
  it("keeps a half-typed internal note on the review screen when Dashboard is clicked, and on the tab's close", async () => {
    const page = await e2e.signedIn('ug-analyst', PASSWORD);
    await page.goto(`${e2e.baseUrl}/review/${review.batchId}?reviewId=${review.reviewId}`);
    await page.getByRole('heading', { level: 1, name: review.title }).waitFor({ timeout: 30_000 });
    const note = page.getByRole('textbox', { name: 'New internal note (key /)' });
    await staysOnDashboardClick(page, note, 'Half a note about the lab');
    await e2e.shot(page, 'unsaved-guard-review-note');

    // closing or reloading the tab: the browser's own question
    const asked = new Promise<string>((resolve) =>
      page.once('dialog', (dialog) => {
        resolve(dialog.type());
        void dialog.dismiss();
      }),
    );
    await page.evaluate(() => setTimeout(() => location.reload(), 0));
    expect(await asked).toBe('beforeunload');
    expect(await note.inputValue()).toBe('Half a note about the lab');

    // Leave goes
    await page.getByRole('menuitem', { name: 'Dashboard', exact: true }).click();
    await leaveDialog(page).getByRole('button', { name: 'Leave' }).click();
    await page.waitForURL(/\/dashboard\/?$/);
    await page.close();
  });

  it('keeps registration review comments, the school form, an accreditation comment and the profile', async () => {
    const page = await e2e.signedIn('admin', 'demo-admin');

    await page.goto(`${e2e.baseUrl}/registration/${registrationId}`);
    await staysOnDashboardClick(page, page.getByRole('textbox', { name: 'Decision comment' }), 'Please send the missing letter of intent.');
    await page.getByRole('menuitem', { name: 'Dashboard', exact: true }).click();
    await leaveDialog(page).getByRole('button', { name: 'Leave' }).click();
    await page.waitForURL(/\/dashboard\/?$/);

    await page.goto(`${e2e.baseUrl}/schools/edit/${school.id}`);
    const name = page.getByRole('textbox', { name: 'Name', exact: false }).first();
    await expect.poll(() => name.inputValue()).toBe(school.name);
    await staysOnDashboardClick(page, name, `${school.name} (renamed)`);
    // Cancel leaves the form too: it asks the same
    await page.getByRole('button', { name: 'Cancel' }).click();
    await leaveDialog(page).getByRole('button', { name: 'Stay' }).click();
    expect(await name.inputValue()).toBe(`${school.name} (renamed)`);
    await page.getByRole('menuitem', { name: 'Dashboard', exact: true }).click();
    await leaveDialog(page).getByRole('button', { name: 'Leave' }).click();
    await page.waitForURL(/\/dashboard\/?$/);

    await page.goto(`${e2e.baseUrl}/accreditation/review/${accreditationSchoolId}`);
    await staysOnDashboardClick(page, page.getByRole('textbox', { name: 'New comment' }), 'Waiting for the WASC letter.');
    await page.getByRole('menuitem', { name: 'Dashboard', exact: true }).click();
    await leaveDialog(page).getByRole('button', { name: 'Leave' }).click();
    await page.waitForURL(/\/dashboard\/?$/);

    await page.goto(`${e2e.baseUrl}/profile/${adminId}`);
    const extension = page.getByRole('textbox', { name: 'Extension' });
    await extension.waitFor();
    await staysOnDashboardClick(page, extension, '4321');
    await page.close();
  });

  it('keeps what was typed in course-detail and accreditation dialogs closed with Cancel or Escape', async () => {
    const page = await e2e.signedIn('admin', 'demo-admin');
    await openCourse(e2e, page, courseId, YEAR);
    await page.getByRole('button', { name: 'Edit description' }).click();
    const description = page.getByRole('dialog', { name: 'Edit description' });
    await keepsDialogText(page, description, description.getByLabel('Course description'), 'Students read four centuries of texts.');

    await page.getByRole('button', { name: 'Edit basic info' }).click();
    const basic = page.getByRole('dialog', { name: 'Edit basic info' });
    await keepsDialogText(page, basic, basic.getByRole('textbox', { name: /^Title/ }), 'E2E Guarded Course, renamed');

    await page.goto(`${e2e.baseUrl}/accreditation/review/${accreditationSchoolId}`);
    await page.getByRole('button', { name: /^Do not accept / }).first().click();
    const decision = page.getByRole('dialog', { name: 'Do not accept the accreditation file' });
    await keepsDialogText(page, decision, decision.getByRole('textbox', { name: /^Comment/ }), 'The letter is for another campus.');
    await e2e.shot(page, 'unsaved-guard-dialog');
    await page.close();
  });
});
