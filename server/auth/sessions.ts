// Server-side sessions in PostgreSQL. The cookie carries a random token; the table keeps its hash.
import { createHash, randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { MetadataStorage } from '@mikro-orm/core';
import { Session } from '../db/system-entities.js';
import type { SessionUser } from './session-user.js';
import { columnOf, tableOf, type EntityRef } from '../db/table-names.js';
import { notifySessionChange } from './session-changes.js';
import { actingAs, refusal } from '../impersonation/rules.js';
import { auditEndedImpersonations, auditImpersonation } from '../impersonation/audit-trail.js';
import { INSTITUTION_USER_KIND } from '../../resources/_enums.js';

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
  // expired sessions are swept as new ones are made; an impersonation they carried is recorded as ended
  await em.transactional(async (tx) => {
    await auditEndedImpersonations(tx, await sessionsWhere(tx, 'expired', now), 'session ended');
    await tx.nativeDelete(Session, { expiresAt: { $lt: now } });
  });
  return { token, expiresAt };
}

/** Signs a session out, on every instance: the row and the notice commit together. */
export async function destroySession(em: EntityManager, token: string): Promise<void> {
  const sessionId = sessionDigest(token);
  await em.transactional(async (tx) => {
    await auditEndedImpersonations(tx, await sessionsWhere(tx, 'id', sessionId), 'signed out');
    await tx.nativeDelete(Session, { id: sessionId });
    await notifySessionChange(tx, { kind: 'session', sessionId });
  });
}

/**
 * Ends every session of a user but `keepSessionId`, on every instance. Call it inside the
 * transaction of the change that requires it, so both commit (or neither).
 */
export async function endUserSessions(em: EntityManager, userId: number, keepSessionId?: string): Promise<void> {
  const ending = (await sessionsWhere(em, 'userId', userId)).filter((s) => s.id !== keepSessionId);
  await auditEndedImpersonations(em, ending, 'session ended');
  await em.nativeDelete(Session, keepSessionId ? { userId, id: { $ne: keepSessionId } } : { userId });
  // whoever was acting as this account stops too (it was deactivated, deleted or its password changed)
  const actedAs = await sessionsWhere(em, 'actingAsUserId', userId);
  await auditEndedImpersonations(em, actedAs, 'no longer allowed');
  if (actedAs.length) await em.nativeUpdate(Session, { actingAsUserId: userId }, { actingAsUserId: null });
  // the notice reaches sessions of the account and sessions acting as it (server/auth/session-cache.ts)
  await notifySessionChange(em, { kind: 'user', userId });
}

interface SessionRow {
  id: string;
  userId: number;
  actingAsUserId: number | null;
}

/**
 * Sessions by one column, in plain SQL within the caller's transaction (this runs inside flushes,
 * where loading entities is not safe). 'expired' takes the moment they expired before.
 */
async function sessionsWhere(em: EntityManager, by: 'id' | 'userId' | 'actingAsUserId' | 'expired', value: string | number | Date): Promise<SessionRow[]> {
  const c = (p: string) => columnOf(em, Session, p);
  const where = by === 'expired' ? `${c('expiresAt')} < ? and ${c('actingAsUserId')} is not null` : `${c(by)} = ?`;
  const rows = await em.execute<{ id: string; user_id: number; acting_as_user_id: number | null }[]>(
    `select ${c('id')} as id, ${c('userId')} as user_id, ${c('actingAsUserId')} as acting_as_user_id from ${tableOf(em, Session)} where ${where}`,
    [value],
  );
  return rows.map((r) => ({ id: r.id, userId: Number(r.user_id), actingAsUserId: r.acting_as_user_id == null ? null : Number(r.acting_as_user_id) }));
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
  user_kind: string | null;
  session_expires_at?: Date | string;
  acting_as_user_id?: number | null;
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
    const role = roleEntityOf(metadata);
    const column = (entity: EntityRef, p: string) => columnOf(metadata, entity, p);
    const u = (p: string) => `u.${column(USER_ENTITY, p)}`;
    const columns = `${u('id')} as id, ${u('username')} as username, ${u('firstName')} as first_name, ${u('lastName')} as last_name,
        ${u('email')} as email, ${u('isActive')} as is_active, r.${column(role, 'id')} as role_id, r.${column(role, 'name')} as role_name,
        r.${column(role, 'abilities')} as abilities, ${u('userKind')} as user_kind`;
    const from = `from ${tableOf(metadata, USER_ENTITY)} u left join ${tableOf(metadata, role)} r on r.${column(role, 'id')} = ${u('roleId')}`;
    found = {
      // the session's expiry comes along: the session cache must not answer for it past that moment
      byToken: `select ${columns}, s.${column(Session, 'expiresAt')} as session_expires_at, s.${column(Session, 'actingAsUserId')} as acting_as_user_id ${from}
        join ${tableOf(metadata, Session)} s on s.${column(Session, 'userId')} = ${u('id')}
        where s.${column(Session, 'id')} = ? and s.${column(Session, 'expiresAt')} > now()`,
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
  const user = toSessionUser(row);
  const expiresAt = new Date(row.session_expires_at!);
  if (row.acting_as_user_id == null) return { user, expiresAt };
  return { user: await impersonating(em, sessionId, user, Number(row.acting_as_user_id)), expiresAt };
}

/**
 * The user a session acts as, checked against the rules every time it is looked up: when either
 * account has changed so that the rules refuse it now, the impersonation ends here (and is audited)
 * and the session is its real user again.
 */
async function impersonating(em: EntityManager, sessionId: string, real: SessionUser, targetId: number): Promise<SessionUser> {
  const rows = await em.getConnection().execute<UserRow[]>(userSelects(em).byId, [targetId]);
  const target = rows[0] ? { ...toSessionUser(rows[0]), isActive: rows[0].is_active !== false } : null;
  if (!refusal(real, target)) return actingAs(real, target!);
  await em.transactional(async (tx) => {
    // only the lookup that actually clears it records the end
    const cleared = await tx.nativeUpdate(Session, { id: sessionId, actingAsUserId: targetId }, { actingAsUserId: null });
    if (cleared) await auditImpersonation(tx, 'stop', real, { id: targetId, username: target?.username ?? `#${targetId}` }, 'no longer allowed');
  });
  return real;
}

export async function loadSessionUser(em: EntityManager, userId: number): Promise<SessionUser | null> {
  const rows = await em.getConnection().execute<UserRow[]>(userSelects(em).byId, [userId]);
  return rows[0] ? toSessionUser(rows[0]) : null;
}

function toSessionUser(row: UserRow): SessionUser {
  const roleAbilities = typeof row.abilities === 'string' ? (JSON.parse(row.abilities) as string[]) : (row.abilities ?? []);
  // an institution's own account never holds a back-office ability, whatever role a stray write gave it
  const abilities = row.user_kind === INSTITUTION_USER_KIND ? [] : roleAbilities;
  return {
    id: row.id,
    username: row.username,
    firstName: row.first_name ?? '',
    lastName: row.last_name ?? '',
    email: row.email ?? '',
    roleId: row.role_id,
    roleName: row.role_name,
    abilities,
    userKind: row.user_kind,
  };
}
