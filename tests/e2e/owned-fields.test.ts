// Fields a workflow owns, as people see them (issue 19 §1): the generated edit screen of a decided
// review shows the decision read-only with the sentence that says where it is made; the operator
// console's edit form has no input for it, and a hand-made console request to change it is refused
// with 400 and that sentence. The edit screen without serious axe findings at 1366 and 400 px.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeFindings } from './support/axe.js';
import { startE2E, type E2E } from './support/browser.js';

const REVIEW_SENTENCE = 'Set by the review workflow: use Approve / Not approve on the review screen.';

let e2e: E2E;
let page: Page;
let reviewId: number;

beforeAll(async () => {
  e2e = await startE2E();
  page = await e2e.newPage();
  await e2e.signIn(page, 'admin', 'demo-admin');
  const filter = encodeURIComponent(JSON.stringify({ decision: 'approved' }));
  const found = await page.request.get(`${e2e.baseUrl}/api/rest/course-submission-reviews?filter=${filter}&range=[0,0]`);
  reviewId = (await found.json())[0].id;
});
afterAll(() => e2e?.close());

describe('fields a workflow owns', () => {
  it('shows a decided review’s decision read-only on its generated edit screen, saying where decisions are made', async () => {
    await page.goto(`${e2e.baseUrl}/course-submission-reviews/${reviewId}`);
    await page.getByText(REVIEW_SENTENCE).first().waitFor({ timeout: 30_000 });
    // no box to type a decision into: the field is a display, not an input
    expect(await page.getByRole('combobox', { name: 'Decision' }).count()).toBe(0);
    expect(await page.getByRole('textbox', { name: 'Explanation' }).count()).toBe(0);
    expect(await seriousAxeFindings(page)).toEqual([]);
    await e2e.shot(page, 'owned-fields-review-edit-1366');
    await page.setViewportSize({ width: 400, height: 800 });
    expect(await seriousAxeFindings(page)).toEqual([]);
    await e2e.shot(page, 'owned-fields-review-edit-400');
    await page.setViewportSize({ width: 1366, height: 900 });
  });

  it('offers no decision input in the operator console and refuses a hand-made change of it', async () => {
    await page.goto(`${e2e.baseUrl}/ops/resources/course-submission-reviews/records/${reviewId}/edit`);
    await page.locator('form').first().waitFor({ timeout: 60_000 });
    expect(await page.locator('[name="decision"], [id="decision"]').count()).toBe(0);
    await e2e.shot(page, 'owned-fields-ops-edit-1366');
    const refused = await page.evaluate(async (id) => {
      const me = await (await fetch('/api/account/me')).json();
      const body = new FormData();
      body.set('decision', 'notapproved');
      const res = await fetch(`/ops/api/resources/course-submission-reviews/records/${id}/edit`, { method: 'POST', body, headers: { 'x-csrf-token': me.csrfToken } });
      return { status: res.status, body: await res.json() };
    }, reviewId);
    expect(refused.status).toBe(400);
    expect(refused.body.modelState.decision).toEqual([REVIEW_SENTENCE]);
    const after = await page.request.get(`${e2e.baseUrl}/api/rest/course-submission-reviews/${reviewId}`);
    expect((await after.json()).decision).toBe('approved');
  });
});
