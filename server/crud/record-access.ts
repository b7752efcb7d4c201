// Access per record: a resource may narrow, for each action, which records a user reaches, and
// refuse single writes (as Payload's access functions do; the model's `recordAccess`). The generic
// actions and the operator console ask here, so both enforce the same rules.
import { wrap, type EntityManager } from '@mikro-orm/postgresql';
import type { CrudAction, RecordChange, RecordLookup, RecordWhere, ResourceDef } from '../../core/model/define.js';
import type { SessionUser } from '../auth/session-user.js';
import { HttpError } from '../http/errors.js';
import { registeredResource } from './query.js';
import { guardAdministrators, touchesAccounts } from '../accounts/lockout-guard.js';
import { entityPaths } from '../db/entity-paths.js';

/** A where-clause no row satisfies (MikroORM turns an empty $in into false). */
const NOTHING: RecordWhere = { id: { $in: [] } };

const DEFAULT_MESSAGE: Record<CrudAction, string> = {
  list: 'You do not have permission to see these records.',
  show: 'You do not have permission to see this record.',
  create: 'You do not have permission to create this record.',
  update: 'You do not have permission to change this record.',
  delete: 'You do not have permission to delete this record.',
};

/** The 403 for a record that exists but is out of the user's reach. */
export const outOfReach = (r: ResourceDef, action: CrudAction) => new HttpError(403, r.recordAccess?.message ?? DEFAULT_MESSAGE[action]);

/** A where-clause to AND in, or null when the action reaches every record. Nobody signed in reaches nothing. */
export function recordAccessWhere(r: ResourceDef, user: SessionUser | null, action: CrudAction): RecordWhere | null {
  const scope = r.recordAccess?.scope;
  if (!scope) return null;
  if (!user) return NOTHING;
  const where = scope(user, action);
  if (where === true) return null;
  if (where === false) return NOTHING;
  return where;
}

/**
 * One record the user may act on with `action`; null when there is no such record. A record that
 * exists but lies outside the scope is refused with 403 rather than hidden as a 404: record ids
 * are not secret to staff, and "not found" would send them looking for a record that is there.
 */
export async function findInReach(em: EntityManager, r: ResourceDef, id: number, user: SessionUser | null, action: CrudAction, populate: string[] = []): Promise<object | null> {
  const scope = recordAccessWhere(r, user, action);
  const entity = await em.findOne(r.entity, scope ? { $and: [{ id }, scope] } : { id }, { populate: entityPaths(populate) });
  if (entity) return entity;
  if (scope && (await em.count(r.entity, { id }))) throw outOfReach(r, action);
  return null;
}

// ——— the same where-clause on a record in memory: a create or update must stay within reach ———

const same = (a: unknown, b: unknown) => (a ?? null) === (b ?? null);

function fieldMatches(value: unknown, condition: unknown): boolean {
  if (condition === null || typeof condition !== 'object') return same(value, condition);
  if (Array.isArray(condition)) return condition.some((c) => same(value, c));
  return Object.entries(condition as Record<string, unknown>).every(([op, arg]) => {
    switch (op) {
      case '$eq':
        return same(value, arg);
      // SQL: a comparison with NULL is never true, so a null value is outside { $ne: x } and { $nin: [...] }
      case '$ne':
        return arg === null ? value != null : value != null && !same(value, arg);
      case '$in':
        return (arg as unknown[]).some((c) => same(value, c));
      case '$nin':
        return value != null && !(arg as unknown[]).some((c) => same(value, c));
      default:
        throw new Error(`recordAccess scopes use $eq $ne $in $nin $and $or $not; "${op}" cannot be checked on a record being written`);
    }
  });
}

/** Whether a serialized record satisfies a scope's where-clause. */
export function matchesWhere(where: RecordWhere, record: Record<string, unknown>): boolean {
  return Object.entries(where).every(([key, condition]) => {
    if (key === '$and') return (condition as RecordWhere[]).every((w) => matchesWhere(w, record));
    if (key === '$or') return (condition as RecordWhere[]).some((w) => matchesWhere(w, record));
    if (key === '$not') return !matchesWhere(condition as RecordWhere, record);
    return fieldMatches(record[key], condition);
  });
}

/** Per-record checks may read records of the resources this one refers to. */
function lookupFor(em: EntityManager, r: ResourceDef): RecordLookup {
  return {
    load: async (resource, id) => {
      const field = Object.entries(r.fields).find(([, f]) => f.resource === resource)?.[0];
      const entity = field ? em.getMetadata().get(r.entity).properties[field]?.type : undefined;
      if (!entity) throw new Error(`${r.name}: recordAccess.check may load only resources it refers to, not "${resource}"`);
      const found = await em.findOne(entity, { id });
      return found ? (wrap(found).toObject() as Record<string, unknown>) : null;
    },
    count: async (resource, where) => {
      const other = registeredResource(resource);
      if (!other) throw new Error(`${r.name}: recordAccess.check counts records of unknown resource "${resource}"`);
      return em.count(other.entity, where);
    },
  };
}

/**
 * Checks one write against the resource's access per record: the record before (update, delete) and
 * after (create, update) must both be within the action's scope, and its `check` must not refuse.
 * Refusals are 403 with the resource's message; nothing has been written yet.
 */
export async function checkRecordWrite(em: EntityManager, r: ResourceDef, user: SessionUser | null, change: RecordChange): Promise<void> {
  const access = r.recordAccess;
  if (!access) return;
  if (!user) throw outOfReach(r, change.action);
  const where = recordAccessWhere(r, user, change.action);
  if (where && [change.before, change.after].some((record) => record && !matchesWhere(where, record))) throw outOfReach(r, change.action);
  const refusal = await access.check?.(user, change, lookupFor(em, r));
  if (refusal) throw new HttpError(403, refusal);
}

/**
 * Runs a write in a transaction with the guards of the resources it touches, flushing at the end:
 * writes to accounts or roles take the accounts lock and may not leave the back office without an
 * active administrator (server/accounts/lockout-guard.ts).
 */
export async function guardedWrite<T>(em: EntityManager, resources: Iterable<string>, work: (tx: EntityManager) => Promise<T>): Promise<T> {
  const accounts = touchesAccounts(resources);
  return em.transactional(async (tx) => {
    const verify = accounts ? await guardAdministrators(tx) : undefined;
    const out = await work(tx);
    await tx.flush();
    await verify?.();
    return out;
  });
}

/** Flushes the entity manager's pending changes to these resources inside their guards. */
export const guardedFlush = (em: EntityManager, resources: Iterable<string>): Promise<void> => guardedWrite(em, resources, async () => undefined);
