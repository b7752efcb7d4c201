// Which offerings a closure touches: the institution's own offerings (it is the offering school) in
// the closed year and every later one. An offering is "adopted" when its course belongs to the
// institution but adopts a program's or publisher's course (adoptedFromCourseId), or belongs to
// another institution (a district course offered at the school): removeAdoptedCourses takes those
// off the list instead of archiving them.
import type { EntityManager } from '@mikro-orm/postgresql';
import { E, type AcademicYearRow, type CourseRow, type OfferingRow } from '../../courses/model.js';

/** The ids of the academic years that start with `year` or later. */
export async function yearsFrom(em: EntityManager, year: AcademicYearRow): Promise<Map<number, string>> {
  const years = await em.find<AcademicYearRow>(E.academicYears, { startDate: { $gte: year.startDate } });
  return new Map(years.map((y) => [y.id, y.name]));
}

export interface ClosureOffering {
  offering: OfferingRow;
  adopted: boolean;
}

export async function offeringsFrom(em: EntityManager, institutionId: number, yearIds: Iterable<number>): Promise<ClosureOffering[]> {
  const offerings = await em.find<OfferingRow>(E.courseOfferings, { institutionId, academicYearId: { $in: [...yearIds] } }, { orderBy: { id: 'asc' } });
  const courseIds = [...new Set(offerings.map((o) => o.courseId))];
  const courses = courseIds.length ? await em.find<CourseRow>(E.courses, { id: { $in: courseIds } }) : [];
  const byId = new Map(courses.map((c) => [c.id, c]));
  return offerings.map((offering) => {
    const course = byId.get(offering.courseId);
    return { offering, adopted: course != null && (course.adoptedFromCourseId != null || course.institutionId !== institutionId) };
  });
}
