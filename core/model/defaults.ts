// The values a resource's fields default to, read from the model so no other file copies them.
// Pure: the server, the seeds and the admin UI all use it.
import type { ResourceDef } from './define.js';

/** A record made of every field default the resource declares (fields without one are left out). */
export function fieldDefaults(def: ResourceDef): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(def.fields))
    if (field.default !== undefined) out[name] = Array.isArray(field.default) ? [...field.default] : field.default;
  return out;
}
