// The one place hand-written SQL gets a table's or a column's name: read from the ORM's metadata (which
// the model builds), quoted and escaped, so a table or column renamed in resources/*.ts is renamed in
// every query too.
import type { EntityManager } from '@mikro-orm/postgresql';
import type { EntityMetadata, MetadataStorage } from '@mikro-orm/core';
import { runSql } from './run-sql.js';

/** An entity: its name, its class (a system table) or a resource declaration (its `entity`). */
export type EntityRef = string | { readonly entity: string } | (abstract new (...args: never[]) => object);

/** Where the metadata is read from: an entity manager, or the ORM's metadata itself. */
export type NameSource = EntityManager | MetadataStorage;

/** An SQL identifier in double quotes, a quote inside doubled. */
export const quoteIdentifier = (name: string): string => `"${name.replace(/"/g, '""')}"`;

const entityName = (entity: EntityRef): string => (typeof entity === 'string' ? entity : typeof entity === 'function' ? entity.name : entity.entity);

export function metadataOf(source: NameSource, entity: EntityRef): EntityMetadata {
  const storage = 'getConnection' in source ? source.getMetadata() : source;
  return storage.get(entityName(entity));
}

/** The entity's table, quoted: `"course_submission"`. */
export function tableOf(source: NameSource, entity: EntityRef): string {
  return quoteIdentifier(metadataOf(source, entity).tableName);
}

/** The column of one of the entity's properties, unquoted (for an argument such as pg_get_serial_sequence's). */
export function columnNameOf(source: NameSource, entity: EntityRef, property: string): string {
  const meta = metadataOf(source, entity);
  const field = (meta.properties as Record<string, { fieldNames?: string[] } | undefined>)[property]?.fieldNames?.[0];
  if (!field) throw new Error(`${meta.className} has no field ${property}`);
  return field;
}

/** The column of one of the entity's properties, quoted: `"academic_year_id"`. */
export function columnOf(source: NameSource, entity: EntityRef, property: string): string {
  return quoteIdentifier(columnNameOf(source, entity, property));
}

/** Quoted table and column names by a module's own short keys: `t('submission')`, `c('submission', 'status')`. */
export interface SqlNames<K extends string> {
  t: (key: K) => string;
  c: (key: K, property: string) => string;
}

/** The names of a module's entities by its keys (its E map, or resources). */
export function sqlNamesOf<K extends string>(entities: Record<K, EntityRef>): (source: NameSource) => SqlNames<K> {
  return (source) => ({ t: (key) => tableOf(source, entities[key]), c: (key, property) => columnOf(source, entities[key], property) });
}

/** Takes the row lock of one record for the rest of the transaction, so two writers take turns. */
export async function lockRecord(em: EntityManager, entity: EntityRef, id: number): Promise<void> {
  await runSql(em, `select 1 from ${tableOf(em, entity)} where ${columnOf(em, entity, 'id')} = ? for update`, [id]);
}

/** Locks the entity's whole table against other writers until the transaction ends (reads go on). */
export async function lockTable(em: EntityManager, entity: EntityRef): Promise<void> {
  await runSql(em, `lock table ${tableOf(em, entity)} in share row exclusive mode`);
}
