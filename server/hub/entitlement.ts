// What a hub event may tell a user: only what the user could read through the API. A change of a
// record is shown to users whose abilities let them list or show its resource; a resource whose
// records are filtered per user (recordAccess) reports only that it changed, not which record or by
// whom. Events for one user go to that user only.
import type { ResourceDef } from '../../core/model/define.js';
import { hasAbility, type SessionUser } from '../auth/session-user.js';

export interface RecordChange {
  resource: string;
  id: string;
  type: 'I' | 'U' | 'D';
  userId: number | null;
}

export interface ChangedPayload {
  changes: RecordChange[];
  /** every resource the statement touched, also beyond the first changes listed */
  resources: string[];
  count: number;
}

export function readable(user: SessionUser, resource: ResourceDef | undefined): boolean {
  if (!resource) return false;
  return hasAbility(user, resource.access.list ?? false) || hasAbility(user, resource.access.show ?? false);
}

/** The part of a "changed" event this user may see, or null when none. */
export function visibleChanges(user: SessionUser, payload: ChangedPayload, resources: ReadonlyMap<string, ResourceDef>): ChangedPayload | null {
  const visible = payload.resources.filter((name) => readable(user, resources.get(name)));
  if (visible.length === 0) return null;
  const changes = payload.changes
    .filter((c) => visible.includes(c.resource))
    .map((c) => (resources.get(c.resource)?.recordAccess ? { resource: c.resource, id: '', type: c.type, userId: null } : c));
  return { changes, resources: visible, count: changes.length };
}
