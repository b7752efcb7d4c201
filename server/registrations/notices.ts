// The decision notice (docs/registrations.md): after an approval or a refusal, and on
// POST /api/admin/registration/{id}/resendnotification, the submitter and the head contact are
// mailed the notification template of the decision (registration-approved,
// registration-not-approved; staff edit their wording at /cms/notifications), rendered with the
// institution's name, the recipient, the registration cycle and the reason (the second review's
// decision comment). Mail goes through the server's mailer (SMTP, or the outbox folder); the
// registration's notificationSentOn records the last notice sent.
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Mailer } from '../mail/mailer.js';
import { badRequest } from '../http/errors.js';
import { logger } from '../log.js';
import { renderNotificationTemplate, type NotificationTemplateText } from '../content/render-template.js';
import notificationTemplates from '../../resources/notification-templates.js';
import { REGISTRATION_STATUS as S } from '../../resources/_registrations.js';
import { E, loadRegistration, statusName, type Json, type RegistrationRow } from './model.js';
import { reviewsOf } from './registration-json.js';

/** The wording used while a database has no template of that key (the seed writes the same). */
const FALLBACK: Record<string, NotificationTemplateText> = {
  'registration-approved': {
    messageTitleTemplate: 'Registration approved: {{institutionName}}',
    messageTemplate: '<p>Dear {{recipientName}},</p><p>The registration of {{institutionName}} has been approved. You can now submit courses for {{currentCycleYear}}.</p>',
  },
  'registration-not-approved': {
    messageTitleTemplate: 'Registration not approved: {{institutionName}}',
    messageTemplate: '<p>Dear {{recipientName}},</p><p>The registration of {{institutionName}} could not be approved.</p><p>Reason: {{reason}}</p>',
  },
};

const TEMPLATE_OF_STATUS: Record<number, string> = { [S.approved]: 'registration-approved', [S.notApproved]: 'registration-not-approved' };

/** The mail's plain text from the template's HTML. */
export function htmlToText(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|li|h\d)>/gi, '\n\n')
    .replace(/<li>/gi, '- ')
    .replace(/<[^>]+>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

const cycle = (year: number | null) => (year ? `${year}-${String((year + 1) % 100).padStart(2, '0')}` : 'the current cycle');

interface Recipient {
  email: string;
  name: string;
}

/** The submitter and the head contact, each once. */
export function recipientsOf(r: RegistrationRow): Recipient[] {
  const head = ((r.contactInformation as Json | null)?.headContact ?? {}) as Json;
  const headName = [head.firstName, head.lastName].filter((s) => typeof s === 'string' && s).join(' ');
  const out: Recipient[] = [{ email: r.submitterEmail, name: headName && typeof head.email === 'string' && head.email.toLowerCase() === r.submitterEmail.toLowerCase() ? headName : r.submitterEmail }];
  if (typeof head.email === 'string' && head.email && !out.some((o) => o.email.toLowerCase() === (head.email as string).toLowerCase())) out.push({ email: head.email, name: headName || head.email });
  return out;
}

/** Mails the notice of the registration's decision; answers to whom. Throws when the mailer fails. */
export async function mailDecision(em: EntityManager, mailer: Mailer, r: RegistrationRow): Promise<string[]> {
  const key = TEMPLATE_OF_STATUS[r.registrationStatusId];
  if (!key) throw badRequest(`This registration is ${statusName(r.registrationStatusId).toLowerCase()}: there is no decision to notify.`, { registrationStatusId: ['Only approved and not approved registrations have a decision notice.'] });
  const stored = await em.findOne<NotificationTemplateText>(notificationTemplates.entity, { key } as never, { disableIdentityMap: true });
  const template = stored ?? FALLBACK[key];
  const { second } = await reviewsOf(em, r.id);
  const recipients = recipientsOf(r);
  for (const to of recipients) {
    const rendered = renderNotificationTemplate(template, {
      values: { institutionName: r.institutionName, recipientName: to.name, currentCycleYear: cycle(r.registrationCycleYear), reason: second?.decisionComment ?? 'No reason was given.' },
    });
    await mailer.send({ to: to.email, subject: rendered.title, text: htmlToText(rendered.html) });
  }
  return recipients.map((t) => t.email);
}

/**
 * Sends the notice and stamps notificationSentOn. After a decision the decision stands even when
 * the mail server refuses: the failure is logged, notificationSentOn stays empty, and staff resend.
 */
export async function notifyDecision(em: EntityManager, mailer: Mailer, registrationId: number, opts: { failQuietly: boolean }): Promise<string[]> {
  const r = await loadRegistration(em, registrationId);
  let sentTo: string[];
  try {
    sentTo = await mailDecision(em, mailer, r);
  } catch (err) {
    if (!opts.failQuietly) throw err;
    logger.error({ err, registrationId }, 'registration decision notice not sent');
    return [];
  }
  r.notificationSentOn = new Date();
  await em.flush();
  return sentTo;
}

/** POST /api/admin/registration/{id}/resendnotification: the notice again; "Email has been resent to …". */
export async function resendNotification(em: EntityManager, mailer: Mailer, registrationId: number) {
  let sentTo: string[];
  try {
    sentTo = await notifyDecision(em, mailer, registrationId, { failQuietly: false });
  } catch (err) {
    if ((err as { status?: number }).status) throw err;
    logger.error({ err, registrationId }, 'registration decision notice not sent');
    throw badRequest('The notice could not be sent: the mail server refused it. Try again later.');
  }
  const r = await em.findOneOrFail<RegistrationRow>(E.registrations, { id: registrationId } as never);
  return { message: `Email has been resent to ${sentTo.join(', ')}`, sentTo, notificationSentOn: r.notificationSentOn?.toISOString() ?? null };
}
