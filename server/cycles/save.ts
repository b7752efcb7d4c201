// POST /api/admin/submissioncycle and …/registration (spec 3 §7): sets the dates of the cycle of an
// academic year (with its phases) or of a registration period, creating it when the year or period
// has none. The body is checked field by field (bodies.ts) and the dates against each other and the
// neighbouring cycles (rules.ts); any problem is a 400 with modelState and nothing is written. The
// cycle, its phases and their audit entries commit in one transaction; the table lock makes two
// saves take turns, so neither can slip an overlapping cycle past the other's check.
import type { EntityManager } from '@mikro-orm/postgresql';
import { wrap } from '@mikro-orm/core';
import { toDay } from '../../core/academic-years/year-window.js';
import { parseSpecBody } from '../courses/params.js';
import { lockTable } from '../db/table-names.js';
import { badRequest } from '../http/errors.js';
import { registrationCycleBody, submissionCycleBody } from './bodies.js';
import type { RegistrationCycleJson, SubmissionCycleJson } from '../../core/contract/cycles.js';
import { allRegistrationCycles, allSubmissionCycles } from './cycle-json.js';
import { recentRegistrationCycles, recentSubmissionCycles } from './current.js';
import { E, type AcademicYearRow, type PhaseRow, type RegistrationCycleRow, type SubmissionCycleRow } from './model.js';
import { registrationCycleProblems, submissionCycleProblems, type Neighbours } from './rules.js';

const FIX = 'Please correct the highlighted fields.';

/**
 * Sets only the values that differ from the stored ones: a date column loads as a Date on PGlite and
 * as text on PostgreSQL, so assigning the same day as text would record a change that is none.
 */
function assignChanged(row: object, values: Record<string, string | boolean>): void {
  const stored = row as Record<string, unknown>;
  const same = (a: unknown, b: unknown) => (typeof b === 'string' && a != null && typeof a !== 'boolean' ? toDay(a as string | Date) === b : a === b);
  const changed = Object.fromEntries(Object.entries(values).filter(([k, v]) => !same(stored[k], v)));
  if (Object.keys(changed).length) wrap(row).assign(changed);
}

function refuseProblems(problems: Record<string, string[]>): void {
  if (Object.keys(problems).length) throw badRequest(FIX, problems);
}

export async function saveSubmissionCycle(em: EntityManager, body: unknown): Promise<SubmissionCycleJson> {
  const input = parseSpecBody(submissionCycleBody, body);
  await em.transactional(async (tx) => {
    await lockTable(tx, E.submissionCycles);
    const years = await tx.find<AcademicYearRow>(E.academicYears, {});
    const year = years.find((y) => y.id === input.academicYearId);
    if (!year) throw badRequest(FIX, { academicYearId: ['Choose an academic year from the list.'] });
    const startOf = new Map(years.map((y) => [y.id, toDay(y.startDate)]));
    const others = (await allSubmissionCycles(tx)).filter((c) => c.academicYearId !== year.id);
    const before = others.filter((c) => startOf.get(c.academicYearId)! < toDay(year.startDate)).at(-1);
    const after = others.find((c) => startOf.get(c.academicYearId)! > toDay(year.startDate));
    const neighbours: Neighbours = {
      previous: before && { academicYear: before.academicYear, end: before.cycleEndDate },
      next: after && { academicYear: after.academicYear, start: after.cycleStartDate },
    };
    refuseProblems(submissionCycleProblems(input, neighbours));

    const dates = { cycleStartDate: input.cycleBegins, cycleEndDate: input.cycleEnds, courseAuditStartDate: input.auditCycleBegins, courseAuditEndDate: input.auditCycleEnds };
    let cycle = await tx.findOne<SubmissionCycleRow>(E.submissionCycles, { academicYearId: year.id });
    if (cycle) assignChanged(cycle, dates);
    else cycle = tx.create<SubmissionCycleRow>(E.submissionCycles, { academicYearId: year.id, ...dates });
    await tx.flush();

    const stored = await tx.find<PhaseRow>(E.submissionCyclePhases, { submissionCycleId: cycle.id });
    for (const p of input.phaseUpdates) {
      const values = { phaseName: p.phaseName, beginDate: p.beginDate, endDate: p.endDate, isHiatusPeriod: p.isHiatusPeriod };
      const row = stored.find((s) => s.phase === p.phase);
      if (row) assignChanged(row, values);
      else tx.create<PhaseRow>(E.submissionCyclePhases, { submissionCycleId: cycle.id, phase: p.phase, ...values });
    }
    for (const row of stored) if (row.phase > input.phaseUpdates.length) tx.remove(row);
    await tx.flush();
  });
  const recent = await recentSubmissionCycles(em);
  return recent.find((c) => c.academicYearId === input.academicYearId) ?? (await allSubmissionCycles(em)).find((c) => c.academicYearId === input.academicYearId)!;
}

export async function saveRegistrationCycle(em: EntityManager, body: unknown): Promise<RegistrationCycleJson> {
  const input = parseSpecBody(registrationCycleBody, body);
  await em.transactional(async (tx) => {
    await lockTable(tx, E.registrationCycles);
    const others = (await allRegistrationCycles(tx)).filter((c) => c.periodId !== input.periodId).sort((a, b) => a.periodId - b.periodId);
    const before = others.filter((c) => c.periodId < input.periodId).at(-1);
    const after = others.find((c) => c.periodId > input.periodId);
    refuseProblems(
      registrationCycleProblems(input, {
        previous: before && { periodId: before.periodId, end: before.cycleEndDate },
        next: after && { periodId: after.periodId, start: after.cycleStartDate },
      }),
    );
    const dates = { cycleStartDate: input.startDate, cycleEndDate: input.endDate, programCycleEndDate: input.programEndDate, schoolNetworkCycleEndDate: input.schoolNetworkEndDate };
    const row = await tx.findOne<RegistrationCycleRow>(E.registrationCycles, { periodId: input.periodId });
    if (row) assignChanged(row, dates);
    else tx.create<RegistrationCycleRow>(E.registrationCycles, { periodId: input.periodId, ...dates });
    await tx.flush();
  });
  const recent = await recentRegistrationCycles(em);
  return recent.find((c) => c.periodId === input.periodId) ?? (await allRegistrationCycles(em)).find((c) => c.periodId === input.periodId)!;
}
