// The mail outbox and its delivery worker (issue 11 §3): rows written in the caller's transaction,
// delivered through a real SMTP server in this process, retried with backoff while the server
// refuses, failed after the last attempt with the spec's message on the acting user's hub stream;
// the outbox calls (list by state, one message, resend with its audit entry).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../../support/server-harness.js';
import { ENGINE } from '../../support/test-db.js';
import { openSse, type SseStream } from '../../support/sse-client.js';
import { ADMIN, makeAccount, type Account } from '../access/support.js';
import { enqueueMail, enqueueNotification } from '../../../server/notifications/enqueue.js';
import { NOTIFICATION_FAILED_MESSAGE } from '../../../server/notifications/worker.js';
import { outboxRows, shortenDeliveryTimings, startControlledSmtp, waitForState, type ControlledSmtp } from './support.js';
import { runAs } from '../../../server/audit/context.js';

let h: Harness;
let smtp: ControlledSmtp;
let operator: Account;
let analyst: Account;
const streams: SseStream[] = [];
const OUTBOX = '/api/admin/notifications/outbox';

beforeAll(async () => {
  shortenDeliveryTimings();
  smtp = await startControlledSmtp();
  h = await startHarness({ app: { mail: { smtpUrl: smtp.url, outboxDir: '/nonexistent', from: 'Back office <no-reply@example.org>' } } });
  operator = await makeAccount(h, 'outbox-operator', { abilities: [...ADMIN] });
  analyst = await makeAccount(h, 'outbox-analyst', { abilities: ['AdminReview'], userKind: 'analyst' });
});

afterAll(async () => {
  for (const s of streams) s.close();
  await h?.close();
  await smtp?.close();
});

const queue = (to: string, actingUserId: number | null = null) =>
  h.db.orm.em.fork().transactional((tx) => enqueueMail(tx, { to, subject: `Hello ${to}`, text: 'Body', templateKey: 'test-mail', actingUserId, entity: 'tests', entityId: 1 }));

describe(`the mail outbox (${ENGINE})`, () => {
  it('says what a message is about and which template it came from in words', async () => {
    const em = h.db.orm.em.fork();
    const tag = await runAs({ userId: null, userName: 'test', via: 'system' }, async () => {
      const row = em.create('Tag', { name: 'Career pathways' } as never) as { id: number };
      em.create('NotificationTemplate', { id: 9901, key: 'words-test-template', title: 'Words test notice', messageTitleTemplate: 'Notice', messageTemplate: '<p>Hi</p>' } as never);
      await em.flush();
      return row;
    });
    const id = await h.db.orm.em
      .fork()
      .transactional((tx) => enqueueMail(tx, { to: 'words@example.org', subject: 'Notice', text: 'Body', templateKey: 'words-test-template', actingUserId: null, entity: 'tags', entityId: tag.id }));
    const one = await h.call('GET', `${OUTBOX}/${id}`, undefined, operator.cookie);
    expect(one.body).toMatchObject({ templateKey: 'words-test-template', templateTitle: 'Words test notice', entity: 'tags', about: 'Tag Career pathways' });
    const list = await h.call('GET', `${OUTBOX}?to=words@example.org`, undefined, operator.cookie);
    expect(list.body.result).toEqual([expect.objectContaining({ id, templateTitle: 'Words test notice', about: 'Tag Career pathways' })]);
  });

  it('keeps nothing of a transaction that rolls back, and delivers what commits', async () => {
    await expect(
      h.db.orm.em.fork().transactional(async (tx) => {
        await enqueueNotification(tx, { templateKey: 'account-created', to: [{ email: 'gone@example.org' }], placeholders: { firstName: 'Gone' }, actingUserId: null });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await outboxRows(h.db.orm, 'recipient = ?', ['gone@example.org'])).toEqual([]);

    const [id] = await h.db.orm.em
      .fork()
      .transactional((tx) => enqueueNotification(tx, { templateKey: 'account-created', to: [{ email: 'kept@example.org' }], placeholders: { firstName: 'Kept', institutionName: 'Las Plumas High' }, actingUserId: null }));
    const row = await waitForState(h.db.orm, id, ['sent']);
    expect(row.attempts).toBe(1);
    const mail = smtp.received.find((m) => m.rcptTo.includes('kept@example.org'))!;
    expect(mail.subject).toBe('Your A–G course management account');
    expect(mail.text).toContain('Dear Kept,');
    expect(mail.text).toContain('at Las Plumas High');
  });

  it('retries with backoff while the server refuses, then sends', async () => {
    let refused = 0;
    smtp.plan((to) => (to === 'later@example.org' && refused++ < 2 ? '451 Try again later' : null));
    const id = await queue('later@example.org', analyst.id);
    const row = await waitForState(h.db.orm, id, ['sent', 'failed']);
    expect(row).toMatchObject({ state: 'sent', attempts: 3, last_error: null });
    expect(refused).toBe(3); // two refusals, then the accepted attempt asked once more
    expect(smtp.received.filter((m) => m.rcptTo.includes('later@example.org'))).toHaveLength(1);
  });

  it('fails after the last attempt and tells the acting user live through the hub', async () => {
    smtp.plan((to) => (to === 'never@example.org' ? '451 Mailbox unavailable' : null));
    const mine = await openSse(`${h.url}/api/admin/hub`, { cookie: analyst.cookie });
    const other = await openSse(`${h.url}/api/admin/hub`, { cookie: operator.cookie });
    streams.push(mine, other);
    await mine.next((e) => e.event === 'stats');
    const id = await queue('never@example.org', analyst.id);
    const event = await mine.next((e) => e.event === 'notificationFailed', 15_000);
    expect(event.data).toEqual({ message: NOTIFICATION_FAILED_MESSAGE });
    expect(NOTIFICATION_FAILED_MESSAGE).toBe('Your last action completed successfully; however, the system failed to send a notification and/or email.');
    const row = await waitForState(h.db.orm, id, ['failed']);
    expect(row.attempts).toBe(5);
    expect(row.last_error).toContain('Mailbox unavailable');
    expect(other.events.some((e) => e.event === 'notificationFailed')).toBe(false);
  });

  it('lists deliveries by state, shows a message and resends a failed one with an audit entry', async () => {
    smtp.plan(() => null);
    const [failed] = await outboxRows(h.db.orm, `recipient = 'never@example.org'`);
    const list = await h.call('GET', `${OUTBOX}?state=failed`, undefined, operator.cookie);
    expect(list.status).toBe(200);
    expect(list.body.delivery).toBe('smtp');
    expect(list.body.result.map((r: { id: number }) => r.id)).toContain(failed.id);
    expect(list.body.result.every((r: { state: string }) => r.state === 'failed')).toBe(true);
    expect(list.body.counts.failed).toBe(list.body.total);
    expect((await h.call('GET', `${OUTBOX}?state=lost`, undefined, operator.cookie)).status).toBe(400);
    expect((await h.call('GET', `${OUTBOX}?to=nEVer@`, undefined, operator.cookie)).body.result.map((r: { id: number }) => r.id)).toEqual([failed.id]);

    const one = await h.call('GET', `${OUTBOX}/${failed.id}`, undefined, operator.cookie);
    expect(one.body).toMatchObject({ id: failed.id, recipient: 'never@example.org', text: 'Body', state: 'failed', attempts: 5 });
    // about no record of the model and from no template: no words made up from the code's names
    expect(one.body).toMatchObject({ about: null, templateTitle: null });

    const resent = await h.call('POST', `${OUTBOX}/${failed.id}/resend`, {}, operator.cookie);
    expect(resent.status).toBe(200);
    expect(resent.body.message).toBe('The message was queued again.');
    const row = await waitForState(h.db.orm, failed.id, ['sent']);
    expect(row.attempts).toBe(1);
    const audit = await h.db.orm.em.fork().getConnection().execute(`select user_name, changes from audit_entry where entity = 'mail-outbox' and entity_id = ?`, [String(failed.id)]);
    expect(audit).toHaveLength(1);
    expect(audit[0].user_name).toBe('outbox-operator');

    // a pending or sending message is not queued twice
    smtp.plan(() => '451 Hold on');
    const held = await queue('held@example.org');
    await waitForState(h.db.orm, held, ['pending']);
    expect((await h.call('POST', `${OUTBOX}/${held}/resend`, {}, operator.cookie)).status).toBe(409);
    expect((await h.call('POST', `${OUTBOX}/999999/resend`, {}, operator.cookie)).status).toBe(404);
    smtp.plan(() => null);
  });

  it('is for superusers only', async () => {
    expect((await h.call('GET', OUTBOX, undefined, analyst.cookie)).status).toBe(403);
    expect((await h.call('POST', `${OUTBOX}/1/resend`, {}, analyst.cookie)).status).toBe(403);
    expect((await h.call('GET', OUTBOX)).status).toBe(401);
  });
});
