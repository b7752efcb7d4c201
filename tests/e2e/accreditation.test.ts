// Accreditation review in the browser on the real server with the demo data (seeds/accreditation): an
// accreditation reviewer (a role with AdminReviewAccreditation only) finds the pending list in the
// menu, opens a school's review, accepts one file with a new expiration date, and is refused on
// another accepted without a date, seeing the rule's reason under the date; adds a comment.
// Each screen has no serious or critical axe finding at 1366 and 700 px; screenshots at both.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import roles from '../../resources/roles.js';
import users from '../../resources/users.js';
import { runAs } from '../../server/audit/context.js';
import { hashPassword } from '../../server/auth/password.js';
import type { SessionUser } from '../../server/auth/session-user.js';
import { uploadFile } from '../../server/accreditation/upload.js';
import { letterPdf, scanPng } from '../../seeds/accreditation/sample-files.js';
import { seriousAxeFindings } from './support/axe.js';
import { startE2E, type E2E } from './support/browser.js';
import { horizontalOverflow } from './support/fit.js';

let e2e: E2E;
let schoolId: number;
let schoolName: string;
const PASSWORD = 'accreditation-reviewer-pw';

beforeAll(async () => {
  e2e = await startE2E();
  const em = e2e.orm.em.fork();
  await runAs({ userId: null, userName: 'test', via: 'system' }, async () => {
    const role = em.create(roles.entity, { name: 'Accreditation Reviewer', description: 'Reviews accreditation files.', abilities: ['AdminReviewAccreditation'] } as never) as { id: number };
    await em.flush();
    em.create(users.entity, { username: 'areviewer', email: 'areviewer@example.org', firstName: 'Ana', lastName: 'Reyes', password: await hashPassword(PASSWORD), roleId: role.id, userKind: 'ucop', isActive: true } as never);
    await em.flush();
  });
  // a school of the pending list gets two more letters to decide
  const [first] = await em.getConnection().execute<{ institution_id: number }[]>(`select institution_id from accreditation_file where status_id = 1 order by id limit 1`);
  schoolId = first.institution_id;
  schoolName = ((await em.findOneOrFail('Institution', { id: schoolId } as never)) as unknown as { name: string }).name;
  const reviewer = (await em.findOneOrFail(users.entity, { username: 'areviewer' } as never)) as unknown as { id: number };
  const user: SessionUser = { id: reviewer.id, username: 'areviewer', firstName: 'Ana', lastName: 'Reyes', email: 'areviewer@example.org', roleId: null, roleName: null, abilities: ['AdminReviewAccreditation'] };
  await runAs({ userId: reviewer.id, userName: 'areviewer', via: 'api' }, async () => {
    await uploadFile(e2e.orm.em.fork(), user, schoolId, { fileName: 'Renewal letter.pdf', content: letterPdf([schoolName, 'Renewal of accreditation']).toString('base64') });
    await uploadFile(e2e.orm.em.fork(), user, schoolId, { fileName: 'Visiting committee scan.png', content: scanPng([40, 90, 150]).toString('base64') });
  });
}, 600_000);
afterAll(() => e2e?.close());

const signedIn = () => e2e.signedIn('areviewer', PASSWORD);

const fileRow = (page: Page, name: string) => page.getByRole('row').filter({ hasText: name });

describe('accreditation review in the browser', () => {
  it('lists the pending accreditations, paged and sortable, from the menu', async () => {
    const page = await signedIn();
    await page.getByRole('menuitem', { name: 'Accreditation', exact: true }).click();
    await page.waitForURL(/\/accreditation$/);
    const table = page.getByRole('table', { name: 'Pending accreditations' });
    await table.waitFor();
    expect(await table.getByRole('row').count()).toBe(26); // header and 25 rows
    await expect.poll(() => page.getByText(/^1–25 of \d+$/).count()).toBe(1);
    expect(await seriousAxeFindings(page)).toEqual([]);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await e2e.shot(page, 'accreditation-pending-1366');

    await page.getByRole('button', { name: /^Institution/ }).click();
    await expect.poll(() => page.locator('th[aria-sort="ascending"]').textContent()).toMatch(/^Institution/);
    await page.getByRole('searchbox', { name: 'Search by institution, CDS code or city' }).fill(schoolName);
    await expect.poll(() => table.getByRole('row').count()).toBe(2);
    await table.getByRole('link', { name: schoolName }).click();
    await page.waitForURL(new RegExp(`/accreditation/review/${schoolId}$`));
    await page.getByRole('heading', { name: 'Accreditation files' }).waitFor();
    await page.close();
  });

  it('accepts one file with a new expiration date and is refused on another without one, seeing the reason', async () => {
    const page = await signedIn();
    await page.goto(`${e2e.baseUrl}/accreditation/review/${schoolId}`);
    await page.getByRole('heading', { name: `Accreditation review: ${schoolName}` }).waitFor();
    await fileRow(page, 'Renewal letter.pdf').waitFor();
    expect(await seriousAxeFindings(page)).toEqual([]);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await e2e.shot(page, 'accreditation-review-1366');

    const date = `${new Date().getUTCFullYear() + 4}-06-30`;
    await page.getByRole('button', { name: 'Accept Renewal letter.pdf', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('New expiration date').fill(date);
    await dialog.getByRole('button', { name: 'Accept file' }).click();
    await dialog.waitFor({ state: 'detached' });
    await fileRow(page, 'Renewal letter.pdf').getByText('Accepted').waitFor();
    await page.getByText(`New expiration Jun 30, ${date.slice(0, 4)}`).first().waitFor();

    await page.getByRole('button', { name: 'Accept Visiting committee scan.png', exact: true }).click();
    await dialog.getByRole('button', { name: 'Accept file' }).click();
    // a refusal the reviewer can fix: the rule's reason under the date, no failure sentence (messages.test.ts)
    await dialog.getByText('Enter a valid new expiration date before accepting the file').waitFor();
    expect(await dialog.getByText('An error occurred while updating this file.').count()).toBe(0);
    expect(await seriousAxeFindings(page, '[role="dialog"]')).toEqual([]);
    await e2e.shot(page, 'accreditation-refused-1366');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    await fileRow(page, 'Visiting committee scan.png').getByText('Pending').waitFor();
    await page.close();
  });

  it('has no serious axe finding and no sideways scroll at 700 px', async () => {
    const page = await signedIn();
    await page.setViewportSize({ width: 700, height: 900 });
    await page.goto(`${e2e.baseUrl}/accreditation`);
    await page.getByRole('table', { name: 'Pending accreditations' }).waitFor();
    expect(await seriousAxeFindings(page)).toEqual([]);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await e2e.shot(page, 'accreditation-pending-700');
    await page.goto(`${e2e.baseUrl}/accreditation/review/${schoolId}`);
    await fileRow(page, 'Visiting committee scan.png').waitFor();
    expect(await seriousAxeFindings(page)).toEqual([]);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await e2e.shot(page, 'accreditation-review-700');
    await page.getByRole('button', { name: 'Accept Visiting committee scan.png', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('New expiration date').waitFor();
    expect(await seriousAxeFindings(page, '[role="dialog"]')).toEqual([]);
    await e2e.shot(page, 'accreditation-decision-700');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.close();
  });

  it('adds a comment', async () => {
    const page = await signedIn();
    await page.goto(`${e2e.baseUrl}/accreditation/review/${schoolId}`);
    await page.getByRole('heading', { name: 'Comments' }).waitFor();
    await page.getByLabel('New comment').fill('Asked the school for the signed letter.');
    await page.getByRole('button', { name: 'Add comment' }).click();
    await page.getByRole('list', { name: 'Comments' }).getByText('Asked the school for the signed letter.').waitFor();
    await page.close();
  });
});
