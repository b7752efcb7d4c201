// Who is acting, carried through async calls so the audit subscriber can name them.
import { AsyncLocalStorage } from 'node:async_hooks';

export interface Actor {
  userId: number | null; // null: the system user
  userName: string;
  via: 'api' | 'ops' | 'seed' | 'system';
  /** the real user, when userId is the user they act as (impersonation) */
  impersonatorId?: number | null;
  impersonatorName?: string | null;
}

/** The actor of a signed-in request: the user, and the real user behind an impersonation. */
export function actorOf(user: { id: number; username: string; impersonator?: { id: number; username: string } }, via: Actor['via']): Actor {
  return { userId: user.id, userName: user.username, via, impersonatorId: user.impersonator?.id ?? null, impersonatorName: user.impersonator?.username ?? null };
}

export const SYSTEM_ACTOR: Actor = { userId: null, userName: 'system', via: 'system' };

const storage = new AsyncLocalStorage<Actor>();

export function runAs<T>(actor: Actor, fn: () => T): T {
  return storage.run(actor, fn);
}

export function currentActor(): Actor {
  return storage.getStore() ?? SYSTEM_ACTOR;
}
