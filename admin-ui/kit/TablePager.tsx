// The queue tables' full pagination (spec 3 §9): first, previous, page numbers, next, last, the rows
// shown of the total and the page size. Wraps onto two lines on a narrow screen.
import { Box, MenuItem, Pagination, TextField, Typography } from '@mui/material';

export interface TablePagerProps {
  /** 1-based */
  page: number;
  pageSize: number;
  total: number;
  pageSizes: readonly number[];
  onPage: (page: number) => void;
  /** a new page size, called right after onPage(1) (so a setter of the whole request has the last word) */
  onPageSize: (pageSize: number) => void;
  /** names the page navigation for screen readers: "Main queue pages" */
  label: string;
}

export function TablePager({ page, pageSize, total, pageSizes, onPage, onPageSize, label }: TablePagerProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1, pt: 1 }}>
      <Typography variant="body2" color="text.secondary" aria-live="polite">
        {total === 0 ? 'No rows' : `${from}–${to} of ${total}`}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Pagination
          aria-label={label}
          page={Math.min(page, pages)}
          count={pages}
          onChange={(_, next) => onPage(next)}
          showFirstButton
          showLastButton
          siblingCount={1}
          size="small"
        />
        <TextField
          select
          size="small"
          fullWidth={false}
          label="Rows per page"
          value={pageSize}
          onChange={(event) => {
            // the first page, then the size: a screen that keeps its request whole sets it from this
            // render's value each time, so the later call is the one that stays; onPageSize's own
            // setter may go back to the first page too
            onPage(1);
            onPageSize(Number(event.target.value));
          }}
          sx={{ width: 130, m: 0 }}
        >
          {pageSizes.map((size) => (
            <MenuItem key={size} value={size}>
              {size}
            </MenuItem>
          ))}
        </TextField>
      </Box>
    </Box>
  );
}
