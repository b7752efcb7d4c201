// SQL helpers for a workflow's few hand-written queries: the statement runs in the caller's
// transaction, and table and column names come from the ORM's metadata of the workflow's entity map
// (the E of its model.ts), so a renamed table or column needs no change in the queries.
import type { EntityManager } from '@mikro-orm/postgresql';

export function runSql<T = Record<string, unknown>>(em: EntityManager, sql: string, params: unknown[] = []): Promise<T[]> {
  return em.getConnection().execute<T[]>(sql, params, 'all', em.getTransactionContext());
}

export function entitySql<K extends string>(entities: Record<K, string>) {
  /** "table" and "column" of the map's entities, quoted. */
  function sqlNames(em: EntityManager) {
    const meta = (key: K) => em.getMetadata().get(entities[key]);
    return {
      t: (key: K) => `"${meta(key).tableName}"`,
      c: (key: K, property: string) => `"${meta(key).properties[property].fieldNames[0]}"`,
    };
  }
  /** Takes the row lock of one record for the rest of the transaction, so two writers take turns. */
  async function lockRecord(em: EntityManager, key: K, id: number): Promise<void> {
    const { t, c } = sqlNames(em);
    await runSql(em, `select 1 from ${t(key)} where ${c(key, 'id')} = ? for update`, [id]);
  }
  return { sqlNames, lockRecord };
}
