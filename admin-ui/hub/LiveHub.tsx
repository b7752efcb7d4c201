// Keeps the page live through the admin hub (GET /api/admin/hub, server/hub): the header figures and
// the menu badges follow the stream; every query that reads a changed resource reads it again in the
// background (generated lists and records by react-admin's keys, hand-built lists and queues by the
// resources their queries name, hub-events.ts); an open edit form keeps what the user typed and says
// who changed the record (admin-ui/builder/edit-conflict); analysts' statistics are read again, and
// a failed notification is shown at once. The browser's EventSource reconnects by itself and sends the
// last event id, so the server replays what was missed; while the stream is down the header keeps its
// one-minute refresh.
import { useQueryClient, type Query } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNotify } from 'react-admin';
import { HEADER_STATS_QUERY_KEY, type HeaderStat } from '../shell/HeaderStats.js';
import { ANALYST_STATS_QUERY_KEY, emitRecordChanged, readsOf, touches, type RecordChanged } from './hub-events.js';

export const HUB_URL = '/api/admin/hub';

/** The server lists at most this many records of one write; beyond, only the resources are named. */
const LISTED_RECORDS = 100;

/** Whether the event names every changed record of `resource` (not filtered per user, not cut short). */
function namesEveryRecord(changed: RecordChanged, resource: string): boolean {
  return changed.changes.length < LISTED_RECORDS && changed.changes.every((c) => c.resource !== resource || c.id !== '');
}

/** react-admin's queries: [resource, 'getList' | 'getOne' | 'getMany' | …, params]; a hand-built one names what it reads. */
function isStaleFor(query: Query, changed: RecordChanged): boolean {
  if (touches(changed, readsOf(query.meta))) return true;
  const [resource, method, params] = query.queryKey as [unknown, unknown, { id?: unknown; ids?: unknown[] } | undefined];
  if (typeof resource !== 'string' || !changed.resources.includes(resource)) return false;
  // one record, or a few by id: only when one of them changed, where the event says which
  if ((method === 'getOne' || method === 'getMany') && namesEveryRecord(changed, resource)) {
    const ids = method === 'getOne' ? [params?.id] : (params?.ids ?? []);
    return changed.changes.some((c) => c.resource === resource && ids.some((id) => String(id) === c.id));
  }
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
      // an edit form's own record too: the form decides whether the new version may replace it
      void queryClient.invalidateQueries({ predicate: (q) => isStaleFor(q, changed) });
      emitRecordChanged(changed);
    });
    source.addEventListener('analystStats', () => void queryClient.invalidateQueries({ queryKey: ANALYST_STATS_QUERY_KEY }));
    source.addEventListener('notificationFailed', (e) => notify(data<{ message: string }>(e).message, { type: 'warning', autoHideDuration: 10_000 }));
    // stays until dismissed: someone changed the audit trail outside the application (docs/audit.md)
    source.addEventListener('auditBroken', (e) => notify(data<{ message: string }>(e).message, { type: 'error', autoHideDuration: null }));
    return () => source.close();
  }, [queryClient, notify]);

  return null;
}
