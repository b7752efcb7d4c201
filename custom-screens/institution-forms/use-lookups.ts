// The option lists of the forms: the lookups of spec 2 §7 (county, schoolType, districtmanagementtype,
// position/{type}) and this area's own (governance, program types, operating schedules).
import { useEffect, useState } from 'react';
import { useSpecApi } from '../../admin-ui/kit/spec-api.js';
import type { FormKind } from './form-state.js';

export interface Option {
  id: number;
  name: string;
}
export type Lookups = Record<string, Option[]>;

const COMMON = { countyId: '/api/county', governanceId: '/api/governance', institutionOperatingScheduleId: '/api/institutionoperatingschedule' };
const BY_KIND: Record<FormKind, Record<string, string>> = {
  school: { ...COMMON, schoolTypeId: '/api/schoolType', 'headContactInfo.positionId': '/api/position/school' },
  district: { ...COMMON, districtManagementTypeId: '/api/districtmanagementtype', 'headContactInfo.positionId': '/api/position/district' },
  program: { ...COMMON, programTypeId: '/api/programtype', 'headContactInfo.positionId': '/api/position/program' },
};

export function useLookups(kind: FormKind, isSchoolNetwork: boolean): Lookups | undefined {
  const api = useSpecApi();
  const [lookups, setLookups] = useState<Lookups>();
  useEffect(() => {
    const controller = new AbortController();
    const paths = { ...BY_KIND[kind] };
    if (kind === 'district' && isSchoolNetwork) paths['headContactInfo.positionId'] = '/api/position/district?isSchoolNetwork=true';
    Promise.all(
      Object.entries(paths).map(async ([field, path]) => {
        const rows = await api<{ id: number; name: string }[]>(path, { method: 'GET', signal: controller.signal });
        return [field, rows.map((r) => ({ id: r.id, name: r.name }))] as const;
      }),
    )
      .then((entries) => setLookups(Object.fromEntries(entries)))
      .catch(() => undefined);
    return () => controller.abort();
  }, [api, kind, isSchoolNetwork]);
  return lookups;
}
