// Words people use (issue 20 §4), where a person is named: the audit trail and the administrator's
// "My recent changes" name the person who made a change, never their username, and a decision by its
// course, never "#id". Every screen's words are read by the screen walk (every-screen.test.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2E, type E2E } from './support/browser.js';
import { approveOneReviewAs, sessionUserOf } from './support/decided-review.js';
import { openScreen, trackCalls } from './support/open-screen.js';
import { productIdentifiers } from '../support/product-identifiers.js';
import { findLeaks } from '../support/screen-words.js';
import { loadCheckedModel } from '../../server/boot.js';

let e2e: E2E;
let identifiers: Set<string>;
let decided: number;

beforeAll(async () => {
  e2e = await startE2E();
  identifiers = productIdentifiers((await loadCheckedModel()).resources);
  decided = await approveOneReviewAs(e2e, 'admin');
}, 600_000);
afterAll(() => e2e?.close());

describe('words people use', () => {
  it("names the person who made a change, not their username, in the audit trail and the administrator's recent changes", async () => {
    const admin = await sessionUserOf(e2e, 'admin');
    const fullName = `${admin.firstName} ${admin.lastName}`;
    const page = await e2e.signedIn('admin', 'demo-admin');
    const calls = trackCalls(page);

    // the dashboard names the decided review by its course, not "#id"
    await openScreen(page, calls, '/dashboard');
    const recent = page.getByRole('region', { name: 'My recent changes' });
    await expect.poll(() => recent.getByRole('listitem').count(), { timeout: 30_000 }).toBeGreaterThan(0);
    expect(await recent.innerText()).not.toMatch(/#\d+/);

    // the review's audit history says who decided it by name
    await openScreen(page, calls, `/course-submission-reviews/${decided}/show`);
    await page.getByRole('button', { name: 'Audit history' }).click();
    const dialog = page.getByRole('dialog');
    const userCells = dialog.getByRole('row').filter({ hasText: 'Updated' }).locator('td:nth-child(3)');
    await expect.poll(() => userCells.allInnerTexts(), { timeout: 30_000 }).toContain(fullName);
    expect(await userCells.allInnerTexts()).not.toContain(admin.username);
    // the dialog's own words: its title names the review, the changes are in labels
    expect(findLeaks(await dialog.innerText(), { identifiers }).map((l) => `${l.kind} ${l.word}`)).toEqual([]);
    await page.context().close();
  });
});
