// Server-side sessions in PostgreSQL. The cookie carries a random token; the table keeps its hash.
import { createHash, randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Session } from '../db/system-entities.js';
import type { SessionUser } from './session-user.js';

export const SESSION_COOKIE = 'ag_sid';
export const SESSION_HOURS = 12;
export const REMEMBER_DAYS = 30;

const digest = (token: string) => createHash('sha256').update(token).digest('hex');

export async function createSession(em: EntityManager, userId: number, rememberMe: boolean, ip?: string): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const now = new Date();
  const expiresAt = new Date(now.getTime() + (rememberMe ? REMEMBER_DAYS * 24 : SESSION_HOURS) * 3600_000);
  await em.insert(Session, { id: digest(token), userId, createdAt: now, expiresAt, rememberMe, ip: ip ?? null });
  // expired sessions are swept as new ones are made
  await em.nativeDelete(Session, { expiresAt: { $lt: now } });
  return { token, expiresAt };
}

export async function destroySession(em: EntityManager, token: string): Promise<void> {
  await em.nativeDelete(Session, { id: digest(token) });
}

export async function destroyUserSessions(em: EntityManager, userId: number): Promise<void> {
  await em.nativeDelete(Session, { userId });
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
}

/** A staff member with their role's name and abilities; callers add joins and conditions. */
const USER_WITH_ROLE = `select u.id, u.username, u.first_name, u.last_name, u.email, u.is_active, r.id as role_id, r.name as role_name, r.abilities
  from app_user u left join role r on r.id = u.role_id`;

/** Loads the user behind a session token with one query; null when unknown, expired or inactive. */
export async function userForToken(em: EntityManager, token: string): Promise<SessionUser | null> {
  const rows = await em.getConnection().execute<UserRow[]>(
    `${USER_WITH_ROLE} join session s on s.user_id = u.id where s.id = ? and s.expires_at > now()`,
    [digest(token)],
  );
  const row = rows[0];
  if (!row || row.is_active === false) return null;
  return toSessionUser(row);
}

export async function loadSessionUser(em: EntityManager, userId: number): Promise<SessionUser | null> {
  const rows = await em.getConnection().execute<UserRow[]>(`${USER_WITH_ROLE} where u.id = ?`, [userId]);
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
