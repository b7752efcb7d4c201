// GET /api/courselist/institution/{id}/admin/list/{year} (spec 1 §2, §7 "Institutions and districts"):
// an institution's course list for one academic year, with the institution's key facts for the
// details screen. The list holds the courses it owns that have a record in that year and the
// courses of others it offers that year (a district's courses at its schools); each row says where
// it comes from (own, adopted from a program or publisher, district) and carries the institution's
// offering (delivery, transcript codes, archived). Status: archived when that offering is archived,
// otherwise the newest submission of the course that is not withdrawn, in that year or, failing that,
// in an earlier one (a course copied into the next year keeps its standing); never submitted:
// notSubmitted. docs/institutions.md "Course list of a year".
import type { EntityManager } from '@mikro-orm/postgresql';
import type { RouteTable } from '../../http/route-table.js';
import { notFound } from '../../http/errors.js';
import { pathId } from '../../http/params.js';
import { INSTITUTION_TYPES } from '../../../resources/_enums.js';
import type { SubmissionRow as Submission, TranscriptCode } from '../../../resources/_rows.js';
import { READ_COURSES } from '../../../core/courses/abilities.js';
import { loadAcademicYear, namesById } from '../../courses/load.js';
import { E, type AcademicYearRow, type CourseRow, type CourseYearRow, type DisciplineRow, type OfferingRow } from '../../courses/model.js';
import { MANAGE_ABILITY } from '../abilities.js';
import { FORM_TYPES, type FormKind } from '../form-fields.js';
import { INSTITUTION_ENTITY, type AdminInstitutionRow } from './institution-row.js';
import type { CourseList, InstitutionFacts, ListedCourse, ListSource, ListStatus } from '../../../core/contract/institution-details.js';

interface InstitutionRecord extends Omit<AdminInstitutionRow, 'closedDate'> {
  closedDate: Date | string | null;
  cdsCode: string | null;
  atpCode: string | null;
  countyId: number | null;
  streetCity: string | null;
  isContentPrivate: boolean;
}

type SubmissionRow = Pick<Submission, 'id' | 'courseId' | 'academicYearId' | 'status' | 'submittedOn'>;

const statusOf = (s: SubmissionRow | undefined): ListStatus =>
  !s ? 'notSubmitted' : s.status === 'approved' ? 'approved' : s.status === 'notApproved' ? 'notApproved' : 'submitted';

function deliveryOf(o: OfferingRow): string {
  if (o.isClassroomBased && o.isOnline) return 'Classroom based and online';
  if (o.isClassroomBased) return 'Classroom based';
  if (o.isOnline) return 'Online';
  return 'Not set';
}

/** A date field as YYYY-MM-DD: the driver may hand a Date at midnight UTC or the text. */
const calendarDay = (v: Date | string | null | undefined) => (v instanceof Date ? v.toISOString().slice(0, 10) : (v ?? null));

const formKindOf = (typeId: number): FormKind | null => (Object.entries(FORM_TYPES).find(([, ids]) => ids.includes(typeId))?.[0] as FormKind | undefined) ?? null;

async function institutionJson(em: EntityManager, i: InstitutionRecord, years: Map<number, AcademicYearRow>): Promise<InstitutionFacts> {
  const related = await namesById(em, INSTITUTION_ENTITY, [i.districtId, i.schoolNetworkId]);
  const county = i.countyId != null ? await em.findOne<{ id: number; name: string }>('County', { id: i.countyId }) : null;
  return {
    institutionId: i.id,
    rowVersion: i.rowVersion,
    name: i.name,
    institutionTypeId: i.institutionTypeId,
    institutionType: INSTITUTION_TYPES.find((t) => t.id === i.institutionTypeId)?.name ?? null,
    formKind: formKindOf(i.institutionTypeId),
    cdsCode: i.cdsCode ?? null,
    atpCode: i.atpCode ?? null,
    districtId: i.districtId ?? null,
    districtName: i.districtId != null ? (related.get(i.districtId) ?? null) : null,
    schoolNetworkId: i.schoolNetworkId ?? null,
    schoolNetworkName: i.schoolNetworkId != null ? (related.get(i.schoolNetworkId) ?? null) : null,
    countyName: county?.name ?? null,
    streetCity: i.streetCity ?? null,
    isActive: i.isActive,
    closedDate: calendarDay(i.closedDate),
    yearClosedId: i.yearClosedId ?? null,
    yearClosedName: i.yearClosedId != null ? (years.get(i.yearClosedId)?.name ?? null) : null,
    isRemovedFromPublicList: i.isRemovedFromPublicList,
    isDeleted: i.isDeleted,
    isContentPrivate: i.isContentPrivate,
  };
}

export async function courseListOf(em: EntityManager, institutionId: number, academicYearId: number): Promise<CourseList> {
  const institution = await em.findOne<InstitutionRecord>(INSTITUTION_ENTITY, { id: institutionId });
  if (!institution) throw notFound(`Institution ${institutionId} was not found.`);
  const year = await loadAcademicYear(em, academicYearId);
  const allYears = new Map((await em.find<AcademicYearRow>(E.academicYears, {})).map((y) => [y.id, y]));

  const owned = await em.find<CourseRow>(E.courses, { institutionId });
  const ownedIds = owned.map((c) => c.id);
  const here = await em.find<OfferingRow>(E.courseOfferings, { institutionId, academicYearId });
  const othersIds = [...new Set(here.map((o) => o.courseId))].filter((id) => !ownedIds.includes(id));
  const others = othersIds.length ? await em.find<CourseRow>(E.courses, { id: { $in: othersIds } }) : [];
  const courseById = new Map([...owned, ...others].map((c) => [c.id, c]));
  const courseYears = courseById.size ? await em.find<CourseYearRow>(E.courseYears, { courseId: { $in: [...courseById.keys()] }, academicYearId }) : [];
  const listedIds = courseYears.map((y) => y.courseId);

  const disciplines = courseYears.length ? await em.find<DisciplineRow>(E.courseDisciplines, { courseYearId: { $in: courseYears.map((y) => y.id) } }, { orderBy: { sortOrder: 'asc', id: 'asc' } }) : [];
  const areas = new Map((await em.find<{ id: number; code: string; name: string }>(E.subjectAreas, {})).map((a) => [a.id, a]));
  const disciplineNames = await namesById(em, E.disciplines, disciplines.map((d) => d.disciplineId));
  const honorsNames = await namesById(em, E.honorsTypes, courseYears.map((y) => y.honorsTypeId));
  const ownerNames = await namesById(em, INSTITUTION_ENTITY, others.map((c) => c.institutionId));
  const elsewhere = ownedIds.length && listedIds.length ? await em.find<OfferingRow>(E.courseOfferings, { courseId: { $in: listedIds }, academicYearId, institutionId: { $ne: institutionId } }, { fields: ['courseId'] as never }) : [];
  const submissions = listedIds.length
    ? await em.find<SubmissionRow>(E.courseSubmissions, { courseId: { $in: listedIds }, status: { $ne: 'withdrawn' } }, { orderBy: { submittedOn: 'desc', id: 'desc' }, fields: ['courseId', 'academicYearId', 'status', 'submittedOn'] as never })
    : [];
  // compared as YYYY-MM-DD text: the driver hands date columns over as Date objects, not the row type's string
  const startOf = (id: number) => calendarDay(allYears.get(id)?.startDate) ?? '';
  const yearStart = calendarDay(year.startDate) ?? '';
  const standing = (courseId: number) =>
    submissions.find((s) => s.courseId === courseId && s.academicYearId === academicYearId) ??
    submissions.filter((s) => s.courseId === courseId && startOf(s.academicYearId) < yearStart).sort((a, b) => startOf(b.academicYearId).localeCompare(startOf(a.academicYearId)))[0];

  const courses = courseYears.map((cy): ListedCourse => {
    const course = courseById.get(cy.courseId)!;
    const offering = here.find((o) => o.courseId === course.id) ?? null;
    const own = course.institutionId === institutionId;
    const source: ListSource = !own ? 'district' : course.adoptedFromCourseId != null ? 'adopted' : 'own';
    const mine = disciplines.filter((d) => d.courseYearId === cy.id);
    return {
      courseId: course.id,
      recordId: course.recordId,
      academicYearId,
      courseYearId: cy.id,
      title: cy.title,
      subjectAreas: mine.map((d) => ({ subjectAreaId: d.subjectAreaId, code: areas.get(d.subjectAreaId)?.code ?? null, name: areas.get(d.subjectAreaId)?.name ?? null })),
      disciplines: mine.map((d) => (d.disciplineId != null ? (disciplineNames.get(d.disciplineId) ?? null) : null)).filter((n): n is string => n != null),
      honorsType: cy.honorsTypeId != null ? (honorsNames.get(cy.honorsTypeId) ?? null) : null,
      status: offering?.isArchived ? 'archived' : statusOf(standing(course.id)),
      source,
      isDistrictCourse: course.isDistrictCourse,
      ownerInstitutionId: course.institutionId,
      ownerName: own ? institution.name : (ownerNames.get(course.institutionId) ?? null),
      offeredAtOtherSchools: own ? elsewhere.filter((o) => o.courseId === course.id).length : 0,
      offering: offering && {
        courseOfferingId: offering.id,
        delivery: deliveryOf(offering),
        isClassroomBased: offering.isClassroomBased,
        isOnline: offering.isOnline,
        transcriptCodes: ((offering.transcriptCodes ?? []) as TranscriptCode[]).filter((c) => !c.isDeleted).map((c) => ({ abbreviation: c.abbreviation ?? null, code: c.code ?? null })),
        isArchived: offering.isArchived,
        courseOfferingArchivedTypeId: offering.courseOfferingArchivedTypeId ?? null,
      },
    };
  });
  courses.sort((a, b) => a.title.localeCompare(b.title) || a.courseId - b.courseId);
  return {
    institution: await institutionJson(em, institution, allYears),
    academicYear: { academicYearId: year.id, name: year.name },
    courses,
  };
}

export function registerCourseListRoute(routes: RouteTable): void {
  routes.add({
    method: 'GET',
    path: '/api/courselist/institution/:id(\\d+)/admin/list/:year(\\d+)',
    ability: [...READ_COURSES, MANAGE_ABILITY],
    source: 'server/institutions/admin/course-list.ts',
    handler: ({ req, em }) => courseListOf(em, pathId(req, 'id'), pathId(req, 'year')),
  });
}
