// The outbox in words: the template a message came from by its title (not the key the code sends it
// by), and the record it is about by its kind and title ("Course submission ABC-1234"), not by the
// resource's code name and id.
import type { EntityManager } from '@mikro-orm/postgresql';
import notificationTemplates from '../../resources/notification-templates.js';
import type { ResourceDef } from '../../core/model/define.js';
import { recordTitles } from '../model/record-titles.js';
import type { DeliveryWords, StoredDelivery } from '../../core/contract/notifications.js';

export async function withDeliveryWords<T extends StoredDelivery>(em: EntityManager, resources: readonly ResourceDef[], rows: readonly T[]): Promise<(T & DeliveryWords)[]> {
  const keys = [...new Set(rows.map((r) => r.templateKey))];
  const templates: { key: string; title: string }[] = keys.length ? await em.find(notificationTemplates.entity, { key: { $in: keys } }, { fields: ['key', 'title'] }) : [];
  const titleOfTemplate = new Map(templates.map((t) => [t.key, t.title]));
  const titles = new Map<string, string>();
  const byResource = new Map<string, string[]>();
  for (const r of rows) if (r.entity && r.entityId != null) byResource.set(r.entity, [...(byResource.get(r.entity) ?? []), r.entityId]);
  for (const [resource, ids] of byResource) for (const [id, title] of await recordTitles(em, resources, resource, ids)) titles.set(`${resource}/${id}`, title);
  return rows.map((r) => {
    const def = r.entity ? resources.find((d) => d.name === r.entity) : undefined;
    const kind = def ? (def.labelSingular ?? def.label) : undefined;
    const title = titles.get(`${r.entity}/${r.entityId}`);
    return { ...r, templateTitle: titleOfTemplate.get(r.templateKey) ?? null, about: kind ? [kind, title].filter(Boolean).join(' ') : null };
  });
}
