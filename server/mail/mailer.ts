// Outgoing mail: through SMTP when SMTP_URL is set, otherwise written as .eml files to an outbox
// folder, so a machine without a mail server still delivers reset links to whoever runs it and the
// server log never has to carry them.
import { mkdirSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import nodemailer from 'nodemailer';

export interface MailSettings {
  /** smtp://user:pass@host:port or smtps://…; absent: write to outboxDir */
  smtpUrl?: string;
  outboxDir: string;
  from: string;
}

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  /** the HTML alternative (notification templates are HTML) */
  html?: string;
}

export interface Mailer {
  /** resolves with where the message went: 'smtp' or the .eml file written */
  send(mail: OutgoingMail): Promise<string>;
}

export function createMailer(settings: MailSettings): Mailer {
  if (settings.smtpUrl) {
    const transport = nodemailer.createTransport(settings.smtpUrl);
    return {
      async send(mail) {
        await transport.sendMail({ from: settings.from, ...mail });
        return 'smtp';
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail) {
      const info = await transport.sendMail({ from: settings.from, ...mail });
      mkdirSync(settings.outboxDir, { recursive: true, mode: 0o700 });
      const file = path.join(settings.outboxDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`);
      // the message holds a reset link: readable by the server's own user only
      writeFileSync(file, info.message as Buffer, { mode: 0o600 });
      return file;
    },
  };
}
