// Turns an entity into the JSON record the API answers with. Passwords never leave the server.
import { wrap } from '@mikro-orm/core';
import type { ResourceDef } from '../model/define.js';

function toDate(v: unknown): string | null {
  if (v == null) return null;
  if (v instanceof Date) return v.toISOString().slice(0, 10);
  return String(v).slice(0, 10);
}

export function serialize(resource: ResourceDef, entity: object, withSpecId = false): Record<string, unknown> {
  const e = entity as Record<string, unknown>;
  const out: Record<string, unknown> = { id: e.id };
  if (withSpecId && resource.specId) out[resource.specId] = e.id;
  for (const [name, field] of Object.entries(resource.fields)) {
    const v = e[name];
    switch (field.type) {
      case 'password':
        break;
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
