// What the cycle tests share: the demo's academic years, users with the settings manager's ability,
// an analyst (reads settings) and someone with neither, and bodies in the spec's shape built from
// the demo pattern of seeds/cycles.ts. Each test file starts its own server and database.
import { startHarness, type Harness } from '../../support/server-harness.js';
import { ACADEMIC_YEARS } from '../../../seeds/lookups/academic-years.js';
import { demoPhases } from '../../../seeds/cycles.js';

export interface CycleFixture {
  h: Harness;
  /** AdminManageSettings */
  admin: string;
  /** AdminReview: reads settings */
  analyst: string;
  /** AdminViewInstitutions only */
  outsider: string;
}

export async function startCycleFixture(): Promise<CycleFixture> {
  const h = await startHarness();
  await h.db.orm.em.fork().insertMany('AcademicYear', ACADEMIC_YEARS);
  return {
    h,
    admin: await h.userWith(['AdminManageSettings'], 'cycle-admin'),
    analyst: await h.userWith(['AdminReview'], 'cycle-analyst'),
    outsider: await h.userWith(['AdminViewInstitutions'], 'cycle-outsider'),
  };
}

/** The id of the academic year starting in `startYear` (2026 → 30, 2026-27). */
export const yearId = (startYear: number) => ACADEMIC_YEARS.find((y) => y.startDate.startsWith(`${startYear}-`))!.id;

/** The spec's body for the demo cycle of the academic year starting in `y` (stored, exclusive ends). */
export function demoBody(y: number) {
  return {
    academicYearId: yearId(y),
    cycleBegins: `${y - 1}-10-01`,
    cycleEnds: `${y}-10-01`,
    auditCycleBegins: `${y - 1}-11-01`,
    auditCycleEnds: `${y}-05-01`,
    phaseUpdates: demoPhases(y),
  };
}

export const demoRegistrationBody = (y: number) => ({ periodId: y, startDate: `${y}-01-01`, endDate: `${y + 1}-01-01`, programEndDate: `${y}-11-01`, schoolNetworkEndDate: `${y}-12-01` });

export const SUBMISSION = '/api/admin/submissioncycle';
export const REGISTRATION = '/api/admin/submissioncycle/registration';
