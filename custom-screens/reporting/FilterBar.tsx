// The dashboard's filters: academic year (cycle), institution type and county; "All" when none is chosen.
import { Box, MenuItem, TextField } from '@mui/material';
import { useGetList } from 'react-admin';
import { FILTER_BAR_SX, FILTER_SELECT } from '../../admin-ui/kit/filter-layout.js';
import { INSTITUTION_TYPES } from '../../resources/_enums.js';
import type { FilterValues } from '../../core/contract/reporting.js';

type Named = { id: number; name: string };
const LOOKUP = { staleTime: 10 * 60_000 };

export function FilterBar({ values, onChange }: { values: FilterValues; onChange: (name: keyof FilterValues, value: string) => void }) {
  const years = useGetList<Named>('academic-years', { pagination: { page: 1, perPage: 100 }, sort: { field: 'id', order: 'DESC' } }, LOOKUP).data ?? [];
  const counties = useGetList<Named>('counties', { pagination: { page: 1, perPage: 100 }, sort: { field: 'name', order: 'ASC' } }, LOOKUP).data ?? [];
  // a value from the address shows before its list has loaded
  const known = (list: Named[], value: string) => (value === '' || list.some((x) => String(x.id) === value) ? value : '');
  return (
    <Box sx={FILTER_BAR_SX} role="search" aria-label="Report filters">
      <TextField {...FILTER_SELECT} select label="Academic year" value={known(years, values.academicYearId)} onChange={(e) => onChange('academicYearId', e.target.value)}>
        <MenuItem value="">All years</MenuItem>
        {years.map((y) => (
          <MenuItem key={y.id} value={String(y.id)}>
            {y.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField {...FILTER_SELECT} select label="Institution type" value={values.institutionTypeId} onChange={(e) => onChange('institutionTypeId', e.target.value)}>
        <MenuItem value="">All types</MenuItem>
        {INSTITUTION_TYPES.map((t) => (
          <MenuItem key={t.id} value={String(t.id)}>
            {t.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField {...FILTER_SELECT} select label="County" value={known(counties, values.countyId)} onChange={(e) => onChange('countyId', e.target.value)}>
        <MenuItem value="">All counties</MenuItem>
        {counties.map((c) => (
          <MenuItem key={c.id} value={String(c.id)}>
            {c.name}
          </MenuItem>
        ))}
      </TextField>
    </Box>
  );
}
