// The cycle calls (spec 3 §7 "Cycles"; server/cycles) as the Submission Cycles screen uses them.
import type { SubmissionCycleStatus } from '../../server/cycles/current.js';
import type { Wire } from '../../server/http/wire-type.js';
import type { SpecApiRequest } from '../_shared/spec-api.js';
import type { StoredCycle, SubmissionCycleBody } from './cycle-dates.js';
import type { RegistrationCycleBody, StoredRegistrationCycle } from './registration-dates.js';

type Call = <T>(path: string, request: SpecApiRequest) => Promise<T>;

export type CycleStatus = Wire<SubmissionCycleStatus> | { academicYearId: null; academicYear: null; phase: null; isHiatus: false };

const BASE = '/api/admin/submissioncycle';
export const CYCLES_QUERY_ROOT = 'cycles';

export function cyclesApi(call: Call) {
  return {
    recent: (signal?: AbortSignal) => call<StoredCycle[]>(`${BASE}/recent`, { method: 'GET', signal }),
    registrationRecent: (signal?: AbortSignal) => call<StoredRegistrationCycle[]>(`${BASE}/registration/recent`, { method: 'GET', signal }),
    status: (signal?: AbortSignal) => call<CycleStatus>(`${BASE}/status`, { method: 'GET', signal }),
    save: (body: SubmissionCycleBody) => call<StoredCycle>(BASE, { method: 'POST', body }),
    saveRegistration: (body: RegistrationCycleBody) => call<StoredRegistrationCycle>(`${BASE}/registration`, { method: 'POST', body }),
  };
}
