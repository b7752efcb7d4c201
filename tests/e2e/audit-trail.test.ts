// The audit trail screen in the browser on the real server with the demo data (issue 23 §3): the
// administrator opens Operations › Audit trail and reads "Verified up to entry N"; an entry changed in
// the database with plain SQL (as psql would) is named after "Verify now". No serious axe findings at
// 1366 and 400 px, and nothing reaches past a 400 px window.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeFindings } from './support/axe.js';
import { startE2E, type E2E } from './support/browser.js';

let e2e: E2E;
let page: Page;

beforeAll(async () => {
  e2e = await startE2E();
  page = await e2e.signedIn('admin', 'demo-admin');
});
afterAll(() => e2e?.close());

const horizontalOverflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
const sql = <T>(text: string, params: unknown[] = []) => e2e.orm.em.getConnection().execute<T[]>(text, params);

describe('audit trail screen', () => {
  it('shows the trail verified up to its newest entry', async () => {
    const [{ id: newest }] = await sql<{ id: number }>('select max(id) as id from audit_entry');
    await page.getByRole('menuitem', { name: 'Audit trail' }).click();
    await page.waitForURL((url) => url.pathname === '/audit');
    await expect.poll(() => page.title()).toMatch(/^Audit trail \|/);
    const card = page.getByRole('region', { name: 'Verification' });
    const outcome = card.getByRole('status').or(card.getByRole('alert'));
    // the server's last verification first, then the one the screen asks for on opening
    await expect.poll(async () => ((await outcome.count()) ? await outcome.first().textContent() : ''), { timeout: 60_000 }).toMatch(/^Verified up to entry \d+, /);
    const verifiedUpTo = Number(/entry (\d+)/.exec((await outcome.first().textContent())!)![1]);
    expect(verifiedUpTo).toBeGreaterThanOrEqual(Number(newest));
    await page.getByRole('region', { name: 'Latest entries: table' }).waitFor();
    expect(await seriousAxeFindings(page)).toEqual([]);
    await e2e.shot(page, 'audit-trail-verified-1366');
  });

  it('names the entry changed in the database after Verify now', async () => {
    const [{ id }] = await sql<{ id: number }>('select min(id) as id from audit_entry');
    await sql(`update audit_entry set user_name = 'someone else' where id = ?`, [id]);
    await page.getByRole('button', { name: 'Verify now' }).click();
    const alert = page.getByRole('alert').filter({ hasText: `The audit trail is broken at entry ${id}` });
    await alert.waitFor({ timeout: 60_000 });
    expect(await alert.textContent()).toContain(`Entry ${id} was changed after it was written.`);
    expect(await seriousAxeFindings(page)).toEqual([]);
    await e2e.shot(page, 'audit-trail-broken-1366');
  });

  it('fits a 400 px window', async () => {
    await page.setViewportSize({ width: 400, height: 900 });
    await page.getByRole('button', { name: 'Verify now' }).waitFor();
    expect(await horizontalOverflow()).toBeLessThanOrEqual(0);
    expect(await seriousAxeFindings(page)).toEqual([]);
    await e2e.shot(page, 'audit-trail-400');
  });
});
