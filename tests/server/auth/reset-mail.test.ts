// The reset link goes to the user's mailbox (SMTP_URL) or, without a mail server, to an .eml file in
// the outbox folder; the log only says that a reset was requested. The link starts with PUBLIC_URL,
// whatever Host header the request carried.
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startHarness, type Harness } from '../../support/server-harness.js';
import { ENGINE } from '../../support/test-db.js';
import { logger } from '../../../server/log.js';
import { requestFrom } from './from-address.js';

const PUBLIC_URL = 'https://course-admin.example.org';
const received: string[] = [];
let smtp: SMTPServer;
let mailed: Harness; // SMTP_URL set
let unmailed: Harness; // no SMTP_URL: outbox folder
let outbox: string;

/** Every log call made while `fn` runs, as text. */
async function logDuring(fn: () => Promise<void>): Promise<string[]> {
  const lines: string[] = [];
  for (const level of ['trace', 'debug', 'info', 'warn', 'error', 'fatal'] as const)
    vi.spyOn(logger, level).mockImplementation(((...args: unknown[]) => void lines.push(JSON.stringify(args))) as never);
  await fn();
  return lines;
}

/** The reset token in a message, its body decoded from quoted-printable when it is so encoded. */
const tokenIn = (text: string) => {
  const decoded = text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return /reset-password\?token=([A-Za-z0-9_-]+)/.exec(decoded)?.[1];
};

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push(Buffer.concat(chunks).toString('utf8'));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const port = (smtp.server.address() as AddressInfo).port;
  outbox = mkdtempSync(path.join(os.tmpdir(), 'ag-outbox-'));
  mailed = await startHarness({ app: { publicUrl: PUBLIC_URL, mail: { smtpUrl: `smtp://127.0.0.1:${port}`, outboxDir: outbox, from: 'Course Admin <no-reply@example.org>' } } });
  unmailed = await startHarness({ app: { publicUrl: PUBLIC_URL, mail: { outboxDir: outbox, from: 'Course Admin <no-reply@example.org>' } } });
  await mailed.userWith([], 'forgetful');
  await unmailed.userWith([], 'offline');
}, 120_000);
afterAll(async () => {
  await mailed?.close();
  await unmailed?.close();
  await new Promise<void>((resolve) => smtp?.close(() => resolve()));
  rmSync(outbox, { recursive: true, force: true });
});
afterEach(() => vi.restoreAllMocks());

describe(`password reset delivery (${ENGINE})`, () => {
  it('mails the link over SMTP, logs only that a reset was requested, and the link works', async () => {
    const lines = await logDuring(async () => {
      // a forged Host header must not end up in the link
      const res = await requestFrom('127.0.0.1', mailed.url + '/api/account/login/adminreset', 'POST', { username: 'forgetful' }, { host: 'attacker.example' });
      expect(res.status).toBe(200);
      await expect.poll(() => received.length, { timeout: 20_000 }).toBe(1);
    });
    const mail = received[0];
    expect(mail).toMatch(/^To: forgetful@example\.org/m);
    expect(mail.replace(/=\r?\n/g, '')).toContain(`${PUBLIC_URL}/reset-password?token`);
    expect(mail).not.toContain('attacker.example');
    const token = tokenIn(mail)!;
    expect(token.length).toBeGreaterThan(30);

    const log = lines.join('\n');
    expect(log).toContain('password reset requested');
    expect(log).not.toContain(token);
    expect(log).not.toMatch(/token=/);

    const done = await mailed.call('POST', '/api/account/password/reset', { token, password: 'remembered-at-last' });
    expect(done.status).toBe(200);
    expect(await mailed.signIn('forgetful', 'remembered-at-last')).toMatch(/^ag_sid=/);
  });

  it('writes the message to the outbox folder when no mail server is set', async () => {
    const lines = await logDuring(async () => {
      expect((await unmailed.call('POST', '/api/account/login/adminreset', { username: 'offline' })).status).toBe(200);
      await expect.poll(() => readdirSync(outbox).filter((f) => f.endsWith('.eml')).length, { timeout: 20_000 }).toBe(1);
    });
    const file = readdirSync(outbox).find((f) => f.endsWith('.eml'))!;
    const message = readFileSync(path.join(outbox, file), 'utf8');
    expect(message).toMatch(/^To: offline@example\.org/m);
    const token = tokenIn(message)!;
    expect(token).toBeTruthy();
    expect(lines.join('\n')).not.toContain(token);
    expect(lines.join('\n')).toContain('password reset requested');
  });
});
