// The audit entries of impersonation itself: one when it starts, one when it stops (by the user, at
// sign-out, when the session ends or when the rules no longer allow it). They sit in the audit trail
// under the entity "impersonation" with the impersonated user's id, made by the real user (userId /
// userName), so they show among the administrator's own changes and never among the analyst's. The
// writes made in between name the user acted as and the real user (impersonatorId / Name).
import type { EntityManager } from '@mikro-orm/postgresql';
import { insertSealedEntry } from '../audit/tamper/sealed-insert.js';
import { columnOf, tableOf } from '../db/table-names.js';
import userResource from '../../resources/users.js';

export const IMPERSONATION_ENTITY = 'impersonation';

export type StopReason = 'stopped' | 'signed out' | 'session ended' | 'no longer allowed';

interface Named {
  id: number;
  username: string;
}

/** Start ('I') or stop ('D') of `real` acting as `target`. */
export async function auditImpersonation(em: EntityManager, event: 'start' | 'stop', real: Named, target: Named, reason?: StopReason): Promise<void> {
  const acting = { field: 'actingAs', oldValue: event === 'stop' ? target.username : null, newValue: event === 'start' ? target.username : null };
  await insertSealedEntry(em, {
    entity: IMPERSONATION_ENTITY,
    entityId: String(target.id),
    auditType: event === 'start' ? 'I' : 'D',
    userId: real.id,
    userName: real.username,
    impersonatorId: null,
    impersonatorName: null,
    createdAt: new Date(),
    changes: reason ? [acting, { field: 'reason', oldValue: null, newValue: reason }] : [acting],
    via: 'api',
  });
}

/** Stop entries for sessions that end while acting as someone (pairs of real and impersonated user ids). */
export async function auditEndedImpersonations(em: EntityManager, ended: { userId: number; actingAsUserId?: number | null }[], reason: StopReason): Promise<void> {
  const pairs = ended.filter((s): s is { userId: number; actingAsUserId: number } => s.actingAsUserId != null);
  if (!pairs.length) return;
  const ids = [...new Set(pairs.flatMap((p) => [p.userId, p.actingAsUserId]))];
  // plain SQL in the caller's transaction: this may run inside a flush (an account change ending sessions)
  const users = await em.execute<Named[]>(
    `select ${columnOf(em, userResource, 'id')} as id, ${columnOf(em, userResource, 'username')} as username from ${tableOf(em, userResource)} where ${columnOf(em, userResource, 'id')} in (${ids.map(() => '?').join(', ')})`,
    ids,
  );
  const named = (id: number): Named => users.find((u) => u.id === id) ?? { id, username: `#${id}` };
  for (const p of pairs) await auditImpersonation(em, 'stop', named(p.userId), named(p.actingAsUserId), reason);
}
