// The resources the cycle calls read and write, taken from the model so entity names follow it.
import academicYears from '../../resources/academic-years.js';
import registrationCycles from '../../resources/registration-cycles.js';
import submissionCyclePhases from '../../resources/submission-cycle-phases.js';
import submissionCycles from '../../resources/submission-cycles.js';
import type { StoredRowOf } from '../../core/model/row-type.js';

export const R = { academicYears, registrationCycles, submissionCyclePhases, submissionCycles } as const;

/** Entity names, for em.find / em.create. */
export const E = Object.fromEntries(Object.entries(R).map(([key, r]) => [key, r.entity])) as { [K in keyof typeof R]: string };

export const SOURCE = 'server/cycles';

export type SubmissionCycleRow = StoredRowOf<typeof submissionCycles>;
export type PhaseRow = StoredRowOf<typeof submissionCyclePhases>;
export type RegistrationCycleRow = StoredRowOf<typeof registrationCycles>;
export type AcademicYearRow = StoredRowOf<typeof academicYears>;
