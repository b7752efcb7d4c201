// The move from the embedded database to PostgreSQL (issue 22 §5, docs/operations.md "Moving to
// PostgreSQL"): into an empty database, the schema by the migrations, then every row of every table
// with its id, in foreign-key order, in one transaction; the id sequences set past the highest id;
// then each table checked against the source: the same number of rows and the same rows (a digest of
// them in key order), so the audit trail arrives whole or the move says it did not.
import type { Knex, MikroORM } from '@mikro-orm/postgresql';
import { migrate } from '../orm.js';
import { quoteIdentifier as q } from '../table-names.js';
import { idSequences, inReferenceOrder, readCatalog, userTableNames, type CatalogTable } from './catalog.js';
import { copyTable, rowsOf, writeDeferredKeys, type DeferredKeys } from './copy-table.js';

/** the migrations' own bookkeeping: the target's migrations write it */
const MIGRATIONS_TABLE = 'mikro_orm_migrations';

export type MoveProgress =
  | { step: 'migrated'; migrations: number }
  | { step: 'copying'; table: string; copied: number; total: number; tableIndex: number; tables: number }
  | { step: 'checked'; tables: number; rows: number };

export interface TableFigures {
  table: string;
  rows: number;
}

export class MoveRefused extends Error {}

const knexOf = (orm: MikroORM): Knex => orm.em.getConnection().getKnex();

async function count(db: Knex, table: string): Promise<number> {
  return Number(rowsOf<{ n: string }>(await db.raw(`select count(*) as n from ${q(table)}`))[0].n);
}

/** A digest of the table's rows in key order, as text in UTC: equal on both sides when the rows are. */
async function digest(db: Knex, table: CatalogTable): Promise<string> {
  const order = table.primaryKey.length ? table.primaryKey.map((k) => `t.${q(k)}`).join(', ') : 't::text';
  return db.transaction(async (trx) => {
    await trx.raw(`set local timezone = 'UTC'`);
    return rowsOf<{ d: string }>(await trx.raw(`select md5(coalesce(string_agg(t::text, '|' order by ${order}), '')) as d from ${q(table.name)} t`))[0].d;
  });
}

export async function moveDatabase(source: MikroORM, target: MikroORM, onProgress: (p: MoveProgress) => void = () => {}): Promise<TableFigures[]> {
  const already = await userTableNames(target.em.fork());
  if (already.length) throw new MoveRefused(`The target database is not empty: it has ${already.length} table${already.length === 1 ? '' : 's'} (${already.slice(0, 5).join(', ')}${already.length > 5 ? ', …' : ''}). Move into a new, empty database.`);
  onProgress({ step: 'migrated', migrations: (await migrate(target)).length });

  const order = inReferenceOrder((await readCatalog(source.em.fork())).filter((t) => t.name !== MIGRATIONS_TABLE));
  const sourceTables = order.map((o) => o.table);
  const targetNames = new Set(await userTableNames(target.em.fork()));
  const missing = sourceTables.filter((t) => !targetNames.has(t.name)).map((t) => t.name);
  if (missing.length) throw new MoveRefused(`The target lacks tables the source has after its migrations: ${missing.join(', ')}.`);

  const from = knexOf(source);
  const totals = new Map<string, number>();
  for (const table of sourceTables) totals.set(table.name, await count(from, table.name));

  // read before the transaction: an embedded target has one connection, which the transaction holds
  const sequences = (await idSequences(target.em.fork())).filter((s) => totals.has(s.table));
  await knexOf(target).transaction(async (trx) => {
    // the triggers (search change marks, the hub's audit marks) would write rows the copy brings anyway
    for (const table of sourceTables) await trx.raw(`alter table ${q(table.name)} disable trigger user`);
    // rows the migrations wrote (default settings, first rule versions) give way to the source's
    for (const table of [...sourceTables].reverse()) await trx.raw(`delete from ${q(table.name)}`);
    const later: DeferredKeys[] = [];
    for (const [index, { table, deferred }] of order.entries()) {
      const total = totals.get(table.name)!;
      const step = (copied: number) => onProgress({ step: 'copying', table: table.name, copied, total, tableIndex: index + 1, tables: order.length });
      step(0);
      later.push((await copyTable(from, trx, table, deferred, step)).later);
    }
    for (const keys of later) await writeDeferredKeys(trx, keys);
    for (const { sequence, table, column } of sequences) {
      await trx.raw(`select setval(?::regclass, coalesce((select max(${q(column)}) from ${q(table)}), 0) + 1, false)`, [`public.${q(sequence)}`]);
    }
    for (const table of sourceTables) await trx.raw(`alter table ${q(table.name)} enable trigger user`);
  });

  const to = knexOf(target);
  const figures: TableFigures[] = [];
  const differ: string[] = [];
  for (const table of sourceTables) {
    const rows = await count(to, table.name);
    if (rows !== totals.get(table.name)) differ.push(`${table.name}: ${totals.get(table.name)} rows in the source, ${rows} moved`);
    else if ((await digest(from, table)) !== (await digest(to, table))) differ.push(`${table.name}: the rows differ from the source's`);
    figures.push({ table: table.name, rows });
  }
  if (differ.length) throw new Error(`The move did not arrive whole:\n${differ.join('\n')}`);
  onProgress({ step: 'checked', tables: figures.length, rows: figures.reduce((sum, f) => sum + f.rows, 0) });
  return figures;
}
