// Undo that outlives the tab (issue 23 §2) in Chromium: a save's notice offers Undo; after a reload,
// Recent actions (user menu) still lists the save and its Undo puts the old values back; an undo
// that someone's later change made stale shows the server's 409 words. The panel without serious axe
// findings at 1366 and 400 px.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeFindings } from './support/axe.js';
import { startE2E, type E2E } from './support/browser.js';

let e2e: E2E;
let page: Page;
const ID = 9901;

/** A write through the page's session, as a form would send it (CSRF token included). */
const write = (method: string, url: string, body?: unknown) =>
  page.evaluate(
    async ({ method, url, body }) => {
      const me = await (await fetch('/api/account/me')).json();
      const res = await fetch(url, { method, headers: { 'content-type': 'application/json', 'x-csrf-token': me.csrfToken }, body: body === undefined ? undefined : JSON.stringify(body) });
      return { status: res.status, body: await res.json() };
    },
    { method, url, body },
  );

const nameOnServer = async () => (await (await page.request.get(`${e2e.baseUrl}/api/rest/languages/${ID}`)).json()).name;

async function openRecentActions() {
  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('menuitem', { name: 'Recent actions' }).click();
  return page.getByRole('dialog', { name: 'Recent actions' });
}

async function rename(to: string) {
  await page.goto(`${e2e.baseUrl}/languages/${ID}`);
  const name = page.getByRole('textbox', { name: 'Name' });
  await name.waitFor({ timeout: 30_000 });
  await name.fill(to);
  await page.getByRole('button', { name: 'Save' }).click();
}

beforeAll(async () => {
  e2e = await startE2E();
  page = await e2e.newPage();
  await e2e.signIn(page, 'admin', 'demo-admin');
  expect((await write('POST', '/api/rest/languages', { id: ID, name: 'Klingon' })).status).toBe(201);
});
afterAll(() => e2e?.close());

describe('undo that outlives the tab', () => {
  it('offers Undo after a save, and after a reload the Recent actions panel puts the old values back', async () => {
    await rename('tlhIngan Hol');
    const notice = page.getByRole('alert').filter({ has: page.getByRole('button', { name: 'Undo' }) });
    await notice.waitFor({ timeout: 30_000 });
    await expect.poll(nameOnServer).toBe('tlhIngan Hol');

    // the save went on to the list; a reload starts the page afresh
    await page.reload();
    await page.getByRole('button', { name: 'Profile' }).waitFor({ timeout: 30_000 });
    const panel = await openRecentActions();
    const label = 'Renamed language “Klingon” to “tlhIngan Hol”';
    await panel.getByText(label).waitFor({ timeout: 30_000 });
    expect(await seriousAxeFindings(page)).toEqual([]);
    await e2e.shot(page, 'undo-recent-actions-1366');
    await page.setViewportSize({ width: 400, height: 800 });
    expect(await seriousAxeFindings(page)).toEqual([]);
    await e2e.shot(page, 'undo-recent-actions-400');
    await page.setViewportSize({ width: 1366, height: 900 });

    await panel.getByRole('button', { name: `Undo: ${label}` }).click();
    // the answer's words, as the panel announces them (the list below also names the undo itself)
    await panel.getByRole('status').filter({ hasText: `Undid: ${label}` }).waitFor({ timeout: 30_000 });
    expect(await nameOnServer()).toBe('Klingon');
    await panel.getByRole('button', { name: 'Close' }).click();
    // the edit screen shows the old value
    await page.goto(`${e2e.baseUrl}/languages/${ID}`);
    await expect.poll(() => page.getByRole('textbox', { name: 'Name' }).inputValue()).toBe('Klingon');
  });

  it('shows the 409’s words when someone changed the record since', async () => {
    await rename('Klingonese');
    await expect.poll(nameOnServer).toBe('Klingonese');
    // a later change of the same record, made elsewhere
    expect((await write('PUT', `/api/rest/languages/${ID}`, { name: 'Qo’noS' })).status).toBe(200);
    await page.reload();
    await page.getByRole('button', { name: 'Profile' }).waitFor({ timeout: 30_000 });
    const panel = await openRecentActions();
    const stale = panel.getByRole('button', { name: 'Undo: Renamed language “Klingon” to “Klingonese”' });
    await stale.waitFor({ timeout: 30_000 });
    await stale.click();
    await panel.getByRole('alert').filter({ hasText: /This can no longer be undone: .+ changed language “Qo’noS” on .+ since\./ }).waitFor({ timeout: 30_000 });
    expect(await nameOnServer()).toBe('Qo’noS');
  });
});
