// The title of a record as people read it (never "#id"): the value of its resource's
// recordRepresentation field, the name of an enum value, or, when that field is a reference, the title
// of the record it refers to (a submission review is named by its submission, a submission by its
// course). Many records at once: one query per resource on the way.
import type { EntityManager } from '@mikro-orm/postgresql';
import type { FieldDef, ResourceDef } from '../../core/model/define.js';
import { entityPaths } from '../db/entity-paths.js';

/** recordRepresentation may lead through references; the model check keeps that chain short and acyclic (MODEL014) */
const MAX_HOPS = 5;

const idOf = (v: unknown) => (v != null && typeof v === 'object' ? (v as { id: unknown }).id : v);

function valueText(field: FieldDef | undefined, value: unknown): string | undefined {
  if (value == null || value === '') return undefined;
  const named = field?.values?.find((v) => (typeof v === 'object' ? String(v.id) === String(value) : false));
  return named && typeof named === 'object' ? named.name : String(value);
}

/** The titles of some records of a resource, by id (as text); a record without one is left out. */
export async function recordTitles(em: EntityManager, resources: readonly ResourceDef[], resource: string, ids: Iterable<unknown>, hops = 0): Promise<Map<string, string>> {
  const def = resources.find((r) => r.name === resource);
  const field = def?.recordRepresentation;
  const wanted = [...new Set([...ids].map((id) => Number(idOf(id))).filter(Number.isSafeInteger))];
  const titles = new Map<string, string>();
  if (!def || !field || !wanted.length || hops > MAX_HOPS) return titles;
  const rows = (await em.find(def.entity, { id: { $in: wanted } }, { fields: entityPaths(['id', field]) })) as unknown as Record<string, unknown>[];
  const shown = def.fields[field];
  if (shown?.type === 'reference') {
    const targets = await recordTitles(em, resources, shown.resource!, rows.map((r) => r[field]), hops + 1);
    for (const row of rows) {
      const title = targets.get(String(idOf(row[field])));
      if (title) titles.set(String(row.id), title);
    }
  } else
    for (const row of rows) {
      const title = valueText(shown, row[field]);
      if (title) titles.set(String(row.id), title);
    }
  return titles;
}
