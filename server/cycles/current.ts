// What the cycles decide for the rest of the product (docs/cycles.md "What the cycles drive"): the
// current and next submission and registration cycles, which academic year is current for
// submissions, whether submissions are in a hiatus today, and the current cycle year that
// notifications name. "Today" is the office's calendar day (the server's time zone).
import type { EntityManager } from '@mikro-orm/postgresql';
import { localDay } from '../../core/academic-years/year-window.js';
import { allRegistrationCycles, allSubmissionCycles } from './cycle-json.js';
import type { PhaseJson, RegistrationCycleJson, SubmissionCycleJson, SubmissionCycleStatus } from '../../core/contract/cycles.js';
import { currentAndNext, spanOn } from './pick.js';

const span = <T extends { cycleStartDate: string; cycleEndDate: string }>(c: T) => ({ ...c, start: c.cycleStartDate, end: c.cycleEndDate });
const strip = <T extends { start: string; end: string }>({ start: _s, end: _e, ...rest }: T) => rest;

/** The current submission cycle and the next one, as GET …/submissioncycle/recent answers them: current first. */
export async function recentSubmissionCycles(em: EntityManager, day = localDay()): Promise<SubmissionCycleJson[]> {
  const { current, next } = currentAndNext((await allSubmissionCycles(em)).map(span), day);
  return [
    ...(current ? [{ ...strip(current), isCurrentYear: true }] : []),
    ...(next ? [strip(next)] : []),
  ] as SubmissionCycleJson[];
}

/** The current registration cycle and the next one: current first. */
export async function recentRegistrationCycles(em: EntityManager, day = localDay()): Promise<RegistrationCycleJson[]> {
  const { current, next } = currentAndNext((await allRegistrationCycles(em)).map(span), day);
  return [...(current ? [{ ...strip(current), isCurrent: true }] : []), ...(next ? [strip(next)] : [])] as RegistrationCycleJson[];
}

/** Where submissions stand today, or null when no submission cycle is defined. */
export async function submissionCycleStatus(em: EntityManager, day = localDay()): Promise<SubmissionCycleStatus | null> {
  const [current] = await recentSubmissionCycles(em, day);
  if (!current) return null;
  const phase = spanOn(current.phases.map((p) => ({ ...p, start: p.beginDate, end: p.endDate })), day);
  return {
    academicYearId: current.academicYearId,
    academicYear: current.academicYear,
    phase: phase ? strip(phase) : null,
    isHiatus: phase?.isHiatusPeriod ?? false,
  };
}

/** The academic year current for submissions (the current cycle's), or null without cycles. */
export async function currentSubmissionYear(em: EntityManager, day = localDay()): Promise<{ id: number; name: string } | null> {
  const status = await submissionCycleStatus(em, day);
  return status ? { id: status.academicYearId, name: status.academicYear } : null;
}

/** Whether submissions are in a hiatus today. */
export async function isSubmissionHiatus(em: EntityManager, day = localDay()): Promise<boolean> {
  return (await submissionCycleStatus(em, day))?.isHiatus ?? false;
}

/** The {{currentCycleYear}} of notifications: the current submission cycle's year name (2026-27). */
export async function currentCycleYear(em: EntityManager, day = localDay()): Promise<string | null> {
  return (await currentSubmissionYear(em, day))?.name ?? null;
}
