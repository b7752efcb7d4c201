// One table's rows from the source database into the target, in batches: every column read as its
// text and written back with a cast to its type, so what arrives is what was stored (a JSON value's
// spacing, a timestamp's microseconds, an array, a binary value) on either engine. Parameters are
// text first (`?::text::boolean`): PGlite serializes a parameter by the type the statement gives it.
import type { Knex } from '@mikro-orm/postgresql';
import { quoteIdentifier as q } from '../table-names.js';
import type { CatalogTable } from './catalog.js';

/** PostgreSQL takes at most 65,535 parameters a statement; PGlite's JS side fails past 32,767 ("Invalid array length"). */
const MAX_PARAMETERS = 30_000;
const MAX_ROWS = 1_000;

type TextRow = Record<string, string | null>;

export const rowsOf = <T>(result: unknown): T[] => ((result as { rows?: T[] }).rows ?? (result as T[]));

/** Reads the table a batch at a time, in primary-key order (by key value when the key is one column). */
async function* batches(source: Knex, table: CatalogTable, size: number): AsyncGenerator<TextRow[]> {
  // the table's own columns (t."id") to sort and compare by: the bare names are the text aliases, which sort as text
  const list = table.columns.map((c) => `t.${q(c.name)}::text as ${q(c.name)}`).join(', ');
  const order = (table.primaryKey.length ? table.primaryKey : table.columns.map((c) => c.name)).map((name) => `t.${q(name)}`).join(', ');
  const from = `from ${q(table.name)} as t`;
  if (table.primaryKey.length === 1) {
    const key = table.columns.find((c) => c.name === table.primaryKey[0])!;
    let last: string | null = null;
    for (;;) {
      const where = last === null ? '' : `where t.${q(key.name)} > ?::text::${key.type}`;
      const rows: TextRow[] = rowsOf<TextRow>(await source.raw(`select ${list} ${from} ${where} order by ${order} limit ${size}`, last === null ? [] : [last]));
      if (!rows.length) return;
      yield rows;
      last = rows[rows.length - 1][key.name];
    }
  }
  for (let offset = 0; ; offset += size) {
    const rows: TextRow[] = rowsOf<TextRow>(await source.raw(`select ${list} ${from} order by ${order} limit ${size} offset ${offset}`));
    if (!rows.length) return;
    yield rows;
  }
}

/** What a copy leaves for later: the rows' keys that point forward (inReferenceOrder's `deferred`). */
export interface DeferredKeys {
  table: CatalogTable;
  columns: string[];
  rows: TextRow[];
}

/**
 * Copies every row, the `deferred` columns as null; answers how many, and what writeDeferredKeys
 * writes once every table is there.
 */
export async function copyTable(source: Knex, target: Knex.Transaction, table: CatalogTable, deferred: string[], onBatch: (copied: number) => void): Promise<{ copied: number; later: DeferredKeys }> {
  const { columns } = table;
  const size = Math.max(1, Math.min(MAX_ROWS, Math.floor(MAX_PARAMETERS / columns.length)));
  const names = columns.map((c) => q(c.name)).join(', ');
  const overriding = columns.some((c) => c.identityAlways) ? ' overriding system value' : '';
  const later = new Set(deferred);
  const pending: TextRow[] = [];
  let copied = 0;
  for await (const rows of batches(source, table, size)) {
    const values = rows.map(() => `(${columns.map((c) => `?::text::${c.type}`).join(', ')})`).join(', ');
    const params = rows.flatMap((row) => columns.map((c) => (later.has(c.name) ? null : row[c.name])));
    await target.raw(`insert into ${q(table.name)} (${names})${overriding} values ${values}`, params);
    for (const row of rows) if (deferred.some((c) => row[c] !== null)) pending.push(row);
    copied += rows.length;
    onBatch(copied);
  }
  return { copied, later: { table, columns: deferred, rows: pending } };
}

export async function writeDeferredKeys(target: Knex.Transaction, { table, columns, rows }: DeferredKeys): Promise<void> {
  if (!rows.length) return;
  if (table.primaryKey.length !== 1) throw new Error(`${table.name} has keys that point forward but no one-column primary key to write them by.`);
  const size = Math.max(1, Math.min(MAX_ROWS, Math.floor(MAX_PARAMETERS / (columns.length + 1))));
  const key = table.columns.find((c) => c.name === table.primaryKey[0])!;
  const self = table.columns.filter((c) => columns.includes(c.name));
  const set = self.map((c) => `${q(c.name)} = v.${q(c.name)}`).join(', ');
  const alias = [key, ...self].map((c) => q(c.name)).join(', ');
  for (let at = 0; at < rows.length; at += size) {
    const chunk = rows.slice(at, at + size);
    const values = chunk.map(() => `(${[key, ...self].map((c) => `?::text::${c.type}`).join(', ')})`).join(', ');
    const params = chunk.flatMap((row) => [key, ...self].map((c) => row[c.name]));
    await target.raw(`update ${q(table.name)} t set ${set} from (values ${values}) as v(${alias}) where t.${q(key.name)} = v.${q(key.name)}`, params);
  }
}
