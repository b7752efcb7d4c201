// What the membership tests share: a server whose mail goes to a real SMTP server started in the test
// process (smtp-server), staff with and without the membership abilities, accounts of each kind,
// institutions and institution roles. Each test file starts its own server, database and SMTP server.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { startHarness, type Harness } from '../../support/server-harness.js';
import { INSTITUTION_TYPE } from '../../../resources/_enums.js';
import { ADMIN, makeAccount, makeRole, type Account } from '../access/support.js';
import { parseEml } from '../../../server/membership/eml.js';
import type { ParsedMail } from '../../../core/contract/membership.js';

/** An institution role (no abilities) at its rank, as the seed makes them (seeds/roles.ts). */
export async function institutionRole(h: Harness, name: string, rank: number): Promise<number> {
  const id = await makeRole(h, name, []);
  await h.db.orm.em.fork().getConnection().execute('update role set institution_rank = ? where id = ?', [rank, id]);
  return id;
}

export interface Inbox {
  url: string;
  /** every message that arrived, parsed */
  messages: (ParsedMail & { rcptTo: string[] })[];
  /** waits for the next message to `to` that arrived after `since` messages */
  next: (to: string, since: number) => Promise<ParsedMail>;
  close: () => Promise<void>;
}

export async function startInbox(): Promise<Inbox> {
  const messages: Inbox['messages'] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        messages.push({ ...parseEml(Buffer.concat(chunks).toString('utf8')), rcptTo: session.envelope.rcptTo.map((r) => r.address) });
        done();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    async next(to, since) {
      for (let i = 0; i < 200; i++) {
        const found = messages.slice(since).find((m) => m.rcptTo.includes(to));
        if (found) return found;
        await new Promise((r) => setTimeout(r, 25));
      }
      throw new Error(`no mail to ${to} arrived`);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export interface MembershipFixture {
  h: Harness;
  inbox: Inbox;
  /** user management, not AdminManageUCUsers */
  manager: Account;
  /** user management and AdminManageUCUsers */
  ucManager: Account;
  /** every admin ability (and the outbox) */
  admin: Account;
  /** signed in without user management */
  analyst: Account;
  external: Account;
  ucop: Account;
  schoolA: number;
  schoolB: number;
  district: number;
  /** institution roles (no back-office abilities) */
  headRole: number;
  managerRole: number;
  /** a staff role, refused as an institution role */
  staffRole: number;
}

export const PUBLIC_URL = 'http://localhost:3999';

export async function startMembershipFixture(): Promise<MembershipFixture> {
  const inbox = await startInbox();
  const h = await startHarness({ app: { publicUrl: PUBLIC_URL, mail: { smtpUrl: inbox.url, outboxDir: '/nonexistent', from: 'Back office <no-reply@example.org>' } } });
  const em = h.db.orm.em.fork();
  const institution = async (name: string, institutionTypeId: number) => {
    const row = em.create<{ id: number }>('Institution', { name, institutionTypeId, isActive: true, streetCity: 'Fresno' } as never);
    await em.flush();
    return row.id;
  };
  const schoolA = await institution('Alder Creek High', INSTITUTION_TYPE.school);
  const schoolB = await institution('Birch Valley High', INSTITUTION_TYPE.school);
  const district = await institution('Central Unified', INSTITUTION_TYPE.district);
  const headRole = await institutionRole(h, 'Head of Institution', 40);
  const managerRole = await institutionRole(h, 'Course List Manager', 30);
  const staffRole = await makeRole(h, 'Reviewer', ['AdminReview']);
  return {
    h,
    inbox,
    manager: await makeAccount(h, 'mem-manager', { abilities: ['AdminUserManagement'], userKind: 'analyst' }),
    ucManager: await makeAccount(h, 'mem-uc-manager', { abilities: ['AdminUserManagement', 'AdminManageUCUsers'] }),
    admin: await makeAccount(h, 'mem-admin', { abilities: [...ADMIN, 'AdminManageUCUsers', 'AdminReview'] }),
    analyst: await makeAccount(h, 'mem-analyst', { abilities: ['AdminReview'], userKind: 'analyst' }),
    external: await makeAccount(h, 'mem-external', { userKind: 'external', signIn: false, roleId: headRole }),
    ucop: await makeAccount(h, 'mem-ucop', { userKind: 'ucop', signIn: false }),
    schoolA,
    schoolB,
    district,
    headRole,
    managerRole,
    staffRole,
  };
}

export async function closeMembershipFixture(f: MembershipFixture | undefined): Promise<void> {
  await f?.h.close();
  await f?.inbox.close();
}
