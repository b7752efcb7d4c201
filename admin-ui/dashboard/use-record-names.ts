// Names of the records the dashboard's recent changes point at, read in one call per resource the
// user may list (others keep their #id).
import { useEffect, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { ResourceDef } from '../../server/model/define.js';
import { canAccessResource } from '../auth/resource-access.js';
import { recordText } from '../builder/model-helpers.js';
import { useAbilities } from '../shell/app-config.js';
import { nameInEntry, type MyAuditEntry } from './recent-change-text.js';

export function useRecordNames(entries: readonly MyAuditEntry[], model: ReadonlyMap<string, ResourceDef>): ReadonlyMap<string, string> {
  const dataProvider = useDataProvider();
  const abilities = useAbilities();
  const [names, setNames] = useState<ReadonlyMap<string, string>>(new Map());

  useEffect(() => {
    if (!abilities || !entries.length) return;
    const wanted = new Map<string, Set<string | number>>();
    for (const entry of entries) {
      const def = entry.entity ? model.get(entry.entity) : undefined;
      if (!def?.recordRepresentation || entry.entityId == null || entry.auditType === 'D' || nameInEntry(entry, def)) continue;
      if (!canAccessResource(abilities, def, 'list')) continue;
      const id = /^\d+$/.test(String(entry.entityId)) ? Number(entry.entityId) : entry.entityId;
      wanted.set(def.name, (wanted.get(def.name) ?? new Set()).add(id));
    }
    let live = true;
    Promise.all(
      [...wanted].map(async ([resource, ids]) => {
        const def = model.get(resource)!;
        const { data } = await dataProvider.getMany(resource, { ids: [...ids] });
        return data.map((record) => [`${resource}/${record.id}`, recordText(def, record)] as const);
      }),
    ).then(
      (found) => live && setNames(new Map(found.flat())),
      // without the names the entries still read "#id"
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [entries, model, abilities, dataProvider]);

  return names;
}
