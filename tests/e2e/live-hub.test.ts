// The live hub in the browser (issue 11 §1): two people signed in at once. One accepts an accreditation
// file; the other's header figure and menu badge drop without a reload. Someone else saving the record
// a form has open is announced on the form (never-lose-edits.test.ts: a form with unsaved changes). Axe finds nothing serious on the warned form.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import roles from '../../resources/roles.js';
import users from '../../resources/users.js';
import { runAs } from '../../server/audit/context.js';
import { hashPassword } from '../../server/auth/password.js';
import { seriousAxeFindings } from './support/axe.js';
import { startE2E, type E2E } from './support/browser.js';

let e2e: E2E;
let schoolId: number;
let fileName: string;
const PASSWORD = 'live-hub-watcher-pw';

beforeAll(async () => {
  e2e = await startE2E();
  const em = e2e.orm.em.fork();
  await runAs({ userId: null, userName: 'test', via: 'system' }, async () => {
    const role = em.create(roles.entity, { name: 'Hub Watcher', description: 'Watches the accreditation queue.', abilities: ['AdminReviewAccreditation', 'AdminManageLookups'] } as never) as { id: number };
    await em.flush();
    em.create(users.entity, { username: 'watcher', email: 'watcher@example.org', firstName: 'Wanda', lastName: 'Watts', password: await hashPassword(PASSWORD), roleId: role.id, userKind: 'ucop', isActive: true } as never);
    await em.flush();
  });
  // an institution with exactly one pending file: accepting it takes the institution off the pending count
  const [row] = await em.getConnection().execute<{ institution_id: number; file_name: string }[]>(
    `select institution_id, min(file_name) as file_name from accreditation_file where status_id = 1 group by institution_id having count(*) = 1 order by institution_id limit 1`,
  );
  schoolId = row.institution_id;
  fileName = row.file_name;
}, 600_000);
afterAll(() => e2e?.close());

const signedIn = (username: string, password: string) => e2e.signedIn(username, password);

const pendingChip = (page: Page) => page.getByRole('list', { name: 'Statistics' }).getByText(/^Pending accreditations: \d+$/);
const figure = async (page: Page) => Number(((await pendingChip(page).textContent()) ?? '').replace(/\D+/g, ''));

describe('the live admin hub in the browser', () => {
  it("moves the other session's header figure and menu badge when an accreditation is decided, without a reload", async () => {
    const watcher = await signedIn('watcher', PASSWORD);
    await pendingChip(watcher).waitFor();
    const before = await figure(watcher);
    expect(before).toBeGreaterThan(0);
    const badge = watcher.getByRole('menuitem', { name: 'Accreditation', exact: true }).locator('.MuiBadge-badge');
    await expect.poll(() => badge.textContent()).toBe(String(before));
    let reloads = 0;
    watcher.on('framenavigated', (frame) => frame === watcher.mainFrame() && reloads++);

    const admin = await signedIn('admin', 'demo-admin');
    await admin.goto(`${e2e.baseUrl}/accreditation/review/${schoolId}`);
    await admin.getByRole('button', { name: `Accept ${fileName}`, exact: true }).click();
    const dialog = admin.getByRole('dialog');
    await dialog.getByLabel('New expiration date').fill(`${new Date().getUTCFullYear() + 5}-06-30`);
    await dialog.getByRole('button', { name: 'Accept file' }).click();
    await dialog.waitFor({ state: 'detached' });

    // the hub counts again shortly after the change; well within the minute of the header's own refresh
    await expect.poll(() => figure(watcher), { timeout: 5_000, interval: 100 }).toBe(before - 1);
    await expect.poll(() => badge.textContent(), { timeout: 2_000 }).toBe(String(before - 1));
    expect(reloads).toBe(0);
    await e2e.shot(watcher, 'live-hub-header-after-decision');
    await admin.close();
    await watcher.close();
  });

  it('tells an open edit form that someone else saved its record', async () => {
    const watcher = await signedIn('watcher', PASSWORD);
    const [type] = await e2e.orm.em.fork().getConnection().execute<{ id: number }[]>(`select id from school_type order by id limit 1`);
    await watcher.goto(`${e2e.baseUrl}/school-types/${type.id}`);
    await watcher.getByLabel('Name').first().waitFor();

    const admin = await signedIn('admin', 'demo-admin');
    // the other person saves through the API with their page's session, as their edit form would
    const saved = await admin.evaluate(async ({ id }) => {
      const { csrfToken } = await (await fetch('/api/account/me')).json();
      const res = await fetch(`/api/rest/school-types/${id}`, { method: 'PUT', headers: { 'content-type': 'application/json', 'X-CSRF-Token': csrfToken }, body: JSON.stringify({ name: 'Renamed by someone else' }) });
      return res.status;
    }, { id: type.id });
    expect(saved).toBe(200);

    // nothing typed on the form: it shows the new name at once, and says whose it is
    const alert = watcher.getByRole('alert').filter({ hasText: 'Changed by Dana Whitfield' });
    await alert.waitFor({ timeout: 5_000 });
    expect(await alert.textContent()).toMatch(/The form now shows their changes/);
    await expect.poll(() => watcher.getByLabel('Name').first().inputValue()).toBe('Renamed by someone else');
    expect(await seriousAxeFindings(watcher)).toEqual([]);
    await e2e.shot(watcher, 'live-hub-edit-warning');
    await admin.close();
    await watcher.close();
  });
});
