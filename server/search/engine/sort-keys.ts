// The number a document sorts by for each sort field: text ranks for titles, record numbers and
// institution names (string-ranks.ts), the year id, the submission time, the status group's place.
import { STATUS_GROUPS, type SortField, type StatusGroup } from '../../../core/contract/course-search.js';
import type { SearchIndex } from './search-index.js';
import { FACET_GROUPS } from './facet-groups.js';
import type { KeyOf } from './top-k.js';

function groupIndex(field: string): number {
  return FACET_GROUPS.findIndex((g) => g.field === field);
}

/** Key by slot for a single-valued facet group, through the value's own sort number. */
function facetKey(engine: SearchIndex, field: string, keyOfValue: (value: unknown) => number): KeyOf {
  const group = engine.facets[groupIndex(field)];
  const byCode = new Float64Array(group.valueCount + 1).fill(NaN);
  for (let code = 1; code <= group.valueCount; code++) byCode[code] = keyOfValue(group.valueOf(code));
  const firstCode = group.rows.firstCodeReader(group.group);
  return (slot) => byCode[firstCode(slot)];
}

export function sortKeyOf(engine: SearchIndex, field: SortField): KeyOf {
  switch (field) {
    case 'title': {
      const ranks = engine.text.names.dictionary.ranks.rankArray;
      const title = engine.text.title;
      return (slot) => ranks[title[slot]];
    }
    case 'recordId': {
      const ranks = engine.text.identifiers.dictionary.ranks.rankArray;
      const record = engine.text.recordId;
      return (slot) => ranks[record[slot]];
    }
    case 'institutionName': {
      const ranks = engine.institutions.ranks.rankArray;
      const owner = engine.institutions.owner;
      return (slot) => ranks[owner[slot]];
    }
    case 'submittedOn': {
      const times = engine.dates.times;
      return (slot) => times[slot];
    }
    case 'academicYear':
      return facetKey(engine, 'year', (v) => v as number);
    case 'statusGroup': {
      return facetKey(engine, 'statusGroup', (v) => STATUS_GROUPS.indexOf(v as StatusGroup));
    }
  }
}
