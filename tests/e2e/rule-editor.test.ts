// The rule-editor scenario on the built UI and the real server with the demo data: an
// operator opens review-decision, changes a condition in a draft, sees the simulation flip a
// recorded case, adds a test case for it, activates the draft, and the evaluate call answers with
// the new rule without a restart.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startE2E, type E2E } from './support/browser.js';
import { decide } from '../../server/rules/decide.js';

const SET = 'review-decision';
const FACTS = { decision: 'approved', rubricValue: 2, feedbackCount: 0, exclusionCount: 0 };
const AT_MINIMUM = 'approve with rubric at the minimum and nothing checked';
const TOO_LOW = 'Course cannot be approved because the rubric value is too low';

let e2e: E2E;

beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(() => e2e?.close());

/** The evaluate call, made by the signed-in page as the screens make it: with the session's CSRF token. */
function evaluate(page: Page) {
  return page.evaluate(
    async ({ set, facts }) => {
      const { csrfToken } = await (await fetch('/api/account/me')).json();
      const res = await fetch(`/api/admin/rules/${set}/evaluate`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-CSRF-Token': csrfToken },
        body: JSON.stringify({ facts }),
      });
      return { status: res.status, body: await res.json() };
    },
    { set: SET, facts: FACTS },
  );
}

/** UI answers come within a few seconds; the first page of a fresh build takes longest. */
const soon = { timeout: 15_000 };

/** Notifications stay while the headless window has no focus: close them before a screenshot. */
async function closeNotifications(page: Page) {
  const close = page.getByRole('alert').getByRole('button', { name: 'Close' });
  for (let n = await close.count(); n > 0; n--) await close.first().click();
}

async function shot(page: Page, name: string, { keepNotifications = false } = {}) {
  if (!keepNotifications) await closeNotifications(page);
  // dialogs, tooltips and notifications fade: wait for their transitions to end
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))));
  await e2e.shot(page, name);
}

const saved = (page: Page) => page.waitForResponse((r) => r.request().method() === 'PUT' && r.url().includes(`/api/admin/rules/${SET}/versions/`));

describe('rule editor in the browser', () => {
  it('changes review-decision in a draft, simulates, tests, activates, and evaluate follows without a restart', async () => {
    const page = await e2e.newPage();
    await e2e.signIn(page, 'admin', 'demo-admin');

    // a decided case for the simulation: only the server's own deciding calls record one
    const recorded = await decide(e2e.rules, SET, FACTS, { em: e2e.orm.em.fork(), userName: 'admin', context: 'e2e review 1 approve' });
    expect(recorded.outcome.allowed).toBe(true);
    const caseId = recorded.evaluationId!;
    expect(caseId).toBeGreaterThan(0);

    // the rule sets, from the menu
    await page.getByRole('menuitem', { name: 'Rules', exact: true }).click();
    await page.waitForURL(/\/rules$/);
    await expect.poll(() => page.title(), soon).toBe('Rules | A–G Course Admin');
    const row = page.getByRole('row').filter({ hasText: 'Review decision' });
    await expect.poll(() => row.getByText('Version 1').count(), soon).toBe(1);
    await shot(page, 'rule-editor-list');

    await page.getByRole('link', { name: 'Review decision', exact: true }).click();
    await page.waitForURL(new RegExp(`/rules/${SET}$`));
    await expect.poll(() => page.getByRole('row', { name: 'Version 1' }).getByText('Active').count(), soon).toBe(1);

    // a draft, copied from the active version
    await page.getByRole('button', { name: 'New draft' }).click();
    const dialog = page.getByRole('dialog', { name: 'New draft' });
    await dialog.getByRole('textbox', { name: 'Comment' }).fill('Approval needs more than the minimum rubric value');
    await shot(page, 'rule-editor-new-draft');
    await dialog.getByRole('button', { name: 'Create draft' }).click();
    await page.waitForURL(new RegExp(`/rules/${SET}/versions/\\d+$`));
    const rule = page.getByRole('region', { name: 'Rule Approval needs the minimum rubric value' });
    await rule.waitFor();

    // the JSON tab refuses an unknown fact with the server's message, then goes back to the copy
    await page.getByRole('tab', { name: /^JSON/ }).click();
    const json = page.getByRole('textbox', { name: 'Definition (JSON)' });
    const original = await json.inputValue();
    await expect.poll(() => page.getByText('The server finds no problems in this definition.').count(), soon).toBe(1);
    const broken = JSON.parse(original);
    broken.rules[0].conditions.all[1].fact = 'rubricScore';
    await json.fill(JSON.stringify(broken, null, 2));
    const problems = page.getByRole('list', { name: 'Problems' });
    await expect.poll(() => problems.getByText(/^Unknown fact "rubricScore"\. Known facts: decision/).count(), soon).toBe(1);
    await expect.poll(() => problems.getByText('rules[0].conditions.all[1].fact').count(), soon).toBe(1);
    await shot(page, 'rule-editor-json-unknown-fact');
    await json.fill(original);
    await expect.poll(() => page.getByText('The server finds no problems in this definition.').count(), soon).toBe(1);
    await page.getByRole('tab', { name: /^Rules/ }).click();

    // approval now needs a rubric above the minimum: "is less than" becomes "is at most"
    const condition = rule.getByRole('group', { name: 'Condition 2' });
    await condition.getByRole('combobox', { name: /^Operator/ }).click();
    await page.getByRole('option', { name: 'is at most', exact: true }).click();
    await expect.poll(() => page.getByText('Unsaved changes').count(), soon).toBe(1);
    await shot(page, 'rule-editor-structured');

    // leaving with unsaved changes asks first
    await page.getByRole('link', { name: 'Review decision', exact: true }).click();
    const leave = page.getByRole('dialog', { name: 'Leave without saving?' });
    await expect.poll(() => leave.count(), soon).toBe(1);
    await shot(page, 'rule-editor-leave-guard');
    await leave.getByRole('button', { name: 'Stay' }).click();
    await expect.poll(() => leave.count(), soon).toBe(0);
    expect(page.url()).toMatch(new RegExp(`/rules/${SET}/versions/\\d+$`));

    const firstSave = saved(page);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const first = await (await firstSave).json();
    expect(first.version.testsPassed).toBe(false);
    const version: number = first.version.version;
    await expect.poll(() => page.getByText('Draft saved. 1 of 9 test cases fail, so it cannot be activated yet.').count(), soon).toBe(1);
    const activate = page.getByRole('button', { name: `Activate version ${version}` });
    expect(await activate.isDisabled()).toBe(true);
    await closeNotifications(page);
    await activate.locator('..').hover();
    await expect.poll(() => page.getByRole('tooltip').getByText(/1 test case fails/).count(), soon).toBe(1);
    await shot(page, 'rule-editor-activate-disabled', { keepNotifications: true });

    // the simulation flips the recorded case: allowed before, refused by the draft
    await page.getByRole('tab', { name: /^Simulation/ }).click();
    await page.getByRole('button', { name: 'Run simulation' }).click();
    const flipped = page.getByRole('row', { name: `Case ${caseId}` });
    await expect.poll(() => flipped.getByText('Changes').count(), soon).toBe(1);
    const cells = flipped.getByRole('cell');
    expect(await cells.nth(2).getByText('Allowed').count()).toBe(1);
    expect(await cells.nth(3).getByText('Refused').count()).toBe(1);
    await expect.poll(() => page.getByRole('tab', { name: /^Simulation \(\d+ changed\)/ }).count(), soon).toBe(1);
    await shot(page, 'rule-editor-simulation');
    await flipped.getByRole('button', { name: 'Add from case' }).click();
    await expect.poll(() => flipped.getByRole('button', { name: 'Added' }).count(), soon).toBe(1);

    // the shipped test case follows the new policy: refused, with the message
    await page.getByRole('tab', { name: /^Tests/ }).click();
    await page.getByRole('button', { name: `Test case ${AT_MINIMUM}` }).click();
    const test = page.getByRole('region', { name: `Test case ${AT_MINIMUM}` });
    await test.getByRole('combobox', { name: /^Expected decision/ }).click();
    await page.getByRole('option', { name: 'Refused', exact: true }).click();
    await test.getByRole('checkbox', { name: TOO_LOW }).check();
    await expect.poll(() => page.getByRole('button', { name: /^Test case Recorded case \d+ \(e2e review 1 approve\)$/ }).count(), soon).toBe(1);
    await shot(page, 'rule-editor-tests');

    const secondSave = saved(page);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const second = await (await secondSave).json();
    expect(second.version.testsPassed).toBe(true);
    expect(second.tests).toHaveLength(10);
    await expect.poll(() => page.getByText('Draft saved. All 10 test cases pass.').count(), soon).toBe(1);
    await expect.poll(() => activate.isEnabled(), soon).toBe(true);

    await activate.click();
    const confirm = page.getByRole('dialog');
    await shot(page, 'rule-editor-activate-confirm');
    const activation = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/activate'));
    await confirm.getByRole('button', { name: 'Activate' }).click();
    expect((await activation).status()).toBe(200);
    await expect.poll(() => page.getByText(`Version ${version} is now active.`).count(), soon).toBe(1);
    await expect.poll(() => page.getByText('Only drafts can be edited', { exact: false }).count(), soon).toBe(1);
    await shot(page, 'rule-editor-activated');

    // the server answers with the new rule at once
    const after = await evaluate(page);
    expect(after.status).toBe(200);
    expect(after.body).toMatchObject({ version, outcome: { allowed: false, messages: [TOO_LOW] } });

    // the two versions side by side, and the version's audit trail
    await page.getByRole('link', { name: 'Review decision', exact: true }).click();
    await page.getByRole('link', { name: 'Compare', exact: true }).click();
    await page.waitForURL(/\/compare\?a=\d+&b=\d+/);
    await expect.poll(() => page.getByLabel('Approval needs the minimum rubric value in version A: changed').count(), soon).toBe(1);
    await expect.poll(() => page.getByLabel('Approval needs the minimum rubric value in version B: changed').count(), soon).toBe(1);
    await shot(page, 'rule-editor-compare');

    await page.getByRole('link', { name: 'Review decision', exact: true }).click();
    await page.getByRole('button', { name: `Audit history of Version ${version}` }).click();
    const audit = page.getByRole('dialog');
    await expect.poll(() => audit.getByRole('cell', { name: 'Created', exact: true }).count(), soon).toBe(1);
    await expect.poll(() => audit.getByRole('cell', { name: 'Updated', exact: true }).count(), soon).toBeGreaterThanOrEqual(3);
    await shot(page, 'rule-editor-audit');
    await audit.getByRole('button', { name: 'Close' }).click();
    await shot(page, 'rule-editor-versions');
    await page.context().close();
  });
});
