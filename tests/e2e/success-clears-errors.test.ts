// A save that worked clears the errors of the attempts before it (issue 20 §6): an administrator tries
// to create a user with the form empty (the red "The form is not valid" message, once a try), fills it
// in and saves; the new user's page opens on "User created", never on the red message of before.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2E, type E2E } from './support/browser.js';

let e2e: E2E;
// the outbox folder outlives a run: a name of this run only
const username = `ccleared${Date.now().toString(36)}`;

beforeAll(async () => {
  e2e = await startE2E();
}, 600_000);
afterAll(() => e2e?.close());

interface Seen {
  path: string;
  alerts: string[];
}

describe('a successful save after failed ones', () => {
  it('opens the new user on "User created", without the red message of the failed attempts', async () => {
    const page = await e2e.signedIn('admin', 'demo-admin');
    await page.goto(`${e2e.baseUrl}/membership/users/create`);
    const save = page.getByRole('button', { name: 'Save' });
    const invalid = page.getByRole('alert').filter({ hasText: 'The form is not valid' });
    for (let attempt = 0; attempt < 3; attempt++) {
      await save.click();
      await invalid.first().waitFor();
    }

    await page.getByLabel('Username *').fill(username);
    await page.getByLabel('Email *').fill(`${username}@example.org`);
    await page.getByLabel('First name *').fill('Cleo');
    await page.getByLabel('Last name *').fill('Ramos');
    // every state of the notifications from here on, with the page it was seen on
    await page.evaluate(() => {
      const seen: Seen[] = [];
      (window as unknown as { seen: Seen[] }).seen = seen;
      const record = () => seen.push({ path: location.pathname, alerts: [...document.querySelectorAll('.MuiSnackbar-root [role="alert"]')].map((a) => a.textContent ?? '') });
      new MutationObserver(record).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
    });
    await save.click();
    await page.waitForURL(/\/users\/\d+$/);
    await page.getByRole('alert').filter({ hasText: /^User created/ }).waitFor();

    const seen = await page.evaluate(() => (window as unknown as { seen: Seen[] }).seen);
    const onNewPage = seen.filter((s) => /\/users\/\d+$/.test(s.path));
    expect(onNewPage.length).toBeGreaterThan(0);
    expect(onNewPage.filter((s) => s.alerts.some((a) => a.includes('The form is not valid')))).toEqual([]);
    await e2e.shot(page, 'success-clears-errors-user-created');
    await page.close();
  });
});
