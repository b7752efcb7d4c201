// Checks that the ids a body names are records that exist (and, for pathways and disciplines, that
// they belong to the chosen sector or subject area), so a bad id is a field error, not a 409 or 500.
import type { EntityManager } from '@mikro-orm/postgresql';
import type { ModelState } from '../http/errors.js';

export class FieldErrors {
  readonly state: ModelState = Object.create(null);
  add(key: string, message: string): void {
    (this.state[key] ??= []).push(message);
  }
  get any(): boolean {
    return Object.keys(this.state).length > 0;
  }
}

/** The rows of `entity` with these ids, by id (one query). */
export async function rowsById<T extends { id: number }>(em: EntityManager, entity: string, ids: Iterable<number | null | undefined>): Promise<Map<number, T>> {
  const wanted = [...new Set([...ids].filter((id): id is number => typeof id === 'number'))];
  if (!wanted.length) return new Map();
  const rows = await em.find<T>(entity, { id: { $in: wanted } } as never);
  return new Map(rows.map((r) => [r.id, r]));
}

/** Adds an error on `key` when `id` is set and names no row of `entity`. */
export async function checkExists(em: EntityManager, errors: FieldErrors, entity: string, id: number | null | undefined, key: string, message: string): Promise<void> {
  if (id == null) return;
  if (!(await em.findOne(entity, { id }))) errors.add(key, message);
}
