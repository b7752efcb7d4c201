// When a course year is in the catalogue (docs/courses-and-review.md, "Course detail calls"): it
// has a title, a course length and at least one discipline, and an offering that is not archived.
// An institution's course list for a year is its offerings in that year.
import type { CourseYearRow, DisciplineRow, OfferingRow } from './model.js';

export function isInCatalogue(courseYear: CourseYearRow, disciplines: readonly DisciplineRow[], offerings: readonly OfferingRow[]): boolean {
  return Boolean(courseYear.title?.trim()) && courseYear.courseLengthId != null && disciplines.length > 0 && offerings.some((o) => !o.isArchived);
}
