// Lists on large tables (issue 6 §6) in the browser: on the demo data, active schools are more than
// the server counts (10,000), so the Institutions list reads "1–25 of more than 10,000" and still
// pages forward and back.
import { seriousAxeFindings } from './support/axe.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2E, type E2E } from './support/browser.js';

let e2e: E2E;

beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(() => e2e?.close());

const ACTIVE_SCHOOLS = { institutionTypeId: 1, isActive: true };

describe('pagination of a list beyond the count cap', () => {
  it('reads "of more than 10,000" and pages both ways', async () => {
    const page = await e2e.newPage();
    await e2e.signIn(page, 'admin', 'demo-admin');
    // the filter must really match more than the cap, or this case would prove nothing
    const exact = await page.evaluate(async (filter) => {
      const res = await fetch(`/api/rest/institutions?filter=${encodeURIComponent(JSON.stringify(filter))}&range=${encodeURIComponent('[0,0]')}`, { headers: { Prefer: 'count=exact' } });
      return Number(res.headers.get('content-range')?.split('/')[1]);
    }, ACTIVE_SCHOOLS);
    expect(exact).toBeGreaterThan(10_000);

    await page.goto(`${e2e.baseUrl}/institutions?filter=${encodeURIComponent(JSON.stringify(ACTIVE_SCHOOLS))}`);
    const label = (text: string) => page.getByText(text, { exact: true });
    await expect.poll(() => label('1–25 of more than 10,000').count(), { timeout: 20_000 }).toBe(1);
    await expect.poll(() => page.getByRole('row').count()).toBe(26);
    // tall enough for the filters at the top and the pagination under the 25 rows in one picture
    await page.setViewportSize({ width: 1366, height: 1300 });
    await e2e.shot(page, 'institutions-capped-pagination');

    expect(await seriousAxeFindings(page, '.MuiTablePagination-root')).toEqual([]);

    expect(await page.getByRole('button', { name: 'Go to previous page' }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Go to next page' }).click();
    await expect.poll(() => label('26–50 of more than 10,000').count()).toBe(1);
    expect(page.url()).toContain('page=2');
    await page.getByRole('button', { name: 'Go to previous page' }).click();
    await expect.poll(() => label('1–25 of more than 10,000').count()).toBe(1);
    await page.context().close();
  });
});
