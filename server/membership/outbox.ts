// The admin outbox (no SMTP_URL): the .eml files the mailer wrote, newest first, and one message
// with its links, so whoever runs the back office without a mail server can follow a verification
// link (docs/membership.md). With SMTP the outbox is empty and says where mail goes.
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { badRequest, notFound } from '../http/errors.js';
import { parseEml } from './eml.js';
import type { OutboxItem } from '../../core/contract/membership.js';

export const OUTBOX_PAGE_SIZE = 50;
const FILE_NAME = /^[\w.-]{1,200}\.eml$/;

async function emlFiles(dir: string): Promise<{ name: string; mtime: Date }[]> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw err;
  }
  const files = await Promise.all(names.filter((n) => FILE_NAME.test(n)).map(async (name) => ({ name, mtime: (await stat(path.join(dir, name))).mtime })));
  // names start with the ISO time they were written: newest first, ties by name
  return files.sort((a, b) => b.name.localeCompare(a.name));
}

export async function listOutbox(dir: string | null, opts: { page: number; pageSize: number; to?: string }): Promise<{ mode: 'outbox' | 'smtp'; total: number; result: OutboxItem[] }> {
  if (!dir) return { mode: 'smtp', total: 0, result: [] };
  const files = await emlFiles(dir);
  const items: OutboxItem[] = [];
  for (const f of files) {
    const mail = parseEml(await readFile(path.join(dir, f.name), 'utf8'));
    if (opts.to && !mail.to.toLowerCase().includes(opts.to.toLowerCase())) continue;
    items.push({ id: f.name, to: mail.to, subject: mail.subject, sentOn: mail.date ?? f.mtime.toISOString() });
  }
  const start = (opts.page - 1) * opts.pageSize;
  return { mode: 'outbox', total: items.length, result: items.slice(start, start + opts.pageSize) };
}

export async function readOutboxMessage(dir: string | null, id: string) {
  if (!FILE_NAME.test(id)) throw badRequest('There is no such message.', { id: ['Name a message of the outbox.'] });
  if (!dir) throw notFound('Mail goes out through SMTP: there is no outbox.');
  let raw: string;
  try {
    raw = await readFile(path.join(dir, id), 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') throw notFound('There is no such message.');
    throw err;
  }
  return { id, ...parseEml(raw) };
}
