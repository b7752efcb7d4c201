// Keeps the page live through the admin hub (GET /api/admin/hub, server/hub): the header figures and
// the menu badges follow the stream, lists of a changed resource read their page again, edit forms
// hear that someone else saved, analysts' statistics are read again, and a failed notification is
// shown at once. The browser's EventSource reconnects by itself and sends the last event id, so the
// server replays what was missed; while the stream is down the header keeps its one-minute refresh.
import { useQueryClient, type Query } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNotify } from 'react-admin';
import { HEADER_STATS_QUERY_KEY, type HeaderStat } from '../shell/HeaderStats.js';
import { ANALYST_STATS_QUERY_KEY, editKey, emitRecordChanged, recordsInEdit, type RecordChanged } from './hub-events.js';

export const HUB_URL = '/api/admin/hub';

/** react-admin's queries of a resource: [resource, 'getList' | 'getOne' | …, params]. */
function isStaleFor(query: Query, changed: RecordChanged): boolean {
  const [resource, method, params] = query.queryKey as [unknown, unknown, { id?: unknown } | undefined];
  if (typeof resource !== 'string' || !changed.resources.includes(resource)) return false;
  if (method === 'getOne' && params?.id !== undefined && recordsInEdit.has(editKey(resource, String(params.id)))) return false;
  return true;
}

export function LiveHub() {
  const queryClient = useQueryClient();
  const notify = useNotify();

  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource(HUB_URL, { withCredentials: true });
    const data = <T,>(e: Event) => JSON.parse((e as MessageEvent<string>).data) as T;
    source.addEventListener('stats', (e) => queryClient.setQueryData(HEADER_STATS_QUERY_KEY, data<{ stats: HeaderStat[] }>(e)));
    source.addEventListener('recordChanged', (e) => {
      const changed = data<RecordChanged>(e);
      void queryClient.invalidateQueries({ predicate: (q) => isStaleFor(q, changed) });
      emitRecordChanged(changed);
    });
    source.addEventListener('analystStats', () => void queryClient.invalidateQueries({ queryKey: ANALYST_STATS_QUERY_KEY }));
    source.addEventListener('notificationFailed', (e) => notify(data<{ message: string }>(e).message, { type: 'warning', autoHideDuration: 10_000 }));
    return () => source.close();
  }, [queryClient, notify]);

  return null;
}
