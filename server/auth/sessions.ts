// Server-side sessions in PostgreSQL. The cookie carries a random token; the table keeps its hash.
import { createHash, randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { MetadataStorage } from '@mikro-orm/core';
import { Session } from '../db/system-entities.js';
import type { SessionUser } from './session-user.js';
import { columnOf as column, tableOf } from './model-sql.js';
import { notifySessionChange } from './session-changes.js';

export const SESSION_COOKIE = 'ag_sid';
export const SESSION_HOURS = 12;
export const REMEMBER_DAYS = 30;
/** The entity of resources/users.ts; its table and columns come from the model. */
export const USER_ENTITY = 'User';

/** The entity of resources/roles.ts: the one the user's role reference points at. */
export const roleEntityOf = (metadata: MetadataStorage): string => (metadata.get(USER_ENTITY).properties as Record<string, { type: string }>).roleId.type;

/** The session table's key for a cookie token. */
export const sessionDigest = (token: string) => createHash('sha256').update(token).digest('hex');

export async function createSession(em: EntityManager, userId: number, rememberMe: boolean, ip?: string): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const now = new Date();
  const expiresAt = new Date(now.getTime() + (rememberMe ? REMEMBER_DAYS * 24 : SESSION_HOURS) * 3600_000);
  await em.insert(Session, { id: sessionDigest(token), userId, createdAt: now, expiresAt, rememberMe, ip: ip ?? null });
  // expired sessions are swept as new ones are made
  await em.nativeDelete(Session, { expiresAt: { $lt: now } });
  return { token, expiresAt };
}

/** Signs a session out, on every instance: the row and the notice commit together. */
export async function destroySession(em: EntityManager, token: string): Promise<void> {
  const sessionId = sessionDigest(token);
  await em.transactional(async (tx) => {
    await tx.nativeDelete(Session, { id: sessionId });
    await notifySessionChange(tx, { kind: 'session', sessionId });
  });
}

/**
 * Ends every session of a user but `keepSessionId`, on every instance. Call it inside the
 * transaction of the change that requires it, so both commit (or neither).
 */
export async function endUserSessions(em: EntityManager, userId: number, keepSessionId?: string): Promise<void> {
  await em.nativeDelete(Session, keepSessionId ? { userId, id: { $ne: keepSessionId } } : { userId });
  await notifySessionChange(em, { kind: 'user', userId });
}

interface UserRow {
  id: number;
  username: string;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  is_active: boolean | null;
  role_id: number | null;
  role_name: string | null;
  abilities: string[] | string | null;
  session_expires_at?: Date | string;
}

/**
 * A staff member with their role's name and abilities, with the table and column names the model
 * gives them (resources/users.ts, resources/roles.ts), so renaming a table there cannot break sign-in.
 * Built once per ORM.
 */
const selects = new WeakMap<MetadataStorage, { byToken: string; byId: string }>();
function userSelects(em: EntityManager): { byToken: string; byId: string } {
  const metadata = em.getMetadata();
  let found = selects.get(metadata);
  if (!found) {
    const user = metadata.get(USER_ENTITY);
    const role = metadata.get(roleEntityOf(metadata));
    const session = metadata.find(Session)!;
    const u = (p: string) => `u.${column(user, p)}`;
    const columns = `${u('id')} as id, ${u('username')} as username, ${u('firstName')} as first_name, ${u('lastName')} as last_name,
        ${u('email')} as email, ${u('isActive')} as is_active, r.${column(role, 'id')} as role_id, r.${column(role, 'name')} as role_name,
        r.${column(role, 'abilities')} as abilities`;
    const from = `from ${tableOf(user)} u left join ${tableOf(role)} r on r.${column(role, 'id')} = ${u('roleId')}`;
    found = {
      // the session's expiry comes along: the session cache must not answer for it past that moment
      byToken: `select ${columns}, s.${column(session, 'expiresAt')} as session_expires_at ${from}
        join ${tableOf(session)} s on s.${column(session, 'userId')} = ${u('id')}
        where s.${column(session, 'id')} = ? and s.${column(session, 'expiresAt')} > now()`,
      byId: `select ${columns} ${from} where ${u('id')} = ?`,
    };
    selects.set(metadata, found);
  }
  return found;
}

/** Loads the user behind a session (its token's digest) with one query; null when unknown, expired or inactive. */
export async function sessionUserFor(em: EntityManager, sessionId: string): Promise<{ user: SessionUser; expiresAt: Date } | null> {
  const rows = await em.getConnection().execute<UserRow[]>(userSelects(em).byToken, [sessionId]);
  const row = rows[0];
  if (!row || row.is_active === false) return null;
  return { user: toSessionUser(row), expiresAt: new Date(row.session_expires_at!) };
}

export async function loadSessionUser(em: EntityManager, userId: number): Promise<SessionUser | null> {
  const rows = await em.getConnection().execute<UserRow[]>(userSelects(em).byId, [userId]);
  return rows[0] ? toSessionUser(rows[0]) : null;
}

function toSessionUser(row: UserRow): SessionUser {
  const abilities = typeof row.abilities === 'string' ? (JSON.parse(row.abilities) as string[]) : (row.abilities ?? []);
  return {
    id: row.id,
    username: row.username,
    firstName: row.first_name ?? '',
    lastName: row.last_name ?? '',
    email: row.email ?? '',
    roleId: row.role_id,
    roleName: row.role_name,
    abilities,
  };
}
