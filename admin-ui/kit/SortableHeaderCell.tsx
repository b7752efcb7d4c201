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
  /** what screen readers hear after the label of the sorted heading */
  words?: SortWords;
}

export interface SortWords {
  ascending: string;
  descending: string;
}

const SORTED: SortWords = { ascending: ', sorted ascending', descending: ', sorted descending' };

export function SortableHeaderCell({ label, active, descending, onSort, align, sx, words = SORTED }: SortableHeaderCellProps) {
  const direction = active && descending ? 'desc' : 'asc';
  return (
    <TableCell align={align} sx={sx} sortDirection={active ? direction : false}>
      <TableSortLabel active={active} direction={direction} onClick={onSort}>
        {label}
        {active && (
          <Box component="span" sx={VISUALLY_HIDDEN}>
            {direction === 'desc' ? words.descending : words.ascending}
          </Box>
        )}
      </TableSortLabel>
    </TableCell>
  );
}
