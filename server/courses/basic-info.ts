// POST /api/admin/course/updatebasicinfo/{courseId}/{academicYearId}: saves the basic info of a
// course year (the whole of it: what is left out reads as empty or no). Checked in three steps:
// the body's shape, the records it names, then the course-form rule set through decide (recorded):
// a second subject area only on a two-year course, wet lab and math category 4 only where the rules
// show the question, discipline 56 not before 2025-26; CTE unchecked clears industry and pathway.
import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import type { RouteTable } from '../http/route-table.js';
import type { RuleRuntime } from '../rules/runtime.js';
import type { SessionUser } from '../auth/session-user.js';
import { badRequest } from '../http/errors.js';
import { splitVersion } from '../crud/row-version.js';
import { SOURCE } from './access.js';
import { WRITE_COURSES } from '../../core/courses/abilities.js';
import { fieldKey, flag, idValue, optionalFlag, optionalId, parseSpecBody, pathId, requiredText, text } from './params.js';
import { loadCourse, loadCourseYear, loadInstitution } from './load.js';
import { E, type CourseYearRow, type DisciplineRow } from './model.js';
import { decideCourseForm, formFacts, refusalState } from './form-rules.js';
import { FieldErrors, checkExists, rowsById } from './references.js';
import { courseWrite, lockCourseYear, touch } from './write.js';
import { disciplinesOf } from './shapes.js';
import { courseDetail } from './detail.js';

const disciplineEntry = z.strictObject({
  // sent back from the detail unchanged; the entry's position decides which row it updates
  courseDisciplineId: z.unknown().optional(),
  subjectAreaId: idValue('a subject area'),
  disciplineId: optionalId('a discipline'),
  languageId: optionalId('a language'),
  otherLanguage: text(100),
});

const basicInfoBody = z.strictObject({
  title: requiredText(200),
  isCte: optionalFlag(),
  cteIndustryId: optionalId('an industry sector'),
  ctePathwayId: optionalId('a pathway'),
  honorsTypeId: optionalId('an honors type'),
  courseLengthId: idValue('a course length'),
  isGrade9: optionalFlag(),
  isGrade10: optionalFlag(),
  isGrade11: optionalFlag(),
  isGrade12: optionalFlag(),
  requiresWetLabActivity: optionalFlag(),
  // the spec writes IsMathCategory4; the review screen's isMathCategory4 is taken too
  IsMathCategory4: flag().optional(),
  isMathCategory4: flag().optional(),
  disciplines: z.array(disciplineEntry, { error: 'Add the subject area and discipline.' }).min(1, { error: 'Add the subject area and discipline.' }).max(10, { error: 'Use at most 10 entries.' }),
  // the detail's offerings may come back with the rest of basicInfo: they are saved by addschool
  // and updateschool, not here
  courseOfferings: z.unknown().optional(),
  districtAssociatedSchools: z.unknown().optional(),
});

export type BasicInfo = z.infer<typeof basicInfoBody>;

/** modelState keys as the spec names the fields: basicInfo.title, disciplines[0].subjectAreaId. */
const keyOf = (path: readonly PropertyKey[]) => (path[0] === 'disciplines' ? fieldKey(path) : fieldKey(path, 'basicInfo'));

export function parseBasicInfo(body: unknown): { info: BasicInfo; expected?: number } {
  const { body: rest, expected } = splitVersion(body);
  const info = parseSpecBody(basicInfoBody, rest, keyOf);
  if (info.IsMathCategory4 !== undefined && info.isMathCategory4 !== undefined && info.IsMathCategory4 !== info.isMathCategory4)
    throw badRequest('Please correct the highlighted fields.', { 'basicInfo.IsMathCategory4': ['IsMathCategory4 and isMathCategory4 disagree: send one.'] });
  return { info, expected };
}

/** The records the basic info names must exist, pathways within their sector, disciplines within their subject area. */
async function referenceErrors(em: EntityManager, info: BasicInfo): Promise<FieldErrors> {
  const errors = new FieldErrors();
  await checkExists(em, errors, E.courseLengths, info.courseLengthId, 'basicInfo.courseLengthId', 'Choose a course length from the list.');
  await checkExists(em, errors, E.honorsTypes, info.honorsTypeId, 'basicInfo.honorsTypeId', 'Choose an honors type from the list.');
  if (info.isCte) {
    if (info.cteIndustryId == null) errors.add('basicInfo.cteIndustryId', 'Choose the industry sector of a CTE course.');
    await checkExists(em, errors, E.cteIndustries, info.cteIndustryId, 'basicInfo.cteIndustryId', 'Choose an industry sector from the list.');
    if (info.ctePathwayId != null) {
      const pathway = await em.findOne<{ id: number; cteIndustryId: number }>(E.ctePathways, { id: info.ctePathwayId });
      if (!pathway) errors.add('basicInfo.ctePathwayId', 'Choose a pathway from the list.');
      else if (info.cteIndustryId != null && pathway.cteIndustryId !== info.cteIndustryId) errors.add('basicInfo.ctePathwayId', 'Choose a pathway of the chosen industry sector.');
    }
  }
  const areas = await rowsById(em, E.subjectAreas, info.disciplines.map((d) => d.subjectAreaId));
  const disciplines = await rowsById<{ id: number; subjectAreaId: number }>(em, E.disciplines, info.disciplines.map((d) => d.disciplineId));
  const languages = await rowsById(em, E.languages, info.disciplines.map((d) => d.languageId));
  info.disciplines.forEach((d, i) => {
    if (!areas.has(d.subjectAreaId)) errors.add(`disciplines[${i}].subjectAreaId`, 'Choose a subject area from the list.');
    if (d.disciplineId != null) {
      const discipline = disciplines.get(d.disciplineId);
      if (!discipline) errors.add(`disciplines[${i}].disciplineId`, 'Choose a discipline from the list.');
      else if (discipline.subjectAreaId !== d.subjectAreaId) errors.add(`disciplines[${i}].disciplineId`, 'Choose a discipline of the chosen subject area.');
    }
    if (d.languageId != null && !languages.has(d.languageId)) errors.add(`disciplines[${i}].languageId`, 'Choose a language from the list.');
  });
  return errors;
}

const NOT_ASKED = 'This question does not apply to this course.';

/**
 * The whole check of a basic-info save; returns the values to store (rules may clear fields).
 * The rule evaluation is recorded before the write, so a refused save is recorded too.
 */
export async function checkBasicInfo(em: EntityManager, rules: RuleRuntime, user: SessionUser, courseId: number, academicYearId: number, info: BasicInfo) {
  const course = await loadCourse(em, courseId);
  const institution = await loadInstitution(em, course.institutionId);
  const errors = await referenceErrors(em, info);
  if (errors.any) throw badRequest('Please correct the highlighted fields.', errors.state);
  const facts = await formFacts(em, { institution, academicYearId, courseLengthId: info.courseLengthId, isCte: info.isCte, disciplines: info.disciplines.map((d) => ({ subjectAreaId: d.subjectAreaId, disciplineId: d.disciplineId ?? null })) });
  const outcome = await decideCourseForm(rules, em, user, facts, `course ${courseId} year ${academicYearId} updatebasicinfo`);
  const state = refusalState(outcome);
  const isMathCategory4 = info.IsMathCategory4 ?? info.isMathCategory4 ?? false;
  if (info.requiresWetLabActivity && !outcome.shown.includes('requiresWetLabActivity')) (state['basicInfo.requiresWetLabActivity'] ??= []).push(NOT_ASKED);
  if (isMathCategory4 && !outcome.shown.includes('isMathCategory4')) (state['basicInfo.IsMathCategory4'] ??= []).push(NOT_ASKED);
  if (Object.keys(state).length) throw badRequest('Please correct the highlighted fields.', state);
  const cleared = new Set(outcome.cleared);
  return {
    title: info.title,
    isCte: info.isCte,
    cteIndustryId: cleared.has('cteIndustryId') ? null : (info.cteIndustryId ?? null),
    ctePathwayId: cleared.has('ctePathwayId') ? null : (info.ctePathwayId ?? null),
    honorsTypeId: info.honorsTypeId ?? null,
    courseLengthId: info.courseLengthId,
    isGrade9: info.isGrade9,
    isGrade10: info.isGrade10,
    isGrade11: info.isGrade11,
    isGrade12: info.isGrade12,
    requiresWetLabActivity: info.requiresWetLabActivity,
    isMathCategory4,
  } satisfies Partial<CourseYearRow>;
}

/**
 * Makes the course year's disciplines the given list: rows are updated in place by position, the
 * extra ones added and the surplus removed, so unchanged entries leave no audit entry.
 */
export async function replaceDisciplines(tx: EntityManager, courseYearId: number, wanted: BasicInfo['disciplines']): Promise<void> {
  const rows: DisciplineRow[] = await disciplinesOf(tx, courseYearId);
  wanted.forEach((d, i) => {
    const values = { subjectAreaId: d.subjectAreaId, disciplineId: d.disciplineId ?? null, languageId: d.languageId ?? null, otherLanguage: d.otherLanguage ?? null, sortOrder: i };
    if (rows[i]) Object.assign(rows[i], values);
    else tx.create(E.courseDisciplines, { courseYearId, ...values });
  });
  for (const surplus of rows.slice(wanted.length)) tx.remove(surplus);
}

export function registerBasicInfoRoutes(routes: RouteTable, rules: RuleRuntime): void {
  routes.add({
    method: 'POST',
    path: '/api/admin/course/updatebasicinfo/:courseId(\\d+)/:academicYearId(\\d+)',
    ability: WRITE_COURSES,
    source: `${SOURCE}/basic-info.ts`,
    handler: async ({ req, em, user }) => {
      const courseId = pathId(req, 'courseId');
      const academicYearId = pathId(req, 'academicYearId');
      const { info, expected } = parseBasicInfo(req.body);
      await loadCourseYear(em, courseId, academicYearId);
      const values = await checkBasicInfo(em, rules, user, courseId, academicYearId, info);
      await courseWrite(em, user, async (tx) => {
        const courseYear = await lockCourseYear(tx, courseId, academicYearId, expected);
        Object.assign(courseYear, values);
        touch(courseYear);
        await replaceDisciplines(tx, courseYear.id, info.disciplines);
        return { answer: undefined, history: [{ courseId, academicYearId, action: 'Basic info updated' }] };
      });
      return courseDetail(em.fork({ clear: true }), rules, courseId, academicYearId);
    },
  });
}
