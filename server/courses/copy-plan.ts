// The check of a copy into named years, shared by copy, copyto and the list copies: every year must
// exist and be available (year-availability.ts). The rules are evaluated as a deciding call
// (recorded) per year. Refusals are field errors on the year's place in the list.
import type { EntityManager } from '@mikro-orm/postgresql';
import type { SessionUser } from '../auth/session-user.js';
import type { RuleRuntime } from '../rules/runtime.js';
import { badRequest } from '../http/errors.js';
import { decideCourseForm } from './form-rules.js';
import { E, type AcademicYearRow } from './model.js';
import { FieldErrors } from './references.js';
import { assessYears, type CopySource } from './year-availability.js';

export interface YearPlan {
  /** the years to copy into, with the optional questions the form asks there */
  years: { academicYearId: number; name: string; shown: string[] }[];
  errors: FieldErrors;
}

/** Assesses the requested years; `key` names the list in modelState (toAcademicYears[1]). */
export async function planYears(em: EntityManager, rules: RuleRuntime, user: SessionUser, source: CopySource, yearIds: readonly number[], key: string, context: string): Promise<YearPlan> {
  const errors = new FieldErrors();
  const unique = [...new Set(yearIds)];
  const found = await em.find<AcademicYearRow>(E.academicYears, { id: { $in: unique } }, { orderBy: { id: 'asc' } });
  const known = new Set(found.map((y) => y.id));
  yearIds.forEach((id, i) => {
    if (!known.has(id)) errors.add(`${key}[${i}]`, `There is no academic year ${id}.`);
  });
  const assessed = await assessYears(em, source, found, (facts, yearId) => decideCourseForm(rules, em, user, facts, `${context} into academic year ${yearId}`));
  const refused = new Map(assessed.filter((a) => a.choice.disabled).map((a) => [a.choice.academicYearId, a.choice.reasons]));
  yearIds.forEach((id, i) => {
    for (const reason of refused.get(id) ?? []) errors.add(`${key}[${i}]`, reason);
  });
  return { years: assessed.filter((a) => !a.choice.disabled).map((a) => ({ academicYearId: a.choice.academicYearId, name: a.choice.name, shown: a.shown })), errors };
}

/** The same, refusing the whole call when any year is refused. */
export async function requireYears(...args: Parameters<typeof planYears>): Promise<YearPlan['years']> {
  const plan = await planYears(...args);
  if (plan.errors.any) throw badRequest('Please correct the highlighted fields.', plan.errors.state);
  return plan.years;
}
