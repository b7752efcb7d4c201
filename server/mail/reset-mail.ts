// The password reset message (spec 1 §7 "Sign-in": "Password reset email has been sent").
import type { OutgoingMail } from './mailer.js';

export const RESET_LINK_PATH = '/reset-password';

export function resetLink(publicUrl: string, token: string): string {
  return `${publicUrl}${RESET_LINK_PATH}?token=${encodeURIComponent(token)}`;
}

export function resetMail(opts: { appName: string; to: string; name: string; link: string; validHours: number }): OutgoingMail {
  return {
    to: opts.to,
    subject: `Reset your ${opts.appName} password`,
    text: [
      `Hello ${opts.name},`,
      '',
      `Somebody (hopefully you) asked to reset the password of your ${opts.appName} account.`,
      `Choose a new password here within ${opts.validHours} hours:`,
      '',
      opts.link,
      '',
      'If you did not ask for this, ignore this message: your password stays as it is.',
    ].join('\n'),
  };
}
