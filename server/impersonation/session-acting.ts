// Starting and stopping impersonation on the caller's session: the session row names the user it acts
// as; the change, its audit entry and the notice to every instance's session cache commit together.
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Request } from 'express';
import { Session } from '../db/system-entities.js';
import { HttpError } from '../http/errors.js';
import { sessionToken } from '../auth/middleware.js';
import { USER_ENTITY, loadSessionUser, sessionDigest } from '../auth/sessions.js';
import { notifySessionChange } from '../auth/session-changes.js';
import type { SessionUser } from '../auth/session-user.js';
import { actingAs, fullNameOf, refusal, type Candidate, type ImpersonationKind } from './rules.js';
import { auditImpersonation } from './audit-trail.js';

export const NOT_IMPERSONATING = 'You are not impersonating anyone.';

function sessionIdOf(req: Request): string {
  const token = sessionToken(req.headers.cookie);
  if (!token) throw new HttpError(401, 'Please sign in to continue.');
  return sessionDigest(token);
}

/** The account as the rules see it, or null when there is none. */
export async function loadCandidate(em: EntityManager, userId: number): Promise<Candidate | null> {
  const user = await loadSessionUser(em, userId);
  if (!user) return null;
  const row = (await em.findOne(USER_ENTITY, { id: userId } as never, { fields: ['isActive'] as never })) as { isActive?: boolean | null } | null;
  return { ...user, isActive: row?.isActive !== false };
}

/** Throws the rules' refusal as an HTTP answer. */
export function assertMayImpersonate(real: SessionUser, target: Candidate | null, kind?: ImpersonationKind): asserts target is Candidate {
  const refused = refusal(real, target, kind);
  if (refused) throw new HttpError(refused.status, refused.message);
}

export async function startImpersonation(em: EntityManager, req: Request, real: SessionUser, userId: number, kind: ImpersonationKind): Promise<SessionUser> {
  const target = await loadCandidate(em, userId);
  assertMayImpersonate(real, target, kind);
  const sessionId = sessionIdOf(req);
  await em.transactional(async (tx) => {
    // the row must still be this user's own: two starts racing on one session do not both win
    const started = await tx.nativeUpdate(Session, { id: sessionId, userId: real.id, actingAsUserId: null }, { actingAsUserId: target.id });
    if (!started) throw new HttpError(409, 'This session is already acting as someone else. Stop impersonating first.');
    await auditImpersonation(tx, 'start', real, target);
    await notifySessionChange(tx, { kind: 'session', sessionId });
  });
  return actingAs(real, target);
}

/** Back to the real user; answers who that is. */
export async function stopImpersonation(em: EntityManager, req: Request, user: SessionUser): Promise<{ user: SessionUser | null; message: string }> {
  const real = user.impersonator;
  if (!real) throw new HttpError(409, NOT_IMPERSONATING);
  const sessionId = sessionIdOf(req);
  await em.transactional(async (tx) => {
    const stopped = await tx.nativeUpdate(Session, { id: sessionId, userId: real.id, actingAsUserId: user.id }, { actingAsUserId: null });
    if (!stopped) throw new HttpError(409, NOT_IMPERSONATING);
    await auditImpersonation(tx, 'stop', real, user, 'stopped');
    await notifySessionChange(tx, { kind: 'session', sessionId });
  });
  return { user: await loadSessionUser(em, real.id), message: `You stopped acting as ${fullNameOf(user)}.` };
}
