// The cycle calls (spec 3 §7 "Cycles"; server/cycles) as the Submission Cycles screen uses them.
import type { CycleStatus, RegistrationCycleJson, SubmissionCycleJson } from '../../core/contract/cycles.js';
import type { SpecCall } from '../../admin-ui/kit/spec-call.js';
import type { SubmissionCycleBody } from './cycle-dates.js';
import type { RegistrationCycleBody } from './registration-dates.js';

const BASE = '/api/admin/submissioncycle';
export const CYCLES_QUERY_ROOT = 'cycles';

export function cyclesApi(call: SpecCall) {
  return {
    recent: (signal?: AbortSignal) => call<SubmissionCycleJson[]>(`${BASE}/recent`, { method: 'GET', signal }),
    registrationRecent: (signal?: AbortSignal) => call<RegistrationCycleJson[]>(`${BASE}/registration/recent`, { method: 'GET', signal }),
    status: (signal?: AbortSignal) => call<CycleStatus>(`${BASE}/status`, { method: 'GET', signal }),
    save: (body: SubmissionCycleBody) => call<SubmissionCycleJson>(BASE, { method: 'POST', body }),
    saveRegistration: (body: RegistrationCycleBody) => call<RegistrationCycleJson>(`${BASE}/registration`, { method: 'POST', body }),
  };
}
