// The queue screens in the browser on the real server with the demo data (seeds/courses): the dashboard
// shows an analyst's three queues and Start opens the review's URL; an administrator reassigns
// submissions in bulk from the submitted queue; the sender of a 2nd-review batch of several courses
// recalls the whole batch from its row, and two batches at once; a decision the server recorded with its rule
// evaluation explains itself on the completed details and is reversed there; the consistency page
// draws its chart. Each screen fits 1366 and 700 px wide windows without serious axe findings.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import courseSubmissionReviews from '../../resources/course-submission-reviews.js';
import courseSubmissions from '../../resources/course-submissions.js';
import reviewExclusions from '../../resources/review-exclusions.js';
import reviewStatements from '../../resources/review-statements.js';
import roles from '../../resources/roles.js';
import rubrics from '../../resources/rubrics.js';
import users from '../../resources/users.js';
import { runAs } from '../../server/audit/context.js';
import type { SessionUser } from '../../server/auth/session-user.js';
import { decideReview } from '../../server/review/screen/decide-review.js';
import { seriousAxeFindings } from './support/axe.js';
import { startE2E, type E2E } from './support/browser.js';
import { horizontalOverflow } from './support/fit.js';
import { ReviewWork } from './support/review-work.js';

let e2e: E2E;

beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(() => e2e?.close());

// the charts draw at once (reduced motion): a screenshot shows the figures, not a frame of the animation
const signedIn = (username: string, password: string, width = 1366) => e2e.signedIn(username, password, width);


interface UserRow {
  id: number;
  username: string;
  firstName: string;
  lastName: string;
  email: string;
  roleId: number;
}

async function sessionUserOf(username: string): Promise<SessionUser> {
  const em = e2e.orm.em.fork();
  const user = (await em.findOneOrFail(users.entity, { username } as never)) as unknown as UserRow;
  const role = (await em.findOneOrFail(roles.entity, { id: user.roleId } as never)) as unknown as { name: string; abilities: string[] };
  return { id: user.id, username, firstName: user.firstName, lastName: user.lastName, email: user.email, roleId: user.roleId, roleName: role.name, abilities: role.abilities };
}

/**
 * A decision the server records as the review screen's Approve does: the rules evaluate it and the
 * evaluation is stored with it (seeded decisions carry none). Takes one of the analyst's open main
 * reviews, gives it a rubric at the minimum approval value or above and nothing ticked.
 */
async function approveOneReviewAs(username: string): Promise<number> {
  const analyst = await sessionUserOf(username);
  const em = e2e.orm.em.fork();
  const open = (await em.find(
    courseSubmissionReviews.entity,
    { analystId: analyst.id, decision: null, reversedOn: null, isSecondReview: false } as never,
    { orderBy: { id: 'asc' } as never, limit: 20 },
  )) as unknown as { id: number; courseSubmissionId: number; rubricId: number | null; rubricValue: number | null }[];
  const submissions = (await em.find(courseSubmissions.entity, { id: { $in: open.map((r) => r.courseSubmissionId) } } as never)) as unknown as { id: number; status: string }[];
  const review = open.find((r) => submissions.some((s) => s.id === r.courseSubmissionId && s.status === 'inReview'));
  if (!review) throw new Error(`${username} has no open review in the demo data`);
  const rubric = (await em.findOneOrFail(rubrics.entity, { value: 4 } as never)) as unknown as { id: number; value: number };
  await runAs({ userId: analyst.id, userName: username, via: 'api' }, async () => {
    for (const entity of [reviewStatements.entity, reviewExclusions.entity]) for (const row of await em.find(entity, { courseSubmissionReviewId: review.id } as never)) em.remove(row);
    Object.assign(review, { rubricId: rubric.id, rubricValue: rubric.value });
    await em.flush();
    await decideReview(e2e.orm.em.fork(), e2e.rules, analyst, review.id, 'approved');
  });
  return review.id;
}

describe('dashboard queues', () => {
  it('shows an analyst the Main, Course Audit and 2nd Review queues, and Start opens the review', async () => {
    const page = await signedIn('analyst', 'demo-analyst');
    const tabs = page.getByRole('tablist', { name: 'Review queues' });
    await expect.poll(() => tabs.getByRole('tab').allTextContents(), { timeout: 30_000 }).toEqual(['Main', 'Course Audit', '2nd Review']);
    const main = page.getByRole('table', { name: 'Main queue' });
    await expect.poll(() => main.getByRole('row').count(), { timeout: 30_000 }).toBeGreaterThan(1);
    // the header's statistics are the reviewers' five and, with AdminReview, the pending audit cancellations (spec 1 §6)
    const stats = page.getByRole('list', { name: 'Statistics' });
    await expect.poll(() => stats.getByRole('listitem').allTextContents()).toEqual([
      expect.stringMatching(/^In queue: \d+$/),
      expect.stringMatching(/^In review: \d+$/),
      expect.stringMatching(/^Completed: \d+$/),
      expect.stringMatching(/^This week: \d+$/),
      expect.stringMatching(/^Today: \d+$/),
      expect.stringMatching(/^Pending audit cancellations: \d+$/),
    ]);
    await e2e.shot(page, 'review-dashboard-1366');

    for (const name of ['Course Audit', '2nd Review']) {
      await tabs.getByRole('tab', { name }).click();
      await expect.poll(() => page.getByRole('table', { name: `${name} queue` }).getByRole('row').count(), { timeout: 30_000 }).toBeGreaterThan(1);
    }

    await tabs.getByRole('tab', { name: 'Main' }).click();
    const start = main.getByRole('button', { name: /^Start / }).first();
    const started = page.waitForResponse((r) => r.request().method() === 'POST' && /\/api\/admin\/review\/\d+\/start$/.test(new URL(r.url()).pathname));
    await start.click();
    const answer = await started;
    expect(answer.status()).toBe(200);
    const { courseSubmissionReviewBatchId, courseSubmissionReviewId } = (await answer.json()) as { courseSubmissionReviewBatchId: number; courseSubmissionReviewId: number };
    await page.waitForURL((url) => url.pathname === `/review/${courseSubmissionReviewBatchId}` && url.searchParams.get('reviewId') === String(courseSubmissionReviewId));
    await page.context().close();
  });

  it('remembers the tab after a reload', async () => {
    const page = await signedIn('analyst', 'demo-analyst');
    await page.getByRole('tab', { name: 'Course Audit' }).click();
    await page.reload();
    await expect.poll(() => page.getByRole('tab', { selected: true }).textContent(), { timeout: 30_000 }).toBe('Course Audit');
    await page.getByRole('tab', { name: 'Main' }).click();
    await page.context().close();
  });
});

describe('2nd Review recall', () => {
  const PASSWORD = 'queue-recall-e2e-pass';
  let data: ReviewWork;
  let sender: number;
  let reviewer: number;
  const statusOf = (id: number) => data.row<{ status: string; queueType: string; assignedAnalystId: number }>(courseSubmissions.entity, id);

  beforeAll(async () => {
    data = await new ReviewWork(e2e, 'RECALL', PASSWORD).begin('Seaside Academy');
    sender = await data.analyst('rq-sender', 'Nadia', 'Perez');
    reviewer = await data.analyst('rq-second', 'Tom', 'Okafor');
  });

  async function secondQueue(): Promise<Page> {
    const page = await signedIn('rq-sender', PASSWORD);
    await page.getByRole('tablist', { name: 'Review queues' }).getByRole('tab', { name: '2nd Review' }).click();
    await page.getByRole('table', { name: '2nd Review queue' }).waitFor({ timeout: 30_000 });
    return page;
  }

  it('recalls every course of a batch from its row, after the confirm modal, with a message per course', async () => {
    const titles = ['Tidal Ecology', 'Coastal Geography', 'Marine Chemistry'];
    const sent = await data.sentToSecondReview(sender, reviewer, 'Seaside Academy – three courses', titles);
    const page = await secondQueue();
    const recalled = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/admin/review/recall/bulk');
    await page.getByRole('button', { name: `Recall ${sent.title}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Recall from 2nd review?' });
    await expect.poll(() => dialog.textContent()).toContain('3 courses');
    await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))));
    await e2e.shot(page, 'review-queues-recall-dialog-1366');
    expect(await seriousAxeFindings(page, '[role="dialog"]')).toEqual([]);
    await dialog.getByRole('button', { name: 'Recall', exact: true }).click();
    const ids = String((await recalled).postDataJSON().reviewIdentities).split(',').map(Number);
    expect(ids.sort((a, b) => a - b)).toEqual([...sent.secondReviewIds].sort((a, b) => a - b));
    for (const title of titles) await page.getByText(`${title} has been reassigned to your main queue`).waitFor({ timeout: 30_000 });
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await e2e.shot(page, 'review-queues-recalled-1366');
    for (const id of sent.submissionIds) expect(await statusOf(id)).toMatchObject({ status: 'inReview', queueType: 'main', assignedAnalystId: sender });
    await expect.poll(() => page.getByRole('button', { name: `Recall ${sent.title}` }).count(), { timeout: 30_000 }).toBe(0);
    await page.context().close();
  });

  it('recalls the selected batches in bulk: every course of each', async () => {
    const one = await data.sentToSecondReview(sender, reviewer, 'Seaside Academy – pair', ['Sea Birds', 'Kelp Forests']);
    const two = await data.sentToSecondReview(sender, reviewer, 'Seaside Academy – single', ['Reef Survey']);
    const page = await secondQueue();
    const table = page.getByRole('table', { name: '2nd Review queue' });
    for (const b of [one, two]) await table.getByRole('checkbox', { name: `Select ${b.title}` }).check();
    await page.getByRole('group', { name: 'Selected batches' }).getByRole('button', { name: 'Recall' }).click();
    await page.getByRole('dialog', { name: 'Recall from 2nd review?' }).getByRole('button', { name: 'Recall', exact: true }).click();
    for (const title of ['Sea Birds', 'Kelp Forests', 'Reef Survey']) await page.getByText(`${title} has been reassigned to your main queue`).waitFor({ timeout: 30_000 });
    for (const id of [...one.submissionIds, ...two.submissionIds]) expect(await statusOf(id)).toMatchObject({ status: 'inReview', queueType: 'main', assignedAnalystId: sender });
    await page.context().close();
  });
});

describe('submitted queue', () => {
  it('lets an administrator reassign submissions in bulk', async () => {
    const page = await signedIn('admin', 'demo-admin');
    await page.goto(e2e.baseUrl + '/review/submitted/');
    const table = page.getByRole('table', { name: 'Submitted courses' });
    await expect.poll(() => table.getByRole('row').count(), { timeout: 30_000 }).toBeGreaterThan(3);
    // the Main queue only: a 2nd-review course cannot go to the analyst who sent it there
    await page.getByRole('combobox', { name: 'Queue' }).click();
    await page.getByRole('option', { name: 'Main' }).click();
    await expect.poll(() => page.getByRole('progressbar', { name: 'Loading the submitted courses' }).count(), { timeout: 30_000 }).toBe(0);
    const boxes = table.getByRole('checkbox', { name: /^Select (?!every)/ });
    await boxes.nth(0).check();
    await boxes.nth(1).check();
    const selection = page.getByRole('group', { name: 'Selected courses' });
    await expect.poll(() => selection.textContent()).toContain('2 selected');
    await e2e.shot(page, 'review-submitted-1366');

    await selection.getByRole('button', { name: /^(Assign analyst|Reassign)$/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('combobox').selectOption({ label: 'Sofia Kowalski' });
    const sent = page.waitForRequest((r) => r.method() === 'POST' && /\/api\/admin\/review\/(re)?assign\/bulk\/\d+$/.test(new URL(r.url()).pathname));
    await dialog.getByRole('button', { name: /^(Assign|Reassign)$/ }).click();
    const request = await sent;
    const ids = String((request.postDataJSON() as { ids: string }).ids)
      .split(',')
      .map(Number);
    expect(ids).toHaveLength(2);
    await expect.poll(() => page.getByText('2 courses', { exact: false }).filter({ hasText: 'to Sofia Kowalski' }).count(), { timeout: 30_000 }).toBe(1);

    const sofia = await sessionUserOf('skowalski');
    const moved = (await e2e.orm.em.fork().find(courseSubmissions.entity, { id: { $in: ids } } as never)) as unknown as { assignedAnalystId: number; status: string }[];
    expect(moved.map((s) => [s.assignedAnalystId, s.status])).toEqual([
      [sofia.id, 'inReview'],
      [sofia.id, 'inReview'],
    ]);
    await page.context().close();
  });
});

describe('completed reviews', () => {
  it('explains a recorded decision and reverses it with a reason', async () => {
    const reviewId = await approveOneReviewAs('analyst');
    const page = await signedIn('admin', 'demo-admin');
    await page.goto(`${e2e.baseUrl}/review/completed/${reviewId}`);
    const why = page.getByRole('region', { name: 'Why this decision was allowed' });
    await expect.poll(() => why.textContent(), { timeout: 30_000 }).toMatch(/Checked by the rule set Review decision, version \d+/);
    expect(await why.getByRole('table', { name: 'Outcome of each rule' }).getByText('Did not block it').count()).toBeGreaterThan(2);
    await expect.poll(() => page.getByRole('table', { name: 'Course history' }).getByText('Approved', { exact: true }).count(), { timeout: 30_000 }).toBeGreaterThan(0);
    await e2e.shot(page, 'review-completed-details-1366');

    await page.getByRole('button', { name: 'Reverse decision' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reverse this decision?' });
    await dialog.getByRole('textbox', { name: 'Reason' }).fill('The lab notebook arrived after the decision.');
    await dialog.getByRole('button', { name: 'Reverse decision' }).click();
    const reversal = page.getByRole('region', { name: 'Decision reversal' });
    await expect.poll(() => reversal.textContent(), { timeout: 30_000 }).toContain('Reason: The lab notebook arrived after the decision.');
    const stored = (await e2e.orm.em.fork().findOneOrFail(courseSubmissionReviews.entity, { id: reviewId } as never)) as unknown as { reversedOn: Date | null; reversalReason: string };
    expect(stored.reversedOn).not.toBeNull();
    expect(stored.reversalReason).toBe('The lab notebook arrived after the decision.');
    await page.context().close();
  });
});

describe('reviewer consistency', () => {
  it('draws the chart and the table of every active analyst', async () => {
    const page = await signedIn('admin', 'demo-admin');
    await page.goto(e2e.baseUrl + '/review/consistency');
    const table = page.getByRole('table', { name: 'Reviewer consistency by analyst' });
    await expect.poll(() => table.getByRole('row').count(), { timeout: 30_000 }).toBeGreaterThan(2);
    await page.locator('.MuiChartsSurface-root, [class*="MuiChartsSurface"]').first().waitFor({ timeout: 30_000 });
    await e2e.shot(page, 'review-consistency-1366');
    await page.context().close();
  });
});

describe('fit and accessibility', () => {
  const screens: { path: () => Promise<string>; name: string; user: [string, string]; ready: (page: Page) => Promise<unknown> }[] = [
    { name: 'dashboard', path: async () => '/dashboard/', user: ['analyst', 'demo-analyst'], ready: (p) => p.getByRole('table', { name: 'Main queue' }).waitFor({ timeout: 30_000 }) },
    { name: 'submitted', path: async () => '/review/submitted/', user: ['admin', 'demo-admin'], ready: (p) => p.getByRole('table', { name: 'Submitted courses' }).waitFor({ timeout: 30_000 }) },
    { name: 'completed', path: async () => '/review/completed/', user: ['admin', 'demo-admin'], ready: (p) => p.getByRole('table', { name: 'Completed reviews' }).waitFor({ timeout: 30_000 }) },
    {
      name: 'completed-details',
      path: async () => `/review/completed/${await approveOneReviewAs('mchen')}`,
      user: ['admin', 'demo-admin'],
      ready: (p) => p.getByRole('table', { name: 'Course history' }).waitFor({ timeout: 30_000 }),
    },
    {
      name: 'consistency',
      path: async () => '/review/consistency',
      user: ['admin', 'demo-admin'],
      ready: (p) => p.locator('.MuiChartsSurface-root, [class*="MuiChartsSurface"]').first().waitFor({ timeout: 30_000 }),
    },
  ];
  for (const width of [1366, 700]) {
    for (const s of screens) {
      it(`${s.name} at ${width} px: fits the window, no serious accessibility violations`, async () => {
        const page = await signedIn(...s.user, width);
        await page.goto(e2e.baseUrl + (await s.path()));
        await s.ready(page);
        await expect.poll(() => page.getByRole('progressbar').count(), { timeout: 30_000 }).toBe(0);
        expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
        if (width === 700) await e2e.shot(page, `review-${s.name}-700`);
        expect(await seriousAxeFindings(page)).toEqual([]);
        await page.context().close();
      });
    }
  }

  it('the take-next and reassign dialogs have no serious accessibility violations', async () => {
    const page = await signedIn('admin', 'demo-admin', 700);
    await page.getByRole('button', { name: 'Take next' }).click();
    const takeNext = page.getByRole('dialog', { name: 'Take next' });
    await expect.poll(() => takeNext.textContent(), { timeout: 30_000 }).toMatch(/wait in the Main queue/);
    expect(await seriousAxeFindings(page, '[role="dialog"]')).toEqual([]);
    await takeNext.getByRole('button', { name: 'Cancel' }).click();

    await page.goto(e2e.baseUrl + '/review/submitted/');
    await page.getByRole('button', { name: /^(Assign|Reassign) / }).first().click();
    await page.getByRole('dialog').waitFor();
    expect(await seriousAxeFindings(page, '[role="dialog"]')).toEqual([]);
    await page.context().close();
  });
});
