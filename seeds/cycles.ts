// Demo submission and registration cycles (spec 3 §3), one per seeded academic year and period, so
// that today falls in a current cycle with a next one after it whatever the date the demo runs on.
// End dates are stored one day later than shown (spec 3 §4): a phase's stored end is the next begin.
//
// The cycle of academic year Y–Y+1 runs from 1 October of Y−1 to 30 September of Y, when schools
// submit the courses they will teach that year: Phase 1 submissions to 31 January, a two-week
// hiatus while analysts catch up, Phase 2 submissions to 31 July and a summer hiatus to the end.
// Course audits run from 1 November to 30 April. A registration period is a calendar year; programs
// stop registering at the end of October and school networks at the end of November.
import type { EntityManager } from '@mikro-orm/postgresql';
import registrationCycles from '../resources/registration-cycles.js';
import submissionCyclePhases from '../resources/submission-cycle-phases.js';
import submissionCycles from '../resources/submission-cycles.js';
import { idsBy, insertBatches, type SeedLog } from './insert.js';
import { ACADEMIC_YEARS } from './lookups/academic-years.js';

/** The phases of a cycle whose academic year starts in `y`: [name, begin, stored end, hiatus]. */
export function demoPhases(y: number): { phase: number; phaseName: string; beginDate: string; endDate: string; isHiatusPeriod: boolean }[] {
  const rows: [string, string, string, boolean][] = [
    ['Phase 1 submissions', `${y - 1}-10-01`, `${y}-02-01`, false],
    ['Hiatus', `${y}-02-01`, `${y}-02-15`, true],
    ['Phase 2 submissions', `${y}-02-15`, `${y}-08-01`, false],
    ['Summer hiatus', `${y}-08-01`, `${y}-10-01`, true],
  ];
  return rows.map(([phaseName, beginDate, endDate, isHiatusPeriod], i) => ({ phase: i + 1, phaseName, beginDate, endDate, isHiatusPeriod }));
}

export const DEMO_SUBMISSION_CYCLES = ACADEMIC_YEARS.map((year) => {
  const y = Number(year.startDate.slice(0, 4));
  return {
    academicYearId: year.id,
    cycleStartDate: `${y - 1}-10-01`,
    cycleEndDate: `${y}-10-01`,
    courseAuditStartDate: `${y - 1}-11-01`,
    courseAuditEndDate: `${y}-05-01`,
  };
});

const FIRST_PERIOD = Number(ACADEMIC_YEARS[0].startDate.slice(0, 4));
const LAST_PERIOD = Number(ACADEMIC_YEARS.at(-1)!.startDate.slice(0, 4)) + 1;

export const DEMO_REGISTRATION_CYCLES = Array.from({ length: LAST_PERIOD - FIRST_PERIOD + 1 }, (_, i) => {
  const y = FIRST_PERIOD + i;
  return { periodId: y, cycleStartDate: `${y}-01-01`, cycleEndDate: `${y + 1}-01-01`, programCycleEndDate: `${y}-11-01`, schoolNetworkCycleEndDate: `${y}-12-01` };
});

export async function seedCycles(em: EntityManager, log: SeedLog = () => {}): Promise<void> {
  await insertBatches(em, submissionCycles.entity, DEMO_SUBMISSION_CYCLES, submissionCycles.label.toLowerCase(), log);
  const cycleOf = await idsBy(em, submissionCycles.entity, 'academicYearId');
  const phases = ACADEMIC_YEARS.flatMap((year) => demoPhases(Number(year.startDate.slice(0, 4))).map((p) => ({ ...p, submissionCycleId: cycleOf.get(year.id)! })));
  await insertBatches(em, submissionCyclePhases.entity, phases, submissionCyclePhases.label.toLowerCase(), log);
  await insertBatches(em, registrationCycles.entity, DEMO_REGISTRATION_CYCLES, registrationCycles.label.toLowerCase(), log);
}
