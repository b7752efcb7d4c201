// Impersonation in the browser on the real server with the demo data (spec 1 §1, §2, §7): the
// administrator finds an analyst in the navbar search, confirms "Act as {name}?" in the impersonate
// modal, sees the banner on every screen and the analyst's back office (no membership screens), stops
// and is back; the same for an institution user, whose view is their account and institutions. A start
// page opened from a link asks before it starts. No serious or critical axe finding at 1366 and 700 px.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { seriousAxeFindings } from './support/axe.js';
import { startE2E, type E2E } from './support/browser.js';
import { checkAtBothWidths } from './support/fit.js';

let e2e: E2E;
let analystId: number;
let external: { id: number; first_name: string; last_name: string; institution: string };

beforeAll(async () => {
  e2e = await startE2E();
  const sql = e2e.orm.em.fork().getConnection();
  [{ id: analystId }] = await sql.execute<{ id: number }[]>(`select id from app_user where username = 'analyst'`);
  [external] = await sql.execute<(typeof external)[]>(
    `select u.id, u.first_name, u.last_name, min(i.name) as institution from app_user u join user_institution m on m.user_id = u.id join institution i on i.id = m.institution_id
     where u.user_kind = 'external' and u.is_active group by u.id, u.first_name, u.last_name order by u.id limit 1`,
  );
}, 600_000);
afterAll(() => e2e?.close());

const banner = (page: Page) => page.getByRole('region', { name: 'Impersonation' });

async function chooseInSearch(page: Page, query: string, option: RegExp) {
  const search = page.getByRole('combobox', { name: 'Find a user or analyst' });
  await search.fill(query);
  await page.getByRole('option', { name: option }).click();
}

describe('impersonation in the browser', () => {
  it('acts as an analyst from the navbar search, shows the banner everywhere and stops', async () => {
    const page = await e2e.newPage();
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await e2e.signIn(page, 'admin', 'demo-admin');
    // the menu is drawn after the dashboard's address is reached: wait for it, then count
    await page.getByRole('menuitem', { name: 'Membership' }).waitFor();

    await chooseInSearch(page, 'Priya', /Priya Raman/);
    const dialog = page.getByRole('dialog', { name: 'Act as Priya Raman?' });
    await dialog.getByText('Priya Raman is an analyst').waitFor();
    expect(await seriousAxeFindings(page), 'impersonate modal').toEqual([]);
    await e2e.shot(page, 'impersonation-modal-1366');
    await dialog.getByRole('button', { name: 'Act as Priya Raman' }).click();

    await page.waitForURL(/\/dashboard\/?$/);
    const ready = () => banner(page).getByText('You are acting as').waitFor();
    await ready();
    await expect(banner(page).textContent()).resolves.toContain('You are acting as Priya Raman');
    // the analyst's back office: her abilities only, no membership screens, no navbar search
    await page.getByRole('menuitem', { name: 'Dashboard' }).waitFor();
    await expect(page.getByRole('menuitem', { name: 'Membership' }).count()).resolves.toBe(0);
    await expect(page.getByRole('combobox', { name: 'Find a user or analyst' }).count()).resolves.toBe(0);
    await checkAtBothWidths(e2e, page, 'impersonation-analyst', ready);

    // every screen carries the banner
    await page.goto(`${e2e.baseUrl}/courses/search`);
    await ready();
    // the membership screens are the administrator's, not hers
    await page.goto(`${e2e.baseUrl}/membership`);
    await page.waitForURL(/\/error\/access/);
    await ready();

    await banner(page).getByRole('button', { name: 'Stop impersonating' }).click();
    await page.waitForURL(/\/dashboard\/?$/);
    await page.getByRole('menuitem', { name: 'Membership' }).waitFor();
    await expect(banner(page).count()).resolves.toBe(0);
    await e2e.shot(page, 'impersonation-stopped-1366');
    await page.close();
  });

  it('acts as an institution user: their account and institutions, read-only', async () => {
    const page = await e2e.newPage();
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await e2e.signIn(page, 'admin', 'demo-admin');
    const name = `${external.first_name} ${external.last_name}`;
    await chooseInSearch(page, name, new RegExp(name));
    const dialog = page.getByRole('dialog', { name: `Act as ${name}?` });
    await dialog.getByText('is an institution user').waitFor();
    await dialog.getByRole('button', { name: `Act as ${name}` }).click();

    await page.waitForURL(/\/account\/institutions$/);
    const ready = () => page.getByRole('heading', { name: external.institution, exact: true }).waitFor();
    await ready();
    await expect(banner(page).textContent()).resolves.toContain(`You are acting as ${name}`);
    await checkAtBothWidths(e2e, page, 'impersonation-institution-user', ready);

    await banner(page).getByRole('button', { name: 'Stop impersonating' }).click();
    await page.waitForURL(/\/dashboard\/?$/);
    await page.getByRole('menuitem', { name: 'Membership' }).waitFor();
    await page.close();
  });

  it('asks before it starts when the start page is opened from a link', async () => {
    const page = await e2e.newPage();
    await e2e.signIn(page, 'admin', 'demo-admin');
    await page.goto(`${e2e.baseUrl}/impersonate/analyst/${analystId}`);
    const ready = () => page.getByRole('button', { name: 'Act as Priya Raman' }).waitFor();
    await ready();
    await expect(banner(page).count()).resolves.toBe(0);
    await checkAtBothWidths(e2e, page, 'impersonation-start-page', ready);
    await page.getByRole('button', { name: 'Act as Priya Raman' }).click();
    await page.waitForURL(/\/dashboard\/?$/);
    await banner(page).getByText('You are acting as').waitFor();
    await banner(page).getByRole('button', { name: 'Stop impersonating' }).click();
    await page.getByRole('menuitem', { name: 'Membership' }).waitFor();
    await page.close();
  });
});
