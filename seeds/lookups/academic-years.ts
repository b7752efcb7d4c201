// Academic years 2016-17 (id 20) to 2029-30 (id 33), 1 July to 30 June. The id is the start year
// minus 1996, so id 29 is 2025-26, the first year of discipline 56 (spec 1 §9).
import { yearName } from '../../core/academic-years/year-window.js';

const FIRST_START = 2016;
const LAST_START = 2029;
const ID_OFFSET = 1996;

export const ACADEMIC_YEARS = Array.from({ length: LAST_START - FIRST_START + 1 }, (_, i) => {
  const start = FIRST_START + i;
  return { id: start - ID_OFFSET, name: yearName(start), startDate: `${start}-07-01`, endDate: `${start + 1}-06-30` };
});
