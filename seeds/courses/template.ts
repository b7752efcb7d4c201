// The shape of a demo course template and the shorthands the title lists use. A template is what a
// real course list would carry for one course: title, subject area and discipline (ids of
// seeds/lookups/curriculum.ts), honors type, length, grades, units and prerequisites.
import { COURSE_LENGTHS, HONORS_TYPES, LANGUAGES, SUBJECT_AREAS } from '../lookups/curriculum.js';

export type AreaCode = 'A' | 'B' | 'C' | 'D' | 'E' | 'F' | 'G';

export interface Requisite {
  value: string;
  isRequired: boolean;
}

/** core: the district-wide courses every high school teaches; the rest are a school's own choices. */
export type CourseKind = 'core' | 'elective' | 'advanced' | 'language' | 'arts' | 'cte';

export interface CourseTemplate {
  title: string;
  area: AreaCode;
  subjectAreaId: number;
  disciplineId: number;
  honorsTypeId: number | null;
  courseLengthId: number;
  grades: readonly number[];
  units: readonly string[];
  prerequisites: readonly Requisite[];
  corequisites: readonly Requisite[];
  kind: CourseKind;
  languageId: number | null;
  /** CTE sector and pathway, by their names in seeds/data/cte-sectors-pathways.csv */
  cte: { industry: string; pathway: string } | null;
  isMathCategory4: boolean;
  /** a laboratory science: an online publisher's version asks whether it needs wet-lab activity */
  isLab: boolean;
  /** the first academic year the discipline accepts courses (Data Science: 29) */
  firstAcademicYearId: number | null;
  /** the second subject area of a two-year course */
  second: { subjectAreaId: number; disciplineId: number } | null;
}

const byName = <T extends { id: number; name: string }>(rows: readonly T[], name: string): number => {
  const row = rows.find((r) => r.name === name);
  if (!row) throw new Error(`Unknown lookup value "${name}".`);
  return row.id;
};

export const AREA_ID: Record<AreaCode, number> = Object.fromEntries(SUBJECT_AREAS.map((a) => [a.code, a.id])) as Record<AreaCode, number>;

export const HONORS = {
  ap: byName(HONORS_TYPES, 'Advanced Placement (AP)'),
  ib: byName(HONORS_TYPES, 'International Baccalaureate (IB)'),
  uc: byName(HONORS_TYPES, 'UC-certified honors'),
  school: byName(HONORS_TYPES, 'School-designated honors (not UC-certified)'),
  dual: byName(HONORS_TYPES, 'College course (dual enrollment)'),
};

export const LENGTH = {
  semester: byName(COURSE_LENGTHS, 'One semester'),
  year: byName(COURSE_LENGTHS, 'One year'),
  twoYears: byName(COURSE_LENGTHS, 'Two years'),
};

export const language = (name: string) => byName(LANGUAGES, name);

export interface TemplateOptions {
  honors?: keyof typeof HONORS;
  length?: keyof typeof LENGTH;
  grades?: readonly number[];
  /** required prerequisites, by course title or description */
  req?: readonly string[];
  /** recommended prerequisites */
  rec?: readonly string[];
  coreq?: readonly string[];
  kind?: CourseKind;
  language?: string;
  cte?: [industry: string, pathway: string];
  mathCategory4?: boolean;
  lab?: boolean;
  firstAcademicYearId?: number;
  second?: [area: AreaCode, disciplineId: number];
}

/** A template from a title, its subject area and discipline, its units ("a|b|c") and options. */
export function course(area: AreaCode, disciplineId: number, title: string, units: string, o: TemplateOptions = {}): CourseTemplate {
  const honorsTypeId = o.honors ? HONORS[o.honors] : null;
  return {
    title,
    area,
    subjectAreaId: AREA_ID[area],
    disciplineId,
    honorsTypeId,
    courseLengthId: LENGTH[o.length ?? 'year'],
    grades: o.grades ?? [9, 10, 11, 12],
    units: units.split('|'),
    prerequisites: [...(o.req ?? []).map((value) => ({ value, isRequired: true })), ...(o.rec ?? []).map((value) => ({ value, isRequired: false }))],
    corequisites: (o.coreq ?? []).map((value) => ({ value, isRequired: false })),
    kind: o.kind ?? (o.cte ? 'cte' : honorsTypeId === HONORS.ap || honorsTypeId === HONORS.ib ? 'advanced' : 'elective'),
    languageId: o.language ? language(o.language) : null,
    cte: o.cte ? { industry: o.cte[0], pathway: o.cte[1] } : null,
    isMathCategory4: o.mathCategory4 ?? false,
    isLab: o.lab ?? false,
    firstAcademicYearId: o.firstAcademicYearId ?? null,
    second: o.second ? { subjectAreaId: AREA_ID[o.second[0]], disciplineId: o.second[1] } : null,
  };
}
