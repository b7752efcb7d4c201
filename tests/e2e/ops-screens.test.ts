// The operations screens in the browser on the real server with the demo data: the administrator finds
// Caches and Search indexes in the Operations menu, clears the lookup labels (the server's message),
// deletes the courses index after the confirmation and sees the success message, the rebuild, and the
// index ready again with a new build time. Both screens without serious axe findings, at 1366 and
// 700 px, and nothing reaches past a 700 px window.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeFindings } from './support/axe.js';
import { startE2E, type E2E } from './support/browser.js';

let e2e: E2E;
let page: Page;

beforeAll(async () => {
  e2e = await startE2E();
  page = await e2e.newPage();
  await e2e.signIn(page, 'admin', 'demo-admin');
});
afterAll(() => e2e?.close());

const indexRow = () => page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'courses' }) });
const stateOf = async () => (await indexRow().getByRole('cell').nth(5).textContent()) ?? '';
const horizontalOverflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
const builtAtOf = async () => (await indexRow().getByRole('cell').nth(2).textContent()) ?? '';

describe('operations screens', () => {
  it('lists the caches and clears the lookup labels with the server message', async () => {
    await page.getByRole('menuitem', { name: 'Caches' }).click();
    await page.waitForURL((url) => url.pathname === '/cache');
    await expect.poll(() => page.title()).toMatch(/^Caches \|/);
    const lookups = page.getByRole('article', { name: 'Lookup labels' });
    await lookups.waitFor({ timeout: 30_000 });
    for (const title of ['Rule engines', 'Course search index', 'Signed-in sessions']) await page.getByRole('article', { name: title }).waitFor();
    await expect.poll(() => lookups.textContent()).toMatch(/entr(y|ies) on this server/);
    expect(await seriousAxeFindings(page)).toEqual([]);
    await e2e.shot(page, 'ops-caches-1366');

    await lookups.getByRole('button', { name: 'Clear Lookup labels' }).click();
    await page.getByText('Lookup labels cleared on every server.').waitFor({ timeout: 15_000 });
    await e2e.shot(page, 'ops-caches-cleared-1366');
  });

  it('deletes the courses index after the confirmation and follows its rebuild until it is ready', async () => {
    await page.getByRole('menuitem', { name: 'Search indexes' }).click();
    await page.waitForURL((url) => url.pathname === '/elasticsearch');
    // the first build runs when the server starts
    await expect.poll(stateOf, { timeout: 120_000 }).toBe('ready');
    const firstBuild = await builtAtOf();
    expect(Number((await indexRow().getByRole('cell').first().textContent())?.replace(/,/g, ''))).toBeGreaterThan(0);
    expect(await seriousAxeFindings(page)).toEqual([]);
    await e2e.shot(page, 'ops-search-indexes-1366');

    await indexRow().getByRole('button', { name: 'Delete the index courses' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('It is rebuilt from PostgreSQL; searches use the old one until then.').waitFor();
    expect(await dialog.textContent()).toContain('Delete the index courses?');
    expect(await seriousAxeFindings(page)).toEqual([]);
    await e2e.shot(page, 'ops-search-indexes-confirm-1366');
    await dialog.getByRole('button', { name: 'Delete' }).click();

    await page.getByText('Elasticsearch index deleted successfully').waitFor({ timeout: 15_000 });
    await e2e.shot(page, 'ops-search-indexes-deleted-1366');
    // rebuilt: ready again, with the time of the new build
    await expect.poll(async () => [await stateOf(), (await builtAtOf()) !== firstBuild], { timeout: 120_000, interval: 500 }).toEqual(['ready', true]);
    await expect.poll(() => indexRow().getByRole('button', { name: 'Delete the index courses' }).isEnabled()).toBe(true);
    await e2e.shot(page, 'ops-search-indexes-rebuilt-1366');
  });

  it('fits a 700 px window, both screens', async () => {
    await page.setViewportSize({ width: 700, height: 900 });
    for (const [path, ready, shot] of [
      ['/cache', page.getByRole('article', { name: 'Lookup labels' }), 'ops-caches-700'],
      ['/elasticsearch', indexRow(), 'ops-search-indexes-700'],
    ] as const) {
      await page.goto(`${e2e.baseUrl}${path}`);
      await ready.waitFor({ timeout: 30_000 });
      expect(await horizontalOverflow()).toBeLessThanOrEqual(0);
      expect(await seriousAxeFindings(page)).toEqual([]);
      await e2e.shot(page, shot);
    }
  });
});
