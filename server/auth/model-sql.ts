// Table and column names for hand-written SQL, read from the ORM's metadata (which the model builds),
// so a table or column renamed in resources/*.ts is renamed in these queries too.
import type { EntityMetadata } from '@mikro-orm/core';

export const quoteIdentifier = (name: string) => `"${name.replace(/"/g, '""')}"`;

export function tableOf(meta: EntityMetadata): string {
  return quoteIdentifier(meta.tableName);
}

export function columnOf(meta: EntityMetadata, property: string): string {
  const prop = meta.properties[property as never] as { fieldNames?: string[] } | undefined;
  if (!prop?.fieldNames?.[0]) throw new Error(`${meta.className} has no field ${property}`);
  return quoteIdentifier(prop.fieldNames[0]);
}
