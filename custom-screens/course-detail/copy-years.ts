// The years offered in the copy and add-academic-years modals (spec 1 §5): the detail's copyYears
// (and, for another institution, GET copyto/years) say which years are disabled and why (already
// offered, before a discipline's first year, refused by the course-form rules).
import type { YearChoice } from '../../core/contract/course-detail.js';

/** The ids ticked that may still be copied into (a ticked year can become disabled when the target changes). */
export function selectableIds(years: readonly YearChoice[], ticked: readonly number[]): number[] {
  const open = new Set(years.filter((y) => !y.disabled).map((y) => y.academicYearId));
  return ticked.filter((id) => open.has(id));
}
