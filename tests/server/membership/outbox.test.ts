// Without SMTP_URL the mailer writes .eml files (server/mail/mailer.ts); the outbox calls list them,
// newest first, and open one with its links, so a verification link can be followed without a mail
// server. Only superusers read it: it holds password links of every account.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../../support/server-harness.js';
import { ENGINE } from '../../support/test-db.js';
import { ADMIN, makeAccount, type Account } from '../access/support.js';

const OUTBOX = '/api/admin/membership/outbox';
let h: Harness;
let dir: string;
let superuser: Account;
let manager: Account;

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'membership-outbox-'));
  h = await startHarness({ app: { publicUrl: 'http://localhost:3998', mail: { outboxDir: dir, from: 'A–G Course Admin <no-reply@localhost>' } } });
  superuser = await makeAccount(h, 'outbox-superuser', { abilities: [...ADMIN] });
  manager = await makeAccount(h, 'outbox-manager', { abilities: ['AdminUserManagement'], userKind: 'analyst' });
}, 120_000);
afterAll(async () => {
  await h?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe(`the outbox of a server without SMTP (${ENGINE})`, () => {
  it('lists the verification mail of a created user and opens it with its link', async () => {
    const created = await h.call('POST', '/api/admin/membership/user', { username: 'zoë', email: 'zoe@example.org', firstName: 'Zoë', lastName: 'Ålund', userKind: 'external' }, manager.cookie);
    expect(created.status).toBe(201);
    // the mail is queued with the account and written by the outbox worker right after the commit
    await expect.poll(async () => (await h.call('GET', OUTBOX, undefined, superuser.cookie)).body.total, { timeout: 10_000 }).toBe(1);
    const list = await h.call('GET', OUTBOX, undefined, superuser.cookie);
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({ mode: 'outbox', total: 1, result: [{ to: 'zoe@example.org', subject: 'Verify your e-mail address for A–G Course Admin' }] });
    const message = await h.call('GET', `${OUTBOX}/${encodeURIComponent(list.body.result[0].id)}`, undefined, superuser.cookie);
    expect(message.status).toBe(200);
    expect(message.body.text).toContain('Hello Zoë Ålund,');
    expect(message.body.links).toHaveLength(1);
    const token = new URL(message.body.links[0]).searchParams.get('token');
    expect(message.body.links[0]).toBe(`http://localhost:3998/verify-email?token=${token}`);
    expect((await h.call('POST', '/api/account/verify', { token })).status).toBe(200);
  });

  it('filters by recipient, pages, and refuses names outside the folder', async () => {
    writeFileSync(path.join(dir, '0000-old.eml'), 'To: old@example.org\nSubject: Old\n\nhttps://example.org/a\n');
    const all = await h.call('GET', `${OUTBOX}?pageSize=1`, undefined, superuser.cookie);
    expect(all.body.total).toBe(2);
    expect(all.body.result[0].to).toBe('zoe@example.org');
    expect((await h.call('GET', `${OUTBOX}?to=old@`, undefined, superuser.cookie)).body.result.map((m: { id: string }) => m.id)).toEqual(['0000-old.eml']);
    expect((await h.call('GET', `${OUTBOX}/..%2F..%2Fetc%2Fpasswd`, undefined, superuser.cookie)).status).toBe(400);
    expect((await h.call('GET', `${OUTBOX}/nothing-here.eml`, undefined, superuser.cookie)).status).toBe(404);
    expect((await h.call('GET', `${OUTBOX}?pageSize=0`, undefined, superuser.cookie)).status).toBe(400);
  });

  it('is for superusers only', async () => {
    expect((await h.call('GET', OUTBOX)).status).toBe(401);
    expect((await h.call('GET', OUTBOX, undefined, manager.cookie)).status).toBe(403);
    expect((await h.call('GET', `${OUTBOX}/0000-old.eml`, undefined, manager.cookie)).status).toBe(403);
  });
});
