// One clock (issue 20 §3): the main screens read the same in a browser set to UTC and in one set to
// Asia/Tokyo, every time names the office's zone (PST or PDT), and calendar days and date inputs do not
// shift. The times are chosen late in the office's evening, when UTC and Tokyo are already on the next
// day: the dashboard's "My recent changes", the course detail's history and change history, the
// review screen (read-only view), completed reviews and their details, a generated list, show page,
// audit trail and edit form with a date and time, a generated list and edit form with calendar days,
// the operator console's list, show page and edit form, and the submission cycles.
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import courseEvents from '../../resources/course-events.js';
import courseSubmissionReviews from '../../resources/course-submission-reviews.js';
import courseSubmissions from '../../resources/course-submissions.js';
import users from '../../resources/users.js';
import { runAs } from '../../server/audit/context.js';
import { startE2E, type E2E } from './support/browser.js';
import { ReviewWork } from './support/review-work.js';

const PASSWORD = 'one-clock-e2e-pass';
const ZONES = ['UTC', 'Asia/Tokyo'] as const;

// 11:30 PM PDT on Monday 03/09/2026 (06:30 UTC and 3:30 PM in Tokyo on 03/10)
const SPRING_EVENING = new Date('2026-03-10T06:30:00Z');
// 11:45 PM PST on Wednesday 01/14/2026 (07:45 UTC and 4:45 PM in Tokyo on 01/15)
const WINTER_EVENING = new Date('2026-01-15T07:45:00Z');

let e2e: E2E;
let data: ReviewWork;
let analyst: { username: string };
const ids = { courseId: 0, academicYearId: 0, batchId: 0, openReviewId: 0, decidedReviewId: 0, eventId: 0 };

/** An instant five days ago, late in the office's evening (past midnight in UTC and Tokyo). */
function recentEvening(): Date {
  const d = new Date(Date.now() - 5 * 86_400_000);
  // 07:30 UTC is 11:30 PM PST or 12:30 AM PDT: either way another day than in UTC or in Tokyo
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate(), 7, 30));
}

beforeAll(async () => {
  e2e = await startE2E();
  data = await new ReviewWork(e2e, 'clock', PASSWORD).begin('Clock Tower High');
  const analystId = await data.analyst('clockanalyst', 'Clara', 'Tick');
  analyst = { username: 'clockanalyst' };

  // an open review (the review screen's history) and a decided one (completed reviews)
  const open = await data.assignedBatch(analystId, 'Clock Tower High – one clock', ['Horology in Practice']);
  ids.batchId = open.batchId;
  ids.openReviewId = open.reviewIds[0];
  const { courseSubmissionId } = await data.row<{ courseSubmissionId: number }>(courseSubmissionReviews.entity, ids.openReviewId);
  const submission = await data.row<{ courseId: number; academicYearId: number }>(courseSubmissions.entity, courseSubmissionId);
  ids.courseId = submission.courseId;
  ids.academicYearId = submission.academicYearId;

  const decidedOn = recentEvening();
  const earlierBatch = await data.batch('Clock Tower High – decided', null, 'main', { isRead: true, createdOn: decidedOn });
  const decidedSubmission = await data.submission('Horology Decided', { status: 'approved', queueType: 'main', decidedOn });
  ids.decidedReviewId = await data.review({ courseSubmissionId: decidedSubmission, analystId, reviewBatchId: earlierBatch, decision: 'approved', decidedOn, startedOn: new Date(decidedOn.getTime() - 20 * 60_000) });

  // the course's history: two lines late in the office's evening, one in summer time and one in winter
  ids.eventId = await data.insert(courseEvents.entity, { courseId: ids.courseId, academicYearId: ids.academicYearId, courseSubmissionId, action: 'Clock check: submitted', userId: analystId, actionDate: WINTER_EVENING });
  await data.insert(courseEvents.entity, { courseId: ids.courseId, academicYearId: ids.academicYearId, courseSubmissionId, action: 'Clock check: assigned', userId: analystId, actionDate: SPRING_EVENING });

  // the administrator moves the first line's time (a change of a date and time in the audit trail and
  // in "My recent changes"), recorded late in the office's evening too
  const admin = (await e2e.orm.em.fork().findOneOrFail(users.entity, { username: 'admin' } as never)) as unknown as { id: number };
  const em = e2e.orm.em.fork();
  await runAs({ userId: admin.id, userName: 'admin', via: 'api' }, async () => {
    const event = (await em.findOneOrFail(courseEvents.entity, { id: ids.eventId } as never)) as { actionDate: Date };
    event.actionDate = SPRING_EVENING;
    await em.flush();
  });
  await e2e.orm.em
    .fork()
    .getConnection()
    .execute(`update audit_entry set created_at = ? where entity = 'course-events' and entity_id = ?`, [SPRING_EVENING, String(ids.eventId)]);
}, 240_000);
afterAll(() => e2e?.close());

/** One signed-in page per time zone, side by side. */
async function pagesIn(browser: Browser, username: string, password: string): Promise<Page[]> {
  return Promise.all(
    ZONES.map(async (timezoneId) => {
      const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, timezoneId, locale: 'en-US', reducedMotion: 'reduce' });
      const page = await context.newPage();
      page.on('pageerror', (err) => console.error('page error:', err.message));
      await e2e.signIn(page, username, password);
      return page;
    }),
  );
}

const closeAll = (pages: Page[]) => Promise.all(pages.map((p) => p.context().close()));

const textOf = async (region: Locator) => (await region.innerText()).replace(/\s+/g, ' ').trim();

/** The times of day in `text` that do not name the office's zone right after them. */
export function zonelessTimes(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(/\b\d{1,2}:\d{2}(?::\d{2})?(?:\s?[AaPp]\.?[Mm]\.?)?/g)) {
    const after = text.slice(m.index! + m[0].length);
    if (!/^\s*(PST|PDT)\b/.test(after)) out.push(text.slice(Math.max(0, m.index! - 20), m.index! + m[0].length + 6));
  }
  return out;
}

/**
 * The region's text once it reads the same in every zone (the screens load in parts; a part that never
 * agrees fails with both texts shown). The region must first show `ready` (found inside it) in every
 * page, so two pages still loading never pass for the same text.
 */
async function sameText(pages: Page[], region: (page: Page) => Locator, ready: (region: Locator) => Locator): Promise<string> {
  for (const page of pages) await ready(region(page)).first().waitFor({ timeout: 30_000 });
  let agreed = '';
  await expect
    .poll(async () => {
      const texts = await Promise.all(pages.map((p) => textOf(region(p))));
      if (texts.every((t) => t === texts[0])) {
        agreed = texts[0];
        return 'the same in every zone';
      }
      return Object.fromEntries(ZONES.map((zone, i) => [zone, texts[i]]));
    })
    .toBe('the same in every zone');
  expect(zonelessTimes(agreed)).toEqual([]);
  return agreed;
}

async function openEverywhere(pages: Page[], path: string): Promise<void> {
  await Promise.all(pages.map((p) => p.goto(e2e.baseUrl + path)));
}

const main = (page: Page) => page.locator('#main-content');

describe('one clock: the same texts in a UTC and a Tokyo browser', () => {
  it('shows "My recent changes" in office time with the zone named', async () => {
    const pages = await pagesIn(e2e.browser, 'admin', 'demo-admin');
    try {
      await openEverywhere(pages, '/dashboard');
      const card = (p: Page) => p.locator('section[aria-labelledby="recent-changes-title"]');
      const recent = await sameText(pages, card, (r) => r.getByText('Course event'));
      expect(recent).toContain('03/09/2026, 11:30 PM PDT');
    } finally {
      await closeAll(pages);
    }
  });

  it('shows the course detail history and change history in office time', async () => {
    const pages = await pagesIn(e2e.browser, 'admin', 'demo-admin');
    try {
      await openEverywhere(pages, `/course/detail/${ids.courseId}?academicYearId=${ids.academicYearId}`);
      for (const page of pages) await page.getByRole('button', { name: 'History', exact: true }).click();
      const history = await sameText(pages, main, (r) => r.getByText('Clock check: assigned'));
      expect(history).toContain('Clock check: assigned');
      expect(history).toContain('03/09/2026, 11:30 PM PDT');
      await pages[1].getByText('Clock check: assigned').scrollIntoViewIfNeeded();
      await e2e.shot(pages[1], 'one-clock-course-history-tokyo');

      for (const page of pages) await page.getByRole('tab', { name: 'Change history' }).click();
      const changes = await sameText(pages, main, (r) => r.getByRole('tabpanel').getByRole('listitem'));
      expect(changes).toMatch(/\b(PST|PDT)\b/);
    } finally {
      await closeAll(pages);
    }
  });

  it('shows the review screen in office time', async () => {
    const pages = await pagesIn(e2e.browser, analyst.username, PASSWORD);
    try {
      await openEverywhere(pages, `/review/view/${ids.batchId}?reviewId=${ids.openReviewId}`);
      const review = await sameText(pages, main, (r) => r.getByText('Clock check: assigned'));
      expect(review).toContain('03/09/2026, 11:30 PM PDT');
    } finally {
      await closeAll(pages);
    }
  });

  it('shows completed reviews and their details in office time', async () => {
    const pages = await pagesIn(e2e.browser, analyst.username, PASSWORD);
    try {
      await openEverywhere(pages, '/review/completed');
      const completed = await sameText(pages, main, (r) => r.getByText(/\d{1,2}:\d{2} [AP]M P[SD]T/));
      expect(completed).toMatch(/\d{2}\/\d{2}\/\d{4}, \d{1,2}:\d{2} [AP]M P[SD]T/);

      await openEverywhere(pages, `/review/completed/${ids.decidedReviewId}`);
      const details = await sameText(pages, main, (r) => r.getByText(/\d{1,2}:\d{2} [AP]M P[SD]T/));
      expect(details).toMatch(/\d{2}\/\d{2}\/\d{4}, \d{1,2}:\d{2} [AP]M P[SD]T/);
    } finally {
      await closeAll(pages);
    }
  });

  it('shows a generated list, show page and audit trail in office time', async () => {
    const pages = await pagesIn(e2e.browser, 'admin', 'demo-admin');
    try {
      const filter = encodeURIComponent(JSON.stringify({ courseId: ids.courseId }));
      await openEverywhere(pages, `/course-events?filter=${filter}`);
      const list = await sameText(pages, main, (r) => r.getByText('Clock check: assigned'));
      expect(list).toContain('03/09/2026, 11:30 PM PDT');

      await openEverywhere(pages, `/course-events/${ids.eventId}/show`);
      const show = await sameText(pages, main, (r) => r.getByText('Clock check: submitted'));
      expect(show).toContain('03/09/2026, 11:30 PM PDT');

      for (const page of pages) await page.getByRole('button', { name: 'Audit history' }).click();
      const dialog = (p: Page) => p.getByRole('dialog');
      const audit = await sameText(pages, dialog, (r) => r.getByRole('cell', { name: 'Updated' }));
      // when the line was created and changed, and the date and time it was created with and changed to
      expect(audit.split('01/14/2026, 11:45 PM PST').length - 1).toBe(2);
      expect(audit.split('03/09/2026, 11:30 PM PDT').length - 1).toBe(3);
      await e2e.shot(pages[1], 'one-clock-audit-trail-tokyo');
    } finally {
      await closeAll(pages);
    }
  });

  it('edits a date and time as the office’s wall clock, and calendar days as they are', async () => {
    const pages = await pagesIn(e2e.browser, 'admin', 'demo-admin');
    try {
      // the edit form's date and time is the office's wall clock, and says so
      await openEverywhere(pages, `/course-events/${ids.eventId}`);
      const values = await Promise.all(pages.map((p) => p.getByLabel('Action date').inputValue()));
      expect(values).toEqual(['2026-03-09T23:30', '2026-03-09T23:30']);
      await sameText(pages, main, (r) => r.getByText(/Pacific time/));
      await e2e.shot(pages[1], 'one-clock-datetime-input-tokyo');

      // calendar days: a generated list and edit form of academic years
      await openEverywhere(pages, '/academic-years');
      const years = await sameText(pages, main, (r) => r.getByText('2025-26'));
      expect(years).toContain('07/01/2025');
      await openEverywhere(pages, '/academic-years/29');
      const starts = await Promise.all(pages.map((p) => p.getByLabel('Start date').inputValue()));
      expect(starts).toEqual(['2025-07-01', '2025-07-01']);
    } finally {
      await closeAll(pages);
    }
  });

  it('shows and edits dates and times in the operator console in office time', async () => {
    const pages = await pagesIn(e2e.browser, 'admin', 'demo-admin');
    try {
      const body = (p: Page) => p.locator('body');
      await openEverywhere(pages, `/ops/resources/course-events?filters.courseId=${ids.courseId}`);
      const list = await sameText(pages, body, (r) => r.getByText('Clock check: assigned'));
      expect(list).toContain('03/09/2026, 11:30 PM PDT');

      await openEverywhere(pages, `/ops/resources/course-events/records/${ids.eventId}/show`);
      const show = await sameText(pages, body, (r) => r.getByText('Clock check: submitted'));
      expect(show).toContain('03/09/2026, 11:30 PM PDT');

      await openEverywhere(pages, `/ops/resources/course-events/records/${ids.eventId}/edit`);
      for (const page of pages) await page.locator('#ops-actionDate').waitFor({ timeout: 30_000 });
      const values = await Promise.all(pages.map((p) => p.locator('#ops-actionDate').inputValue()));
      expect(values).toEqual(['2026-03-09T23:30', '2026-03-09T23:30']);
      await e2e.shot(pages[1], 'one-clock-ops-edit-tokyo');
    } finally {
      await closeAll(pages);
    }
  });

  it('shows the submission cycles as the same calendar days', async () => {
    const pages = await pagesIn(e2e.browser, 'admin', 'demo-admin');
    try {
      await openEverywhere(pages, '/settings/submissioncycle');
      const cycles = await sameText(pages, main, (r) => r.getByText(/[A-Z][a-z]{2} \d{1,2}, \d{4} – [A-Z][a-z]{2} \d{1,2}, \d{4}/));
      expect(cycles).toMatch(/[A-Z][a-z]{2} \d{1,2}, \d{4}/);
    } finally {
      await closeAll(pages);
    }
  });
});
