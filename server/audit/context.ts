// Who is acting, carried through async calls so the audit subscriber can name them.
import { AsyncLocalStorage } from 'node:async_hooks';

export interface Actor {
  userId: number | null; // null: the system user
  userName: string;
  via: 'api' | 'ops' | 'seed' | 'system';
}

export const SYSTEM_ACTOR: Actor = { userId: null, userName: 'system', via: 'system' };

const storage = new AsyncLocalStorage<Actor>();

export function runAs<T>(actor: Actor, fn: () => T): T {
  return storage.run(actor, fn);
}

export function currentActor(): Actor {
  return storage.getStore() ?? SYSTEM_ACTOR;
}
