// The review screen in the browser on the real server: an analyst starts a batch from the dashboard,
// sets a rubric below the minimum and sees Approve disabled with its hover message, ticks a feedback
// statement, does not approve with the keyboard and lands on the next review of the batch; the
// screen and its statistics panel are photographed, axe finds nothing serious at 1366 and 700 px and
// nothing is wider than the 700 px window; the sender of a 2nd review recalls it from the read-only view.
// The review work is made here through the ORM (the demo's course data may or may not be seeded).
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import courseSubmissionReviews from '../../resources/course-submission-reviews.js';
import courseSubmissions from '../../resources/course-submissions.js';
import feedbackStatements from '../../resources/feedback-statements.js';
import reviewStatements from '../../resources/review-statements.js';
import { seriousAxeFindings } from './support/axe.js';
import { SCREENSHOTS, startE2E, type E2E } from './support/browser.js';
import { DAY, ReviewWork } from './support/review-work.js';

const PASSWORD = 'review-screen-e2e-pass';

let e2e: E2E;
let data: ReviewWork;

interface Work {
  batchId: number;
  batchTitle: string;
  reviewIds: number[];
  titles: string[];
}

/** Two submissions In Review in one batch of the analyst's main queue, not started. */
async function assignedBatch(analystId: number): Promise<Work> {
  const batchTitle = 'Harbor View High – review screen';
  const titles = ['Ocean Science A', 'Ocean Science B'];
  return { ...(await data.assignedBatch(analystId, batchTitle, titles)), batchTitle, titles };
}

/** Decisions the analyst took over the last weeks, for the statistics panel. */
async function pastDecisions(analystId: number): Promise<void> {
  const batchId = await data.batch('Harbor View High – earlier', null, 'main', { isRead: true, createdOn: new Date(Date.now() - 30 * DAY) });
  const decided: [string, number][] = [
    ['approved', 1],
    ['notapproved', 1],
    ['approved', 2],
    ['approved', 6],
    ['notapproved', 8],
    ['approved', 9],
    ['secondreview', 10],
    ['approved', 16],
    ['approved', 17],
    ['notapproved', 23],
  ];
  for (const [decision, daysAgo] of decided) {
    const decidedOn = new Date(Date.now() - daysAgo * DAY);
    const status = decision === 'approved' ? 'approved' : decision === 'notapproved' ? 'notApproved' : 'secondReview';
    const submissionId = await data.submission(`Earlier course ${daysAgo}`, { status, queueType: decision === 'secondreview' ? 'second' : 'main', decidedOn: decision === 'secondreview' ? null : decidedOn });
    await data.review({ courseSubmissionId: submissionId, analystId, reviewBatchId: batchId, decision, decidedOn, startedOn: new Date(decidedOn.getTime() - 3_600_000) });
  }
}

let work: Work;
let second: { batchId: number; reviewId: number; submissionId: number; title: string };
let me: number;

beforeAll(async () => {
  e2e = await startE2E();
  data = await new ReviewWork(e2e, 'REVIEW', PASSWORD).begin('Harbor View High');
  me = await data.analyst('rs-analyst', 'Rosa', 'Sandoval');
  const colleague = await data.analyst('rs-second', 'Omar', 'Haddad');
  work = await assignedBatch(me);
  await pastDecisions(me);
  const sent = await data.sentToSecondReview(me, colleague, 'Harbor View High – 2nd review', ['Deep Sea Ecology']);
  second = { batchId: sent.batchId, reviewId: sent.secondReviewIds[0], submissionId: sent.submissionIds[0], title: 'Deep Sea Ecology' };
}, 240_000);
afterAll(() => e2e?.close());

const signedIn = (width: number) => e2e.signedIn('rs-analyst', PASSWORD, width);

const decisionButton = (page: Page, name: string) => page.getByRole('region', { name: 'Decision' }).getByRole('button', { name, exact: true });

async function expectAccessible(page: Page, width: number) {
  const findings = await seriousAxeFindings(page);
  expect(findings, `axe at ${width} px:\n${findings.map((f) => `${f.id} ${f.target} ${f.summary}`).join('\n')}`).toEqual([]);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, `page wider than the ${width} px window`).toBeLessThanOrEqual(0);
}

describe('review screen in the browser', () => {
  it('takes a batch from the dashboard, refuses approval below the minimum, and does not approve with the keyboard', async () => {
    const page = await signedIn(1366);
    await page.getByRole('button', { name: `Start ${work.batchTitle}` }).click();
    await page.waitForURL(new RegExp(`/review/${work.batchId}\\?reviewId=${work.reviewIds[0]}$`));
    await page.getByRole('heading', { level: 1, name: work.titles[0] }).waitFor({ timeout: 30_000 });

    // a rubric below the minimum approval value (2): Approve is disabled, its hover message says why
    await page.getByRole('radio', { name: '1 – Partially meets' }).check();
    await expect.poll(() => decisionButton(page, 'Approve').isDisabled(), { timeout: 15_000 }).toBe(true);
    await decisionButton(page, 'Approve').locator('xpath=..').hover();
    await expect.poll(() => page.getByRole('tooltip').textContent()).toBe('Course cannot be approved because the rubric value is too low');
    await page.mouse.move(0, 0);

    // one feedback statement ticked: Not approve opens up
    const statement = page.getByRole('checkbox', { name: /The course title must describe the course content/ });
    await statement.check();
    await expect.poll(() => decisionButton(page, 'Not approve').isEnabled(), { timeout: 15_000 }).toBe(true);

    // the screens photographed with the work in progress, then looked at
    await page.getByRole('region', { name: 'My statistics' }).locator('.MuiChartsSurface-root').nth(2).waitFor({ timeout: 30_000 });
    await page.evaluate(() => window.scrollTo(0, 0));
    // the app bar slides back in when the page scrolls up: photograph it once it has
    await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))));
    await e2e.shot(page, 'review-screen-1366');
    // cut from the whole page seen from the top, where the fixed app bar stays above the panel
    // (an element shot scrolls the panel under it)
    const panel = await page.getByRole('region', { name: 'My statistics' }).boundingBox();
    if (!panel) throw new Error('the statistics panel is not drawn');
    await page.screenshot({ path: `${SCREENSHOTS}/review-statistics-panel.png`, fullPage: true, clip: panel });
    await expectAccessible(page, 1366);

    // n: not approved, and on to the next course of the batch
    await page.keyboard.press('n');
    await page.waitForURL(new RegExp(`reviewId=${work.reviewIds[1]}$`), { timeout: 30_000 });
    await page.getByRole('heading', { level: 1, name: work.titles[1] }).waitFor();
    const stored = (await e2e.orm.em.fork().findOneOrFail(courseSubmissionReviews.entity, { id: work.reviewIds[0] } as never)) as { decision: string | null };
    expect(stored.decision).toBe('notapproved');
    await expect.poll(() => page.getByRole('region', { name: 'Batch progress' }).getByRole('row', { name: /Not approved/ }).textContent()).toContain('50%');
    await page.context().close();
  });

  it('is accessible and fits a 700 px window', async () => {
    const page = await signedIn(700);
    await page.goto(`${e2e.baseUrl}/review/${work.batchId}?reviewId=${work.reviewIds[1]}`);
    await page.getByRole('heading', { level: 1, name: work.titles[1] }).waitFor({ timeout: 30_000 });
    await page.getByRole('region', { name: 'My statistics' }).locator('.MuiChartsSurface-root').nth(2).waitFor({ timeout: 30_000 });
    await e2e.shot(page, 'review-screen-700');
    await expectAccessible(page, 700);
    await page.context().close();
  });

  it('walks a batch in the server’s working order: express first, then oldest submitted', async () => {
    const ago = (days: number) => ({ submittedOn: new Date(Date.now() - days * DAY) });
    const batchId = await data.batch('Harbor View High – working order', me, 'main');
    const course = async (title: string, values: Record<string, unknown>) => {
      const courseSubmissionId = await data.submission(title, { status: 'inReview', queueType: 'main', assignedAnalystId: me, reviewBatchId: batchId, ...values });
      return data.review({ courseSubmissionId, analystId: me, reviewBatchId: batchId });
    };
    // made in this order, worked express first, then oldest: Tides (express), Reefs, Waves
    const waves = await course('Waves', ago(2));
    const reefs = await course('Reefs', ago(6));
    const tides = await course('Tides', { ...ago(1), isExpressReview: true });
    const page = await signedIn(1366);
    const header = page.getByText(/^Course \d of \d$/);
    // no review named: the server says which to open
    await page.goto(`${e2e.baseUrl}/review/${batchId}`);
    await page.waitForURL(new RegExp(`/review/${batchId}\\?reviewId=${tides}$`), { timeout: 30_000 });
    await page.getByRole('heading', { level: 1, name: 'Tides' }).waitFor({ timeout: 30_000 });
    await expect.poll(() => header.textContent()).toBe('Course 1 of 3');
    for (const [key, reviewId, title, place] of [
      ['j', reefs, 'Reefs', 'Course 2 of 3'],
      ['j', waves, 'Waves', 'Course 3 of 3'],
      ['k', reefs, 'Reefs', 'Course 2 of 3'],
    ] as const) {
      await page.keyboard.press(key);
      await page.waitForURL(new RegExp(`reviewId=${reviewId}$`), { timeout: 30_000 });
      await page.getByRole('heading', { level: 1, name: title }).waitFor({ timeout: 30_000 });
      await expect.poll(() => header.textContent()).toBe(place);
    }
    await expect.poll(() => page.getByRole('region', { name: 'Batch progress' }).textContent()).toContain('3 courses in this batch · course 2 of 3');
    expect(await page.getByRole('button', { name: 'Next' }).isEnabled()).toBe(true);
    await page.context().close();
  });

  it('removes a course from its batch after the confirm modal, then opens the next course of the batch or the dashboard', async () => {
    const batchOf = (reviewId: number) => data.row<{ reviewBatchId: number }>(courseSubmissionReviews.entity, reviewId).then((r) => r.reviewBatchId);
    const pair = await data.assignedBatch(me, 'Harbor View High – to split', ['Estuaries', 'Lagoons']);
    const page = await signedIn(1366);
    await page.goto(`${e2e.baseUrl}/review/${pair.batchId}?reviewId=${pair.reviewIds[0]}`);
    await page.getByRole('heading', { level: 1, name: 'Estuaries' }).waitFor({ timeout: 30_000 });
    const progress = page.getByRole('region', { name: 'Batch progress' });
    await progress.getByRole('button', { name: 'Remove from batch' }).click();
    const dialog = page.getByRole('dialog', { name: 'Remove from batch?' });
    await dialog.waitFor();
    // cancelling changes nothing
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await batchOf(pair.reviewIds[0])).toBe(pair.batchId);

    await progress.getByRole('button', { name: 'Remove from batch' }).click();
    await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))));
    await e2e.shot(page, 'review-remove-from-batch-dialog-1366');
    const findings = await seriousAxeFindings(page, '[role="dialog"]');
    expect(findings, findings.map((f) => `${f.id} ${f.target} ${f.summary}`).join('\n')).toEqual([]);
    await dialog.getByRole('button', { name: 'Remove from batch' }).click();
    // on to the other course of the old batch
    await page.waitForURL(new RegExp(`/review/${pair.batchId}\\?reviewId=${pair.reviewIds[1]}$`), { timeout: 30_000 });
    await page.getByRole('heading', { level: 1, name: 'Lagoons' }).waitFor({ timeout: 30_000 });
    await page.getByText('Estuaries is out of the batch, in a batch of its own in your queue.').waitFor();
    const own = await batchOf(pair.reviewIds[0]);
    expect(own).not.toBe(pair.batchId);
    // the old batch is down to one course: nothing left to take out, and the card says why
    await expect.poll(() => progress.textContent(), { timeout: 30_000 }).toContain('1 course in this batch');
    const only = progress.getByRole('button', { name: 'Remove from batch' });
    expect(await only.isDisabled()).toBe(true);
    expect(await only.getAttribute('aria-describedby').then((id) => page.locator(`#${id}`).textContent())).toBe('This is the only course in its batch, so it cannot be removed from it.');
    await e2e.shot(page, 'review-remove-from-batch-only-course-1366');
    expect(await seriousAxeFindings(page)).toEqual([]);

    // the last course to decide taken out of a batch: back to the dashboard
    const rest = await data.assignedBatch(me, 'Harbor View High – nearly done', ['Mangroves', 'Salt Marshes']);
    await data.update(courseSubmissionReviews.entity, rest.reviewIds[0], { decision: 'approved', decidedOn: new Date() });
    await page.goto(`${e2e.baseUrl}/review/${rest.batchId}?reviewId=${rest.reviewIds[1]}`);
    await page.getByRole('heading', { level: 1, name: 'Salt Marshes' }).waitFor({ timeout: 30_000 });
    await progress.getByRole('button', { name: 'Remove from batch' }).click();
    await dialog.getByRole('button', { name: 'Remove from batch' }).click();
    await page.waitForURL(/\/dashboard/, { timeout: 30_000 });
    expect(await batchOf(rest.reviewIds[1])).not.toBe(rest.batchId);
    await page.context().close();
  });

  it('reuses an earlier note of the analyst on a ticked statement, by keyboard', async () => {
    const statementId = async (statement: string) => ((await e2e.orm.em.fork().findOneOrFail(feedbackStatements.entity, { statement } as never)) as { id: number }).id;
    const titleRule = await statementId('The course title must describe the course content and may not include a grade level alone.');
    const codeRule = await statementId('The transcript abbreviation and course code must match the school transcript.');
    // the analyst's notes on an earlier course, in section 0
    const earlierId = await data.submission('Earlier Kelp course', { status: 'notApproved', queueType: 'main', decidedOn: new Date(Date.now() - 2 * DAY) });
    const earlierReview = await data.review({ courseSubmissionId: earlierId, analystId: me, decision: 'notapproved', decidedOn: new Date(Date.now() - 2 * DAY) });
    const onTitle = 'Name the course by its subject, e.g. “Marine Biology”, not “Science 11”.';
    const onCode = 'Use the course code exactly as the transcript prints it.';
    await data.insert(reviewStatements.entity, { courseSubmissionReviewId: earlierReview, reviewStatementId: titleRule, section: '0', notes: onTitle });
    await data.insert(reviewStatements.entity, { courseSubmissionReviewId: earlierReview, reviewStatementId: codeRule, section: '0', notes: onCode });
    const now = await data.assignedBatch(me, 'Harbor View High – notes', ['Kelp Forest Ecology']);

    const page = await signedIn(1366);
    await page.goto(`${e2e.baseUrl}/review/${now.batchId}?reviewId=${now.reviewIds[0]}`);
    await page.getByRole('heading', { level: 1, name: 'Kelp Forest Ecology' }).waitFor({ timeout: 30_000 });
    await page.getByRole('checkbox', { name: /The course title must describe the course content/ }).check();
    const reuse = page.getByRole('button', { name: /^Reuse an earlier note on “The course title must describe/ });
    await reuse.waitFor({ timeout: 30_000 });
    await reuse.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu', { name: /^Earlier notes on “The course title must describe/ });
    await menu.waitFor();
    // this statement's note first, then the section's others, saying where they were written
    await expect
      .poll(async () => (await menu.getByRole('menuitem').allInnerTexts()).map((text) => text.split(/\n+/)))
      .toEqual([
        [onTitle, 'Written on this statement'],
        [onCode, 'Written on: The transcript abbreviation and course code must match the school transcript.'],
      ]);
    await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))));
    await e2e.shot(page, 'review-previous-notes-menu-1366');
    const findings = await seriousAxeFindings(page);
    expect(findings, findings.map((f) => `${f.id} ${f.target} ${f.summary}`).join('\n')).toEqual([]);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await menu.waitFor({ state: 'detached' });
    // the wording is in the notes box, which has the keyboard to go on writing
    const notes = page.getByRole('textbox', { name: /^Notes on “The course title must describe/ });
    await expect.poll(() => notes.inputValue()).toBe(onCode);
    await expect.poll(() => notes.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.type(' Thanks.');
    const stored = async () => (((await e2e.orm.em.fork().findOne(reviewStatements.entity, { courseSubmissionReviewId: now.reviewIds[0], reviewStatementId: titleRule } as never)) as { notes: string | null } | null)?.notes ?? null);
    await expect.poll(stored, { timeout: 15_000 }).toBe(`${onCode} Thanks.`);
    await page.context().close();
  });

  it('recalls a 2nd review from the read-only view after the confirm modal', async () => {
    const page = await signedIn(1366);
    await page.goto(`${e2e.baseUrl}/review/view/${second.batchId}?reviewId=${second.reviewId}`);
    await page.getByRole('heading', { level: 1, name: second.title }).waitFor({ timeout: 30_000 });
    expect(await decisionButton(page, 'Approve').count()).toBe(0);
    await page.getByRole('button', { name: 'Recall from 2nd review' }).click();
    const dialog = page.getByRole('dialog', { name: 'Recall from 2nd review?' });
    await dialog.getByRole('button', { name: 'Recall', exact: true }).click();
    await page.waitForURL(/\/dashboard/);
    await page.getByText(`${second.title} has been reassigned to your main queue`).waitFor();
    // back In Review in the sender's main queue, out of the 2nd Review batch
    const moved = (await e2e.orm.em.fork().findOneOrFail(courseSubmissions.entity, { id: second.submissionId } as never)) as { status: string; queueType: string; assignedAnalystId: number; reviewBatchId: number };
    expect(moved).toMatchObject({ status: 'inReview', queueType: 'main', assignedAnalystId: me });
    expect(moved.reviewBatchId).not.toBe(second.batchId);
    await page.context().close();
  });
});
