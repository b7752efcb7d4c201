// The course-form rule set (rules/course-form.json) as the course detail uses it: which questions
// the form shows (evaluated, not recorded: nothing is decided), and the check of a basic-info save
// or a copy into other years (a deciding call: recorded through decide, for the rule editor's
// simulation). Rules are operator-editable, so nothing here repeats their conditions.
import type { EntityManager } from '@mikro-orm/postgresql';
import type { SessionUser } from '../auth/session-user.js';
import type { ModelState } from '../http/errors.js';
import { decide } from '../rules/decide.js';
import { callerFacts } from '../rules/facts/caller-facts.js';
import { courseFormFacts } from '../rules/facts/course-form.js';
import type { Outcome } from '../../core/contract/rules.js';
import type { RuleRuntime } from '../rules/runtime.js';
import { INSTITUTION_TYPE } from '../../resources/_enums.js';
import { E, type InstitutionRow } from './model.js';

export const COURSE_FORM = 'course-form';

export interface FormState {
  institution: InstitutionRow;
  academicYearId: number;
  courseLengthId: number | null;
  isCte: boolean;
  disciplines: readonly { subjectAreaId: number; disciplineId: number | null }[];
}

/** The facts of a course as the rule set names them (server/rules/facts/course-form.ts), but its year. */
export async function courseFacts(em: EntityManager, state: Omit<FormState, 'academicYearId'>): Promise<Record<string, unknown>> {
  const areaIds = [...new Set(state.disciplines.map((d) => d.subjectAreaId))];
  const areas = areaIds.length ? await em.find<{ id: number; code: string }>(E.subjectAreas, { id: { $in: areaIds } }) : [];
  const codeOf = new Map(areas.map((a) => [a.id, a.code]));
  return {
    context: 'course',
    subjectAreaCodes: [...new Set(state.disciplines.map((d) => codeOf.get(d.subjectAreaId)).filter((c): c is string => !!c))],
    courseLengthId: state.courseLengthId,
    isOnlinePublisherProgram: state.institution.institutionTypeId === INSTITUTION_TYPE.onlinePublisher,
    disciplineIds: state.disciplines.map((d) => d.disciplineId).filter((id): id is number => id != null),
    isCte: state.isCte,
  };
}

/** The facts of a course in one academic year. */
export async function formFacts(em: EntityManager, state: FormState): Promise<Record<string, unknown>> {
  return { ...(await courseFacts(em, state)), academicYearId: state.academicYearId };
}

/** Which optional questions the form shows for this course, without recording an evaluation. */
export async function formQuestions(rules: RuleRuntime, em: EntityManager, facts: Record<string, unknown>) {
  const result = await rules.evaluate(COURSE_FORM, callerFacts(courseFormFacts, facts), { em });
  return { shown: result.outcome.shown, ruleSetVersion: result.version };
}

/** Evaluates the rules for the copy modals' year lists (`EvaluateForm`), without recording: nothing is decided. */
export const previewCourseForm = (rules: RuleRuntime, em: EntityManager) => async (facts: Record<string, unknown>): Promise<Outcome> =>
  (await rules.evaluate(COURSE_FORM, callerFacts(courseFormFacts, facts), { em })).outcome;

/** Evaluates and records a deciding call (a save, a copy); the caller acts on the outcome. */
export async function decideCourseForm(rules: RuleRuntime, em: EntityManager, user: SessionUser, facts: Record<string, unknown>, context: string): Promise<Outcome> {
  const result = await decide(rules, COURSE_FORM, facts, { em, userName: user.username, context });
  return result.outcome;
}

/** A refusal's field as the course form names it: disciplines and academicYearId as they are, the rest under basicInfo. */
export function refusalKey(field: string | undefined): string {
  if (!field) return 'basicInfo';
  if (field === 'disciplines' || field === 'academicYearId') return field;
  return `basicInfo.${field}`;
}

export function refusalState(outcome: Outcome): ModelState {
  const state: ModelState = {};
  for (const r of outcome.refusals) (state[refusalKey(r.field)] ??= []).push(r.message);
  return state;
}
