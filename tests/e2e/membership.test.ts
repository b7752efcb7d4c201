// Membership in the browser on the real server with the demo data: the administrator creates a user
// ("User created", inactive until verified), finds the verification mail in the outbox (no SMTP server
// here), follows its link signed out and chooses a password, then gives the user a school with a role,
// grants a permission there and upgrades then downgrades the role there. Every screen has no serious or
// critical axe finding at 1366 and 700 px; screenshots at both.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeFindings } from './support/axe.js';
import { startE2E, type E2E } from './support/browser.js';
import { checkAtBothWidths } from './support/fit.js';

let e2e: E2E;
let schoolName: string;
// the outbox folder outlives a run: a name of this run only
const username = `nmoreno${Date.now().toString(36)}`;
const email = `${username}@example.org`;

beforeAll(async () => {
  e2e = await startE2E();
  const [school] = await e2e.orm.em.fork().getConnection().execute<{ name: string }[]>(`select name from institution where institution_type_id = 1 and is_active order by name limit 1`);
  schoolName = school.name;
}, 600_000);
afterAll(() => e2e?.close());

async function signedIn(): Promise<Page> {
  const page = await e2e.newPage();
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await e2e.signIn(page, 'admin', 'demo-admin');
  return page;
}



describe('membership in the browser', () => {
  let userId: number;
  let verifyPath: string;

  it('creates a user from the membership landing page: "User created", waiting for verification', async () => {
    const page = await signedIn();
    await page.getByRole('menuitem', { name: 'Membership', exact: true }).click();
    await page.waitForURL(/\/membership$/);
    await page.getByRole('heading', { name: 'Unverified users' }).waitFor();
    await checkAtBothWidths(e2e, page, 'membership-landing', () => page.getByRole('heading', { name: 'Unverified users' }).waitFor());
    await page.getByRole('link', { name: /^Users/ }).click();
    // the spec's /membership/users leads on to the generated users list at /users (admin-ui/builder/ui-routes.tsx)
    await page.waitForURL(/\/users(\?|$)/);
    await page.getByRole('table').first().waitFor();
    await page.goto(`${e2e.baseUrl}/membership/users/create`);
    await page.getByLabel('Username *').fill(username);
    await page.getByLabel('Email *').fill(email);
    await page.getByLabel('First name *').fill('Nora');
    await page.getByLabel('Last name *').fill('Moreno');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText(/^User created\. The account stays inactive until the e-mail address is verified/).waitFor();
    // /membership/users/edit/{id} leads on to the generated edit screen /users/{id}
    await page.waitForURL(/\/users\/\d+$/);
    userId = Number(/users\/(\d+)$/.exec(page.url())![1]);

    await page.goto(`${e2e.baseUrl}/membership/users/unverified`);
    const table = page.getByRole('table', { name: 'Unverified users' });
    await table.getByRole('row').filter({ hasText: email }).waitFor();
    await checkAtBothWidths(e2e, page, 'membership-unverified', () => table.getByRole('row').filter({ hasText: email }).waitFor());
    await page.close();
  });

  it('finds the verification mail in the outbox and follows its link signed out', async () => {
    const page = await signedIn();
    await page.goto(`${e2e.baseUrl}/membership/outbox`);
    await page.getByRole('searchbox', { name: 'Search by recipient' }).fill(email);
    await page.getByRole('searchbox', { name: 'Search by recipient' }).press('Enter');
    const table = page.getByRole('table', { name: 'Messages in the outbox' });
    await expect.poll(() => table.getByRole('row').count()).toBe(2);
    await checkAtBothWidths(e2e, page, 'membership-outbox', () => expect.poll(() => table.getByRole('row').count()).toBe(2));
    await table.getByRole('link', { name: /^Verify your e-mail address/ }).click();
    // the outbox is the delivery state of the mail outbox; its message view lists the links too
    await page.waitForURL(/\/membership\/outbox\/message\/\d+$/);
    const links = page.getByRole('navigation', { name: 'Links in this message' }).getByRole('link');
    await links.first().waitFor();
    expect(await page.getByLabel('Message text').textContent()).toContain(`username: ${username}`);
    await checkAtBothWidths(e2e, page, 'membership-outbox-message', () => links.first().waitFor());
    const href = (await links.first().getAttribute('href'))!;
    expect(href).toMatch(/\/verify-email\?token=/);
    const url = new URL(href);
    verifyPath = url.pathname + url.search;
    await page.close();

    // the person following the link is not signed in: a fresh browser context
    const visitor = await e2e.newPage();
    await visitor.goto(e2e.baseUrl + verifyPath);
    await visitor.getByRole('heading', { name: 'Verify your e-mail address' }).waitFor();
    expect(await seriousAxeFindings(visitor)).toEqual([]);
    await visitor.getByRole('button', { name: 'Verify my address' }).click();
    await visitor.getByText('Your e-mail address is verified. Choose a password to sign in.').waitFor();
    await e2e.shot(visitor, 'membership-verified-1366');
    await visitor.getByRole('link', { name: 'Choose a password' }).click();
    await visitor.waitForURL(/\/reset-password\?token=/);
    await visitor.getByLabel('New password', { exact: true }).fill('nora-chose-this-one');
    await visitor.getByLabel('Repeat the new password').fill('nora-chose-this-one');
    await visitor.getByRole('button', { name: 'Change password' }).click();
    await visitor.getByText('Your password has been changed. Please sign in.').waitFor();
    await visitor.close();
    const user = (await e2e.orm.em.fork().findOneOrFail('User', { id: userId } as never)) as unknown as { isActive: boolean };
    expect(user.isActive).toBe(true);
  });

  it('gives the user a school with a role and grants a permission there', async () => {
    const page = await signedIn();
    await page.goto(`${e2e.baseUrl}/membership/users/edit/${userId}`);
    await page.getByRole('link', { name: 'Institutions' }).click();
    await page.waitForURL(new RegExp(`/membership/users/edit/${userId}/institutions$`));
    await page.getByRole('heading', { name: 'Institutions of Nora Moreno' }).first().waitFor();
    await page.getByText('This user belongs to no institution yet.').waitFor();
    await page.getByRole('combobox', { name: 'Institution' }).fill(schoolName.slice(0, 6));
    await page.getByRole('option', { name: new RegExp(`^${schoolName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) }).first().click();
    await page.getByRole('combobox', { name: 'Role there' }).click();
    await page.getByRole('option', { name: 'Course List Manager' }).click();
    await page.getByRole('button', { name: 'Add institution' }).click();
    const table = page.getByRole('table', { name: 'Institutions of the user' });
    const row = table.getByRole('row').filter({ hasText: schoolName });
    await row.waitFor();
    expect(await row.textContent()).toContain('Course List Manager');
    await checkAtBothWidths(e2e, page, 'membership-user-institutions', () => row.waitFor());

    await row.getByRole('link', { name: `Permissions on ${schoolName}: 0` }).click();
    await page.waitForURL(new RegExp(`/membership/users/edit/${userId}/\\d+/permissions$`));
    await page.getByRole('heading', { name: `Permissions of Nora Moreno on ${schoolName}` }).first().waitFor();
    await page.getByRole('checkbox', { name: 'Submit courses for review' }).check();
    await page.getByRole('button', { name: 'Save permissions' }).click();
    await page.getByText('The permissions were saved.').waitFor();
    await page.reload();
    await page.getByRole('checkbox', { name: 'Submit courses for review' }).waitFor();
    expect(await page.getByRole('checkbox', { name: 'Submit courses for review' }).isChecked()).toBe(true);
    await checkAtBothWidths(e2e, page, 'membership-permissions', () => page.getByRole('checkbox', { name: 'Submit courses for review' }).waitFor());
    // choosing another role warns that the permissions reset
    await page.getByRole('combobox', { name: 'Role' }).click();
    await page.getByRole('option', { name: 'Head of Institution' }).click();
    await page.getByText('Changing the role resets the permissions on this institution.').waitFor();
    expect(await seriousAxeFindings(page)).toEqual([]);
    await e2e.shot(page, 'membership-permissions-warning-1366');
    await page.getByRole('button', { name: 'Change role' }).click();
    await page.getByText('The role is now Head of Institution; the permissions were reset.').waitFor();
    await expect.poll(() => page.getByRole('checkbox', { name: 'Submit courses for review' }).isChecked()).toBe(false);
    // the role changes through the upgrade and the downgrade list; a downgrade says so (spec 2 §4)
    await page.getByRole('combobox', { name: 'Role' }).click();
    await page.getByText('Downgrade to').waitFor();
    await page.getByRole('option', { name: 'Course List Manager' }).click();
    await page.getByRole('button', { name: 'Change role' }).click();
    await page.getByText('The role was downgraded from Head of Institution to Course List Manager.', { exact: false }).waitFor();

    await page.getByRole('link', { name: 'Institutions of the user' }).click();
    await expect.poll(() => table.getByRole('row').filter({ hasText: schoolName }).textContent()).toContain('Course List Manager');
    await page.close();
  });

  it('lists the UC office users, 25 a page by last name, and remembers the page', async () => {
    const page = await signedIn();
    await page.goto(`${e2e.baseUrl}/membership/users/ucop`);
    const table = page.getByRole('table', { name: 'UC office users' });
    await table.getByRole('row').nth(1).waitFor();
    expect(await page.locator('th[aria-sort="ascending"]').textContent()).toMatch(/^Last name/);
    await checkAtBothWidths(e2e, page, 'membership-ucop', () => table.getByRole('row').nth(1).waitFor());
    await page.getByRole('button', { name: /^Last name/ }).click();
    await expect.poll(() => page.locator('th[aria-sort="descending"]').textContent()).toMatch(/^Last name/);
    await page.goto(`${e2e.baseUrl}/membership`);
    await page.getByRole('link', { name: /^UC office users/ }).click();
    await expect.poll(() => page.locator('th[aria-sort="descending"]').textContent()).toMatch(/^Last name/);
    await page.close();
  });
});
