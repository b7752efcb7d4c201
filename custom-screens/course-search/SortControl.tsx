// The results' order: one of the engine's sort fields and a direction.
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import { Box, Button, TextField } from '@mui/material';
import { SORT_FIELDS, type SortField } from '../../core/contract/course-search.js';
import { SORT_LABELS } from '../../core/course-search/words.js';

export interface SortControlProps {
  sortBy: SortField;
  ascending: boolean;
  onChange: (sortBy: SortField, ascending: boolean) => void;
}

export function SortControl({ sortBy, ascending, onChange }: SortControlProps) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
      <TextField
        select
        size="small"
        label="Sort by"
        value={sortBy}
        onChange={(e) => onChange(e.target.value as SortField, ascending)}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        sx={{ minWidth: 150 }}
      >
        {SORT_FIELDS.map((f) => (
          <option key={f} value={f}>
            {SORT_LABELS[f]}
          </option>
        ))}
      </TextField>
      <Button size="small" onClick={() => onChange(sortBy, !ascending)} startIcon={ascending ? <ArrowUpwardIcon /> : <ArrowDownwardIcon />} aria-label={`Order: ${ascending ? 'ascending' : 'descending'}; change`}>
        {ascending ? 'Ascending' : 'Descending'}
      </Button>
    </Box>
  );
}
