// The edit-basic-info form's values and the rules the form follows while it is edited (spec 1 §5):
// a second subject area only on a two-year course, the wet-lab and math category 4 questions only
// when the course-form rules show them, industry and pathway emptied when CTE is unchecked, a
// pathway only of the chosen industry. The server checks the same on save; the form keeps people
// from filling what would be refused or thrown away.
import type { BasicInfo, CourseDetail, CourseYearBasics, DisciplineEntry } from '../../core/contract/course-detail.js';

export const WET_LAB = 'requiresWetLabActivity';
export const MATH_CATEGORY_4 = 'isMathCategory4';

export interface BasicInfoForm extends CourseYearBasics {
  isMathCategory4: boolean;
  disciplines: DisciplineEntry[];
}

export const emptyDiscipline = (): DisciplineEntry => ({ subjectAreaId: null, disciplineId: null, languageId: null, otherLanguage: null });

export function formOfBasicInfo(info: BasicInfo): BasicInfoForm {
  return {
    title: info.title ?? '',
    isCte: info.isCte,
    cteIndustryId: info.cteIndustryId,
    ctePathwayId: info.ctePathwayId,
    honorsTypeId: info.honorsTypeId,
    courseLengthId: info.courseLengthId,
    isGrade9: info.isGrade9,
    isGrade10: info.isGrade10,
    isGrade11: info.isGrade11,
    isGrade12: info.isGrade12,
    requiresWetLabActivity: info.requiresWetLabActivity,
    isMathCategory4: info.IsMathCategory4,
    disciplines: info.disciplines.length ? info.disciplines.map((d) => ({ ...d })) : [emptyDiscipline()],
  };
}

export interface CourseLengthChoice {
  id: number;
  isTwoYear?: boolean;
}

/** A second subject area is offered only on a two-year course. */
export function allowsSecondSubjectArea(form: BasicInfoForm, lengths: readonly CourseLengthChoice[]): boolean {
  return Boolean(lengths.find((l) => l.id === form.courseLengthId)?.isTwoYear);
}

/** CTE unchecked: industry and pathway are emptied (the server clears them on save too). */
export function withCte(form: BasicInfoForm, isCte: boolean): BasicInfoForm {
  return isCte ? { ...form, isCte } : { ...form, isCte, cteIndustryId: null, ctePathwayId: null };
}

/** A new industry empties a pathway of another industry. */
export function withIndustry(form: BasicInfoForm, cteIndustryId: number | null, pathways: readonly { id: number; cteIndustryId: number }[]): BasicInfoForm {
  const pathway = pathways.find((p) => p.id === form.ctePathwayId);
  return { ...form, cteIndustryId, ctePathwayId: pathway && pathway.cteIndustryId === cteIndustryId ? form.ctePathwayId : null };
}

/** A shorter course length drops the second subject area; the form says so beside the field. */
export function withCourseLength(form: BasicInfoForm, courseLengthId: number | null, lengths: readonly CourseLengthChoice[]): BasicInfoForm {
  const next = { ...form, courseLengthId };
  return allowsSecondSubjectArea(next, lengths) ? next : { ...next, disciplines: next.disciplines.slice(0, 1) };
}

/** A new subject area empties a discipline of another subject area. */
export function withSubjectArea(form: BasicInfoForm, index: number, subjectAreaId: number | null, disciplines: readonly { id: number; subjectAreaId: number }[]): BasicInfoForm {
  return {
    ...form,
    disciplines: form.disciplines.map((d, i) => {
      if (i !== index) return d;
      const keep = disciplines.find((x) => x.id === d.disciplineId)?.subjectAreaId === subjectAreaId;
      return { ...d, subjectAreaId, disciplineId: keep ? d.disciplineId : null };
    }),
  };
}

/** The course-form facts of the form as it stands (server/rules/facts/course-form.ts names them). */
export function formFactsOf(form: BasicInfoForm, detail: CourseDetail, subjectAreas: readonly { id: number; code: string }[]): Record<string, unknown> {
  const codes = form.disciplines.map((d) => subjectAreas.find((a) => a.id === d.subjectAreaId)?.code).filter((c): c is string => Boolean(c));
  return {
    context: 'course',
    subjectAreaCodes: [...new Set(codes)],
    courseLengthId: form.courseLengthId,
    isOnlinePublisherProgram: detail.institution.institutionTypeId === ONLINE_PUBLISHER,
    disciplineIds: form.disciplines.map((d) => d.disciplineId).filter((id): id is number => id != null),
    academicYearId: detail.academicYearId,
    isCte: form.isCte,
  };
}

/** resources/_enums.ts INSTITUTION_TYPE.onlinePublisher (the rules' isOnlinePublisherProgram). */
const ONLINE_PUBLISHER = 4;

/** The updatebasicinfo body: a question the rules do not show is answered no; the row version guards against a stale form. */
export function basicInfoBody(form: BasicInfoForm, shown: readonly string[], rowVersion: unknown): Record<string, unknown> {
  return {
    title: form.title.trim(),
    isCte: form.isCte,
    cteIndustryId: form.isCte ? form.cteIndustryId : null,
    ctePathwayId: form.isCte ? form.ctePathwayId : null,
    honorsTypeId: form.honorsTypeId,
    courseLengthId: form.courseLengthId,
    isGrade9: form.isGrade9,
    isGrade10: form.isGrade10,
    isGrade11: form.isGrade11,
    isGrade12: form.isGrade12,
    requiresWetLabActivity: shown.includes(WET_LAB) ? form.requiresWetLabActivity : false,
    IsMathCategory4: shown.includes(MATH_CATEGORY_4) ? form.isMathCategory4 : false,
    disciplines: form.disciplines.map((d) => ({
      subjectAreaId: d.subjectAreaId,
      disciplineId: d.disciplineId,
      languageId: d.languageId,
      otherLanguage: d.otherLanguage?.trim() ? d.otherLanguage.trim() : null,
    })),
    rowVersion,
  };
}

/** What must be filled before the call: title, course length, a subject area per entry. */
export function missingBasicInfo(form: BasicInfoForm): Record<string, string> {
  const missing: Record<string, string> = {};
  if (!form.title.trim()) missing['basicInfo.title'] = 'Enter the title.';
  if (form.courseLengthId == null) missing['basicInfo.courseLengthId'] = 'Choose a course length.';
  form.disciplines.forEach((d, i) => {
    if (d.subjectAreaId == null) missing[`disciplines[${i}].subjectAreaId`] = 'Choose a subject area.';
  });
  if (form.isCte && form.cteIndustryId == null) missing['basicInfo.cteIndustryId'] = 'Choose the industry sector of a CTE course.';
  return missing;
}
