// Self-reported courses in the browser on the real server with the demo data (seeds/course-audits.ts):
// an analyst (AdminReview) opens the summary from the menu, includes closed publishers, opens a
// publisher's courses of the year, selects a course for audit and removes it again (the spec's
// success message), is refused a duplicate course audit title with the server's message, and rejects
// a publisher's cancellation request with a reason. No serious or critical axe finding at 1366 and
// 700 px, no sideways scroll; screenshots of each screen and modal.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_MESSAGES } from '../../resources/_course-audits.js';
import { seriousAxeFindings } from './support/axe.js';
import { startE2E, type E2E } from './support/browser.js';
import { horizontalOverflow } from './support/fit.js';

let e2e: E2E;
/** a publisher whose first page of courses this year holds a course to select and a cancellation request */
let publisher: { id: number; name: string; yearId: number; yearName: string; free: string; requested: string; runningTitle: string };

beforeAll(async () => {
  e2e = await startE2E();
  const conn = e2e.orm.em.getConnection();
  // the publisher page's order: title regardless of case, then title, then course id
  const ranked = await conn.execute<{ publisher_id: number; name: string; year_id: number; year_name: string; title: string; status: string | null; rank: number }[]>(
    `select k.institution_id as publisher_id, i.name, y.academic_year_id as year_id, ay.name as year_name, y.title, a.status,
            row_number() over (partition by k.institution_id, y.academic_year_id order by lower(y.title), y.title, k.id) as rank
     from course_year y join course k on k.id = y.course_id join institution i on i.id = k.institution_id
     join academic_year ay on ay.id = y.academic_year_id
     left join course_audit a on a.course_id = k.id and a.year_id = y.academic_year_id and a.is_active
     where y.academic_year_id = (select max(year_id) from course_audit where is_active) and i.institution_type_id = 4
     order by i.name, rank`,
  );
  const firstPage = ranked.filter((r) => Number(r.rank) <= 20);
  for (const name of [...new Set(firstPage.map((r) => r.name))]) {
    const rows = firstPage.filter((r) => r.name === name);
    const all = ranked.filter((r) => r.name === name);
    const free = rows.find((r) => r.status === null && !all.some((o) => o.status !== null && o.title.toLowerCase() === r.title.toLowerCase()));
    const requested = rows.find((r) => r.status === 'cancellationRequested');
    const running = all.find((r) => r.status === 'selected');
    if (free && requested && running) {
      publisher = { id: free.publisher_id, name, yearId: free.year_id, yearName: free.year_name, free: free.title, requested: requested.title, runningTitle: running.title };
      break;
    }
  }
  expect(publisher).toBeDefined();
}, 600_000);
afterAll(() => e2e?.close());

const signedIn = (width = 1366) => e2e.signedIn('analyst', 'demo-analyst', width);

const courseRow = (page: Page, title: string) => page.getByRole('row').filter({ has: page.getByRole('link', { name: title, exact: true }) });
const publisherUrl = () => `${e2e.baseUrl}/courses/self-reported/publisher/${publisher.id}?academicYearId=${publisher.yearId}`;

describe('self-reported courses in the browser', () => {
  it('lists the online publishers from the menu, closed ones on request, and opens a publisher', async () => {
    const page = await signedIn();
    await page.getByRole('menuitem', { name: 'Self-reported courses' }).click();
    await page.waitForURL(/\/courses\/self-reported$/);
    const table = page.getByRole('table', { name: 'Online publishers' });
    await table.getByRole('link', { name: publisher.name }).waitFor();
    const active = await table.getByRole('row').count();
    expect(active).toBeGreaterThan(4);
    expect(active).toBeLessThanOrEqual(11); // the heading and at most 10 publishers
    expect(await page.getByText('Closed', { exact: true }).count()).toBe(0);
    expect(await seriousAxeFindings(page)).toEqual([]);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await e2e.shot(page, 'self-reported-summary-1366');

    await page.getByLabel('Include closed publishers').check();
    await expect.poll(() => table.getByRole('row').count()).toBe(active + 1);
    await page.getByText('Closed', { exact: true }).first().waitFor();

    await table.getByRole('link', { name: publisher.name }).click();
    await page.waitForURL(new RegExp(`/courses/self-reported/publisher/${publisher.id}\\?academicYearId=\\d+$`));
    await page.getByRole('heading', { name: publisher.name, exact: true }).waitFor();
    await page.close();
  });

  it("selects a publisher's course for audit and removes it again, with the spec's message", async () => {
    const page = await signedIn();
    await page.goto(publisherUrl());
    const row = courseRow(page, publisher.free);
    await row.waitFor();
    expect(await seriousAxeFindings(page)).toEqual([]);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await e2e.shot(page, 'self-reported-publisher-1366');

    await row.getByRole('button', { name: `Select ${publisher.free} for audit` }).click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.getByLabel('Course audit title').inputValue()).toBe(publisher.free);
    expect(await seriousAxeFindings(page, '[role="dialog"]')).toEqual([]);
    await e2e.shot(page, 'self-reported-select-1366');
    await dialog.getByRole('button', { name: 'Select for audit' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText(`${publisher.free} was selected for audit.`).waitFor();
    await row.getByText('Selected for audit').waitFor();

    await row.getByRole('button', { name: `Remove ${publisher.free} from audit` }).click();
    await dialog.getByRole('radio', { name: 'This course' }).check();
    expect(await seriousAxeFindings(page, '[role="dialog"]')).toEqual([]);
    await e2e.shot(page, 'self-reported-remove-1366');
    await dialog.getByRole('button', { name: 'Remove from audit' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText(AUDIT_MESSAGES.removed, { exact: true }).waitFor();
    await row.getByText('Removed from audit').waitFor();
    await row.getByRole('button', { name: `Select ${publisher.free} for audit` }).waitFor();
    await page.close();
  });

  it("refuses a duplicate course audit title with the server's message", async () => {
    const page = await signedIn();
    await page.goto(publisherUrl());
    const row = courseRow(page, publisher.free);
    await row.getByRole('button', { name: `Select ${publisher.free} for audit` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Course audit title').fill(publisher.runningTitle);
    await dialog.getByRole('button', { name: 'Select for audit' }).click();
    await dialog.getByRole('alert').filter({ hasText: `A course audit titled "${publisher.runningTitle}" is already running for ${publisher.name} in ${publisher.yearName}.` }).waitFor();
    expect(await dialog.getByText(AUDIT_MESSAGES.selectFailed).count()).toBe(0);
    expect(await seriousAxeFindings(page, '[role="dialog"]')).toEqual([]);
    await e2e.shot(page, 'self-reported-duplicate-1366');
    // what was typed is not thrown away unasked
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('dialog', { name: 'Discard what you typed?' }).getByRole('button', { name: 'Discard' }).click();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    await page.close();
  });

  it('rejects an audit cancellation request with a reason, and the header count goes down', async () => {
    const page = await signedIn();
    await page.goto(publisherUrl());
    const stat = page.getByText(/^Pending audit cancellations: \d+$/);
    await stat.waitFor();
    const before = Number((await stat.textContent())!.split(': ')[1]);
    const row = courseRow(page, publisher.requested);
    await row.getByRole('button', { name: `Review the audit cancellation of ${publisher.requested}` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('radio', { name: 'Reject: keep the audit' }).check();
    await dialog.getByLabel(/^Reason/).fill('The audit is already under way.');
    expect(await seriousAxeFindings(page, '[role="dialog"]')).toEqual([]);
    await e2e.shot(page, 'self-reported-cancellation-1366');
    await dialog.getByRole('button', { name: 'Reject request' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText(AUDIT_MESSAGES.responded, { exact: true }).waitFor();
    await row.getByText('Selected for audit').waitFor();
    await page.getByText(`Pending audit cancellations: ${before - 1}`).waitFor();
    await page.close();
  });

  it('has no serious axe finding and no sideways scroll at 700 px', async () => {
    const page = await signedIn(700);
    await page.goto(`${e2e.baseUrl}/courses/self-reported`);
    await page.getByRole('table', { name: 'Online publishers' }).waitFor();
    expect(await seriousAxeFindings(page)).toEqual([]);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await e2e.shot(page, 'self-reported-summary-700');
    await page.goto(publisherUrl());
    await courseRow(page, publisher.free).waitFor();
    expect(await seriousAxeFindings(page)).toEqual([]);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await e2e.shot(page, 'self-reported-publisher-700');
    await courseRow(page, publisher.free).getByRole('button', { name: `Select ${publisher.free} for audit` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Course audit title').waitFor();
    expect(await seriousAxeFindings(page, '[role="dialog"]')).toEqual([]);
    await e2e.shot(page, 'self-reported-select-700');
    await page.close();
  });
});
