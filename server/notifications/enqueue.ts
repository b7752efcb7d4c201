// Writing notifications into the mail outbox (docs/notifications.md). Both calls run in the
// caller's transaction: the rows commit with the change they report or not at all, and the
// notification that wakes the delivery workers is sent only on that commit (pg_notify is
// transactional). Nothing here talks to a mail server.
import type { EntityManager } from '@mikro-orm/postgresql';
import { runSql } from '../db/run-sql.js';
import { notifyChannel } from '../db/notifications.js';
import { renderNotificationTemplate, type NotificationTemplateText, type PlaceholderValues } from '../content/render-template.js';
import { currentCycleYear } from '../cycles/current.js';
import { localDay, startYearOf, yearName } from '../../core/academic-years/year-window.js';
import notificationTemplates from '../../resources/notification-templates.js';
import { NOTIFICATION_TEMPLATES } from './shipped-templates.js';
import { htmlToText } from './html-text.js';
import { MAIL_OUTBOX_CHANNEL, MAIL_OUTBOX_TABLE } from './outbox-table.js';

export interface MailToQueue {
  to: string;
  subject: string;
  text: string;
  html?: string | null;
  /** the template's key, or the workflow's name for a mail without a template ("user-verification") */
  templateKey: string;
  actingUserId: number | null;
  entity?: string | null;
  entityId?: string | number | null;
  /** held back this many seconds before the first attempt (a decision that may still be undone); 0: at once */
  holdSeconds?: number;
}

/** One mail into the outbox; answers its id. */
export async function enqueueMail(em: EntityManager, mail: MailToQueue): Promise<number> {
  const [row] = await runSql<{ id: number }>(
    em,
    `insert into ${MAIL_OUTBOX_TABLE} (recipient, subject, text, html, template_key, entity, entity_id, acting_user_id, next_attempt_at) values (?, ?, ?, ?, ?, ?, ?, ?, now() + make_interval(secs => ?)) returning id`,
    [mail.to, mail.subject, mail.text, mail.html ?? null, mail.templateKey, mail.entity ?? null, mail.entityId == null ? null : String(mail.entityId), mail.actingUserId, mail.holdSeconds ?? 0],
  );
  await notifyChannel(em, MAIL_OUTBOX_CHANNEL, String(row.id));
  return Number(row.id);
}

export interface Recipient {
  email: string;
  /** {{recipientName}}; without it the address */
  name?: string | null;
}

export interface NotificationToQueue {
  templateKey: string;
  /** each recipient gets its own mail, with its own {{recipientName}}; blank addresses are skipped, repeated ones sent once */
  to: Recipient[];
  placeholders: PlaceholderValues;
  /** the {{#courses}} block, one entry per course */
  courses?: PlaceholderValues[];
  actingUserId: number | null;
  entity?: string | null;
  entityId?: string | number | null;
  /** see MailToQueue.holdSeconds */
  holdSeconds?: number;
}

/** The template as staff edited it, or as seeded when the database has none of that key. */
export async function templateOf(em: EntityManager, key: string): Promise<NotificationTemplateText> {
  const stored = await em.findOne<NotificationTemplateText & { key: string }>(notificationTemplates.entity, { key }, { disableIdentityMap: true });
  const template = stored ?? NOTIFICATION_TEMPLATES.find((t) => t.key === key);
  if (!template) throw new Error(`There is no notification template "${key}".`);
  return template;
}

/** {{currentCycleYear}}: the current submission cycle's year, or the academic year of today without cycles. */
export async function cycleYearPlaceholder(em: EntityManager): Promise<string> {
  return (await currentCycleYear(em)) ?? yearName(startYearOf(localDay()));
}

const distinct = (to: Recipient[]) => {
  const seen = new Set<string>();
  return to.filter((r) => {
    const key = r.email?.trim().toLowerCase();
    if (!key || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
};

/** Renders the template for each recipient and queues the mails; answers their ids. */
export async function enqueueNotification(em: EntityManager, n: NotificationToQueue): Promise<number[]> {
  const template = await templateOf(em, n.templateKey);
  const currentCycle = n.placeholders.currentCycleYear ?? (await cycleYearPlaceholder(em));
  const ids: number[] = [];
  for (const to of distinct(n.to)) {
    const email = to.email.trim();
    const rendered = renderNotificationTemplate(template, {
      values: { ...n.placeholders, currentCycleYear: currentCycle, recipientName: n.placeholders.recipientName ?? (to.name?.trim() || email) },
      courses: n.courses,
    });
    ids.push(
      await enqueueMail(em, {
        to: email,
        subject: rendered.title,
        text: htmlToText(rendered.html),
        html: rendered.html,
        templateKey: n.templateKey,
        actingUserId: n.actingUserId,
        entity: n.entity,
        entityId: n.entityId,
        holdSeconds: n.holdSeconds,
      }),
    );
  }
  return ids;
}
