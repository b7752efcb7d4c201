// The generated screens as a new user meets them, in Chromium on the demo data: every menu entry fits
// a 700 and a 400 px wide screen, edits are not lost by navigating away, the words come from the
// model, the audit history is on the settings and template screens, a new academic year is not
// numbered by hand, reference selects show their whole value, and axe finds no serious or critical
// problem at 1366 and 700 px. Screenshots go to test-results/screenshots/screens-*.png.
import type { Dialog, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startE2E, type E2E } from './support/browser.js';
import { seriousAxeFindings } from './support/axe.js';
import { settle, trackCalls, type PendingCalls } from './support/open-screen.js';

const WIDE = 1366;
const NARROW = [700, 400] as const;
const soon = { timeout: 20_000 };

let e2e: E2E;
let page: Page;
/** the page's calls, to wait until a screen has its data drawn */
let calls: PendingCalls;

beforeAll(async () => {
  e2e = await startE2E();
  page = await e2e.newPage();
  // charts drawn at once, not growing: a screenshot shows the screen as it settles
  await page.emulateMedia({ reducedMotion: 'reduce' });
  calls = trackCalls(page);
  await e2e.signIn(page, 'admin', 'demo-admin');
});
afterAll(() => e2e?.close());

/**
 * Questions the browser asked on leaving a page for another test's address: nobody typed there, so
 * each is unexpected. It is answered Leave, so that a stuck guard fails the test that left it rather
 * than every later test's page.goto with net::ERR_ABORTED.
 */
const unexpectedQuestions: string[] = [];
afterEach(() => {
  const asked = unexpectedQuestions.splice(0);
  expect(asked, 'questions asked when leaving a page nobody had typed on').toEqual([]);
});

async function open(path: string, width = WIDE) {
  await page.setViewportSize({ width, height: 900 });
  const from = page.url();
  const answer = (dialog: Dialog) => {
    unexpectedQuestions.push(`${dialog.type()} on leaving ${from} for ${path}`);
    // a test's own listener may have answered it already
    dialog.accept().catch(() => undefined);
  };
  page.on('dialog', answer);
  try {
    await page.goto(e2e.baseUrl + path);
  } finally {
    page.off('dialog', answer);
  }
  await page.waitForLoadState('networkidle');
}

/** How far the page reaches past the right edge of the window (0: no sideways scrolling). */
const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** Serious and critical axe findings on the page as it is now, as "rule: target" lines. */
async function axeProblems(): Promise<string[]> {
  return (await seriousAxeFindings(page)).map((f) => `${f.id} (${f.impact}): ${f.target}`);
}

/** The id of the first record of a list, read through the REST API with the page's session. */
const firstId = (resource: string) =>
  page.evaluate(async (r) => (await (await fetch(`/api/rest/${r}?range=[0,0]`)).json())[0].id as number, resource);

describe('the generated screens in the browser', () => {
  it('fits every menu entry into 1366, 700 and 400 px, with the list tools on screen', async () => {
    await open('/dashboard/');
    const entries = await page.locator('[role="menuitem"]').evaluateAll((links) => links.map((a) => a.getAttribute('href')).filter((h): h is string => Boolean(h)));
    expect(entries.length).toBeGreaterThan(20);
    const wide: string[] = [];
    // a screenshot of every entry at every width (test-results/screenshots/menu-*.png): compared
    // before and after a change that should not change how the screens look
    for (const width of [WIDE, ...NARROW])
      for (const entry of entries) {
        await open(entry, width);
        await page.locator('.RaLayout-content').first().waitFor();
        await settle(page, calls); // lists and charts draw once their data has come
        const past = await overflow();
        if (past > 0) wide.push(`${entry} at ${width} px: ${past} px too wide`);
        await e2e.shot(page, `menu-${width}${entry.replace(/[^a-z0-9]+/gi, '-')}`);
      }
    expect(wide).toEqual([]);

    // the list's tools stay reachable on a phone
    await open('/users', 400);
    for (const name of ['Add filter', 'Export']) {
      const box = await page.getByRole('button', { name }).first().boundingBox();
      expect(box, name).not.toBeNull();
      expect(box!.x + box!.width, name).toBeLessThanOrEqual(400);
    }
    await page.getByText('mchen').first().waitFor(soon);
    await e2e.shot(page, 'screens-users-400');
    await open('/institutions', 700);
    await page.getByText('CDS code:').first().waitFor(soon);
    await e2e.shot(page, 'screens-institutions-700');
    await open('/institutions', WIDE);
    await page.locator('tbody tr').first().waitFor(soon);
    await e2e.shot(page, 'screens-institutions-1366');
  }, 600_000);

  it('keeps the user search in reach below desktop width', async () => {
    await open('/dashboard/', 700);
    await page.getByRole('button', { name: 'Your figures and user search' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('combobox', { name: 'Find a user or analyst' }).fill('Ch');
    await page.getByRole('option', { name: /Chen/ }).first().waitFor(soon);
    await e2e.shot(page, 'screens-user-search-700');
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
  });

  it('asks before leaving an edited form, in the app and on reload', async () => {
    await open('/academic-years/29');
    const name = page.getByRole('textbox', { name: /^Name/ });
    await expect.poll(() => name.inputValue(), soon).toBe('2025-26');
    await name.fill('2025-26 (edited)');

    // the shell's one guard of unsaved text asks in the page; Stay keeps the form and what was typed
    await page.getByRole('menuitem', { name: 'Tags' }).click();
    const leave = page.getByRole('dialog', { name: 'Leave without saving?' });
    await leave.waitFor(soon);
    await leave.getByRole('button', { name: 'Stay' }).click();
    await leave.waitFor({ state: 'detached', ...soon });
    expect(new URL(page.url()).pathname).toBe('/academic-years/29');
    expect(await name.inputValue()).toBe('2025-26 (edited)');

    // a reload asks the browser's own question
    const reloadAsked = new Promise<string>((resolve) =>
      page.once('dialog', (dialog) => {
        resolve(dialog.type());
        void dialog.dismiss();
      }),
    );
    await page.evaluate(() => setTimeout(() => location.reload(), 0));
    expect(await reloadAsked).toBe('beforeunload');
    expect(await name.inputValue()).toBe('2025-26 (edited)');
    await e2e.shot(page, 'screens-unsaved-edit');

    // and leaves when the user agrees
    await page.getByRole('menuitem', { name: 'Tags' }).click();
    await leave.getByRole('button', { name: 'Leave' }).click();
    await page.waitForURL(/\/(settings\/)?tags$/, soon);
    // the address changes before the form unmounts: until it has, its unload guard would stop the next test's page.goto
    await name.waitFor({ state: 'detached', ...soon });
  });

  it('does not ask when nothing was changed, rich-text forms included', async () => {
    const asked: string[] = [];
    const onDialog = (dialog: { type: () => string; dismiss: () => Promise<void> }) => {
      asked.push(dialog.type());
      void dialog.dismiss();
    };
    page.on('dialog', onDialog);
    const contentId = await firstId('general-contents');
    const templateId = await firstId('notification-templates');
    for (const path of [`/general-contents/${contentId}`, '/cms/feedback/template/1', `/notification-templates/${templateId}`]) {
      await open(path);
      await page.locator('.ProseMirror').first().waitFor(soon);
      await page.getByRole('menuitem', { name: 'Tags' }).click();
      await page.waitForURL(/\/(settings\/)?tags$/, soon);
    }
    page.off('dialog', onDialog);
    expect(asked).toEqual([]);
  });

  it('speaks in the words of the model', async () => {
    await open('/academic-years/20');
    await expect.poll(() => page.getByRole('textbox', { name: /^Name/ }).inputValue(), soon).toBe('2016-17');
    await page.getByRole('textbox', { name: /^End date/ }).fill('2017-06-29');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Academic year updated').waitFor(soon);

    await open('/academic-years/20');
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByText('Delete Academic year 2016-17').waitFor(soon);
    await e2e.shot(page, 'screens-delete-dialog');
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();

    await open('/cte-pathways');
    await page.getByRole('columnheader', { name: 'CTE industry sector' }).waitFor(soon);
    await open('/school-types');
    await page.getByRole('columnheader', { name: 'CDE code' }).waitFor(soon);

    const roleId = await page.evaluate(async () => (await (await fetch('/api/rest/roles?filter={"q":"Administrator"}')).json())[0].id as number);
    await open(`/roles/${roleId}`);
    const membership = page.getByRole('group', { name: 'Membership' });
    await membership.getByRole('checkbox', { name: /^Manage UC office users/ }).waitFor(soon);
    expect(await page.getByText('AdminManageUCUsers').count()).toBe(0);
    await e2e.shot(page, 'screens-role-abilities');

    await open('/dashboard/');
    await page.getByText('Academic year 2016-17 · End date changed').waitFor(soon);
    await e2e.shot(page, 'screens-dashboard-recent-changes');

    for (const [path, title] of [
      ['/settings/review', 'Review settings · Site Settings'],
      ['/settings/tags', 'Tags · Site Settings'],
      ['/settings/rubric', 'Rubrics · Site Settings'],
    ])
      await open(path).then(() => expect.poll(() => page.title(), soon).toBe(`${title} | A–G Course Admin`));
  });

  it('offers the audit history on the review settings and the feedback templates', async () => {
    await open('/settings/review');
    await page.getByRole('button', { name: 'Audit history' }).click();
    await page.getByRole('dialog').getByText('Audit history: Review settings').waitFor(soon);
    await e2e.shot(page, 'screens-review-settings-audit');
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();

    await open('/cms/feedback/template/1');
    await page.getByRole('button', { name: 'Audit history' }).click();
    await page.getByRole('dialog').getByText(/^Audit history: .* template$/).waitFor(soon);
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
  });

  it('creates an academic year without asking for its id', async () => {
    await open('/academic-years/create');
    await page.getByText('Follows from the start date').waitFor(soon);
    expect(await page.getByRole('spinbutton', { name: /^ID/ }).count()).toBe(0);
    await page.getByRole('textbox', { name: /^Name/ }).fill('2030-31');
    await page.getByRole('textbox', { name: /^Start date/ }).fill('2030-07-01');
    await page.getByRole('textbox', { name: /^End date/ }).fill('2031-06-30');
    await page.getByText('34 (from the start date)').waitFor(soon);
    await e2e.shot(page, 'screens-academic-year-create');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Academic year created').waitFor(soon);
    const created = await page.evaluate(async () => (await fetch('/api/rest/academic-years/34')).json());
    expect(created).toMatchObject({ id: 34, name: '2030-31' });
  });

  it('shows a reference input wide enough for its value', async () => {
    const pathwayId = await firstId('cte-pathways');
    await open(`/cte-pathways/${pathwayId}`);
    const sector = page.getByRole('combobox', { name: /^CTE industry sector/ });
    await expect.poll(() => sector.inputValue(), soon).not.toBe('');
    const { visible, needed } = await sector.evaluate((input: HTMLInputElement) => ({ visible: input.clientWidth, needed: input.scrollWidth }));
    expect(needed).toBeLessThanOrEqual(visible);
    expect(visible).toBeGreaterThan(300);
    await e2e.shot(page, 'screens-reference-input');
  });

  it('has no serious or critical accessibility problems at 1366 and 700 px', async () => {
    const institutionId = await firstId('institutions');
    const roleId = await firstId('roles');
    const screens = [
      ['dashboard', '/dashboard/', 'Institutions by type'],
      ['list', '/institutions', null],
      ['edit', `/institutions/${institutionId}`, null],
      ['show', `/institutions/${institutionId}/show`, null],
      ['role', `/roles/${roleId}`, null],
      ['review-settings', '/settings/review', null],
      ['tags', '/settings/tags', null],
      ['rubric', '/settings/rubric', null],
    ] as const;
    const problems: string[] = [];
    for (const width of [WIDE, 700])
      for (const [name, path, heading] of screens) {
        await open(path, width);
        if (heading) await page.getByRole('heading', { name: heading }).waitFor(soon);
        await settle(page, calls);
        problems.push(...(await axeProblems()).map((p) => `${name} at ${width} px: ${p}`));
        await e2e.shot(page, `screens-${name}-${width}`);
      }
    expect(problems).toEqual([]);
  }, 300_000);
});
