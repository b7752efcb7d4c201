// The registration cycle form's dates: shown end dates are last days, the calls carry the stored end,
// one day later (spec 3 §4, core/time/days.ts). Pure.
import { toDay } from '../../core/time/office-time.js';
import { shownEnd, storedEnd } from '../../core/time/days.js';
import type { RegistrationCycleJson } from '../../core/contract/cycles.js';
import type { Wire } from '../../core/contract/wire.js';

export type StoredRegistrationCycle = Wire<RegistrationCycleJson>;

export interface ShownRegistrationCycle {
  periodId: number;
  cycleStartDate: string;
  cycleEndDate: string;
  programCycleEndDate: string;
  schoolNetworkCycleEndDate: string;
}

/** The body of POST /api/admin/submissioncycle/registration. */
export interface RegistrationCycleBody {
  periodId: number;
  startDate: string;
  endDate: string;
  programEndDate: string;
  schoolNetworkEndDate: string;
}

export const toShownRegistration = (c: StoredRegistrationCycle): ShownRegistrationCycle => ({
  periodId: c.periodId,
  cycleStartDate: c.cycleStartDate,
  cycleEndDate: shownEnd(c.cycleEndDate),
  programCycleEndDate: shownEnd(c.programCycleEndDate),
  schoolNetworkCycleEndDate: shownEnd(c.schoolNetworkCycleEndDate),
});

export function toRegistrationBody(c: ShownRegistrationCycle): RegistrationCycleBody {
  const end = (day: string) => (toDay(day) ? storedEnd(day) : day);
  return { periodId: c.periodId, startDate: c.cycleStartDate, endDate: end(c.cycleEndDate), programEndDate: end(c.programCycleEndDate), schoolNetworkEndDate: end(c.schoolNetworkCycleEndDate) };
}

/** The form's name of a field the server named in modelState. */
export function registrationFieldOf(key: string): string {
  const map: Record<string, string> = { startDate: 'cycleStartDate', endDate: 'cycleEndDate', programEndDate: 'programCycleEndDate', schoolNetworkEndDate: 'schoolNetworkCycleEndDate' };
  return map[key] ?? key;
}
