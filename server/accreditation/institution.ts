// The institution a call names in its path: it must exist.
import type { EntityManager } from '@mikro-orm/postgresql';
import { notFound } from '../http/errors.js';
import { E, type InstitutionRow } from './model.js';

export async function loadInstitution(em: EntityManager, institutionId: number): Promise<InstitutionRow> {
  const row = await em.findOne<InstitutionRow>(E.institutions, { id: institutionId });
  if (!row) throw notFound(`There is no institution ${institutionId}.`);
  return row;
}

/** "First Last" of the users with these ids. */
export async function userNames(em: EntityManager, ids: readonly (number | null)[]): Promise<Map<number, string>> {
  const wanted = [...new Set(ids.filter((id): id is number => id != null))];
  if (!wanted.length) return new Map();
  const rows = await em.find<{ id: number; firstName: string | null; lastName: string | null; username: string }>(E.users, { id: { $in: wanted } });
  return new Map(rows.map((u) => [u.id, `${u.firstName ?? ''} ${u.lastName ?? ''}`.trim() || u.username]));
}
