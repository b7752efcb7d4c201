// The e-mail verification message of an account created in the back office (spec 2 §4, §8).
import type { OutgoingMail } from '../mail/mailer.js';

export const VERIFY_LINK_PATH = '/verify-email';

export function verificationLink(publicUrl: string, token: string): string {
  return `${publicUrl}${VERIFY_LINK_PATH}?token=${encodeURIComponent(token)}`;
}

export function verificationMail(opts: { appName: string; to: string; name: string; username: string; link: string; validDays: number }): OutgoingMail {
  return {
    to: opts.to,
    subject: `Verify your e-mail address for ${opts.appName}`,
    text: [
      `Hello ${opts.name},`,
      '',
      `An account was created for you in ${opts.appName} (username: ${opts.username}).`,
      `It stays inactive until you verify your e-mail address. Follow this link within ${opts.validDays} days:`,
      '',
      opts.link,
      '',
      'If you did not expect this message, ignore it: the account stays inactive.',
    ].join('\n'),
  };
}
