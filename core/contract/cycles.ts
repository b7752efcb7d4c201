// The cycle calls (spec 3 §7 "Cycles"; server/cycles/*): what each one answers, for the server and the
// Submission Cycles screen (custom-screens/cycles/cycles-api.ts). Days are YYYY-MM-DD text; an end is
// stored exclusive (the day after the period's last day, server/cycles/days.ts).

export interface PhaseJson {
  phase: number;
  phaseName: string;
  beginDate: string;
  endDate: string;
  isHiatusPeriod: boolean;
}

export interface SubmissionCycleJson {
  submissionCycleId: number;
  academicYearId: number;
  /** the year's name, 2026-27 */
  academicYear: string;
  cycleStartDate: string;
  cycleEndDate: string;
  courseAuditStartDate: string;
  courseAuditEndDate: string;
  isCurrentYear: boolean;
  phases: PhaseJson[];
}

export interface RegistrationCycleJson {
  registrationCycleId: number;
  periodId: number;
  cycleStartDate: string;
  cycleEndDate: string;
  programCycleEndDate: string;
  schoolNetworkCycleEndDate: string;
  isCurrent: boolean;
}

export interface SubmissionCycleStatus {
  /** the academic year courses are submitted for now */
  academicYearId: number;
  academicYear: string;
  /** today's phase, or null when today is outside the cycle's dates (between cycles) */
  phase: PhaseJson | null;
  /** submissions pause: today falls in a hiatus phase */
  isHiatus: boolean;
}

/** GET status: today's cycle, or nulls between cycles (no cycle covers today). */
export type CycleStatus = SubmissionCycleStatus | { academicYearId: null; academicYear: null; phase: null; isHiatus: false };
