// What the access tests share: accounts with a chosen kind, role and state made straight in the
// database, and writes to the operator console as its frontend sends them (with the session's CSRF token).
import { runAs } from '../../../server/audit/context.js';
import { hashPassword } from '../../../server/auth/password.js';
import type { Harness } from '../../support/server-harness.js';
import { CSRF_HEADER, csrfTokenFor } from '../../../server/http/security/csrf-token.js';
import { ROW_VERSION } from '../../../core/model/define.js';

export const PASSWORD = 'correct-horse-battery';
/** The abilities that make an administrator (server/accounts/superuser.ts), and the console's. */
export const ADMIN = ['AdminUserManagement', 'AdminOperatorConsole'];

const system = { userId: null, userName: 'test', via: 'system' as const };
let passwordHash: Promise<string> | undefined;

/** A role with these abilities; returns its id. */
export async function makeRole(h: Harness, name: string, abilities: string[]): Promise<number> {
  const em = h.db.orm.em.fork();
  return runAs(system, async () => {
    const role = em.create('Role', { name, abilities } as never) as { id: number };
    await em.flush();
    return role.id;
  });
}

export interface Account {
  id: number;
  roleId: number | null;
  /** session cookie; empty for accounts not signed in */
  cookie: string;
}

/** An account (UC office unless told), with a role of its own when given abilities. */
export async function makeAccount(
  h: Harness,
  username: string,
  opts: { abilities?: string[]; roleId?: number | null; userKind?: string; isActive?: boolean; signIn?: boolean } = {},
): Promise<Account> {
  const roleId = opts.abilities ? await makeRole(h, `role-${username}`, opts.abilities) : (opts.roleId ?? null);
  const em = h.db.orm.em.fork();
  passwordHash ??= hashPassword(PASSWORD);
  const password = await passwordHash;
  const id = await runAs(system, async () => {
    const user = em.create('User', {
      username,
      email: `${username}@example.org`,
      firstName: 'Test',
      lastName: username,
      password,
      roleId,
      userKind: opts.userKind ?? 'ucop',
      isActive: opts.isActive ?? true,
    } as never) as { id: number };
    await em.flush();
    return user.id;
  });
  const cookie = opts.signIn === false || opts.isActive === false ? '' : await h.signIn(username, PASSWORD);
  return { id, roleId, cookie };
}

/** One user row as stored, or null. */
export async function userRow(h: Harness, id: number): Promise<{ roleId: number | null; isActive: boolean; userKind: string; firstName: string } | null> {
  const u = (await h.db.orm.em.fork().findOne('User', { id } as never)) as { roleId: number | null; isActive: boolean; userKind: string; firstName: string } | null;
  return u && { roleId: u.roleId, isActive: u.isActive, userKind: u.userKind, firstName: u.firstName };
}

export async function roleAbilities(h: Harness, id: number): Promise<string[]> {
  return ((await h.db.orm.em.fork().findOneOrFail('Role', { id } as never)) as { abilities: string[] }).abilities;
}

export interface OpsAnswer {
  status: number;
  body: {
    notice?: { type: string; message: string };
    record?: { params: Record<string, unknown>; errors?: Record<string, unknown> };
    records?: unknown[];
    /** a refusal answered as the API answers (400 with field messages, 403 …) */
    message?: string;
    modelState?: Record<string, string[]>;
  };
}

/** A write to the console as AdminJS's frontend sends it: multipart form data with flattened fields. */
export async function opsForm(h: Harness, path: string, fields: Record<string, string>, cookie: string): Promise<OpsAnswer> {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.set(k, v);
  const sid = cookie.replace(/^.*?ag_sid=([^;]*).*$/, '$1');
  const res = await fetch(h.url + path, { method: 'POST', body, headers: { cookie, [CSRF_HEADER]: csrfTokenFor(sid) }, redirect: 'manual' });
  return { status: res.status, body: JSON.parse(await res.text()) };
}

/**
 * A record's fields as the console's edit form sends them back, without the row version: these tests
 * are about access, and an update that names no version still applies (server/crud/row-version.ts).
 */
export async function opsEditFields(h: Harness, resource: string, id: number, cookie: string): Promise<Record<string, string>> {
  const res = await h.call('GET', `/ops/api/resources/${resource}/records/${id}/edit`, undefined, cookie);
  const params = res.body.record.params as Record<string, unknown>;
  return Object.fromEntries(Object.entries(params).filter(([k]) => k !== ROW_VERSION).map(([k, v]) => [k, v === null ? '__FORM_VALUE_NULL__' : String(v)]));
}

export const notice = (a: OpsAnswer) => a.body.notice;
