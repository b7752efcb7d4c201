// The option lists of the section fields: the spec's look-ups (spec 2 §7), read once and kept for the
// session. Positions depend on what is being registered.
import { useQueries } from '@tanstack/react-query';
import type { RegistrationsApi } from '../registrations-api.js';
import { REGISTRATIONS_QUERY_ROOT } from '../registrations-api.js';
import type { LookupName } from './field-specs.js';

export type Option = { id: number; name: string };
export type Lookups = Partial<Record<LookupName, Option[]>>;

/** /api/position/{type} by registrationTypeId: school, network, program, publisher, ROP, re-registration */
const POSITION_PATHS: Record<number, string> = {
  1: '/api/position/school',
  2: '/api/position/district?isSchoolNetwork=true',
  3: '/api/position/program',
  4: '/api/position/onlinePublisher',
  5: '/api/position/rop',
  6: '/api/position/onlinePublisher',
};

const PATHS: Record<Exclude<LookupName, 'position'>, string> = {
  county: '/api/county',
  governance: '/api/governance',
  schedule: '/api/institutionoperatingschedule',
  accreditingOrganization: '/api/accreditingOrganization',
  schoolType: '/api/schoolType',
  programType: '/api/programtype',
  universityCampus: '/api/universitycampus',
};

export function useLookups(api: RegistrationsApi, registrationTypeId: number | undefined, needed: readonly LookupName[]): Lookups {
  const paths = needed.map((name) => [name, name === 'position' ? POSITION_PATHS[registrationTypeId ?? 1] : PATHS[name]] as const);
  const results = useQueries({
    queries: paths.map(([, path]) => ({
      queryKey: [REGISTRATIONS_QUERY_ROOT, 'lookup', path],
      queryFn: ({ signal }: { signal: AbortSignal }) => api.lookup(path, signal),
      staleTime: 30 * 60_000,
      enabled: registrationTypeId !== undefined,
    })),
  });
  const out: Lookups = {};
  paths.forEach(([name], i) => {
    const data = results[i]?.data;
    if (data) out[name] = data.map((o) => ({ id: o.id, name: o.name }));
  });
  return out;
}
