// Builds one MikroORM EntitySchema per resource. The only place that turns the model into a schema.
import { EntitySchema, type EntitySchemaMetadata } from '@mikro-orm/core';
import { ROW_VERSION, type FieldDef, type ResourceDef } from '../../core/model/define.js';
import { uniqueConstraintsOf } from '../model/constraints.js';
import { namedConstraints } from '../http/errors.js';
import { snakeCase } from './naming.js';

type Props = Record<string, Record<string, unknown>>;

/** One plain class per entity so AdminJS and MikroORM have a constructor to work with. */
function entityClass(name: string): new () => object {
  return { [name]: class {} }[name] as new () => object;
}

function enumIsNumeric(field: FieldDef): boolean {
  const first = field.values?.[0];
  const id = typeof first === 'object' ? first.id : first;
  return typeof id === 'number';
}

function columnFor(name: string, field: FieldDef, byName: Map<string, ResourceDef>): Record<string, unknown> {
  const base: Record<string, unknown> = { nullable: !field.required, fieldName: field.column ?? snakeCase(name) };
  if (field.unique) base.unique = true;
  // list defaults (stringList) are applied by validation, not by the column
  if (field.default !== undefined && field.default !== null && !Array.isArray(field.default)) base.default = field.default;
  switch (field.type) {
    case 'string':
      return { ...base, type: 'string', length: field.maxLength ?? 255 };
    case 'password':
      return { ...base, type: 'string', length: 255, hidden: true, lazy: false };
    case 'text':
    case 'richtext':
      return { ...base, type: 'text' };
    case 'integer':
      return { ...base, type: 'integer' };
    case 'number':
      return { ...base, type: 'double' };
    case 'boolean':
      return { ...base, type: 'boolean', nullable: !field.required && field.default === undefined };
    case 'date':
      return { ...base, type: 'date' };
    case 'datetime':
      return { ...base, type: 'datetime', columnType: 'timestamptz' };
    case 'enum':
      return enumIsNumeric(field) ? { ...base, type: 'integer' } : { ...base, type: 'string', length: 100 };
    case 'stringList':
      return { ...base, type: 'json' };
    case 'json':
      return { ...base, type: 'json' };
    case 'reference': {
      const target = byName.get(field.resource!)!;
      return {
        kind: 'm:1',
        entity: target.entity,
        nullable: !field.required,
        fieldName: field.column ?? snakeCase(name.replace(/Id$/, '')) + '_id',
        // never detach silently: removing a record still in use is refused (409) unless the caller
        // asks to remove the references, which goes through the ORM and the audit trail
        deleteRule: 'restrict',
        updateRule: 'cascade',
        mapToPk: true,
      };
    }
    case 'manyToMany': {
      return { kind: 'm:n', entity: byName.get(field.resource!)!.entity, owner: true };
    }
  }
}

/**
 * The model's composite and partial unique constraints. A partial one is an index with a condition
 * (PostgreSQL has no partial constraint). Their names are registered so that a clash is reported on
 * the constraint's field with its message (server/http/errors.ts).
 */
function uniquesOf(r: ResourceDef): Record<string, unknown>[] {
  return uniqueConstraintsOf(r).map((c) => {
    namedConstraints.set(c.name, { field: c.field, message: c.message });
    const columns = c.columns.map((col) => `"${col}"`).join(', ');
    return c.condition
      ? { name: c.name, properties: [...c.fields], expression: `create unique index "${c.name}" on "${r.table}" (${columns}) where ${c.condition}` }
      : { name: c.name, properties: [...c.fields] };
  });
}

const columnOf = (r: ResourceDef, field: string) => r.fields[field]?.column ?? snakeCase(field);

/**
 * A btree index over fields, named after them. On a soft-delete resource it also carries the deleted
 * flag (INCLUDE): every list there filters "not deleted", and without the flag in the index its
 * capped count read each matching row from the table (a type's 10,001 institutions: 9 ms instead of
 * 1.3 ms, docs/benchmarks.md). MikroORM 6 has no include option: the index is written out, and its
 * schema diff compares such an index by name (a change to one needs a migration written by hand).
 */
export function btreeIndexOf(r: ResourceDef): (fields: string[]) => Record<string, unknown> {
  const deleted = r.softDelete ? columnOf(r, r.softDelete) : undefined;
  return (fields) => {
    const name = `${r.table}_${fields.map((f) => snakeCase(f)).join('_')}_idx`;
    const columns = fields.map((f) => columnOf(r, f));
    if (!deleted || columns.includes(deleted)) return { properties: fields, name };
    const expression = `create index "${name}" on "${r.table}" (${columns.map((c) => `"${c}"`).join(', ')}) include ("${deleted}")`;
    return { properties: fields, name, expression };
  };
}

export function buildEntitySchemas(resources: ResourceDef[]): EntitySchema[] {
  const byName = new Map(resources.map((r) => [r.name, r]));
  return resources.map((r) => {
    const properties: Props = {
      id: r.idStrategy === 'assigned' ? { type: 'integer', primary: true, autoincrement: false } : { type: 'integer', primary: true },
      // optimistic concurrency: MikroORM adds "and row_version = <read>" to each update and raises it
      [ROW_VERSION]: { type: 'integer', version: true, fieldName: 'row_version', default: 1 },
    };
    for (const [name, field] of Object.entries(r.fields)) properties[name] = columnFor(name, field, byName);
    const indexed = new Set<string>([r.list.sort.field, ...(r.filters ?? []).filter((f) => f.type !== 'q').map((f) => f.field)]);
    for (const [name, field] of Object.entries(r.fields)) if (field.index) indexed.add(name);
    const btree = btreeIndexOf(r);
    const indexes: Record<string, unknown>[] = [...indexed]
      .filter((f) => f !== 'id' && r.fields[f] && r.fields[f].type !== 'manyToMany' && !r.fields[f].unique)
      .map((f) => btree([f]));
    // composite indexes: a filter on the first field sorted by the others reads in index order
    for (const [name, field] of Object.entries(r.fields)) {
      if (typeof field.index !== 'object') continue;
      indexes.push(btree([name, ...field.index.followedBy]));
    }
    // full-text (q) fields get trigram indexes, so ILIKE '%word%' does not scan the table
    const qFields = (r.filters ?? []).find((f) => f.type === 'q')?.fields ?? [];
    for (const f of qFields) {
      const field = r.fields[f];
      if (!field || !['string', 'text'].includes(field.type)) continue;
      const column = columnOf(r, f);
      const name = `${r.table}_${column}_trgm_idx`;
      indexes.push({ name, expression: `create index "${name}" on "${r.table}" using gin ("${column}" gin_trgm_ops)` });
    }
    const meta: EntitySchemaMetadata<object> = {
      class: entityClass(r.entity),
      name: r.entity,
      tableName: r.table,
      properties: properties,
      indexes: indexes,
      uniques: uniquesOf(r),
    };
    return new EntitySchema(meta);
  });
}
