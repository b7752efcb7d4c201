// The answers of the cycle calls (spec 3 §3 field names). Dates are days ('YYYY-MM-DD'); end dates
// are the stored ones, one day after the last day a screen shows (spec 3 §4).
import type { EntityManager } from '@mikro-orm/postgresql';
import { toDay } from '../../core/academic-years/year-window.js';
import { E, type AcademicYearRow, type PhaseRow, type RegistrationCycleRow, type SubmissionCycleRow } from './model.js';
import type { PhaseJson, RegistrationCycleJson, SubmissionCycleJson } from '../../core/contract/cycles.js';

const phaseJson = (p: PhaseRow): PhaseJson => ({
  phase: p.phase,
  phaseName: p.phaseName,
  beginDate: toDay(p.beginDate),
  endDate: toDay(p.endDate),
  isHiatusPeriod: p.isHiatusPeriod,
});

/** Every submission cycle with its phases (in phase order), earliest first; none marked current. */
export async function allSubmissionCycles(em: EntityManager): Promise<SubmissionCycleJson[]> {
  const cycles = await em.find<SubmissionCycleRow>(E.submissionCycles, {}, { orderBy: { cycleStartDate: 'asc', id: 'asc' } });
  if (!cycles.length) return [];
  const ids = cycles.map((c) => c.id);
  const [phases, years] = await Promise.all([
    em.find<PhaseRow>(E.submissionCyclePhases, { submissionCycleId: { $in: ids } }, { orderBy: { phase: 'asc' } }),
    em.find<AcademicYearRow>(E.academicYears, { id: { $in: cycles.map((c) => c.academicYearId) } }),
  ]);
  const yearName = new Map(years.map((y) => [y.id, y.name]));
  return cycles.map((c) => ({
    submissionCycleId: c.id,
    academicYearId: c.academicYearId,
    academicYear: yearName.get(c.academicYearId) ?? '',
    cycleStartDate: toDay(c.cycleStartDate),
    cycleEndDate: toDay(c.cycleEndDate),
    courseAuditStartDate: toDay(c.courseAuditStartDate),
    courseAuditEndDate: toDay(c.courseAuditEndDate),
    isCurrentYear: false,
    phases: phases.filter((p) => p.submissionCycleId === c.id).map(phaseJson),
  }));
}

/** Every registration cycle, earliest first; none marked current. */
export async function allRegistrationCycles(em: EntityManager): Promise<RegistrationCycleJson[]> {
  const rows = await em.find<RegistrationCycleRow>(E.registrationCycles, {}, { orderBy: { cycleStartDate: 'asc', id: 'asc' } });
  return rows.map((r) => ({
    registrationCycleId: r.id,
    periodId: r.periodId,
    cycleStartDate: toDay(r.cycleStartDate),
    cycleEndDate: toDay(r.cycleEndDate),
    programCycleEndDate: toDay(r.programCycleEndDate),
    schoolNetworkCycleEndDate: toDay(r.schoolNetworkCycleEndDate),
    isCurrent: false,
  }));
}
