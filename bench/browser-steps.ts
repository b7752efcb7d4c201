// The analyst's steps the browser benchmark times (issue 20 §8), each on one side's app in Chromium.
// Every step returns the page-clock milliseconds from the user's act to the frame that shows its
// outcome; the requests the page made meanwhile come with it (the waterfall, for profiling).
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { requestsSince, trackRequests, watchFor, type RequestTiming } from './browser-page.js';
import { traced } from './browser-trace.js';
import { ANALYST } from './browser-work.js';
import type { Side } from './browser-side.js';

export interface Timed {
  ms: number;
  /** approve only: from the click on Approve (the decision countdown, when there is one, confirmed at once) */
  fromClickMs?: number;
  requests: RequestTiming[];
  /** approve only: page times when each part of "painted" first held */
  marks?: Record<string, number>;
  /** the page time the measurement starts from, for reading `requests` */
  t0: number;
}

export const VIEWPORT = { width: 1366, height: 900 };
/** the wait after the page went quiet before the analyst acts: reading the course */
const QUIET_MS = 300;
/** Without a decision request this long after the click, a countdown is waiting: Enter confirms it. */
const CONFIRM_AFTER_MS = 600;
const DECISION_REQUEST = /\/api\/admin\/review\/\d+\/complete\/approved$/;

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function newPage(browser: Browser): Promise<{ context: BrowserContext; page: Page; quiet: (ms: number) => Promise<void> }> {
  const context = await browser.newContext({ viewport: VIEWPORT });
  const page = await context.newPage();
  page.on('pageerror', (err) => console.error('page error:', err.message));
  const { quiet } = trackRequests(page);
  return { context, page, quiet };
}

const maybeTraced = <T,>(browser: Browser, page: Page, file: string | undefined, body: () => Promise<T>) => (file ? traced(browser, page, file, body) : body());

/** The page as it was when a step failed, for the error. */
async function failureShot(page: Page, step: string, err: unknown): Promise<never> {
  const file = path.join(os.tmpdir(), `bench-browser-failure-${step}.png`);
  await page.screenshot({ path: file }).catch(() => undefined);
  throw new Error(`${(err as Error).message} (the page: ${file})`);
}

async function signIn(page: Page, baseUrl: string): Promise<void> {
  await page.goto(baseUrl + '/login');
  await page.getByLabel(/username/i).fill(ANALYST.username);
  await page.getByLabel(/^password/i).fill(ANALYST.password);
  await page.getByRole('button', { name: /sign in/i }).click();
  await page.waitForURL(/\/dashboard/);
}

/** Sign-in: from the click on Sign in (the form filled on the sign-in page) to the dashboard's queue offering Start. */
export async function timeSignIn(browser: Browser, side: Side, traceFile?: string): Promise<Timed> {
  const { context, page, quiet } = await newPage(browser);
  try {
    await page.goto(side.app.baseUrl + '/login');
    await page.getByLabel(/username/i).fill(ANALYST.username);
    await page.getByLabel(/^password/i).fill(ANALYST.password);
    await quiet(QUIET_MS);
    const watch = await watchFor(page, { kind: 'dashboard', startLabel: `Start ${side.signInBatch.title}` });
    const painted = await maybeTraced(browser, page, traceFile, async () => {
      await page.getByRole('button', { name: /sign in/i }).click();
      return watch.paintedAt().catch((err) => failureShot(page, 'sign-in', err));
    });
    const t0 = (await watch.clickAt())!;
    return { ms: painted - t0, requests: await requestsSince(page), t0 };
  } finally {
    await context.close();
  }
}

/** A page of the side, signed in, on the review screen of its approve batch: decides one course per call. */
export async function approvePath(browser: Browser, side: Side, readMs: number) {
  const { page, quiet } = await newPage(browser);
  await signIn(page, side.app.baseUrl);
  await page.goto(`${side.app.baseUrl}/review/${side.approveBatch.batchId}`);
  await page.waitForURL(/reviewId=\d+/);
  const approve = page.getByRole('region', { name: 'Decision' }).getByRole('button', { name: 'Approve', exact: true });
  await approve.waitFor();
  return {
    /** Approve on the open course: from the decision request's start to the next course painted, ready to decide. */
    next: async (traceFile?: string): Promise<Timed> => {
      await quiet(QUIET_MS);
      await pause(readMs);
      const title = ((await page.locator('h1').first().textContent()) ?? '').trim();
      const reviewId = new URL(page.url()).searchParams.get('reviewId') ?? '';
      const watch = await watchFor(page, { kind: 'next-course', title, reviewId });
      const sent = page.waitForRequest(DECISION_REQUEST, { timeout: 60_000 });
      const painted = await maybeTraced(browser, page, traceFile, async () => {
        await approve.click();
        // the decision countdown (issue 20 §2), when the code has one: Enter sends the decision now
        if ((await Promise.race([sent.then(() => true), pause(CONFIRM_AFTER_MS).then(() => false)])) === false) await page.keyboard.press('Enter');
        await sent;
        return watch.paintedAt().catch((err) => failureShot(page, 'approve', err));
      });
      // the next course may be painted before the decision is answered: its timing is listed once it is
      await (await sent).response();
      let requests = await requestsSince(page);
      const isDecision = (r: RequestTiming) => DECISION_REQUEST.test(r.what.replace(/^fetch /, ''));
      for (let tries = 0; tries < 100 && !requests.some(isDecision); tries++) {
        await pause(20);
        requests = await requestsSince(page);
      }
      const decision = requests.find(isDecision);
      if (!decision) throw new Error('the decision request is not among the page requests');
      const clickAt = (await watch.clickAt()) ?? decision.start;
      return { ms: painted - decision.start, fromClickMs: painted - clickAt, requests, marks: await watch.marks(), t0: decision.start };
    },
    close: () => page.context().close(),
  };
}

/** Course search facet value toggled on and off: from the click to the new counts and rows painted. */
export async function facetPath(browser: Browser, side: Side, facet: { group: string; value: RegExp; start: string }) {
  const { context, page, quiet } = await newPage(browser);
  await signIn(page, side.app.baseUrl);
  // the starting search: the facets of every course, narrowed by `start` (an encoded search, e.g. one year)
  await page.goto(`${side.app.baseUrl}/courses/search?${facet.start}`);
  const box = page.getByRole('group', { name: facet.group }).getByRole('checkbox', { name: facet.value });
  // the index is built after the app starts: the screen retries by itself meanwhile
  await box.waitFor({ timeout: 120_000 });
  return {
    toggle: async (traceFile?: string): Promise<Timed> => {
      await quiet(QUIET_MS);
      const countText = (await page.locator('#course-search-count').textContent()) ?? '';
      const watch = await watchFor(page, { kind: 'search', countText });
      const painted = await maybeTraced(browser, page, traceFile, async () => {
        await box.click();
        return watch.paintedAt().catch((err) => failureShot(page, 'facet', err));
      });
      const t0 = (await watch.clickAt())!;
      return { ms: painted - t0, requests: await requestsSince(page), t0 };
    },
    close: () => context.close(),
  };
}
