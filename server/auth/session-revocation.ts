// Sessions follow the accounts and roles they belong to, whichever path changed them (REST, /ops,
// reset link): an ORM subscriber on the user and role entities, running in the transaction of the
// change, so its effect commits exactly when the change does.
// - A password change or an (in)activation ends the user's sessions. On a password change the
//   session that made it stays, when it is the user's own; anything else ends every session, so
//   re-activating an account can never bring an old session back. A deleted user's sessions end too.
// - A change to what a session carries (names, e-mail, role; a role's name or abilities) ends no
//   session but tells every instance to forget its cached copy (server/auth/session-changes.ts).
import { AsyncLocalStorage } from 'node:async_hooks';
import type { EntityMetadata, EventArgs, EventSubscriber } from '@mikro-orm/core';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { RequestHandler } from 'express';
import { USER_ENTITY, endUserSessions, roleEntityOf, sessionDigest } from './sessions.js';
import { sessionToken } from './middleware.js';
import { notifySessionChange } from './session-changes.js';

interface CurrentSession {
  userId: number;
  sessionId: string;
}

const current = new AsyncLocalStorage<CurrentSession | null>();

/**
 * Remembers which session the request runs in, for the subscriber. Mounted after the body parsers:
 * their stream callbacks would lose the async context.
 */
export const trackCurrentSession: RequestHandler = (req, _res, next) => {
  const token = sessionToken(req.headers.cookie);
  current.run(req.user && token ? { userId: req.user.id, sessionId: sessionDigest(token) } : null, next);
};

/** Whether the update wrote one of the properties (the payload may name a property or its column). */
function changedAny(args: EventArgs<object>, properties: readonly string[]): boolean {
  const payload = (args.changeSet?.payload ?? {}) as Record<string, unknown>;
  const meta = args.meta as EntityMetadata | undefined;
  return properties.some((p) => Object.hasOwn(payload, p) || (meta?.properties[p]?.fieldNames ?? []).some((column) => Object.hasOwn(payload, column)));
}

/** What a session carries of its user besides the credentials (server/auth/session-user.ts). */
const USER_SHOWN = ['username', 'firstName', 'lastName', 'email', 'roleId'] as const;
const ROLE_SHOWN = ['name', 'abilities'] as const;

export class SessionRevocation implements EventSubscriber {
  constructor(private readonly roleEntity: string) {}

  getSubscribedEntities() {
    return [USER_ENTITY, this.roleEntity];
  }

  /** The entity manager of the flush, inside its transaction (always the SQL one here). */
  private static em = (args: EventArgs<object>) => args.em as EntityManager;

  private isUser(args: EventArgs<object>): boolean {
    return (args.meta?.className ?? args.entity.constructor.name) === USER_ENTITY;
  }

  async afterUpdate(args: EventArgs<object>): Promise<void> {
    const id = (args.entity as { id: number }).id;
    if (!this.isUser(args)) {
      if (changedAny(args, ROLE_SHOWN)) await notifySessionChange(SessionRevocation.em(args), { kind: 'role', roleId: id });
      return;
    }
    const password = changedAny(args, ['password']);
    const activation = changedAny(args, ['isActive']);
    if (password || activation) {
      const own = current.getStore();
      const keep = password && !activation && own?.userId === id ? own.sessionId : undefined;
      // args.em runs in the flush's transaction: the sessions end exactly when the change commits
      await endUserSessions(SessionRevocation.em(args), id, keep);
    } else if (changedAny(args, USER_SHOWN)) await notifySessionChange(SessionRevocation.em(args), { kind: 'user', userId: id });
  }

  async afterDelete(args: EventArgs<object>): Promise<void> {
    const id = (args.entity as { id: number }).id;
    if (this.isUser(args)) await endUserSessions(SessionRevocation.em(args), id);
    else await notifySessionChange(SessionRevocation.em(args), { kind: 'role', roleId: id });
  }
}

const registered = new WeakSet<MikroORM>();

/** Once per ORM, however many apps share it. */
export function registerSessionRevocation(orm: MikroORM): void {
  if (registered.has(orm)) return;
  registered.add(orm);
  orm.em.getEventManager().registerSubscriber(new SessionRevocation(roleEntityOf(orm.getMetadata())));
}
