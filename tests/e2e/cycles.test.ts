// Submission Cycles in the browser on the real server with the demo data (seeds/cycles.ts): the
// administrator opens the Site Settings tab, edits the next cycle's phase dates and sees the
// neighbouring phase follow (spec 3 §4), saves (the form closes), reloads and finds the dates kept,
// stored a day later than shown; cancel puts the shown dates back; a date the server refuses shows
// its message under the field. No serious or critical axe finding at 1366 and 700 px, shown and
// edited; the page fits 400 px. Screenshots test-results/screenshots/cycles-*.png.
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, dayWords } from '../../core/time/office-time.js';
import { recentSubmissionCycles } from '../../server/cycles/current.js';
import type { SubmissionCycleJson } from '../../core/contract/cycles.js';
import { seriousAxeFindings } from './support/axe.js';
import { startE2E, type E2E } from './support/browser.js';
import { checkAtBothWidths, horizontalOverflow } from './support/fit.js';

let e2e: E2E;
let current: SubmissionCycleJson;
let next: SubmissionCycleJson;
const PAGE = '/settings/submissioncycle/';

beforeAll(async () => {
  e2e = await startE2E();
  [current, next] = await recentSubmissionCycles(e2e.orm.em.fork());
}, 600_000);
afterAll(() => e2e?.close());

async function signedIn(): Promise<Page> {
  const page = await e2e.newPage();
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await e2e.signIn(page, 'admin', 'demo-admin');
  return page;
}

const nextCycle = (page: Page) => page.getByRole('region', { name: `Next submission cycle: ${next.academicYear}` });
const ready = (page: Page) => () => nextCycle(page).getByText(next.phases[0].phaseName).waitFor();
const box = (region: Locator, label: string) => region.getByLabel(label, { exact: true });
/** The phases' rows as the display shows them. */
const phaseTexts = (region: Locator) => region.getByRole('listitem').allInnerTexts();

describe('submission cycles in the browser', () => {
  it('shows the current and next cycles under the Site Settings tabs, accessible at both widths', async () => {
    const page = await signedIn();
    await page.goto(e2e.baseUrl + PAGE);
    await ready(page)();
    await expect.poll(() => page.title()).toMatch(/^Submission Cycles · Site Settings \|/);
    const tabs = page.getByRole('tablist', { name: 'Site Settings pages' });
    expect(await tabs.getByRole('tab', { selected: true }).textContent()).toBe('Submission Cycles');
    await page.getByRole('region', { name: `Current submission cycle: ${current.academicYear}` }).waitFor();
    await page.getByRole('region', { name: /^Current registration cycle: \d{4}$/ }).waitFor();
    await page.getByRole('region', { name: /^Next registration cycle: \d{4}$/ }).waitFor();
    // the hiatus phase is marked, and the end shown is the day before the stored one
    const hiatus = next.phases.find((p) => p.isHiatusPeriod)!;
    const row = nextCycle(page).getByRole('listitem').filter({ hasText: hiatus.phaseName }).first();
    expect(await row.innerText()).toContain(`ends ${dayWords(addDays(hiatus.endDate, -1))}`);
    await row.getByText('Hiatus', { exact: true }).last().waitFor();
    await checkAtBothWidths(e2e, page, 'cycles-display', ready(page));
    await page.close();
  });

  it('links the neighbour phase while editing, saves, and keeps the dates after a reload', async () => {
    const page = await signedIn();
    await page.goto(e2e.baseUrl + PAGE);
    await ready(page)();
    const region = nextCycle(page);
    await region.getByRole('button', { name: `Edit next submission cycle: ${next.academicYear}` }).click();

    // phase 2 begins a week later: phase 1 now ends the day before
    const phase2Begins = addDays(next.phases[1].beginDate, 7);
    await box(region, 'Phase 2 begins').fill(phase2Begins);
    expect(await box(region, 'Phase 1 ends').inputValue()).toBe(addDays(phase2Begins, -1));
    // phase 3 ends ten days earlier (shown): phase 4 begins the next day
    const phase3Ends = addDays(next.phases[2].endDate, -11);
    await box(region, 'Phase 3 ends').fill(phase3Ends);
    expect(await box(region, 'Phase 4 begins').inputValue()).toBe(addDays(phase3Ends, 1));
    // the first phase keeps to the cycle start
    const start = addDays(next.cycleStartDate, 3);
    await box(region, 'Phase 1 begins').fill(start);
    expect(await box(region, 'Cycle start').inputValue()).toBe(start);
    expect(await seriousAxeFindings(page), 'editing at 1366 px').toEqual([]);
    await e2e.shot(page, 'cycles-edit-1366');

    await region.getByRole('button', { name: 'Save' }).click();
    await region.getByRole('button', { name: /^Edit / }).waitFor();
    expect(await region.getByRole('button', { name: 'Save' }).count()).toBe(0);
    const expectShown = async (r: Locator) => {
      const texts = await phaseTexts(r);
      expect(texts[0]).toContain(`Begins ${dayWords(start)}`);
      expect(texts[0]).toContain(`ends ${dayWords(addDays(phase2Begins, -1))}`);
      expect(texts[1]).toContain(`Begins ${dayWords(phase2Begins)}`);
      expect(texts[2]).toContain(`ends ${dayWords(phase3Ends)}`);
      expect(texts[3]).toContain(`Begins ${dayWords(addDays(phase3Ends, 1))}`);
    };
    await expect.poll(async () => (await phaseTexts(region))[1]).toContain(dayWords(phase2Begins));
    await expectShown(region);

    await page.reload();
    await ready(page)();
    await expectShown(nextCycle(page));
    // stored a day later than shown: phase 1's end is phase 2's begin
    const [, stored] = await recentSubmissionCycles(e2e.orm.em.fork());
    expect(stored.phases.map((p) => [p.beginDate, p.endDate]).slice(0, 2)).toEqual([
      [start, phase2Begins],
      [phase2Begins, next.phases[1].endDate],
    ]);
    expect(stored.phases[2].endDate).toBe(addDays(phase3Ends, 1));
    expect(stored.cycleStartDate).toBe(start);
    await page.close();
  });

  it('puts the shown dates back on cancel, and shows a refused date under its field', async () => {
    const page = await signedIn();
    await page.goto(e2e.baseUrl + PAGE);
    await ready(page)();
    const region = nextCycle(page);
    const before = await phaseTexts(region);
    const edit = () => region.getByRole('button', { name: /^Edit / }).click();
    await edit();
    const phase2 = await box(region, 'Phase 2 begins').inputValue();
    await box(region, 'Phase 2 begins').fill(addDays(phase2, 5));
    expect(await box(region, 'Phase 1 ends').inputValue()).toBe(addDays(phase2, 4));
    // what was typed is not thrown away unasked
    await region.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('dialog', { name: 'Discard what you typed?' }).getByRole('button', { name: 'Discard' }).click();
    await region.getByRole('button', { name: /^Edit / }).waitFor();
    expect(await phaseTexts(region)).toEqual(before);
    await edit();
    expect(await box(region, 'Phase 2 begins').inputValue()).toBe(phase2);
    expect(await box(region, 'Phase 1 ends').inputValue()).toBe(addDays(phase2, -1));

    // beginning before the current cycle has ended is refused, with the server's message on the field
    const [, saved] = await recentSubmissionCycles(e2e.orm.em.fork());
    await box(region, 'Cycle start').fill(addDays(current.cycleEndDate, -10));
    await region.getByRole('button', { name: 'Save' }).click();
    const message = `The ${current.academicYear} cycle runs until ${dayWords(addDays(current.cycleEndDate, -1))}: begin this cycle on ${dayWords(current.cycleEndDate)} or later.`;
    await region.getByText(message).waitFor();
    await region.getByText('Not saved: please correct the highlighted dates.').waitFor();
    expect(await seriousAxeFindings(page), 'a refused save at 1366 px').toEqual([]);
    await box(region, 'Cycle start').scrollIntoViewIfNeeded();
    await e2e.shot(page, 'cycles-refused-1366');
    await region.getByRole('button', { name: 'Cancel' }).click();
    const [, after] = await recentSubmissionCycles(e2e.orm.em.fork());
    expect(after).toEqual(saved);
    await page.close();
  });

  it('shows an analyst the dates without Edit', async () => {
    const page = await e2e.newPage();
    await e2e.signIn(page, 'analyst', 'demo-analyst');
    await page.goto(e2e.baseUrl + PAGE);
    await ready(page)();
    await page.getByText('You can read the cycle dates; changing them needs the settings manager role.').waitFor();
    expect(await page.getByRole('button', { name: /^Edit / }).count()).toBe(0);
    await page.close();
  });

  it('fits a 400 px screen, shown and edited', async () => {
    const page = await signedIn();
    await page.setViewportSize({ width: 400, height: 900 });
    await page.goto(e2e.baseUrl + PAGE);
    await ready(page)();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    expect(await seriousAxeFindings(page), 'at 400 px').toEqual([]);
    await e2e.shot(page, 'cycles-display-400');
    await nextCycle(page).getByRole('button', { name: /^Edit / }).click();
    await box(nextCycle(page), 'Phase 1 begins').waitFor();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await nextCycle(page).scrollIntoViewIfNeeded();
    await e2e.shot(page, 'cycles-edit-400');
    await page.close();
  });
});
