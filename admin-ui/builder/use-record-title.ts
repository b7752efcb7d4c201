// The title of one record as people read it, for titles and dialogs: its own recordRepresentation
// value, or, when that is a reference, the title of the record it refers to, read through the data
// provider (a submission review is named by its submission, which is named by its course). '' until
// it is known, or when the person may not read the referenced record; never "#id".
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, type DataProvider, type RaRecord } from 'react-admin';
import type { ResourceDef } from '../../core/model/define.js';
import { useAppConfig } from '../shell/app-config.js';
import { recordText } from './model-helpers.js';

/** a bound on a chain of references, which the model check keeps short and acyclic (MODEL014) */
const MAX_HOPS = 5;

/** The reference a resource's records are named through, if they are. */
function namedThrough(def: ResourceDef, model: ReadonlyMap<string, ResourceDef>): { field: string; target: ResourceDef } | undefined {
  const field = def.recordRepresentation;
  const shown = field ? def.fields[field] : undefined;
  const target = shown?.type === 'reference' ? model.get(shown.resource!) : undefined;
  return field && target ? { field, target } : undefined;
}

async function titleOf(dataProvider: DataProvider, model: ReadonlyMap<string, ResourceDef>, def: ResourceDef, id: unknown, hops = 0): Promise<string> {
  const { data } = await dataProvider.getOne(def.name, { id });
  const through = namedThrough(def, model);
  if (!through) return recordText(def, data);
  const next = data[through.field];
  return next == null || hops >= MAX_HOPS ? '' : titleOf(dataProvider, model, through.target, next, hops + 1);
}

export function useRecordTitle(def: ResourceDef, record: RaRecord | undefined): string {
  const { model } = useAppConfig();
  const dataProvider = useDataProvider();
  const through = namedThrough(def, model);
  const targetId = through && record ? record[through.field] : undefined;
  const { data } = useQuery({
    queryKey: ['record-title', through?.target.name, targetId],
    queryFn: () => titleOf(dataProvider, model, through!.target, targetId),
    enabled: through !== undefined && targetId != null,
    retry: false,
  });
  return through ? (data ?? '') : recordText(def, record);
}
