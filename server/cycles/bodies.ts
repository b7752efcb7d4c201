// The bodies of POST /api/admin/submissioncycle and …/registration (spec 3 §7), as zod strict
// objects. Dates are days: "2026-02-01" or a timestamp whose day is taken (normalised to midnight).
import { z } from 'zod';
import { flag, idValue, requiredText } from '../courses/params.js';
import { toDay } from '../../core/time/office-time.js';

const missing = (v: unknown) => v === undefined || v === null || v === '';

/** A calendar day, normalised to midnight. */
export const dayValue = () =>
  z.unknown().transform((v, ctx) => {
    const day = toDay(v);
    if (day === undefined) {
      ctx.addIssue({ code: 'custom', message: missing(v) ? 'Enter a date.' : 'Enter a real date, like 2026-02-01.' });
      return z.NEVER;
    }
    return day;
  });

export const MAX_PHASES = 20;

const phaseUpdate = z.strictObject({
  phase: z.number({ error: 'Number the phases 1, 2, 3… in order.' }).int({ error: 'Number the phases 1, 2, 3… in order.' }),
  phaseName: requiredText(100),
  beginDate: dayValue(),
  endDate: dayValue(),
  isHiatusPeriod: z.preprocess((v) => (v === undefined || v === null ? false : v), flag()),
});

export const submissionCycleBody = z.strictObject({
  academicYearId: idValue('an academic year'),
  cycleBegins: dayValue(),
  cycleEnds: dayValue(),
  auditCycleBegins: dayValue(),
  auditCycleEnds: dayValue(),
  phaseUpdates: z
    .array(phaseUpdate, { error: 'List the phases of the cycle.' })
    .min(1, { error: 'A cycle needs at least one phase.' })
    .max(MAX_PHASES, { error: `A cycle has at most ${MAX_PHASES} phases.` }),
});
export type SubmissionCycleBody = z.infer<typeof submissionCycleBody>;

export const registrationCycleBody = z.strictObject({
  periodId: z.preprocess(
    (v) => (typeof v === 'string' && /^\s*\d{4}\s*$/.test(v) ? Number(v) : v),
    z.number({ error: 'Enter the year the cycle starts in.' }).int({ error: 'Enter the year the cycle starts in.' }).min(2000, { error: 'Enter a year from 2000 to 2100.' }).max(2100, { error: 'Enter a year from 2000 to 2100.' }),
  ),
  startDate: dayValue(),
  endDate: dayValue(),
  programEndDate: dayValue(),
  schoolNetworkEndDate: dayValue(),
});
export type RegistrationCycleBody = z.infer<typeof registrationCycleBody>;
