// Loading the records a course call works on; a missing one is a 404 that names it.
import type { EntityManager } from '@mikro-orm/postgresql';
import { notFound } from '../http/errors.js';
import { E, type AcademicYearRow, type CourseRow, type CourseYearRow, type InstitutionRow, type OfferingRow } from './model.js';

export async function loadCourse(em: EntityManager, courseId: number): Promise<CourseRow> {
  const course = await em.findOne<CourseRow>(E.courses, { id: courseId });
  if (!course) throw notFound(`Course ${courseId} was not found.`);
  return course;
}

export async function loadAcademicYear(em: EntityManager, academicYearId: number): Promise<AcademicYearRow> {
  const year = await em.findOne<AcademicYearRow>(E.academicYears, { id: academicYearId });
  if (!year) throw notFound(`Academic year ${academicYearId} was not found.`);
  return year;
}

export async function loadInstitution(em: EntityManager, institutionId: number): Promise<InstitutionRow> {
  const institution = await em.findOne<InstitutionRow>(E.institutions, { id: institutionId });
  if (!institution) throw notFound(`Institution ${institutionId} was not found.`);
  return institution;
}

/** The course's record for one academic year: what the course says that year. */
export async function loadCourseYear(em: EntityManager, courseId: number, academicYearId: number): Promise<CourseYearRow> {
  const year = await em.findOne<CourseYearRow>(E.courseYears, { courseId, academicYearId });
  if (year) return year;
  await loadCourse(em, courseId);
  throw notFound(`Course ${courseId} has no record for academic year ${academicYearId}.`);
}

/** The years a course has, oldest first. */
export function courseYearsOf(em: EntityManager, courseId: number): Promise<CourseYearRow[]> {
  return em.find<CourseYearRow>(E.courseYears, { courseId }, { orderBy: { academicYearId: 'asc' } });
}

/** One offering of the course; an offering of another course is not found here. */
export async function loadOffering(em: EntityManager, courseId: number, courseOfferingId: number): Promise<OfferingRow> {
  const offering = await em.findOne<OfferingRow>(E.courseOfferings, { id: courseOfferingId, courseId });
  if (!offering) throw notFound(`Course ${courseId} has no offering ${courseOfferingId}.`);
  return offering;
}

/** Names of records by id, for answers that show names beside ids. */
export async function namesById(em: EntityManager, entity: string, ids: Iterable<number | null | undefined>): Promise<Map<number, string>> {
  const wanted = [...new Set([...ids].filter((id): id is number => typeof id === 'number'))];
  if (!wanted.length) return new Map();
  const rows = await em.find<{ id: number; name: string }>(entity, { id: { $in: wanted } });
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** "First Last" of users by id, for history lines and notes. */
export async function userNames(em: EntityManager, ids: Iterable<number | null | undefined>): Promise<Map<number, string>> {
  const wanted = [...new Set([...ids].filter((id): id is number => typeof id === 'number'))];
  if (!wanted.length) return new Map();
  const rows = await em.find<{ id: number; firstName: string; lastName: string; username: string }>(E.users, { id: { $in: wanted } });
  return new Map(rows.map((u) => [u.id, `${u.firstName} ${u.lastName}`.trim() || u.username]));
}
