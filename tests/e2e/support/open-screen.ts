// Opening a screen of the single-page app the way a link does, and waiting until it has settled:
// no progress bar and every call it made answered (the live hub's event stream never is, so it is
// not counted). Shared by the browser tests that walk from screen to screen (every-screen).
import type { Page } from 'playwright-core';

/** a bound on a screen that never settles, never a time asserted */
export const SETTLE_BOUND = 20_000;

/** The page's calls still unanswered. */
export class PendingCalls {
  private readonly pending = new Set<unknown>();
  private waiters: (() => void)[] = [];
  /** calls made and calls answered so far: unchanged over a while, nothing happened in it */
  events = 0;
  add(request: unknown): void {
    this.pending.add(request);
    this.events++;
  }
  done(request: unknown): void {
    if (!this.pending.delete(request)) return;
    this.events++;
    if (this.pending.size === 0) for (const w of this.waiters.splice(0)) w();
  }
  /** Resolves once every call is answered, or at the bound on a screen that never settles. */
  idle(bound = SETTLE_BOUND): Promise<void> {
    if (this.pending.size === 0) return Promise.resolve();
    return Promise.race([new Promise<void>((r) => this.waiters.push(r)), new Promise<void>((r) => setTimeout(r, bound).unref())]);
  }
}

/** Counts the page's calls (all but the live hub's stream) in a PendingCalls. */
export function trackCalls(page: Page): PendingCalls {
  const calls = new PendingCalls();
  page.on('request', (r) => !r.url().includes('/api/admin/hub') && calls.add(r));
  page.on('requestfinished', (r) => calls.done(r));
  page.on('requestfailed', (r) => calls.done(r));
  return calls;
}

/** Rounds of "render, then wait for the calls" a screen gets to settle: its code, then its data, then what the data leads to. */
const SETTLE_ROUNDS = 10;

/**
 * Waits until the screen has settled: a round of two frames (the screen renders what it has), no
 * loading indicator and every call answered, in which no call was made or answered (an answer that
 * came in during a round is rendered in the next one). A loading indicator is a progress bar without a
 * value: one with a value (a batch's progress, a rebuild's) is what the screen shows. One bound for
 * all the rounds, so a screen that polls or never settles costs the bound once.
 */
export async function settle(page: Page, calls: PendingCalls): Promise<void> {
  const deadline = Date.now() + SETTLE_BOUND;
  for (let round = 0; round < SETTLE_ROUNDS && Date.now() < deadline; round++) {
    const before = calls.events;
    await page.evaluate(() => new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, 0)))));
    const left = Math.max(deadline - Date.now(), 1);
    await page.waitForFunction(() => !document.querySelector('[role="progressbar"]:not([aria-valuenow])'), null, { timeout: left }).catch(() => undefined);
    await calls.idle(Math.max(deadline - Date.now(), 1));
    if (calls.events === before) return;
  }
}

/** Opens a path in the single-page app as a link would, and waits until it has settled. */
export async function openScreen(page: Page, calls: PendingCalls, path: string): Promise<void> {
  await page.evaluate((p) => {
    window.history.pushState({}, '', p);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await settle(page, calls);
}

/**
 * A light screen of its own (admin-ui/shell/ErrorPages.tsx), which every other screen replaces; read
 * by its text content, as innerText is the text as drawn ("ERROR 404", an overline).
 */
const BLANK = { path: '/error/404', text: 'Error 404' };

/**
 * Opens a path as a link would, with nothing of the screen before it left on the page: first the
 * light not-found screen, then the path, settled, and read only once the not-found screen is gone (a
 * route keeps the screen it leaves on show while its own code and data load, and a slow screen would
 * be read as the one before it). Answers false when the screen had not replaced the blank one at the bound.
 */
export async function openScreenAfresh(page: Page, calls: PendingCalls, path: string): Promise<boolean> {
  if (path === BLANK.path) return openScreen(page, calls, path).then(() => true);
  await openScreen(page, calls, BLANK.path);
  await page.waitForFunction((text) => document.body.textContent!.includes(text), BLANK.text, { timeout: SETTLE_BOUND }).catch(() => undefined);
  await openScreen(page, calls, path);
  const replaced = await page.waitForFunction((text) => !document.body.textContent!.includes(text), BLANK.text, { timeout: SETTLE_BOUND }).then(
    () => true,
    () => false,
  );
  if (replaced) await settle(page, calls);
  return replaced;
}

