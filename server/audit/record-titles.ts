// Audit entries with the title of the record each is about (server/model/record-titles.ts), so that a
// list of changes names "Submission review Algebra I", not "Submission review #177"; impersonation's
// own entries are about the person acted as, by name.
import type { EntityManager } from '@mikro-orm/postgresql';
import type { ResourceDef } from '../../core/model/define.js';
import { recordTitles } from '../model/record-titles.js';
import { IMPERSONATION_ENTITY } from '../impersonation/audit-trail.js';
import { personNames } from './person-names.js';

interface AboutRecord {
  entity: string;
  entityId: string | null;
}

export async function withRecordTitles<T extends AboutRecord>(em: EntityManager, resources: readonly ResourceDef[], entries: readonly T[]): Promise<(T & { title: string | null })[]> {
  const byResource = new Map<string, string[]>();
  for (const e of entries) if (e.entityId != null) byResource.set(e.entity, [...(byResource.get(e.entity) ?? []), e.entityId]);
  const titles = new Map<string, string>();
  for (const [resource, ids] of byResource) {
    const found = resource === IMPERSONATION_ENTITY ? await personNames(em, ids.map(Number)) : await recordTitles(em, resources, resource, ids);
    for (const [id, title] of found) titles.set(`${resource}/${id}`, title);
  }
  return entries.map((e) => ({ ...e, title: titles.get(`${e.entity}/${e.entityId}`) ?? null }));
}
