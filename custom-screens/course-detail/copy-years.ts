// The years offered in the copy and add-academic-years modals (spec 1 §5): the detail's copyYears
// (and, for another institution, GET copyto/years) say which years are disabled and why (already
// offered, before a discipline's first year, refused by the course-form rules).
import type { YearChoice } from './course-api.js';

/** Written by server/courses/year-availability.ts for a year the course already has. */
const ALREADY_OFFERED = /^The course is already offered in /;

/**
 * A guess at another institution's years from this course's: "already offered" dropped, the other
 * reasons kept. The copy modal no longer uses it (GET copyto/years answers for the school chosen,
 * with its adoption's years and the rules asked as its course); it stays only while
 * tests/admin-ui/course-detail/copy-years.test.tsx still tests it.
 */
export function yearsForAnotherInstitution(years: readonly YearChoice[]): YearChoice[] {
  return years.map((y) => {
    const reasons = y.reasons.filter((r) => !ALREADY_OFFERED.test(r));
    return { ...y, reasons, disabled: reasons.length > 0 };
  });
}

/** The ids ticked that may still be copied into (a ticked year can become disabled when the target changes). */
export function selectableIds(years: readonly YearChoice[], ticked: readonly number[]): number[] {
  const open = new Set(years.filter((y) => !y.disabled).map((y) => y.academicYearId));
  return ticked.filter((id) => open.has(id));
}
