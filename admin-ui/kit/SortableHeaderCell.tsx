// A column heading that sorts: active with its direction, and the direction said to screen readers.
import { Box, TableCell, TableSortLabel, type TableCellProps } from '@mui/material';
import { VISUALLY_HIDDEN } from './visually-hidden.js';

export interface SortableHeaderCellProps {
  label: string;
  active: boolean;
  descending: boolean;
  onSort: () => void;
  align?: TableCellProps['align'];
  sx?: TableCellProps['sx'];
}

export function SortableHeaderCell({ label, active, descending, onSort, align, sx }: SortableHeaderCellProps) {
  const direction = active && descending ? 'desc' : 'asc';
  return (
    <TableCell align={align} sx={sx} sortDirection={active ? direction : false}>
      <TableSortLabel active={active} direction={direction} onClick={onSort}>
        {label}
        {active && (
          <Box component="span" sx={VISUALLY_HIDDEN}>
            {direction === 'desc' ? ', sorted descending' : ', sorted ascending'}
          </Box>
        )}
      </TableSortLabel>
    </TableCell>
  );
}
