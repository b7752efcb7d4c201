// Issue 22 §2, the mail worker's safe point: a stop during a batch lets the mail being sent finish and
// hands the rest of the claimed batch back to the outbox, due at once and without an attempt counted,
// instead of leaving it to the lease (minutes) of an instance that is going away.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCheckedModel } from '../../../server/boot.js';
import { DeliveryWorker } from '../../../server/notifications/worker.js';
import { enqueueMail } from '../../../server/notifications/enqueue.js';
import { MAIL_OUTBOX_TABLE } from '../../../server/notifications/outbox-table.js';
import type { Mailer } from '../../../server/mail/mailer.js';
import { createTestDb, ENGINE, type TestDb } from '../../support/test-db.js';

let db: TestDb;

beforeAll(async () => {
  const { resources } = await loadCheckedModel();
  db = await createTestDb(resources);
}, 60_000);
afterAll(() => db?.close());

describe(`the delivery worker's stop (${ENGINE})`, () => {
  it('finishes the mail being sent and returns the rest of its batch', async () => {
    for (const to of ['one@example.org', 'two@example.org', 'three@example.org'])
      await db.orm.em.fork().transactional((tx) => enqueueMail(tx, { to, subject: 'Hello', text: 'Body', templateKey: 'test-mail', actingUserId: null, entity: 'tests', entityId: 1 }));
    const sent: string[] = [];
    let sending!: () => void;
    const firstSendStarted = new Promise<void>((started) => (sending = started));
    let finishSend!: () => void;
    const mailer: Mailer = {
      send: (mail) => {
        sent.push(String(mail.to));
        sending();
        return new Promise((resolve) => (finishSend = () => resolve('smtp')));
      },
    };
    const worker = new DeliveryWorker(db.orm, mailer);
    const passing = worker.pass();
    await firstSendStarted;
    const stopped = worker.stop();
    finishSend();
    await stopped;
    await passing;

    expect(sent).toHaveLength(1);
    const rows = await db.orm.em
      .fork()
      .getConnection()
      .execute<{ recipient: string; state: string; attempts: number }[]>(`select recipient, state, attempts from ${MAIL_OUTBOX_TABLE} order by id`);
    expect(rows.map((r) => [r.recipient, r.state, Number(r.attempts)])).toEqual([
      ['one@example.org', 'sent', 1],
      ['two@example.org', 'pending', 0],
      ['three@example.org', 'pending', 0],
    ]);
  });
});
