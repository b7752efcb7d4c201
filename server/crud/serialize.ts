// Turns an entity into the JSON record the API answers with. Passwords and other secret fields
// never leave the server.
import { wrap } from '@mikro-orm/core';
import { ROW_VERSION, type FieldDef, type ResourceDef } from '../../core/model/define.js';
import { isSecret } from './field-values.js';

function toDate(v: unknown): string | null {
  if (v == null) return null;
  if (v instanceof Date) return v.toISOString().slice(0, 10);
  return String(v).slice(0, 10);
}

/** The fields a record answers with, and their types, once per resource (a list serialises many rows). */
const answered = new WeakMap<ResourceDef, [string, FieldDef['type']][]>();
function answeredFields(resource: ResourceDef): [string, FieldDef['type']][] {
  let fields = answered.get(resource);
  if (!fields) answered.set(resource, (fields = Object.entries(resource.fields).filter(([, field]) => !isSecret(field) && field.type !== 'password').map(([name, field]) => [name, field.type])));
  return fields;
}

export function serialize(resource: ResourceDef, entity: object, withSpecId = false): Record<string, unknown> {
  const e = entity as Record<string, unknown>;
  const out: Record<string, unknown> = { id: e.id };
  if (withSpecId && resource.specId) out[resource.specId] = e.id;
  // the version an edit sends back, so a stale write can be refused (server/crud/row-version.ts)
  if (typeof e[ROW_VERSION] === 'number') out[ROW_VERSION] = e[ROW_VERSION];
  for (const [name, type] of answeredFields(resource)) {
    const v = e[name];
    switch (type) {
      case 'date':
        out[name] = toDate(v);
        break;
      case 'datetime':
        out[name] = v instanceof Date ? v.toISOString() : (v ?? null);
        break;
      case 'manyToMany': {
        const coll = v as { isInitialized?: () => boolean; getIdentifiers?: () => unknown[] } | undefined;
        out[name] = coll?.isInitialized?.() ? coll.getIdentifiers!() : [];
        break;
      }
      case 'reference':
        out[name] = v && typeof v === 'object' ? (wrap(v, true) as unknown as { getPrimaryKey: () => unknown }).getPrimaryKey() : (v ?? null);
        break;
      default:
        out[name] = v ?? null;
    }
  }
  return out;
}
