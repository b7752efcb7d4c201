// Which facet groups share a tuple (facet-rows.ts): groups whose values go together, so that few
// distinct combinations exist. Course content follows the course's template; review state the
// submission (its analysts apart); owner and tags the course.
import { FACET_GROUPS } from './facet-groups.js';
import type { FacetField } from '../../../core/contract/course-search.js';

/** Group numbers (indexes in FACET_GROUPS) per chunk. */
export type FacetRowLayout = readonly (readonly number[])[];

const CHUNKS: readonly (readonly FacetField[])[] = [
  ['subjectArea', 'discipline', 'language', 'honorsType', 'grade', 'cteIndustry', 'mathCategory4'],
  // review state in two: with the analysts in it, a million documents made 112,380 combinations,
  // a histogram too large for the cache; apart, about 2,000 and 2,500
  ['statusGroup', 'year', 'submissionType', 'auditType', 'rubric'],
  ['analyst', 'secondReview'],
  ['institutionType', 'selfReported', 'tag'],
];

export const FACET_ROW_LAYOUT: FacetRowLayout = CHUNKS.map((fields) => fields.map((f) => FACET_GROUPS.findIndex((g) => g.field === f)));

// every group in exactly one chunk
if (FACET_ROW_LAYOUT.flat().sort((a, b) => a - b).join() !== FACET_GROUPS.map((_, g) => g).join()) {
  throw new Error('Each facet group must belong to exactly one chunk of the facet rows.');
}
