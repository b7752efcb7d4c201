// The facet groups of the answer: every value with documents, and the selected ones even without;
// long groups by count, short ones in their values' order. A viewer limited to their own reviews
// sees only their own value in the analyst group.
import { ANALYST_FIELD, FACET_GROUPS, compareValues } from './facet-groups.js';
import type { FacetCount, FacetValue } from '../../../core/contract/course-search.js';
import type { FacetGroupIndex } from './facet-index.js';
import type { FacetGroupResult } from './search-query.js';

export function facetGroupResults(
  facets: FacetGroupIndex[],
  counts: Uint32Array[],
  selections: Map<number, FacetValue[]>,
  viewerAnalystId: number | null,
): FacetGroupResult[] {
  return FACET_GROUPS.map((def, g) => {
    const group = facets[g];
    const selected = selections.get(g) ?? [];
    let values: FacetCount[] = [];
    for (let code = 1; code <= group.valueCount; code++) {
      const value = group.valueOf(code);
      const isSelected = selected.includes(value);
      if (counts[g][code] > 0 || isSelected) values.push({ value, count: counts[g][code], selected: isSelected });
    }
    for (const value of selected) if (group.codeFor(value) === undefined) values.push({ value, count: 0, selected: true });
    if (def.field === ANALYST_FIELD && viewerAnalystId !== null) values = values.filter((v) => v.value === viewerAnalystId);
    values.sort((a, b) => (def.order === 'count' ? b.count - a.count : 0) || compareValues(def, a.value, b.value));
    return { field: def.field, values };
  });
}
