// Bulk inserts for the seed: native multi-row INSERTs in batches, bypassing the unit of work so
// ~18,000 institutions load in seconds (and no audit entries are written for demo data).
import type { EntityManager } from '@mikro-orm/postgresql';
import { columnNameOf, quoteIdentifier, tableOf } from '../server/db/table-names.js';
import { entityPaths } from '../server/db/entity-paths.js';

export type SeedLog = (msg: string, done: number, total: number) => void;

export const BATCH_SIZE = 1000;

/** Inserts `rows` (property names = field names, references as raw ids) and reports each batch. */
export async function insertBatches(em: EntityManager, entity: string, rows: readonly object[], label: string, log: SeedLog): Promise<void> {
  for (let done = 0; done < rows.length; ) {
    const batch = rows.slice(done, done + BATCH_SIZE);
    await em.insertMany(entity, batch as object[]);
    done += batch.length;
    log(label, done, rows.length);
  }
}

/** Ids of the rows of `entity` keyed by one of its fields (to link rows inserted with serial ids). */
export async function idsBy(em: EntityManager, entity: string, field: string, where: object = {}): Promise<Map<unknown, number>> {
  const rows = await em.find<Record<string, unknown>>(entity, where, { fields: entityPaths(['id', field]) });
  return new Map(rows.map((r) => [r[field], r.id as number]));
}

/**
 * The rows were written with their ids: the table's id sequence moves past the highest, so the next
 * row the back office creates gets a free id. Names come from the ORM's metadata, not from here.
 */
export async function moveIdSequence(em: EntityManager, entity: string): Promise<void> {
  const table = tableOf(em, entity);
  const column = columnNameOf(em, entity, 'id');
  const sql = `select setval(pg_get_serial_sequence(?, ?), coalesce((select max(${quoteIdentifier(column)}) from ${table}), 0) + 1, false)`;
  await em.getConnection().execute(sql, [table, column], 'all', em.getTransactionContext());
}
