// The model's resource-level unique constraints as the database sees them: each one normalised,
// named, and with its columns. Pure: the entity builder, the error mapping and the checks share it.
import type { ConstraintValue, ResourceDef, UniqueConstraint } from '../../core/model/define.js';
import { snakeCase } from '../db/naming.js';

/** PostgreSQL cuts identifiers longer than this, which would break the name → field mapping. */
export const MAX_IDENTIFIER = 63;

export interface NamedUnique extends UniqueConstraint {
  name: string;
  columns: string[];
  /** the field a clash is reported on */
  field: string;
  /** SQL of the partial index's condition, when `where` is set */
  condition?: string;
}

/** The column a field is stored in (references end in _id). */
export function columnOf(r: ResourceDef, field: string): string {
  const def = r.fields[field];
  if (def?.column) return def.column;
  return def?.type === 'reference' ? snakeCase(field.replace(/Id$/, '')) + '_id' : snakeCase(field);
}

function literal(value: ConstraintValue): string {
  if (typeof value === 'string') return `'${value.replace(/'/g, "''")}'`;
  return String(value);
}

export function uniqueConstraintsOf(r: ResourceDef): NamedUnique[] {
  return (r.unique ?? []).map((entry) => {
    const c: UniqueConstraint = Array.isArray(entry) ? { fields: entry as readonly string[] } : (entry as UniqueConstraint);
    const columns = c.fields.map((f) => columnOf(r, f));
    const where = Object.entries(c.where ?? {});
    const whereColumns = where.map(([f]) => columnOf(r, f));
    const name = where.length ? `${r.table}_${columns.join('_')}_when_${whereColumns.join('_')}_unique` : `${r.table}_${columns.join('_')}_unique`;
    const condition = where.length ? where.map(([f, v]) => `"${columnOf(r, f)}" = ${literal(v)}`).join(' and ') : undefined;
    return { ...c, name, columns, field: c.field ?? c.fields[c.fields.length - 1], condition };
  });
}
