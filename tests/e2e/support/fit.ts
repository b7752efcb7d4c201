// Does a page fit its window, and does it pass axe at the two widths the screens are checked at.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { seriousAxeFindings } from './axe.js';
import type { E2E } from './browser.js';

/** How far the page reaches past the right edge of the window (0: no sideways scrolling). */
export const horizontalOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** axe, fit and a screenshot at 1366 px, then the page loaded again at 700 px (and back); `ready` waits for its content. */
export async function checkAtBothWidths(e2e: E2E, page: Page, name: string, ready: () => Promise<unknown>) {
  expect(await seriousAxeFindings(page), `${name} at 1366 px`).toEqual([]);
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await e2e.shot(page, `${name}-1366`);
  await page.setViewportSize({ width: 700, height: 900 });
  await page.reload();
  await ready();
  expect(await seriousAxeFindings(page), `${name} at 700 px`).toEqual([]);
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await e2e.shot(page, `${name}-700`);
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.reload();
  await ready();
}
