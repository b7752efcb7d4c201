// The own profile in the browser on the real server with the demo data: a signed-in user opens "My
// profile" from the user menu, picks a position that raises the role (the spec's warning shows), then
// changes the password with a wrong current password (field error) and the right one, and signs in with
// the new one. No serious or critical axe finding at 1366 and 700 px; screenshots at both.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAs } from '../../server/audit/context.js';
import { hashPassword } from '../../server/auth/password.js';
import { seriousAxeFindings } from './support/axe.js';
import { startE2E, type E2E } from './support/browser.js';
import { checkAtBothWidths } from './support/fit.js';

let e2e: E2E;
let userId: number;
const username = `profile${Date.now().toString(36)}`;
const FIRST_PASSWORD = 'first-secret-words';
const NEW_PASSWORD = 'second-secret-words';

beforeAll(async () => {
  e2e = await startE2E();
  const em = e2e.orm.em.fork();
  const [role] = await em.getConnection().execute<{ id: number }[]>(`select id from role where name = 'Course List Manager'`);
  const password = await hashPassword(FIRST_PASSWORD);
  userId = await runAs({ userId: null, userName: 'test', via: 'system' }, async () => {
    const user = em.create('User', { username, email: `${username}@example.org`, firstName: 'Rosa', lastName: 'Parkes', password, roleId: role.id, userKind: 'external', isActive: true } as never) as { id: number };
    await em.flush();
    return user.id;
  });
}, 600_000);
afterAll(() => e2e?.close());



describe('own profile in the browser', () => {
  it('opens My profile from the user menu, saves a position that raises the role and changes the password', async () => {
    const page = await e2e.newPage();
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await e2e.signIn(page, username, FIRST_PASSWORD);
    await page.getByRole('button', { name: 'Profile' }).click();
    await page.getByRole('menuitem', { name: 'My profile' }).click();
    await page.waitForURL(new RegExp(`/profile/${userId}$`));
    const ready = () => page.getByLabel('First name *').and(page.locator('[value="Rosa"]')).waitFor();
    await ready();
    await expect(page.getByRole('heading', { name: `${username} · role Course List Manager` }).isVisible()).resolves.toBe(true);
    await checkAtBothWidths(e2e, page, 'profile', ready);

    await page.getByLabel('Phone', { exact: true }).fill('(559) 555-0100');
    await page.getByRole('combobox', { name: 'Position' }).click();
    await page.getByRole('option', { name: 'Principal (School)', exact: true }).click();
    await page.getByRole('button', { name: 'Save profile' }).click();
    await page.getByText('Your profile has been saved.').waitFor();
    await page.getByText('The position Principal raises the role to Head of Institution.').waitFor();
    await page.getByRole('heading', { name: `${username} · role Head of Institution` }).waitFor();
    await e2e.shot(page, 'profile-saved-1366');

    await page.getByLabel('Current password *').fill('not-my-password');
    await page.getByLabel('New password *').fill(NEW_PASSWORD);
    await page.getByLabel('New password again *').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('The current password is not correct.').waitFor();
    expect(await page.getByLabel('Current password *').getAttribute('aria-invalid')).toBe('true');
    expect(await seriousAxeFindings(page), 'wrong current password').toEqual([]);
    await e2e.shot(page, 'profile-wrong-password-1366');

    await page.getByLabel('Current password *').fill(FIRST_PASSWORD);
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('Your password has been changed.').waitFor();
    expect(await page.getByLabel('Current password *').getAttribute('aria-invalid')).toBe('false');
    await page.close();

    const again = await e2e.newPage();
    await e2e.signIn(again, username, NEW_PASSWORD);
    await again.goto(`${e2e.baseUrl}/profile/${userId}`);
    await again.getByText('(559) 555-0100').or(again.locator('[value="(559) 555-0100"]')).first().waitFor();
    await again.close();
  });

  it('sends a user opening someone else’s profile to the access page (the server answers 403)', async () => {
    const page = await e2e.newPage();
    await e2e.signIn(page, username, NEW_PASSWORD);
    await page.goto(`${e2e.baseUrl}/profile/1`);
    await page.waitForURL(/\/error\/access/);
    await expect(page.getByLabel('First name *').count()).resolves.toBe(0);
    await page.close();
  });
});
