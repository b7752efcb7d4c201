// Open lists follow the live hub (issue 20 §1): another administrator accepts the last pending
// accreditation file of an institution; on the pending accreditations list already open, the row goes
// away without a reload, and the user keeps their place: search, sort, page size and scroll position.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import roles from '../../resources/roles.js';
import users from '../../resources/users.js';
import { runAs } from '../../server/audit/context.js';
import { hashPassword } from '../../server/auth/password.js';
import { startE2E, type E2E } from './support/browser.js';

let e2e: E2E;
let target: { institutionId: number; fileId: number; name: string };
const B_PASSWORD = 'live-lists-other-admin-pw';

beforeAll(async () => {
  e2e = await startE2E();
  const em = e2e.orm.em.fork();
  await runAs({ userId: null, userName: 'test', via: 'system' }, async () => {
    const admin = (await em.findOneOrFail(roles.entity, { name: 'Administrator' } as never)) as { id: number };
    em.create(users.entity, { username: 'oadmin', email: 'omar.adeyemi@example.org', firstName: 'Omar', lastName: 'Adeyemi', password: await hashPassword(B_PASSWORD), roleId: admin.id, userKind: 'ucop', isActive: true } as never);
    await em.flush();
  });
  // an institution with exactly one pending file (accepting it takes the institution off the list),
  // from the middle of the list by name, so that the list scrolls above and below it
  const rows = await em.getConnection().execute<{ institution_id: number; id: number; name: string }[]>(
    `select f.institution_id, min(f.id) as id, i.name from accreditation_file f join institution i on i.id = f.institution_id
     where f.status_id = 1 group by f.institution_id, i.name having count(*) = 1 order by i.name`,
  );
  const row = rows[Math.floor(rows.length / 2)];
  target = { institutionId: row.institution_id, fileId: row.id, name: row.name };
}, 600_000);
afterAll(() => e2e?.close());

/** The other administrator accepts the file through the API, with their own session. */
async function otherAdminAccepts(): Promise<number> {
  const other = await e2e.signedIn('oadmin', B_PASSWORD);
  const status = await other.evaluate(
    async ({ institutionId, fileId, date }) => {
      const { csrfToken } = await (await fetch('/api/account/me')).json();
      const res = await fetch(`/api/admin/institution/${institutionId}/AccreditationFile/${fileId}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'X-CSRF-Token': csrfToken },
        body: JSON.stringify({ institutionId, statusId: 2, accreditationExpirationDate: date }),
      });
      return res.status;
    },
    { institutionId: target.institutionId, fileId: target.fileId, date: `${new Date().getUTCFullYear() + 5}-06-30` },
  );
  await other.close();
  return status;
}

const rowOf = (page: Page, name: string) => page.getByRole('table', { name: 'Pending accreditations' }).getByRole('row').filter({ has: page.getByRole('link', { name, exact: true }) });

describe('an open list when another administrator changes what it shows', () => {
  it('drops the accepted institution from the pending accreditations, keeping search, sort, page size and scroll', async () => {
    const page = await e2e.signedIn('admin', 'demo-admin', 1366);
    await page.setViewportSize({ width: 1366, height: 500 });
    await page.goto(`${e2e.baseUrl}/accreditation`);
    await rowOf(page, target.name).waitFor();
    // counted from here: loading the app navigates twice (the page, then React Router's replaceState of
    // its history index on start), neither of which is a reload
    let reloads = 0;
    page.on('framenavigated', (frame) => frame === page.mainFrame() && reloads++);

    // the user's place: sorted by name, 100 a page, scrolled to the row
    await page.getByRole('button', { name: 'Institution' }).click();
    await page.getByRole('combobox', { name: /Rows per page|per page/i }).click();
    await page.getByRole('option', { name: '100' }).click();
    await rowOf(page, target.name).evaluate((el) => el.scrollIntoView({ block: 'center' }));
    const place = async () => ({
      url: page.url(),
      scrollY: await page.evaluate(() => Math.round(window.scrollY)),
      sorted: await page.getByRole('columnheader', { name: /Institution/ }).getAttribute('aria-sort'),
    });
    const before = await place();
    expect(before.scrollY).toBeGreaterThan(0);
    const count = await page.getByRole('table', { name: 'Pending accreditations' }).getByRole('row').count();

    expect(await otherAdminAccepts()).toBe(200);

    await expect.poll(() => rowOf(page, target.name).count()).toBe(0);
    expect(await page.getByRole('table', { name: 'Pending accreditations' }).getByRole('row').count()).toBe(count - 1);
    expect(await place()).toEqual(before);
    expect(reloads).toBe(0);
    await e2e.shot(page, 'live-lists-accreditation-after');
    await page.close();
  });
});
