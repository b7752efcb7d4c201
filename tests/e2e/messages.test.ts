// Messages that say what happened (issue 20 §6), in the browser on the real server with the demo data:
// - a refusal the user can fix (accepting an accreditation file without a date, not accepting it
//   without a comment) shows only the field's message; the spec's failure sentence "An error
//   occurred while updating this file." is for a real failure (a 5xx, the network gone);
// - the feedback statements of a History course are History's and every area's, never another
//   area's (no mathematical modelling, no laboratory);
// - the letter opening reads as a letter: placeholders filled or named, paragraphs kept, on the review
//   screen and on the content screens' template (read-only view, editor's preview);
// - a batch's figures add up to its size on the dashboard and on the review screen, naming the
//   course sent to 2nd review.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import courseDisciplines from '../../resources/course-disciplines.js';
import courseSubmissions from '../../resources/course-submissions.js';
import courseYears from '../../resources/course-years.js';
import { seriousAxeFindings } from './support/axe.js';
import { startE2E, type E2E } from './support/browser.js';
import { ReviewWork } from './support/review-work.js';

const PASSWORD = 'messages-e2e-pass';
const UPDATE_FAILED = 'An error occurred while updating this file.';
const HISTORY_AREA = 1;
const US_HISTORY = 2;

let e2e: E2E;
let data: ReviewWork;
let analystId: number;
let schoolId: number;
let history: { batchId: number; reviewIds: number[] };
let mixed: { batchId: number; reviewIds: number[]; title: string };

/** A History course: its year's discipline is U.S. History, subject area A. */
async function historyCourse(): Promise<{ batchId: number; reviewIds: number[] }> {
  const batch = await data.assignedBatch(analystId, 'Mission Ridge High – history', ['Modern United States History']);
  const em = e2e.orm.em.fork();
  const submission = (await em.findOneOrFail(courseSubmissions.entity, { reviewBatchId: batch.batchId } as never)) as unknown as { courseId: number; academicYearId: number };
  const year = (await em.findOneOrFail(courseYears.entity, { courseId: submission.courseId, academicYearId: submission.academicYearId } as never)) as unknown as { id: number };
  await data.insert(courseDisciplines.entity, { courseYearId: year.id, subjectAreaId: HISTORY_AREA, disciplineId: US_HISTORY, sortOrder: 0 });
  return batch;
}

/** Four courses in one batch of the analyst: one already sent to 2nd review, three to decide. */
async function batchWithOneSentOn(): Promise<{ batchId: number; reviewIds: number[]; title: string }> {
  const title = 'Mission Ridge High – four courses';
  const second = await data.analyst('msg-second', 'Noor', 'Haddad');
  const batch = await data.assignedBatch(analystId, title, ['Geology I', 'Geology II', 'Geology III']);
  const secondBatch = await data.batch(`${title} – 2nd review`, second, 'second');
  const sent = await data.submission('Geology IV', { status: 'secondReview', queueType: 'second', assignedAnalystId: second, reviewBatchId: secondBatch });
  await data.review({ courseSubmissionId: sent, analystId, reviewBatchId: batch.batchId, decision: 'secondreview', decidedOn: new Date(), startedOn: new Date() });
  await data.review({ courseSubmissionId: sent, analystId: second, reviewBatchId: secondBatch, isSecondReview: true });
  return { ...batch, title };
}

beforeAll(async () => {
  e2e = await startE2E();
  data = await new ReviewWork(e2e, 'MSG', PASSWORD).begin('Mission Ridge High');
  analystId = await data.analyst('msg-analyst', 'Lena', 'Ortiz');
  history = await historyCourse();
  mixed = await batchWithOneSentOn();
  const [pending] = await e2e.orm.em.fork().getConnection().execute<{ institution_id: number }[]>(`select institution_id from accreditation_file where status_id = 1 order by id limit 1`);
  schoolId = pending.institution_id;
}, 600_000);
afterAll(() => e2e?.close());

const admin = () => e2e.signedIn('admin', 'demo-admin');
const analyst = () => e2e.signedIn('msg-analyst', PASSWORD);

/** The decision dialog of the school's first pending file. */
async function openDecision(page: Page, accepting: boolean) {
  await page.goto(`${e2e.baseUrl}/accreditation/review/${schoolId}`);
  await page.getByRole('heading', { name: 'Accreditation files' }).waitFor({ timeout: 30_000 });
  await page
    .getByRole('button', { name: accepting ? /^Accept / : /^Do not accept / })
    .first()
    .click();
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  return dialog;
}

describe('a refusal the user can fix shows only its field message', () => {
  it('accepting a file without a date shows the date’s message, not the failure sentence', async () => {
    const page = await admin();
    const dialog = await openDecision(page, true);
    const refused = page.waitForResponse((r) => r.request().method() === 'POST' && /\/AccreditationFile\/\d+$/.test(r.url()));
    await dialog.getByRole('button', { name: 'Accept file' }).click();
    expect((await refused).status()).toBe(400);
    await dialog.getByText('Enter a valid new expiration date before accepting the file').waitFor();
    await e2e.shot(page, 'messages-accreditation-no-date');
    expect(await dialog.getByLabel('New expiration date').getAttribute('aria-invalid')).toBe('true');
    expect(await dialog.getByText(UPDATE_FAILED).count()).toBe(0);
    expect(await dialog.getByRole('alert').count()).toBe(0);
    expect(await seriousAxeFindings(page, '[role="dialog"]')).toEqual([]);
    await page.context().close();
  });

  it('not accepting a file without a comment shows the comment’s message, not the failure sentence', async () => {
    const page = await admin();
    const dialog = await openDecision(page, false);
    await dialog.getByRole('button', { name: 'Do not accept' }).click();
    await expect.poll(() => dialog.getByLabel(/^Comment/).getAttribute('aria-invalid'), { timeout: 30_000 }).toBe('true');
    await dialog.getByText(/Say why the file is not accepted/).waitFor();
    expect(await dialog.getByText(UPDATE_FAILED).count()).toBe(0);
    expect(await dialog.getByRole('alert').count()).toBe(0);
    await page.context().close();
  });

  it('a real failure (the server failing, the network gone) still shows the spec’s sentence', async () => {
    const page = await admin();
    const dialog = await openDecision(page, true);
    await dialog.getByLabel('New expiration date').fill(`${new Date().getUTCFullYear() + 3}-06-30`);
    await page.route(/\/AccreditationFile\/\d+$/, (route) => route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: 'An unexpected error occurred. It has been logged.' }) }));
    await dialog.getByRole('button', { name: 'Accept file' }).click();
    await dialog.getByRole('alert').filter({ hasText: UPDATE_FAILED }).waitFor({ timeout: 30_000 });
    await page.unroute(/\/AccreditationFile\/\d+$/);
    await page.route(/\/AccreditationFile\/\d+$/, (route) => route.abort('internetdisconnected'));
    await dialog.getByRole('button', { name: 'Accept file' }).click();
    await expect.poll(() => dialog.getByRole('alert').textContent(), { timeout: 30_000 }).toBe(UPDATE_FAILED);
    await page.context().close();
  });
});

describe('feedback statements and the letter of a History course', () => {
  it('offers History’s statements and every area’s, never mathematics’ or laboratory science’s', async () => {
    const page = await analyst();
    await page.goto(`${e2e.baseUrl}/review/${history.batchId}?reviewId=${history.reviewIds[0]}`);
    await page.getByRole('heading', { level: 1, name: 'Modern United States History' }).waitFor({ timeout: 30_000 });
    const feedback = page.getByRole('region', { name: /^Feedback statements/ });
    await feedback.getByRole('checkbox', { name: /primary and secondary sources to analyze historical events/ }).waitFor({ timeout: 30_000 });
    await feedback.getByRole('checkbox', { name: /well-organized submission/ }).waitFor();
    await feedback.getByRole('heading', { level: 3, name: 'Approval feedback', exact: true }).scrollIntoViewIfNeeded();
    await e2e.shot(page, 'messages-history-feedback');
    expect(await feedback.textContent()).not.toMatch(/mathematic|modeling|laborator|\blab\b/i);
    await page.context().close();
  });

  it('opens the letter with its placeholders filled or named, and its paragraphs kept', async () => {
    const page = await analyst();
    await page.goto(`${e2e.baseUrl}/review/${history.batchId}?reviewId=${history.reviewIds[0]}`);
    const feedback = page.getByRole('region', { name: /^Feedback statements/ });
    await feedback.getByText(/^Letter opening/).first().waitFor({ timeout: 30_000 });
    await feedback.getByText(/^Letter opening/).first().scrollIntoViewIfNeeded();
    await e2e.shot(page, 'messages-letter-opening');
    const opening = feedback.getByRole('group', { name: 'Letter opening: revision feedback' });
    const text = (await opening.textContent()) ?? '';
    expect(text).not.toContain('{{');
    expect(text).toContain('Modern United States History');
    // who the letter goes to is not known on the review screen: the placeholder is named
    expect(await opening.getByText('Recipient name', { exact: true }).count()).toBe(1);
    // one paragraph each, not run together ("Dear …,Thank you")
    const paragraphs = await opening.locator('p').allTextContents();
    expect(paragraphs.length).toBeGreaterThanOrEqual(2);
    expect(paragraphs[0]).toMatch(/^Dear Recipient name,$/);
    expect(paragraphs[1]).toMatch(/^Thank you for submitting Modern United States History for \d{4}-\d{2}\./);
    await page.context().close();
  });
});

describe('feedback templates read as letters on the content screens', () => {
  it('the analyst’s read-only template names its placeholders and keeps its paragraphs', async () => {
    const page = await analyst();
    await page.goto(`${e2e.baseUrl}/cms/feedback/template/1`);
    const template = page.getByRole('group', { name: 'Revision feedback template' });
    await template.waitFor({ timeout: 30_000 });
    expect(await template.textContent()).not.toContain('{{');
    await expect.poll(() => template.locator('p').allTextContents()).toEqual([
      'Dear Recipient name,',
      'Thank you for submitting Course title for Academic year. The course cannot be approved as submitted. Please revise the sections below and resubmit.',
    ]);
    await page.context().close();
  });

  it('the administrator’s editor previews the template being typed, placeholders named', async () => {
    const page = await admin();
    await page.goto(`${e2e.baseUrl}/cms/feedback/template/2`);
    const preview = page.getByRole('group', { name: 'Preview' });
    await preview.waitFor({ timeout: 30_000 });
    await expect.poll(() => preview.locator('p').allTextContents()).toEqual(['Dear Recipient name,', 'Course title has been approved for Academic year. Comments from the reviewer follow.']);
    // what is typed shows at once, a new placeholder named too
    await page.locator('[contenteditable="true"]').first().click();
    await page.keyboard.press('Control+End');
    await page.keyboard.type(' Signed for {{institutionName}}.');
    await expect.poll(() => preview.textContent()).toContain('Comments from the reviewer follow. Signed for Institution name.');
    expect(await preview.textContent()).not.toContain('{{');
    await e2e.shot(page, 'messages-template-preview');
    // the screen, the preview and the editor's toolbar (its text level menu) with it
    expect(await seriousAxeFindings(page)).toEqual([]);
    await page.context().close();
  });
});

/** The counts of a progress text ("3 to decide"), in order; the "2nd" of "sent to 2nd review" is a word, not a count. */
const numbers = (text: string) => [...text.matchAll(/(?:^|· )(\d+) /g)].map((m) => Number(m[1]));

describe('batch figures add up', () => {
  it('on the dashboard: the four courses are 0 approved, 0 not approved, 1 sent to 2nd review and 3 to decide', async () => {
    const page = await analyst();
    const row = page.getByRole('table', { name: 'Main queue' }).getByRole('row').filter({ hasText: mixed.title });
    await row.waitFor({ timeout: 30_000 });
    const cells = row.getByRole('cell');
    await e2e.shot(page, 'messages-batch-dashboard');
    const size = Number(await cells.nth(3).textContent());
    const progress = (await cells.nth(4).textContent()) ?? '';
    expect(size).toBe(4);
    expect(numbers(progress).reduce((a, b) => a + b, 0)).toBe(size);
    expect(progress).toBe('0 approved · 0 not approved · 1 sent to 2nd review · 3 to decide');
    await page.context().close();
  });

  it('on the review screen: the batch progress names the course sent to 2nd review', async () => {
    const page = await analyst();
    await page.goto(`${e2e.baseUrl}/review/${mixed.batchId}?reviewId=${mixed.reviewIds[0]}`);
    const progress = page.getByRole('region', { name: 'Batch progress' });
    await progress.getByText(/^4 courses in this batch/).waitFor({ timeout: 30_000 });
    await progress.scrollIntoViewIfNeeded();
    await e2e.shot(page, 'messages-batch-review-screen');
    const rows = progress.getByRole('table', { name: 'Batch progress' }).getByRole('row');
    await expect.poll(() => rows.allTextContents()).toEqual(['DecisionCoursesPercent', 'Approved00%', 'Not approved00%', 'Sent to 2nd review125%', 'No decision375%']);
    await page.context().close();
  });
});
