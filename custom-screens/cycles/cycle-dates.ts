// The Submission Cycles form's dates (spec 3 §4). Pure: the screen and its tests use it.
//
// The form shows end dates as the last day of a period; the calls carry the stored end, one day
// later (core/time/days.ts). Phase linking: changing a phase's begin sets the previous phase's
// end (the day before), and changing its end sets the next phase's begin (the day after); the first
// phase begins on the cycle start and the last ends on the cycle end, whichever of the two is changed.
import { addDays, toDay } from '../../core/time/office-time.js';
import { shownEnd, storedEnd } from '../../core/time/days.js';
import type { SubmissionCycleJson } from '../../core/contract/cycles.js';
import type { Wire } from '../../core/contract/wire.js';

export interface ShownPhase {
  phase: number;
  phaseName: string;
  beginDate: string;
  /** the phase's last day */
  endDate: string;
  isHiatusPeriod: boolean;
}

export interface ShownCycle {
  academicYearId: number;
  cycleStartDate: string;
  cycleEndDate: string;
  courseAuditStartDate: string;
  courseAuditEndDate: string;
  phases: ShownPhase[];
}

/** A submission cycle as GET …/submissioncycle/recent answers it (stored, exclusive ends). */
export type StoredCycle = Wire<SubmissionCycleJson>;

/** The body of POST /api/admin/submissioncycle. */
export interface SubmissionCycleBody {
  academicYearId: number;
  cycleBegins: string;
  cycleEnds: string;
  auditCycleBegins: string;
  auditCycleEnds: string;
  phaseUpdates: { phase: number; phaseName: string; beginDate: string; endDate: string; isHiatusPeriod: boolean }[];
}

/** The dates a user can change, and where. */
export type DateField = { field: 'cycleStartDate' | 'cycleEndDate' | 'courseAuditStartDate' | 'courseAuditEndDate' } | { field: 'beginDate' | 'endDate'; index: number };

export function toShown(c: StoredCycle): ShownCycle {
  return {
    academicYearId: c.academicYearId,
    cycleStartDate: c.cycleStartDate,
    cycleEndDate: shownEnd(c.cycleEndDate),
    courseAuditStartDate: c.courseAuditStartDate,
    courseAuditEndDate: shownEnd(c.courseAuditEndDate),
    phases: c.phases.map((p) => ({ ...p, endDate: shownEnd(p.endDate) })),
  };
}

/** The body that saves the shown cycle: end dates one day later. Days the user left unreadable go as typed, for the server to name. */
export function toBody(c: ShownCycle): SubmissionCycleBody {
  const end = (day: string) => (toDay(day) ? storedEnd(day) : day);
  return {
    academicYearId: c.academicYearId,
    cycleBegins: c.cycleStartDate,
    cycleEnds: end(c.cycleEndDate),
    auditCycleBegins: c.courseAuditStartDate,
    auditCycleEnds: end(c.courseAuditEndDate),
    phaseUpdates: c.phases.map((p, i) => ({ phase: i + 1, phaseName: p.phaseName, beginDate: p.beginDate, endDate: end(p.endDate), isHiatusPeriod: p.isHiatusPeriod })),
  };
}

/**
 * The cycle after one date is set to `value`, with the linked dates following. A value that is not a
 * day yet (the user is still typing) changes only its own box.
 */
export function linkDates(c: ShownCycle, at: DateField, value: string): ShownCycle {
  const phases = c.phases.map((p) => ({ ...p }));
  const next: ShownCycle = { ...c, phases };
  const day = toDay(value);
  const last = phases.length - 1;
  if (at.field === 'beginDate' || at.field === 'endDate') {
    phases[at.index][at.field] = value;
    if (!day) return next;
    if (at.field === 'beginDate') {
      if (at.index === 0) next.cycleStartDate = day;
      else phases[at.index - 1].endDate = addDays(day, -1);
    } else {
      if (at.index === last) next.cycleEndDate = day;
      else phases[at.index + 1].beginDate = addDays(day, 1);
    }
    return next;
  }
  next[at.field] = value;
  if (!day || last < 0) return next;
  if (at.field === 'cycleStartDate') phases[0].beginDate = day;
  if (at.field === 'cycleEndDate') phases[last].endDate = day;
  return next;
}

/** The form's name of a field the server named in modelState (cycleBegins → cycleStartDate, phaseUpdates[1].beginDate → phases.1.beginDate). */
export function formFieldOf(key: string): string {
  const top: Record<string, string> = { cycleBegins: 'cycleStartDate', cycleEnds: 'cycleEndDate', auditCycleBegins: 'courseAuditStartDate', auditCycleEnds: 'courseAuditEndDate' };
  if (top[key]) return top[key];
  const m = /^phaseUpdates\[(\d+)\]\.(\w+)$/.exec(key);
  return m ? `phases.${m[1]}.${m[2]}` : key;
}
