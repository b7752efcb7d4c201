// GET /api/admin/institution/publisher/search/?query&includeClosed → the online publishers whose name
// holds the query (spec 1 §7 "Self-reported"), closed ones only when asked, at most 50 by name: the
// summary's publisher picker.
import type { EntityManager } from '@mikro-orm/postgresql';
import { INSTITUTION_TYPE } from '../../resources/_enums.js';
import { E, type PublisherRow } from './model.js';
import type { PublisherOption } from '../../core/contract/self-reported.js';

export const MAX_PUBLISHERS = 50;

export async function searchPublishers(em: EntityManager, pattern: string | undefined, includeClosed: boolean): Promise<PublisherOption[]> {
  const where = { institutionTypeId: INSTITUTION_TYPE.onlinePublisher, ...(pattern ? { name: { $ilike: pattern } } : {}), ...(includeClosed ? {} : { isActive: true }) };
  const rows = await em.find<PublisherRow>(E.institutions, where as never, { fields: ['id', 'name', 'isActive'] as never[], orderBy: { name: 'asc', id: 'asc' } as never, limit: MAX_PUBLISHERS });
  return rows.map((r) => ({ institutionId: r.id, name: r.name, isActive: r.isActive !== false }));
}
