// What a database holds, read from PostgreSQL's catalog (the same on PGlite and on a server): the
// tables of the public schema with their columns and primary keys, the foreign keys between them,
// and the sequences behind the id columns. The move copies by it (move-database.ts).
import type { EntityManager } from '@mikro-orm/postgresql';

export interface CatalogColumn {
  name: string;
  /** the full type, as a cast names it: `timestamptz`, `text[]`, `varchar(255)` */
  type: string;
  /** GENERATED ALWAYS AS IDENTITY: an insert naming it says OVERRIDING SYSTEM VALUE */
  identityAlways: boolean;
}

export interface CatalogTable {
  name: string;
  /** the columns an insert writes (generated columns are left to the database) */
  columns: CatalogColumn[];
  primaryKey: string[];
  /** each foreign key's column and the table it points to */
  foreignKeys: { column: string; references: string }[];
}

export interface IdSequence {
  sequence: string;
  table: string;
  column: string;
}

const rows = <T>(em: EntityManager, sql: string, params: unknown[] = []) => em.getConnection().execute<T[]>(sql, params);

export async function userTableNames(em: EntityManager): Promise<string[]> {
  const found = await rows<{ name: string }>(
    em,
    `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition order by c.relname`,
  );
  return found.map((t) => t.name);
}

export async function readCatalog(em: EntityManager): Promise<CatalogTable[]> {
  const columns = await rows<{ table: string; name: string; type: string; identity: string; generated: string }>(
    em,
    `select c.relname as "table", a.attname as name, format_type(a.atttypid, a.atttypmod) as type,
            a.attidentity as identity, a.attgenerated as generated
       from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p') and a.attnum > 0 and not a.attisdropped
      order by c.relname, a.attnum`,
  );
  const keys = await rows<{ table: string; name: string }>(
    em,
    `select c.relname as "table", a.attname as name
       from pg_index i join pg_class c on c.oid = i.indrelid join pg_namespace n on n.oid = c.relnamespace
       join pg_attribute a on a.attrelid = c.oid and a.attnum = any(i.indkey)
      where n.nspname = 'public' and i.indisprimary order by c.relname, array_position(i.indkey::int2[], a.attnum)`,
  );
  const foreign = await rows<{ table: string; references: string; column: string }>(
    em,
    `select c.relname as "table", r.relname as "references", a.attname as "column"
       from pg_constraint k join pg_class c on c.oid = k.conrelid join pg_class r on r.oid = k.confrelid
       join pg_namespace n on n.oid = c.relnamespace
       join pg_attribute a on a.attrelid = c.oid and a.attnum = any(k.conkey)
      where n.nspname = 'public' and k.contype = 'f'`,
  );
  return (await userTableNames(em)).map((name) => {
    return {
      name,
      columns: columns.filter((c) => c.table === name && c.generated === '').map((c) => ({ name: c.name, type: c.type, identityAlways: c.identity === 'a' })),
      primaryKey: keys.filter((k) => k.table === name).map((k) => k.name),
      foreignKeys: foreign.filter((f) => f.table === name).map(({ column, references }) => ({ column, references })),
    };
  });
}

/**
 * Tables in an order where a table comes after the tables it references, as far as any order can:
 * where tables reference each other in a circle (a rule set and its versions) or a table itself, the
 * keys that point forward are `deferred`: written once every table is there.
 */
export function inReferenceOrder(tables: CatalogTable[]): { table: CatalogTable; deferred: string[] }[] {
  const byName = new Map(tables.map((t) => [t.name, t]));
  const ordered: CatalogTable[] = [];
  const placed = new Set<string>();
  const visiting = new Set<string>();
  const visit = (table: CatalogTable) => {
    if (placed.has(table.name) || visiting.has(table.name)) return;
    visiting.add(table.name);
    for (const key of table.foreignKeys) {
      const referenced = byName.get(key.references);
      if (referenced) visit(referenced);
    }
    visiting.delete(table.name);
    placed.add(table.name);
    ordered.push(table);
  };
  for (const table of [...tables].sort((a, b) => a.name.localeCompare(b.name))) visit(table);
  const position = new Map(ordered.map((t, i) => [t.name, i]));
  return ordered.map((table, i) => ({
    table,
    deferred: [...new Set(table.foreignKeys.filter((k) => (position.get(k.references) ?? -1) >= i).map((k) => k.column))],
  }));
}

export async function idSequences(em: EntityManager): Promise<IdSequence[]> {
  return rows<IdSequence>(
    em,
    `select s.relname as sequence, t.relname as "table", a.attname as "column"
       from pg_class s join pg_depend d on d.objid = s.oid and d.classid = 'pg_class'::regclass
       join pg_class t on t.oid = d.refobjid join pg_namespace n on n.oid = t.relnamespace
       join pg_attribute a on a.attrelid = t.oid and a.attnum = d.refobjsubid
      where s.relkind = 'S' and d.deptype in ('a', 'i') and n.nspname = 'public'`,
  );
}
