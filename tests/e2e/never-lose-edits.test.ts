// Never lose what someone typed (issue 20 §1): two administrators at once. A types into a user's form,
// B saves the same user; A's typed value stays, A is told who changed it and when, sees the fields
// that differ side by side, and chooses: Reload (theirs), or Keep mine (the save is then refused as
// stale, with the comparison, and A may keep their values over B's). A form without unsaved changes
// simply shows the new data, and says so.
import { copyFileSync, mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import roles from '../../resources/roles.js';
import users from '../../resources/users.js';
import { runAs } from '../../server/audit/context.js';
import { hashPassword } from '../../server/auth/password.js';
import { seriousAxeFindings } from './support/axe.js';
import { startE2E, type E2E } from './support/browser.js';

let e2e: E2E;
let targetId: number;
const B_PASSWORD = 'never-lose-bea-pw';
const SHOTS = '/work/shots';

beforeAll(async () => {
  e2e = await startE2E();
  const em = e2e.orm.em.fork();
  await runAs({ userId: null, userName: 'test', via: 'system' }, async () => {
    const admin = await em.findOneOrFail(roles.entity, { name: 'Administrator' } as never);
    const analyst = await em.findOneOrFail(roles.entity, { name: 'Analyst' } as never);
    em.create(users.entity, { username: 'bbaker', email: 'bea.baker@example.org', firstName: 'Bea', lastName: 'Baker', password: await hashPassword(B_PASSWORD), roleId: (admin as { id: number }).id, userKind: 'ucop', isActive: true } as never);
    const target = em.create(users.entity, { username: 'ttester', email: 'terry.tester@example.org', firstName: 'Terry', lastName: 'Tester', phone: '(555) 010-0100', phoneExtension: '12', roleId: (analyst as { id: number }).id, userKind: 'analyst', isActive: true } as never) as { id: number };
    await em.flush();
    targetId = target.id;
  });
}, 600_000);
afterAll(() => e2e?.close());

/** Resets the target user between tests, as the server would store a save (its version moves on). */
async function resetTarget(): Promise<void> {
  await runAs({ userId: null, userName: 'test', via: 'system' }, async () => {
    const em = e2e.orm.em.fork();
    const user = (await em.findOneOrFail(users.entity, targetId as never)) as Record<string, unknown>;
    Object.assign(user, { firstName: 'Terry', phoneExtension: '12' });
    await em.flush();
  });
}

const field = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true });

async function openTarget(page: Page): Promise<void> {
  await page.goto(`${e2e.baseUrl}/membership/users/edit/${targetId}`);
  await expect.poll(() => field(page, 'Phone extension').inputValue()).toBe('12');
}

/** B saves the user through their own edit form. */
async function beaSaves(values: Record<string, string>): Promise<void> {
  const bea = await e2e.signedIn('bbaker', B_PASSWORD);
  await openTarget(bea);
  for (const [label, value] of Object.entries(values)) await field(bea, label).fill(value);
  await bea.getByRole('button', { name: 'Save' }).click();
  await bea.getByText(/^User updated\./).waitFor();
  await bea.close();
}

const stored = async () => (await e2e.orm.em.fork().findOneOrFail(users.entity, targetId as never)) as { firstName: string; phoneExtension: string };

function shotFor(name: string, file: string): void {
  mkdirSync(SHOTS, { recursive: true });
  copyFileSync(file, `${SHOTS}/${name}.png`);
}

describe('an open form when someone else saves the same record', () => {
  it("keeps A's typed value, says who changed it and when, and compares; Keep mine is refused as stale, then A may keep theirs over", async () => {
    await resetTarget();
    const dana = await e2e.signedIn('admin', 'demo-admin');
    await openTarget(dana);
    await field(dana, 'Phone extension').fill('777');

    await beaSaves({ 'First name': 'Terrence', 'Phone extension': '45' });

    const alert = dana.getByRole('alert').filter({ hasText: 'Changed by' });
    // wait for whichever comes: the warning (this code) or the form reloading under the user (before)
    await expect.poll(async () => (await alert.count()) > 0 || (await field(dana, 'Phone extension').inputValue()) !== '777').toBe(true);
    shotFor(process.env.FORM_CONFLICT_SHOT ?? 'after-form-conflict', await e2e.shot(dana, 'never-lose-form-conflict'));

    expect(await field(dana, 'Phone extension').inputValue()).toBe('777');
    expect(await alert.textContent()).toMatch(/Changed by Bea Baker at \d{1,2}:\d{2} [AP]M P[DS]T/);
    // their value beside mine, for the fields that differ, under the model's labels
    const compare = alert.getByRole('table', { name: 'Their values and yours' });
    await expect.poll(() => compare.getByRole('row').allTextContents()).toEqual(['FieldTheirsYours', 'First nameTerrenceTerry', 'Phone extension45777']);
    expect(await seriousAxeFindings(dana)).toEqual([]);

    // Keep mine: the form stays as typed; saving is refused as stale, and the comparison is shown again
    await alert.getByRole('button', { name: 'Keep mine' }).click();
    await dana.getByRole('button', { name: 'Save' }).click();
    const refused = dana.getByRole('alert').filter({ hasText: 'Not saved' });
    await refused.waitFor();
    expect(await refused.textContent()).toMatch(/Not saved: Bea Baker changed this user at \d{1,2}:\d{2} [AP]M P[DS]T/);
    await expect.poll(() => refused.getByRole('row').allTextContents()).toEqual(['FieldTheirsYours', 'First nameTerrenceTerry', 'Phone extension45777']);
    expect(await field(dana, 'Phone extension').inputValue()).toBe('777');
    expect((await stored()).phoneExtension).toBe('45');

    // A decides that their values win: the form now builds on B's version and saves
    await refused.getByRole('button', { name: 'Save mine over theirs' }).click();
    await dana.getByText(/^User updated\./).waitFor();
    expect(await stored()).toMatchObject({ firstName: 'Terry', phoneExtension: '777' });
    await dana.close();
  }, 240_000);

  it('Reload shows their data in place of what A typed', async () => {
    await resetTarget();
    const dana = await e2e.signedIn('admin', 'demo-admin');
    await openTarget(dana);
    await field(dana, 'Phone extension').fill('888');
    await beaSaves({ 'Phone extension': '46' });

    const alert = dana.getByRole('alert').filter({ hasText: 'Changed by Bea Baker' });
    await alert.getByRole('button', { name: 'Reload (theirs)' }).click();
    await expect.poll(() => field(dana, 'Phone extension').inputValue()).toBe('46');
    await alert.waitFor({ state: 'detached' });
    // nothing unsaved is left: leaving asks nothing
    await dana.getByRole('menuitem', { name: 'Dashboard', exact: true }).click();
    await dana.waitForURL(/\/dashboard\/?$/);
    await dana.close();
  });

  it('a form with nothing typed shows the new data at once, and says whose it is', async () => {
    await resetTarget();
    const dana = await e2e.signedIn('admin', 'demo-admin');
    await openTarget(dana);
    await beaSaves({ 'Phone extension': '47' });

    await expect.poll(() => field(dana, 'Phone extension').inputValue()).toBe('47');
    const alert = dana.getByRole('alert').filter({ hasText: 'Changed by Bea Baker' });
    expect(await alert.textContent()).toMatch(/The form now shows their changes/);
    await dana.close();
  });
});
