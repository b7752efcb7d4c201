// Which academic years a course year may be copied into (spec 1 §5): not a year the course already
// has, not a year before the first year of one of its disciplines (discipline 56 from year 29), and
// not a year the course-form rules refuse for it. The copy modals show the refused years disabled;
// the copy calls refuse them.
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Outcome } from '../../core/contract/rules.js';
import { E, type AcademicYearRow, type DisciplineRow } from './model.js';
import { courseFacts, type FormState } from './form-rules.js';

export interface YearChoice {
  academicYearId: number;
  name: string;
  disabled: boolean;
  reasons: string[];
}

export interface CopySource {
  /** the course year being copied, as the rules see it; academicYearId is replaced per target year */
  form: Omit<FormState, 'academicYearId'>;
  disciplines: DisciplineRow[];
  /** years the target course already has */
  takenYearIds: ReadonlySet<number>;
  /** why a taken year is refused; "The course is already offered in {year}." by default */
  alreadyOffered?: (yearName: string) => string;
}

/** Evaluates the course-form rules for one year: recorded or not is the caller's choice. */
export type EvaluateForm = (facts: Record<string, unknown>, academicYearId: number) => Promise<Outcome>;

export function allAcademicYears(em: EntityManager): Promise<AcademicYearRow[]> {
  return em.find<AcademicYearRow>(E.academicYears, {}, { orderBy: { id: 'asc' } });
}

/** The first year of each discipline that has one, with the discipline's and the year's names. */
async function disciplineStarts(em: EntityManager, disciplines: DisciplineRow[]) {
  const ids = [...new Set(disciplines.map((d) => d.disciplineId).filter((id): id is number => id != null))];
  if (!ids.length) return [];
  const rows = await em.find<{ id: number; name: string; firstAcademicYearId: number | null }>(E.disciplines, { id: { $in: ids } });
  return rows.filter((d) => d.firstAcademicYearId != null).map((d) => ({ name: d.name, firstAcademicYearId: d.firstAcademicYearId as number }));
}

export interface YearAssessment {
  choice: YearChoice;
  /** the optional questions the rules ask of the course in that year */
  shown: string[];
}

/** Each of `years` with whether the course year may be copied into it, why not, and what the form asks there. */
export async function assessYears(em: EntityManager, source: CopySource, years: AcademicYearRow[], evaluate: EvaluateForm): Promise<YearAssessment[]> {
  const starts = await disciplineStarts(em, source.disciplines);
  const yearName = new Map((await allAcademicYears(em)).map((y) => [y.id, y.name]));
  const out: YearAssessment[] = [];
  // only the year differs between the evaluations: the course's facts are read once
  const facts = await courseFacts(em, source.form);
  for (const year of years) {
    const reasons: string[] = [];
    if (source.takenYearIds.has(year.id)) reasons.push(source.alreadyOffered?.(year.name) ?? `The course is already offered in ${year.name}.`);
    for (const s of starts)
      if (year.id < s.firstAcademicYearId) reasons.push(`${s.name} courses are available only beginning ${yearName.get(s.firstAcademicYearId) ?? `academic year ${s.firstAcademicYearId}`}.`);
    const outcome = await evaluate({ ...facts, academicYearId: year.id }, year.id);
    for (const refusal of outcome.refusals) if (!reasons.includes(refusal.message)) reasons.push(refusal.message);
    out.push({ choice: { academicYearId: year.id, name: year.name, disabled: reasons.length > 0, reasons }, shown: outcome.shown });
  }
  return out;
}

/** The copy modals' list: every year, the refused ones disabled with their reasons. */
export async function yearChoices(em: EntityManager, source: CopySource, years: AcademicYearRow[], evaluate: EvaluateForm): Promise<YearChoice[]> {
  return (await assessYears(em, source, years, evaluate)).map((a) => a.choice);
}
