// An academic year's id follows from its start year (2025-26 → 29, the id the rules and the spec use),
// so a new year need not be numbered by hand. Pure: the server's create and the create form share it.
import { startYearOf } from './year-window.js';

/** The id of the year starting in 1996 would be 0: ids count years from then. */
export const ACADEMIC_YEAR_ID_OFFSET = 1996;

const DAY = /^\d{4}-\d{2}-\d{2}/;

/** The id of the academic year that contains `startDate` (YYYY-MM-DD), or undefined for no usable date. */
export function academicYearIdFor(startDate: unknown): number | undefined {
  if (typeof startDate !== 'string' || !DAY.test(startDate) || Number.isNaN(Date.parse(startDate.slice(0, 10)))) return undefined;
  const id = startYearOf(startDate.slice(0, 10)) - ACADEMIC_YEAR_ID_OFFSET;
  return id >= 1 ? id : undefined;
}
