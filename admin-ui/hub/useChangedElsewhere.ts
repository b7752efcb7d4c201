// An open edit form hears from the hub when someone else saves the same record, so the user learns
// it before saving (the save would be refused as stale) rather than after.
import { useEffect, useState } from 'react';
import { useGetIdentity } from 'react-admin';
import { editKey, onRecordChanged, recordsInEdit } from './hub-events.js';

export interface ChangedElsewhere {
  at: Date;
  deleted: boolean;
}

export function useChangedElsewhere(resource: string, id: string | number | undefined): ChangedElsewhere | null {
  const { identity } = useGetIdentity();
  const [changed, setChanged] = useState<ChangedElsewhere | null>(null);
  useEffect(() => {
    if (id === undefined || id === null || id === '') return;
    const key = editKey(resource, String(id));
    recordsInEdit.set(key, (recordsInEdit.get(key) ?? 0) + 1);
    const stop = onRecordChanged((event) => {
      const mine = event.changes.find((c) => c.resource === resource && c.id === String(id));
      // one's own save (this tab or another) is no news
      if (mine && String(mine.userId ?? 'system') !== String(identity?.id ?? '')) setChanged({ at: new Date(), deleted: mine.type === 'D' });
    });
    return () => {
      stop();
      const left = (recordsInEdit.get(key) ?? 1) - 1;
      if (left > 0) recordsInEdit.set(key, left);
      else recordsInEdit.delete(key);
    };
  }, [resource, id, identity?.id]);
  return changed;
}
