// Names for the ids of a page of institutions: counties from the county look-up (spec 2 §7
// /api/county, 58 rows, kept for the session) and districts through the institutions resource (one
// getMany call a page).
import { useQuery } from '@tanstack/react-query';
import { useGetMany } from 'react-admin';
import { useSpecApi } from '../../../admin-ui/kit/spec-api.js';
import type { InstitutionSummary } from '../../../core/contract/institutions.js';

export interface Place {
  id: number;
  name: string;
}

export function useCounties(): Place[] | undefined {
  const call = useSpecApi();
  return useQuery({ queryKey: ['lookups', 'county'], queryFn: ({ signal }) => call<Place[]>('/api/county', { method: 'GET', signal }), staleTime: 60 * 60_000 }).data;
}

export function usePlaceNames(rows: InstitutionSummary[], withDistricts: boolean) {
  const counties = useCounties();
  const districtIds = withDistricts ? [...new Set(rows.map((r) => r.districtId ?? r.schoolNetworkId).filter((id): id is number => id !== null))] : [];
  const { data: districts } = useGetMany<{ id: number; name: string }>('institutions', { ids: districtIds }, { enabled: districtIds.length > 0 });
  const countyName = new Map((counties ?? []).map((c) => [c.id, c.name]));
  const districtName = new Map((districts ?? []).map((d) => [d.id, d.name]));
  return {
    county: (row: InstitutionSummary) => (row.countyId === null ? '—' : (countyName.get(row.countyId) ?? '…')),
    district: (row: InstitutionSummary) => {
      const id = row.districtId ?? row.schoolNetworkId;
      return id === null ? '—' : (districtName.get(id) ?? '…');
    },
  };
}
