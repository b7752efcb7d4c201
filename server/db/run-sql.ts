// Runs a hand-written statement in the caller's transaction (when it has one); its table and column
// names come from table-names.ts.
import type { EntityManager } from '@mikro-orm/postgresql';

export function runSql<T = Record<string, unknown>>(em: EntityManager, sql: string, params: unknown[] = []): Promise<T[]> {
  return em.getConnection().execute<T[]>(sql, params, 'all', em.getTransactionContext());
}
