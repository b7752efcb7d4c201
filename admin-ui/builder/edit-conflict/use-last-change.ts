// Who changed the record last, and when (GET /api/admin/audit/{resource}/{id}/latest), read again for
// each new version the form hears of. Resources without an audit trail cannot say: the form then
// names nobody and gives the time it noticed.
import { useQuery } from '@tanstack/react-query';
import type { Identifier } from 'react-admin';
import type { LastChangeJson } from '../../../core/contract/audit.js';
import { getJson } from '../../data/http.js';

export function useLastChange(resource: string, id: Identifier | undefined, version: unknown, enabled: boolean) {
  return useQuery({
    queryKey: ['edit-conflict', 'last-change', resource, id, version],
    queryFn: ({ signal }) => getJson<LastChangeJson>(`/api/admin/audit/${encodeURIComponent(resource)}/${encodeURIComponent(String(id))}/latest`, signal),
    enabled: enabled && id != null,
    retry: false,
    staleTime: Infinity,
  });
}
