// Small screens and charts (issue 20 §7), in Chromium on the demo data: at 400 px every row of the
// dashboard queues and of the lists (generated and hand-built) has its actions on screen with nothing
// scrolling sideways; below 768 px the header figures and the user search are one app-bar button
// away; the institutions chart draws every type's bar with its count; the bars of the reporting
// charts and of the analyst's statistics carry their figures, none cut off; the analyst throughput
// table fits a 1366 px window. Screenshots go to test-results/screenshots/small-*.png.
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeFindings } from './support/axe.js';
import { SCREENSHOTS, startE2E, type E2E } from './support/browser.js';

const soon = { timeout: 30_000 };
const PHONE = 400;

let e2e: E2E;
let admin: Page;
let analyst: Page;

beforeAll(async () => {
  e2e = await startE2E();
  admin = await e2e.signedIn('admin', 'demo-admin', PHONE);
  analyst = await e2e.signedIn('analyst', 'demo-analyst', PHONE);
});
afterAll(() => e2e?.close());

async function open(page: Page, path: string, width: number) {
  await page.setViewportSize({ width, height: 900 });
  await page.goto(e2e.baseUrl + path);
}

const shotFile = (name: string) => `${SCREENSHOTS}/${name}.png`;

/** table rows, and the items of a generated list's compact form */
const ROWS = '.RaLayout-content tbody tr, .RaLayout-content .RaList-content > ul > li';

/**
 * What keeps a row's actions out of reach on the page as it is: the page wider than the window, a box
 * around rows that scrolls sideways, a row's control (link, button, box) past the window's edge.
 * Also how many rows and controls it looked at, so that a page without rows cannot pass.
 */
function rowReach(page: Page) {
  return page.evaluate((rowsSelector) => {
    const width = document.documentElement.clientWidth;
    const problems: string[] = [];
    const past = document.documentElement.scrollWidth - width;
    if (past > 0) problems.push(`the page is ${past} px wider than the window`);
    const rows = [...document.querySelectorAll<HTMLElement>(rowsSelector)];
    const scrollers = new Set<HTMLElement>();
    let controls = 0;
    for (const row of rows) {
      for (let box = row.parentElement; box && box !== document.body; box = box.parentElement)
        if (['auto', 'scroll'].includes(getComputedStyle(box).overflowX) && box.scrollWidth > box.clientWidth + 1) scrollers.add(box);
      for (const control of row.querySelectorAll<HTMLElement>('a[href], button, input, [role="button"]')) {
        const r = control.getBoundingClientRect();
        if (r.width === 0 && r.height === 0) continue; // not shown at this width
        controls++;
        if (r.left < -0.5 || r.right > width + 0.5) problems.push(`"${(control.getAttribute('aria-label') ?? control.textContent ?? '').trim().slice(0, 60)}" at ${Math.round(r.left)}–${Math.round(r.right)} px`);
      }
    }
    for (const box of scrollers) problems.push(`rows scroll sideways in a ${box.clientWidth} px box ${box.scrollWidth} px wide`);
    return { rows: rows.length, controls, problems: problems.slice(0, 8) };
  }, ROWS);
}

async function expectRowsInReach(page: Page, what: string) {
  await page
    .locator(ROWS)
    .first()
    .waitFor(soon)
    .catch((err: Error) => {
      throw new Error(`${what}: no row is shown (${err.message.split('\n')[0]})`);
    });
  // lists settle after their data arrives (a chip, a name looked up)
  await page.waitForLoadState('networkidle');
  const reach = await rowReach(page);
  expect(reach.rows, `${what}: rows`).toBeGreaterThan(0);
  expect(reach.controls, `${what}: controls in the rows`).toBeGreaterThan(0);
  expect(reach.problems, what).toEqual([]);
}

/** The bars and bar labels of a chart, and the labels drawn past the plot (which the chart cuts off). */
function barFigures(chart: Locator) {
  return chart.evaluate((svg) => {
    const plot = (selector: string) => svg.querySelector(selector)?.getBoundingClientRect();
    const x = plot('.MuiChartsAxis-directionX .MuiChartsAxis-line');
    const y = plot('.MuiChartsAxis-directionY .MuiChartsAxis-line');
    const elements = [...svg.querySelectorAll('.MuiBarElement-root')].map((b) => b.getBoundingClientRect());
    // a bar of 0 (a zero-length bar) has a figure but no length
    const bars = elements.filter((r) => r.width > 0.5 && r.height > 0.5);
    const labels = [...svg.querySelectorAll('.MuiBarLabel-root')].filter((t) => t.textContent && Number(getComputedStyle(t).opacity) > 0);
    const cut = labels.filter((t) => {
      const r = t.getBoundingClientRect();
      return (x && r.right > x.right + 1) || (y && r.top < y.top - 1);
    });
    return {
      elements: elements.length,
      bars: bars.map((r) => ({ width: r.width, height: r.height })),
      /** bands of a horizontal chart: a stack's bars share their top */
      bands: new Set(bars.map((r) => Math.round(r.top))).size,
      labels: labels.map((t) => t.textContent!),
      cut: cut.map((t) => t.textContent!),
    };
  });
}

describe('small screens and charts', () => {
  it('keeps every row of the queues and the lists in reach at 400 px, with nothing scrolling sideways', async () => {
    // the dashboard queues of the demo analyst
    await open(analyst, '/dashboard/', PHONE);
    const main = analyst.getByRole('table', { name: 'Main queue' });
    await main.getByRole('button', { name: /^Start / }).first().waitFor(soon);
    await expectRowsInReach(analyst, 'the Main queue');
    const start = await main.getByRole('button', { name: /^Start / }).first().boundingBox();
    expect(start!.x + start!.width).toBeLessThanOrEqual(PHONE);
    await e2e.shot(analyst, 'small-queues-400');
    for (const tab of ['Course Audit', '2nd Review']) {
      const button = analyst.getByRole('tab', { name: tab });
      if (!(await button.count())) continue;
      await button.click();
      const table = analyst.getByRole('table', { name: `${tab} queue` });
      if (await table.waitFor(soon).then(() => true, () => false)) await expectRowsInReach(analyst, `the ${tab} queue`);
    }

    // the lists an administrator works through: generated ones (a compact list, an inline list) and hand-built ones
    const lists = [
      '/users',
      '/institutions',
      '/settings/tags',
      '/accreditation',
      '/districts',
      '/registrations',
      '/review/completed',
      '/review/submitted',
      '/membership/users/ucop',
      '/courses/self-reported',
      '/elasticsearch',
      '/rules',
    ];
    for (const path of lists) {
      await open(admin, path, PHONE);
      await expectRowsInReach(admin, path);
    }
    await e2e.shot(admin, 'small-rules-400');
    await open(admin, '/review/submitted', PHONE);
    await admin.locator(ROWS).first().waitFor(soon);
    await e2e.shot(admin, 'small-submitted-400');
  }, 600_000);

  it('puts the header figures and the user search one app-bar button away below 768 px', async () => {
    const figures = await admin.evaluate(async () => ((await (await fetch('/api/admin/stats/header')).json()) as { stats: { label: string; value: number | string }[] }).stats);
    expect(figures.length).toBeGreaterThan(0);
    for (const width of [PHONE, 700]) {
      await open(admin, '/dashboard/', width);
      await admin.getByRole('button', { name: 'Your figures and user search' }).click();
      const menu = admin.getByRole('dialog', { name: 'Your figures and user search' });
      const listed = menu.getByRole('list', { name: 'Statistics' }).getByRole('listitem');
      await expect.poll(() => listed.allTextContents(), soon).toEqual(figures.map((f) => `${f.label}: ${f.value}`));
      await menu.getByRole('combobox', { name: 'Find a user or analyst' }).fill('Ch');
      await admin.getByRole('option', { name: /Chen/ }).first().waitFor(soon);
      const box = await menu.boundingBox();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(width);
      await e2e.shot(admin, `small-header-menu-${width}`);
      await admin.keyboard.press('Escape');
      await admin.keyboard.press('Escape');
      await menu.waitFor({ state: 'hidden', ...soon });
    }
    // an analyst, who may not search users, finds the figures there
    await open(analyst, '/dashboard/', PHONE);
    await analyst.getByRole('button', { name: 'Your figures' }).click();
    await analyst.getByRole('dialog', { name: 'Your figures' }).getByRole('list', { name: 'Statistics' }).getByRole('listitem').first().waitFor(soon);
    await analyst.keyboard.press('Escape');
  });

  it('opens the menu below 768 px as a named dialog, only when asked, also after the window narrows', async () => {
    await open(admin, '/dashboard/', 1366);
    await admin.getByRole('button', { name: 'Close menu' }).waitFor(soon);
    // every dialog that shows up while the window narrows under the page
    await admin.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { dialogsSeen: string[] }).dialogsSeen = seen;
      new MutationObserver(() => document.querySelectorAll('[role="dialog"]').forEach((d) => seen.push(d.getAttribute('aria-label') ?? d.id))).observe(document.body, { subtree: true, childList: true });
    });
    await admin.setViewportSize({ width: PHONE, height: 900 });
    const toggle = admin.getByRole('button', { name: 'Open menu' });
    await toggle.waitFor(soon);
    expect(await admin.evaluate(() => (window as unknown as { dialogsSeen: string[] }).dialogsSeen)).toEqual([]);
    await toggle.click();
    const menu = admin.getByRole('dialog', { name: 'Menu' });
    await menu.locator('a').first().waitFor(soon);
    expect(await seriousAxeFindings(admin, '[role="dialog"]')).toEqual([]);
    await admin.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden', ...soon });
  });

  it('draws every institution type with a visible bar and its count', async () => {
    const counts = await admin.evaluate(async () => {
      const out: number[] = [];
      for (let type = 1; type <= 8; type++) {
        const filter = encodeURIComponent(JSON.stringify({ institutionTypeId: type }));
        const answer = await fetch(`/api/rest/institutions?range=[0,0]&filter=${filter}`, { headers: { Prefer: 'count=exact' } });
        out.push(Number(answer.headers.get('content-range')!.split('/')[1]));
      }
      return out;
    });
    const expected = counts
      .filter((c) => c > 0)
      .sort((a, b) => b - a)
      .map((c) => c.toLocaleString('en-US'));
    for (const width of [1366, PHONE]) {
      await open(admin, '/dashboard/', width);
      const chart = admin.getByRole('region', { name: 'Institutions by type' }).locator('svg.MuiChartsSurface-root');
      await chart.locator('.MuiBarLabel-root').first().waitFor(soon);
      await expect.poll(async () => (await barFigures(chart)).labels, soon).toEqual(expected);
      const figures = await barFigures(chart);
      expect(figures.bars).toHaveLength(expected.length);
      expect(figures.elements).toBe(expected.length);
      for (const bar of figures.bars) expect(bar.width, 'every bar has a length one can see').toBeGreaterThanOrEqual(8);
      expect(figures.cut).toEqual([]);
      await admin.getByRole('region', { name: 'Institutions by type' }).screenshot({ path: shotFile(`small-institution-chart-${width}`) });
    }
  });

  it('fits the analyst throughput table into a 1366 px window', async () => {
    await open(admin, '/reporting', 1366);
    const throughput = admin.getByRole('region', { name: 'Analyst throughput: table' });
    await throughput.getByRole('cell', { name: /\d/ }).first().waitFor(soon);
    const fit = await throughput.evaluate((region) => ({ shown: region.clientWidth, needed: region.scrollWidth }));
    expect(fit.needed, 'the throughput table needs no sideways scrolling').toBeLessThanOrEqual(fit.shown);
    await admin.locator('section[data-report="analyst-throughput"]').screenshot({ path: shotFile('small-throughput-1366') });
  });

  it('gives every bar of the reporting charts its figure, none cut off', async () => {
    await open(admin, '/reporting', 1366);
    const reports = admin.locator('section[data-report]');
    await expect.poll(() => reports.count(), soon).toBeGreaterThan(5);
    const bar = reports.filter({ has: admin.locator('.MuiBarElement-root') });
    await expect.poll(() => bar.count(), soon).toBeGreaterThanOrEqual(5);
    const seen: string[] = [];
    for (const report of await bar.all()) {
      const name = (await report.getAttribute('data-report'))!;
      const chart = report.locator('svg.MuiChartsSurface-root').first();
      // a figure for every bar of one series, a total for every stack
      await expect.poll(async () => ((f) => f.labels.length >= f.bands && f.bands > 0)(await barFigures(chart)), { ...soon, message: `${name}: a figure for every bar or stack` }).toBe(true);
      expect((await barFigures(chart)).cut, `${name}: figures cut off`).toEqual([]);
      seen.push(name);
    }
    expect(seen).toEqual(expect.arrayContaining(['approval-by-subject-area', 'analyst-throughput', 'institutions-by-county', 'submissions-by-status']));
  });

  it('gives the bars of the analyst statistics their figures', async () => {
    await open(analyst, '/dashboard/', 1366);
    await analyst.getByRole('tab', { name: 'Main' }).click();
    await analyst.getByRole('table', { name: 'Main queue' }).getByRole('button', { name: /^Start / }).first().click();
    await analyst.waitForURL(/\/review\/\d+/, soon);
    const panel = analyst.getByRole('region', { name: 'My statistics' });
    const charts = panel.locator('svg.MuiChartsSurface-root');
    await charts.nth(2).waitFor(soon);
    let checked = 0;
    for (const chart of await charts.all()) {
      if (!(await chart.locator('.MuiBarElement-root').count())) continue; // the weeks are a line
      const figures = await barFigures(chart);
      // every bar its count, a 0 included
      expect(figures.labels.length).toBe(figures.elements);
      expect(figures.cut).toEqual([]);
      checked++;
    }
    expect(checked).toBeGreaterThan(0);
    await panel.screenshot({ path: shotFile('small-statistics-1366') });
  });
});
