// What the search is narrowed by, as chips that each remove their own part, and Clear all. Facet
// values are named by the answer's labels (a value the answer does not list shows as itself).
import { Box, Button, Chip } from '@mui/material';
import { FACET_TITLES } from '../../core/course-search/words.js';
import { dayText } from '../../core/time/office-time.js';
import { FACET_FIELDS, type FacetGroupAnswer } from '../../core/contract/course-search.js';
import { clearedSearch, hasCriteria, toggleValue, type SearchState } from './search-state.js';

export interface ActiveFiltersProps {
  state: SearchState;
  groups: readonly FacetGroupAnswer[];
  institutionName: string | undefined;
  onChange: (next: SearchState) => void;
}

export function ActiveFilters({ state, groups, institutionName, onChange }: ActiveFiltersProps) {
  if (!hasCriteria(state)) return null;
  const labelOf = (field: string, value: string) => groups.find((g) => g.field === field)?.values.find((v) => String(v.value) === value)?.label ?? value;
  const chips: { key: string; label: string; remove: () => SearchState }[] = [];
  if (state.query.trim()) chips.push({ key: 'query', label: `“${state.query.trim()}”`, remove: () => ({ ...state, query: '' }) });
  if (state.institutionId !== null) chips.push({ key: 'institution', label: `Institution: ${institutionName ?? state.institutionId}`, remove: () => ({ ...state, institutionId: null }) });
  if (state.dateRange) chips.push({ key: 'date', label: `Submitted ${dayText(state.dateRange.min)} – ${dayText(state.dateRange.max)}`, remove: () => ({ ...state, dateRange: null }) });
  for (const field of FACET_FIELDS)
    for (const value of state.filters[field] ?? [])
      chips.push({ key: `${field}:${value}`, label: `${FACET_TITLES[field]}: ${labelOf(field, value)}`, remove: () => toggleValue(state, field, value, false) });
  return (
    <Box role="group" aria-label="Search narrowed by" sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, alignItems: 'center' }}>
      {chips.map((c) => (
        <Chip key={c.key} size="small" label={c.label} onDelete={() => onChange(c.remove())} />
      ))}
      <Button size="small" onClick={() => onChange(clearedSearch(state))}>
        Clear all
      </Button>
    </Box>
  );
}
