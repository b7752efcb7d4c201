// A decision by key forgives a slip (issue 20 §2): `a` shows the decision with a countdown bar and
// sends nothing; Escape (or the same key again) cancels it; Enter sends it at once; the countdown
// running out sends it too; the notification then offers Undo for a short while, and Undo puts the
// course back as it was and opens it again. The page's clock (and the server's review clock) are held
// while it matters, so "nothing was sent", "Enter sent it before the bar ran out" and "Undo within the
// window" are facts, not races on a busy machine.
import type { Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import courseEvents from '../../resources/course-events.js';
import courseSubmissionReviews from '../../resources/course-submission-reviews.js';
import courseSubmissions from '../../resources/course-submissions.js';
import { reviewClock } from '../../server/review/screen/clock.js';
import { seriousAxeFindings } from './support/axe.js';
import { startE2E, type E2E } from './support/browser.js';
import { ReviewWork } from './support/review-work.js';

const PASSWORD = 'review-undo-e2e-pass';

let e2e: E2E;
let data: ReviewWork;
let me: number;

beforeAll(async () => {
  e2e = await startE2E();
  data = await new ReviewWork(e2e, 'UNDO', PASSWORD).begin('Seabright High');
  me = await data.analyst('ru-analyst', 'Ruth', 'Underhill');
}, 240_000);
const realReviewClock = reviewClock.now;
afterAll(async () => {
  reviewClock.now = realReviewClock;
  await e2e?.close();
});

interface ReviewState {
  decision: string | null;
  decidedOn: Date | null;
}

const reviewOf = (id: number) => e2e.orm.em.fork().findOneOrFail(courseSubmissionReviews.entity, { id } as never) as Promise<ReviewState & { courseSubmissionId: number }>;
const submissionOf = (id: number) => e2e.orm.em.fork().findOneOrFail(courseSubmissions.entity, { id } as never) as Promise<{ status: string; decidedOn: Date | null }>;
const historyOf = async (submissionId: number) => ((await e2e.orm.em.fork().find(courseEvents.entity, { courseSubmissionId: submissionId } as never)) as { action: string }[]).map((e) => e.action);

/** The decision calls the page sends (approve, not approve, 2nd review). */
function decisionCalls(page: Page): Request[] {
  const sent: Request[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && /\/api\/admin\/review\/\d+\/(complete\/\w+|secondreview)$/.test(new URL(r.url()).pathname)) sent.push(r);
  });
  return sent;
}

const countdown = (page: Page) => page.getByRole('progressbar', { name: /^Time left to cancel Approve/ });

describe('a decision by key in the browser', () => {
  it('counts down, cancels with Escape, sends with Enter, and Undo puts the course back', async () => {
    const work = await data.assignedBatch(me, 'Seabright High – undo', ['Tide Pools', 'Kelp Beds']);
    const [tidePools, kelpBeds] = work.reviewIds;
    const submissionId = (await reviewOf(tidePools)).courseSubmissionId;

    const page = await e2e.signedIn('ru-analyst', PASSWORD, 1366);
    // the page's own clock, so the test can hold it still while a countdown runs
    await page.clock.install();
    const sent = decisionCalls(page);
    await page.goto(`${e2e.baseUrl}/review/${work.batchId}?reviewId=${tidePools}`);
    await page.getByRole('heading', { level: 1, name: 'Tide Pools' }).waitFor({ timeout: 30_000 });
    await page.getByRole('radio', { name: '3 – Strong' }).check();
    const approve = page.getByRole('region', { name: 'Decision' }).getByRole('button', { name: 'Approve', exact: true });
    await expect.poll(() => approve.isEnabled(), { timeout: 15_000 }).toBe(true);

    // `a` with the page's clock standing still (its timers run): the countdown shows the decision and
    // never runs out; nothing is sent
    const held = await page.evaluate(() => Date.now());
    await page.clock.setFixedTime(held);
    await page.keyboard.press('a');
    await countdown(page).waitFor({ timeout: 15_000 });
    expect(await page.getByRole('region', { name: 'Decision' }).textContent()).toMatch(/Approve in 3 s/);
    await e2e.shot(page, 'review-decision-countdown');
    const findings = await seriousAxeFindings(page);
    expect(findings, findings.map((f) => `${f.id} ${f.target} ${f.summary}`).join('\n')).toEqual([]);

    // Escape cancels: then time runs well past the countdown, and still nothing was sent
    await page.keyboard.press('Escape');
    await countdown(page).waitFor({ state: 'detached' });
    await page.getByText('Approve cancelled: nothing was sent.').waitFor();
    await page.clock.setSystemTime(held);
    await page.clock.pauseAt(held + 1000);
    await page.clock.runFor(10_000);
    expect(sent).toEqual([]);
    expect(await reviewOf(tidePools)).toMatchObject({ decision: null, decidedOn: null });

    // the same key again cancels too (the clock now paused: only runFor moves it)
    await page.keyboard.press('a');
    await countdown(page).waitFor();
    await page.keyboard.press('a');
    await countdown(page).waitFor({ state: 'detached' });
    await page.clock.runFor(10_000);
    expect(sent).toEqual([]);

    // Enter sends it now: recorded while the page's clock still stands, so not by the countdown. The
    // server's review clock stands still too until the undo: on a busy machine the steps between
    // may take longer than the undo window, which is not what this test is about
    const serverNow = new Date();
    reviewClock.now = () => serverNow;
    await page.keyboard.press('a');
    await countdown(page).waitFor();
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await reviewOf(tidePools)).decision, { timeout: 30_000 }).toBe('approved');
    expect(sent.map((r) => new URL(r.url()).pathname)).toEqual([`/api/admin/review/${tidePools}/complete/approved`]);

    // the notification offers Undo: the page's time moved on by small steps, far less than the window
    const undo = page.getByRole('button', { name: 'Undo Approved for Tide Pools' });
    await expect
      .poll(
        async () => {
          await page.clock.runFor(100);
          return undo.isVisible();
        },
        { timeout: 30_000 },
      )
      .toBe(true);
    await e2e.shot(page, 'review-decision-undo-offered');
    await undo.click();
    await expect.poll(async () => (await reviewOf(tidePools)).decision, { timeout: 30_000 }).toBeNull();
    reviewClock.now = realReviewClock;
    await page.clock.resume();

    // the course is back as it was, and open again
    await expect.poll(() => page.url(), { timeout: 30_000 }).toMatch(new RegExp(`reviewId=${tidePools}$`));
    await page.getByRole('heading', { level: 1, name: 'Tide Pools' }).waitFor({ timeout: 30_000 });
    expect(await submissionOf(submissionId)).toMatchObject({ status: 'inReview', decidedOn: null });
    expect(await historyOf(submissionId)).toEqual([]);
    await page.getByText('Tide Pools: the decision was undone. Decide again when you are ready.').waitFor({ timeout: 15_000 });

    // decided again: this time the countdown runs out and sends it by itself, on to the next course
    await expect.poll(() => approve.isEnabled(), { timeout: 15_000 }).toBe(true);
    await page.keyboard.press('a');
    await countdown(page).waitFor();
    await expect.poll(async () => (await reviewOf(tidePools)).decision, { timeout: 30_000 }).toBe('approved');
    await page.getByRole('heading', { level: 1, name: 'Kelp Beds' }).waitFor({ timeout: 30_000 });
    expect(page.url()).toMatch(new RegExp(`reviewId=${kelpBeds}$`));
    expect(await historyOf(submissionId)).toEqual(['Approved']);
    await page.context().close();
  });

  it('shows the countdown accessibly, within the window, at 700 and 400 px', async () => {
    const work = await data.assignedBatch(me, 'Seabright High – narrow', ['Salt Flats']);
    for (const width of [700, 400]) {
      const page = await e2e.signedIn('ru-analyst', PASSWORD, width);
      await page.clock.install();
      await page.goto(`${e2e.baseUrl}/review/${work.batchId}?reviewId=${work.reviewIds[0]}`);
      await page.getByRole('heading', { level: 1, name: 'Salt Flats' }).waitFor({ timeout: 30_000 });
      await page.getByRole('radio', { name: '3 – Strong' }).check();
      const approve = page.getByRole('region', { name: 'Decision' }).getByRole('button', { name: 'Approve', exact: true });
      await expect.poll(() => approve.isEnabled(), { timeout: 15_000 }).toBe(true);
      // the clock stands still: the countdown stays on screen while it is looked at
      await page.clock.setFixedTime(await page.evaluate(() => Date.now()));
      await page.keyboard.press('a');
      await countdown(page).waitFor({ timeout: 15_000 });
      await countdown(page).scrollIntoViewIfNeeded();
      await e2e.shot(page, `review-decision-countdown-${width}`);
      const findings = await seriousAxeFindings(page);
      expect(findings, `axe at ${width} px:\n${findings.map((f) => `${f.id} ${f.target} ${f.summary}`).join('\n')}`).toEqual([]);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `page wider than the ${width} px window`).toBeLessThanOrEqual(0);
      await page.keyboard.press('Escape');
      await countdown(page).waitFor({ state: 'detached' });
      await page.context().close();
    }
    expect(await reviewOf(work.reviewIds[0])).toMatchObject({ decision: null });
  });

  it('says so in the keyboard map', async () => {
    const work = await data.assignedBatch(me, 'Seabright High – keys', ['Sand Dunes']);
    const page = await e2e.signedIn('ru-analyst', PASSWORD, 1366);
    await page.goto(`${e2e.baseUrl}/review/${work.batchId}?reviewId=${work.reviewIds[0]}`);
    await page.getByRole('heading', { level: 1, name: 'Sand Dunes' }).waitFor({ timeout: 30_000 });
    await page.keyboard.press('?');
    const keys = page.getByRole('dialog', { name: 'Keyboard keys' });
    await keys.waitFor();
    const text = await keys.textContent();
    expect(text).toMatch(/count/i);
    expect(text).toContain('Enter');
    expect(text).toMatch(/Esc/);
    expect(text).toContain('Undo');
    await page.context().close();
  });
});
