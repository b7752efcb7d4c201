// The delivery worker (docs/notifications.md): one per server instance, started by createApp and
// stopped with the ORM. A pass claims due outbox rows with `for update skip locked` (so the workers
// of several instances never take the same row), marks them "sending" with a lease, commits, and
// only then talks to the mail server; each outcome is one short update. A failure is retried after
// the next wait of `backoffMs`; after the last attempt the row is "failed" and the acting user hears
// the spec's notification-failure message through the admin hub, in the same transaction.
// Passes run when a commit that enqueued notifies MAIL_OUTBOX_CHANNEL (every instance listens) and
// every `pollMs` (retries falling due, notifications lost with a connection). Its timers are unref'd.
import type { MikroORM } from '@mikro-orm/postgresql';
import type { Mailer } from '../mail/mailer.js';
import { listenForNotifications, type Listener } from '../db/notifications.js';
import { raiseHubEvent } from '../hub/raise.js';
import { logger } from '../log.js';
import { MAIL_OUTBOX_CHANNEL, MAIL_OUTBOX_TABLE } from './outbox-table.js';
import { whenClosing } from '../db/when-closing.js';

/** Spec 1 §8. */
export const NOTIFICATION_FAILED_MESSAGE = 'Your last action completed successfully; however, the system failed to send a notification and/or email.';

export interface DeliveryTimings {
  /** the wait after failed attempt n (1-based: backoffMs[n - 1]); attempts = backoffMs.length + 1 */
  backoffMs: number[];
  /** the periodic pass */
  pollMs: number;
  /** a "sending" row whose instance stopped answering is taken again after this long */
  leaseMs: number;
  /** rows claimed by one pass */
  batch: number;
}

/** Tests shorten these before starting their server (the worker reads them when it is created). */
export const DELIVERY_TIMINGS: DeliveryTimings = { backoffMs: [60_000, 5 * 60_000, 30 * 60_000, 2 * 3600_000], pollMs: 5_000, leaseMs: 10 * 60_000, batch: 20 };

interface ClaimedRow {
  id: number;
  recipient: string;
  subject: string;
  text: string;
  html: string | null;
  attempts: number;
  acting_user_id: number | null;
}

const workers = new WeakMap<MikroORM, DeliveryWorker>();

/** The delivery worker of an application's database (tests wait on it). */
export function deliveryWorkerOf(orm: MikroORM): DeliveryWorker | undefined {
  return workers.get(orm);
}

export class DeliveryWorker {
  private listener?: Listener;
  private timer?: NodeJS.Timeout;
  private passing?: Promise<void>;
  private passAgain = false;
  private stopped = false;
  readonly timings: DeliveryTimings;

  constructor(
    private readonly orm: MikroORM,
    private readonly mailer: Mailer,
    timings: Partial<DeliveryTimings> = {},
  ) {
    this.timings = { ...DELIVERY_TIMINGS, ...timings };
    workers.set(orm, this);
    whenClosing(orm, () => this.stop());
  }

  get maxAttempts(): number {
    return this.timings.backoffMs.length + 1;
  }

  async start(): Promise<void> {
    this.listener = await listenForNotifications(this.orm, MAIL_OUTBOX_CHANNEL, () => void this.pass(), {
      name: 'mail outbox listener',
      applicationName: 'ag-mail-outbox',
      failFirst: false,
      onConnected: async () => void this.pass(),
    });
    this.timer = setInterval(() => void this.pass(), this.timings.pollMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.stopped) return;
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    await this.listener?.stop();
    await this.passing?.catch(() => {});
  }

  /** Delivers what is due; a pass asked for while one runs runs again right after it. */
  pass(): Promise<void> {
    if (this.stopped) return Promise.resolve();
    if (this.passing) {
      this.passAgain = true;
      return this.passing;
    }
    this.passing = (async () => {
      try {
        do {
          this.passAgain = false;
          while (!this.stopped && (await this.deliverBatch()) === this.timings.batch);
        } while (this.passAgain && !this.stopped);
      } catch (err) {
        if (!this.stopped) logger.warn({ err }, 'mail outbox: a delivery pass failed');
      } finally {
        this.passing = undefined;
      }
    })();
    return this.passing;
  }

  private async deliverBatch(): Promise<number> {
    const rows = await this.claim();
    for (const [i, row] of rows.entries()) {
      // the safe point of a stop: between two mails, the rest handed back rather than left to their lease
      if (this.stopped) {
        await this.release(rows.slice(i));
        break;
      }
      await this.deliver(row);
    }
    return rows.length;
  }

  /** Returns claimed rows not yet tried to the due ones, their attempt not counted. */
  private async release(rows: ClaimedRow[]): Promise<void> {
    await this.orm.em
      .fork()
      .getConnection()
      .execute(`update ${MAIL_OUTBOX_TABLE} set state = 'pending', attempts = attempts - 1, next_attempt_at = now() where id = any(?::bigint[]) and state = 'sending'`, [`{${rows.map((r) => r.id).join(',')}}`]);
  }

  /** Takes due rows for this instance: pending ones whose time came, and "sending" ones whose lease ran out. */
  private claim(): Promise<ClaimedRow[]> {
    return this.orm.em.fork().getConnection().execute<ClaimedRow[]>(
      `update ${MAIL_OUTBOX_TABLE} o set state = 'sending', attempts = o.attempts + 1, next_attempt_at = now() + (? * interval '1 millisecond')
       where o.id in (select id from ${MAIL_OUTBOX_TABLE} where state in ('pending', 'sending') and next_attempt_at <= now() order by next_attempt_at, id limit ? for update skip locked)
       returning o.id, o.recipient, o.subject, o.text, o.html, o.attempts, o.acting_user_id`,
      [this.timings.leaseMs, this.timings.batch],
    );
  }

  private async deliver(row: ClaimedRow): Promise<void> {
    const em = this.orm.em.fork();
    try {
      await this.mailer.send({ to: row.recipient, subject: row.subject, text: row.text, ...(row.html ? { html: row.html } : {}) });
    } catch (err) {
      const error = (err as Error).message?.slice(0, 2000) || String(err);
      if (row.attempts < this.maxAttempts) {
        const wait = this.timings.backoffMs[row.attempts - 1];
        await em.getConnection().execute(`update ${MAIL_OUTBOX_TABLE} set state = 'pending', last_error = ?, next_attempt_at = now() + (? * interval '1 millisecond') where id = ? and state = 'sending'`, [error, wait, row.id]);
        logger.warn({ outboxId: row.id, attempt: row.attempts, retryInMs: wait, error }, 'notification mail not sent; retrying later');
        return;
      }
      await em.transactional(async (tx) => {
        await tx.getConnection().execute(`update ${MAIL_OUTBOX_TABLE} set state = 'failed', last_error = ? where id = ? and state = 'sending'`, [error, row.id], 'all', tx.getTransactionContext());
        if (row.acting_user_id != null) await raiseHubEvent(tx, { kind: 'notificationFailed', userId: row.acting_user_id, payload: { message: NOTIFICATION_FAILED_MESSAGE } });
      });
      logger.error({ outboxId: row.id, attempts: row.attempts, error }, 'notification mail failed for good');
      return;
    }
    await em.getConnection().execute(`update ${MAIL_OUTBOX_TABLE} set state = 'sent', sent_at = now(), last_error = null where id = ? and state = 'sending'`, [row.id]);
  }
}
