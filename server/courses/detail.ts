// GET /api/admin/course/detail/{courseId}[/{academicYearId}] (spec 1 §3 course detail model): the
// course in one academic year (the newest it has when none is named), with the questions the form
// shows and the years it may be copied into. The write calls answer with it too, so the screen
// redraws from what was stored.
import type { EntityManager } from '@mikro-orm/postgresql';
import { notFound } from '../http/errors.js';
import { INSTITUTION_TYPE } from '../../resources/_enums.js';
import type { RuleRuntime } from '../rules/runtime.js';
import type { RouteTable } from '../http/route-table.js';
import { SOURCE } from './access.js';
import { READ_COURSES } from '../../core/courses/abilities.js';
import { pathId } from './params.js';
import { courseYearsOf, loadCourse, loadInstitution, namesById, userNames } from './load.js';
import { E, type CourseRow, type CourseYearRow, type InstitutionRow, type OfferingRow } from './model.js';
import { basicInfoFields, descriptionJson, disciplineJson, disciplinesOf, materialsJson, offeringsJson } from './shapes.js';
import { formFacts, formQuestions, previewCourseForm } from './form-rules.js';
import { allAcademicYears, yearChoices } from './year-availability.js';
import { isInCatalogue } from './catalogue.js';
import type { CourseDetail, InternalNote } from '../../core/contract/course-detail.js';

const DISTRICT_LIKE = new Set<number>([INSTITUTION_TYPE.district, INSTITUTION_TYPE.schoolNetwork]);

export const isDistrictLike = (i: InstitutionRow) => DISTRICT_LIKE.has(i.institutionTypeId);

function institutionJson(i: InstitutionRow) {
  return {
    id: i.id,
    institutionId: i.id,
    name: i.name,
    institutionTypeId: i.institutionTypeId,
    programTypeId: i.programTypeId ?? null,
    isProgram: i.institutionTypeId === INSTITUTION_TYPE.program,
    isDistrict: isDistrictLike(i),
  };
}

/** The online publisher a course comes from: its owner, or the owner of the course it adopts. */
async function onlinePublisherName(em: EntityManager, course: CourseRow, owner: InstitutionRow): Promise<string | null> {
  if (owner.institutionTypeId === INSTITUTION_TYPE.onlinePublisher) return owner.name;
  if (course.adoptedFromCourseId == null) return null;
  const origin = await em.findOne<CourseRow>(E.courses, { id: course.adoptedFromCourseId });
  const originOwner = origin ? await em.findOne<InstitutionRow>(E.institutions, { id: origin.institutionId }) : null;
  return originOwner?.institutionTypeId === INSTITUTION_TYPE.onlinePublisher ? originOwner.name : null;
}

async function tagsJson(em: EntityManager, courseId: number) {
  const links = await em.find<{ id: number; courseId: number; tagId: number }>(E.courseTags, { courseId }, { orderBy: { id: 'asc' } });
  const tags = links.length ? await em.find<{ id: number; name: string; isDeprecated: boolean; isDeleted: boolean }>(E.tags, { id: { $in: links.map((l) => l.tagId) } }) : [];
  const byId = new Map(tags.map((t) => [t.id, t]));
  return links.map((l) => ({ courseTagId: l.id, tagId: l.tagId, name: byId.get(l.tagId)?.name ?? null, isDeprecated: byId.get(l.tagId)?.isDeprecated ?? false, isDeleted: byId.get(l.tagId)?.isDeleted ?? false }));
}

export async function notesJson(em: EntityManager, courseId: number): Promise<InternalNote[]> {
  const notes = await em.find<{ id: number; courseId: number; note: string; courseSubmissionId: number | null; createdById: number | null; createdOn: Date | null }>(E.courseNotes, { courseId }, { orderBy: { id: 'desc' } });
  const names = await userNames(em, notes.map((n) => n.createdById));
  return notes.map((n) => ({
    courseSubmissionReviewNoteId: n.id,
    note: n.note,
    courseSubmissionId: n.courseSubmissionId ?? null,
    userName: n.createdById != null ? (names.get(n.createdById) ?? null) : null,
    createdOn: n.createdOn ? n.createdOn.toISOString() : null,
  }));
}

async function rubricJson(em: EntityManager, rubricId: number | null) {
  if (rubricId == null) return { rubricId: null, name: null, value: null };
  const rubric = await em.findOne<{ id: number; name: string; value: number }>(E.rubrics, { id: rubricId });
  return { rubricId, name: rubric?.name ?? null, value: rubric?.value ?? null };
}

/** The course year a detail shows: the one named, or the newest. */
async function pickYear(em: EntityManager, course: CourseRow, academicYearId: number | undefined): Promise<{ year: CourseYearRow; years: CourseYearRow[] }> {
  const years = await courseYearsOf(em, course.id);
  const year = academicYearId === undefined ? years.at(-1) : years.find((y) => y.academicYearId === academicYearId);
  if (!year) throw notFound(academicYearId === undefined ? `Course ${course.id} has no academic year yet.` : `Course ${course.id} has no record for academic year ${academicYearId}.`);
  return { year, years };
}

export async function courseDetail(em: EntityManager, rules: RuleRuntime, courseId: number, academicYearId?: number): Promise<CourseDetail> {
  const course = await loadCourse(em, courseId);
  const owner = await loadInstitution(em, course.institutionId);
  const { year, years } = await pickYear(em, course, academicYearId);
  const disciplines = await disciplinesOf(em, year.id);
  const offerings = await em.find<OfferingRow>(E.courseOfferings, { courseId, academicYearId: year.academicYearId }, { orderBy: { id: 'asc' } });
  const ownOfferings = offerings.filter((o) => o.institutionId === course.institutionId);
  // a district course's other offerings are at the district's schools (docs/courses-and-review.md)
  const schoolOfferings = offerings.filter((o) => o.institutionId !== course.institutionId);
  const archived = ownOfferings.find((o) => o.isArchived);
  const submission = await em.findOne<{ id: number; courseId: number; academicYearId: number; submittedOn: Date }>(E.courseSubmissions, { courseId, academicYearId: year.academicYearId }, { orderBy: { submittedOn: 'desc', id: 'desc' } });
  const yearNames = await namesById(em, E.academicYears, years.map((y) => y.academicYearId));
  const form = { institution: owner, courseLengthId: year.courseLengthId ?? null, isCte: year.isCte, disciplines };
  const facts = await formFacts(em, { ...form, academicYearId: year.academicYearId });
  const copyYears = await yearChoices(em, { form, disciplines, takenYearIds: new Set(years.map((y) => y.academicYearId)) }, await allAcademicYears(em), previewCourseForm(rules, em));
  return {
    courseId: course.id,
    recordId: course.recordId,
    academicYearId: year.academicYearId,
    courseYearId: year.id,
    // the course year's version: updatebasicinfo and updatedescription send it back (409 when stale)
    rowVersion: year.rowVersion,
    academicYears: years.map((y) => ({ academicYearId: y.academicYearId, name: yearNames.get(y.academicYearId) ?? null })),
    institution: institutionJson(owner),
    isDistrictCourse: course.isDistrictCourse,
    isDistrictVersionOfCourse: course.parentCourseId != null,
    isAdopted: course.adoptedFromCourseId != null,
    parentCourseId: course.parentCourseId ?? null,
    adoptedFromCourseId: course.adoptedFromCourseId ?? null,
    archivedType: archived
      ? { courseOfferingId: archived.id, courseOfferingArchivedTypeId: archived.courseOfferingArchivedTypeId ?? null, allowActivation: archived.allowActivation ?? null, reasonToNotAllowActivation: archived.reasonToNotAllowActivation ?? null }
      : null,
    rubric: await rubricJson(em, course.rubricId ?? null),
    tags: await tagsJson(em, course.id),
    internalNotes: await notesJson(em, course.id),
    onlinePublisherName: await onlinePublisherName(em, course, owner),
    courseSubmissionId: submission?.id ?? null,
    isInCatalogue: isInCatalogue(year, disciplines, offerings),
    basicInfo: {
      ...basicInfoFields(year),
      disciplines: disciplines.map(disciplineJson),
      courseOfferings: await offeringsJson(em, ownOfferings),
      districtAssociatedSchools: await offeringsJson(em, schoolOfferings),
    },
    description: descriptionJson(year),
    materials: await materialsJson(em, year.id),
    formQuestions: await formQuestions(rules, em, facts),
    copyYears,
  };
}

export function registerDetailRoutes(routes: RouteTable, rules: RuleRuntime): void {
  routes.add({
    method: 'GET',
    path: '/api/admin/course/detail/:courseId(\\d+)',
    ability: READ_COURSES,
    source: `${SOURCE}/detail.ts`,
    handler: ({ req, em }) => courseDetail(em, rules, pathId(req, 'courseId')),
  });
  routes.add({
    method: 'GET',
    path: '/api/admin/course/detail/:courseId(\\d+)/:academicYearId(\\d+)',
    ability: READ_COURSES,
    source: `${SOURCE}/detail.ts`,
    handler: ({ req, em }) => courseDetail(em, rules, pathId(req, 'courseId'), pathId(req, 'academicYearId')),
  });
}
