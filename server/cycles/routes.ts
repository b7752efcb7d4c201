// The cycle calls (spec 3 §7 "Cycles"). Reading needs what the other Site Settings pages need
// (AdminManageSettings or AdminReview); changing dates needs AdminManageSettings, as saving the
// review settings does (docs/cycles.md).
import type { RouteSpec, RouteTable } from '../http/route-table.js';
import { CYCLE_ACCESS, CYCLE_WRITE_ABILITY } from '../../resources/_cycles.js';
import { recentRegistrationCycles, recentSubmissionCycles, submissionCycleStatus } from './current.js';
import { SOURCE } from './model.js';
import { saveRegistrationCycle, saveSubmissionCycle } from './save.js';
import type { CycleStatus } from '../../core/contract/cycles.js';

const BASE = '/api/admin/submissioncycle';

export function registerCycleRoutes(routes: RouteTable): void {
  const add = (method: RouteSpec['method'], path: string, ability: RouteSpec['ability'], file: string, handler: RouteSpec['handler']) =>
    routes.add({ method, path, ability, source: `${SOURCE}/${file}`, handler });

  add('GET', `${BASE}/recent`, CYCLE_ACCESS.list, 'current.ts', ({ em }) => recentSubmissionCycles(em));
  add('GET', `${BASE}/registration/recent`, CYCLE_ACCESS.list, 'current.ts', ({ em }) => recentRegistrationCycles(em));
  // not in the spec: where submissions stand today (year, phase, hiatus), for the screen's summary
  add('GET', `${BASE}/status`, CYCLE_ACCESS.list, 'current.ts', async ({ em }): Promise<CycleStatus> => (await submissionCycleStatus(em)) ?? { academicYearId: null, academicYear: null, phase: null, isHiatus: false });
  add('POST', BASE, CYCLE_WRITE_ABILITY, 'save.ts', ({ req, em }) => saveSubmissionCycle(em, req.body));
  add('POST', `${BASE}/registration`, CYCLE_WRITE_ABILITY, 'save.ts', ({ req, em }) => saveRegistrationCycle(em, req.body));
}
