// The mail outbox in the browser (issue 11 §3): the administrator reads the delivery state of the
// notification mails (sent, pending, failed with its error), filters by state, opens a message and
// resends a failed one, which the outbox worker then delivers (this server writes .eml files).
// axe and fit at 1366 and 700 px; screenshots outbox-*.png.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2E, type E2E } from './support/browser.js';
import { checkAtBothWidths } from './support/fit.js';

let e2e: E2E;
const tag = Date.now().toString(36);
const ids: Record<'sent' | 'pending' | 'failed', number> = { sent: 0, pending: 0, failed: 0 };

beforeAll(async () => {
  e2e = await startE2E();
  const sql = e2e.orm.em.fork().getConnection();
  const insert = async (state: string, extra: string, subject: string) => {
    const [row] = await sql.execute<{ id: number }[]>(
      `insert into mail_outbox (recipient, subject, text, html, template_key, entity, entity_id, state, attempts, next_attempt_at, last_error, sent_at)
       values (?, ?, ?, null, 'course-review-approved', 'course-submissions', '1', ?, ${extra}) returning id`,
      [`head-${tag}@example.org`, subject, `Dear Hana,\n\nThe following courses have been approved.\n\nhttps://example.org/courses/${tag}`, state],
    );
    return Number(row.id);
  };
  ids.sent = await insert('sent', `1, now(), null, now()`, `Courses approved ${tag}`);
  // a retry far ahead: the worker leaves it pending while the test looks
  ids.pending = await insert('pending', `2, now() + interval '1 hour', 'Connection refused', null`, `Courses waiting ${tag}`);
  ids.failed = await insert('failed', `5, now(), '451 Mailbox unavailable', null`, `Courses failed ${tag}`);
}, 600_000);
afterAll(() => e2e?.close());

describe('the mail outbox in the browser', () => {
  it('lists the delivery states, filters by state, opens a message and resends a failed one', async () => {
    const page = await e2e.signedIn('admin', 'demo-admin');
    await page.goto(`${e2e.baseUrl}/membership/outbox`);
    const search = page.getByRole('searchbox', { name: 'Search by recipient' });
    await search.fill(`head-${tag}@`);
    await search.press('Enter');
    const table = page.getByRole('table', { name: 'Messages in the outbox' });
    const ready = async () => {
      await expect.poll(() => table.getByRole('row').count()).toBe(4);
      // the list has finished reading (react-admin's spinner has no name: axe would count it)
      await expect.poll(() => page.getByRole('progressbar').count(), { timeout: 15_000 }).toBe(0);
    };
    await ready();
    const row = (subject: string) => table.getByRole('row').filter({ hasText: subject });
    expect(await row(`Courses approved ${tag}`).textContent()).toContain('Sent');
    expect(await row(`Courses waiting ${tag}`).textContent()).toContain('Pending');
    expect(await row(`Courses failed ${tag}`).textContent()).toMatch(/Failed.*451 Mailbox unavailable/);
    // only sent and failed messages can be sent again
    expect(await row(`Courses waiting ${tag}`).getByRole('button', { name: /^Resend/ }).count()).toBe(0);
    await checkAtBothWidths(e2e, page, 'outbox-list', ready);

    await page.getByRole('combobox', { name: 'Delivery state' }).click();
    await page.getByRole('option', { name: /^Failed/ }).click();
    await expect.poll(() => table.getByRole('row').count()).toBe(2);
    await e2e.shot(page, 'outbox-failed-1366');

    await table.getByRole('link', { name: `Courses failed ${tag}` }).click();
    await page.waitForURL(new RegExp(`/membership/outbox/message/${ids.failed}$`));
    await page.getByText('451 Mailbox unavailable').waitFor();
    expect(await page.getByLabel('Message text').textContent()).toContain('The following courses have been approved.');
    const links = page.getByRole('navigation', { name: 'Links in this message' }).getByRole('link');
    expect(await links.first().getAttribute('href')).toBe(`https://example.org/courses/${tag}`);
    await expect.poll(() => page.getByRole('progressbar').count(), { timeout: 15_000 }).toBe(0);
    await checkAtBothWidths(e2e, page, 'outbox-message', async () => {
      await page.getByText('451 Mailbox unavailable').waitFor();
      await expect.poll(() => page.getByRole('progressbar').count(), { timeout: 15_000 }).toBe(0);
    });

    await page.getByRole('button', { name: `Resend "Courses failed ${tag}" to head-${tag}@example.org` }).click();
    await page.getByText('The message was queued again.').waitFor();
    // the worker delivers it (to the .eml folder of this server) and the view follows
    await page.getByText(/after 1 attempt$/).waitFor({ timeout: 15_000 });
    await page.getByRole('button', { name: /^Resend/ }).waitFor();
    const [stored] = await e2e.orm.em.fork().getConnection().execute<{ state: string }[]>(`select state from mail_outbox where id = ?`, [ids.failed]);
    expect(stored.state).toBe('sent');
    const [audit] = await e2e.orm.em.fork().getConnection().execute<{ n: string | number }[]>(`select count(*) as n from audit_entry where entity = 'mail-outbox' and entity_id = ?`, [String(ids.failed)]);
    expect(Number(audit.n)).toBe(1);
    await e2e.shot(page, 'outbox-resent-1366');
    await page.close();
  });
});
