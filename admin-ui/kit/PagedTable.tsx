// The hand-paged list screens' one frame: an optional card with its heading, a toolbar (search,
// filters, notes), the loading bar, the error, then the rows (or the empty text) in a table that turns
// into cards on a phone (RowCards), and the pager under them. The screen keeps the request (its page,
// size, sort and filters, in its state, its store or its address) and declares its columns once.
import { Alert, Box, Card, CardContent, LinearProgress, Table, TableBody, TableCell, TableHead, TableRow, Typography, type SxProps, type TableCellProps, type TableRowProps, type Theme } from '@mui/material';
import type { Key, MouseEvent, ReactNode } from 'react';
import { RowCards } from './RowCards.js';
import { SortableHeaderCell, type SortWords } from './SortableHeaderCell.js';
import { TablePager, type TablePagerProps } from './TablePager.js';
import { WIDE_ONLY, WIDEST_ONLY } from './responsive-cells.js';
import { errorMessage } from './server-errors.js';
import { VISUALLY_HIDDEN } from './visually-hidden.js';

/** A cell's own style (an object, so that it joins the column's responsive hiding). */
export type CellStyle = Exclude<SxProps<Theme>, readonly unknown[] | ((theme: Theme) => unknown)>;

const SHOWN_ONLY = { wide: WIDE_ONLY, widest: WIDEST_ONLY } as const;

export interface PagedColumn<Row, S extends string = string> {
  /** the heading people read (and, on a phone, each value's label) */
  label: string;
  /** the heading is for screen readers only (a column of buttons) */
  hideLabel?: boolean;
  /** something else in the heading's place: the box that selects the page */
  head?: ReactNode;
  cell: (row: Row) => ReactNode;
  /** the heading sorts the list by this */
  sort?: S;
  /** what screen readers hear after the sorted heading, instead of ", sorted ascending" */
  sortWords?: SortWords;
  /** shown from 992 px up, or from 1600 px up; the heading and the cells alike */
  only?: keyof typeof SHOWN_ONLY;
  align?: 'right';
  padding?: 'checkbox';
  /** the body cells' style */
  sx?: CellStyle;
  /** more of a body cell: its title, or `component: 'th'` for the row's heading */
  cellProps?: (row: Row) => Partial<TableCellProps>;
  /** the cell's controls act on their own: a click on them is not a click on the row */
  action?: boolean;
}

export interface PagedTableProps<Row, S extends string = string> {
  /** the table's accessible name, and "<label> pages" the pager's unless `pagerLabel` says */
  label: string;
  /** the id of the heading that names the table, in place of `label` */
  labelledBy?: string;
  pagerLabel?: string;
  /** the card around it all, with its heading (`level` 1 on a screen of its own, 2 inside another) */
  card?: { id: string; title: ReactNode; level?: 1 | 2 };
  /** above the table: the search, the filters, a note */
  toolbar?: ReactNode;
  /**
   * the list's read (a react-query result): its page, undefined until the first answer (no empty
   * text, no pager yet); its error; and whether it is reading (the loading bar)
   */
  list: { data: { result: readonly Row[]; total: number } | undefined; error: unknown; isFetching: boolean };
  /** "Loading the outbox" */
  loadingLabel: string;
  /** said when the error brings no message of its own */
  errorText?: string;
  /** more alerts, under the error */
  notices?: ReactNode;
  /** what an empty page says */
  empty: ReactNode;
  /** 'primary': the empty text in the card's own colour rather than the quieter secondary one */
  emptyTone?: 'primary' | 'secondary';
  /** a column may be `false` where a screen leaves it out */
  columns: readonly (PagedColumn<Row, S> | false | undefined)[];
  rowKey: (row: Row) => Key;
  /** more of a row: selected, data attributes */
  rowProps?: (row: Row) => Partial<TableRowProps> & { [data: `data-${string}`]: string | number };
  /** a click anywhere on the row (its links and `action` cells aside) */
  onRowClick?: (row: Row) => void;
  sort?: { key: S; descending: boolean };
  onSort?: (key: S) => void;
  pager: Omit<TablePagerProps, 'label' | 'total'>;
  /** the box around the table (RowCards) */
  tableSx?: CellStyle;
}

const stopClick = (event: MouseEvent) => event.stopPropagation();

/** The pager of a request kept whole (in a store, in the address): another page, or a new size from the first page. */
export function requestPager<R extends { page: number; pageSize: number }>(request: R, setRequest: (next: R) => void, pageSizes: readonly number[]): PagedTableProps<unknown>['pager'] {
  return {
    page: request.page,
    pageSize: request.pageSize,
    pageSizes,
    onPage: (page) => setRequest({ ...request, page }),
    onPageSize: (pageSize) => setRequest({ ...request, pageSize, page: 1 }),
  };
}

export function PagedTable<Row, S extends string = string>(props: PagedTableProps<Row, S>) {
  const { card, toolbar, list, loadingLabel, errorText, notices, empty, emptyTone = 'secondary', pager } = props;
  const { data, error } = list;
  const rows = data?.result ?? [];
  const body = (
    <>
      {toolbar}
      <Box sx={{ mt: 1 }}>{list.isFetching ? <LinearProgress aria-label={loadingLabel} /> : <Box sx={{ height: 4 }} />}</Box>
      {error ? <Alert severity="error">{errorMessage(error, errorText ?? 'The list could not be loaded.')}</Alert> : null}
      {notices}
      {data && rows.length === 0 && (
        <Typography color={emptyTone === 'secondary' ? 'text.secondary' : undefined} sx={{ py: 2 }}>
          {empty}
        </Typography>
      )}
      {rows.length > 0 && <RowsTable {...props} rows={rows} />}
      {data && data.total > 0 && <TablePager label={props.pagerLabel ?? `${props.label} pages`} total={data.total} {...pager} />}
    </>
  );
  if (!card) return body;
  return (
    <Card component="section" aria-labelledby={card.id}>
      <CardContent>
        <Typography id={card.id} variant="h6" component={card.level === 2 ? 'h2' : 'h1'} gutterBottom>
          {card.title}
        </Typography>
        {body}
      </CardContent>
    </Card>
  );
}

function RowsTable<Row, S extends string>({ label, labelledBy, columns, rowKey, rowProps, onRowClick, sort, onSort, tableSx, rows }: PagedTableProps<Row, S> & { rows: readonly Row[] }) {
  const shown = columns.filter((c): c is PagedColumn<Row, S> => Boolean(c));
  // a heading for screen readers only is placed absolutely: it must scroll with the table instead of
  // widening the page on a phone
  const hidden = shown.some((c) => c.hideLabel);
  return (
    <RowCards sx={hidden ? { ...tableSx, position: 'relative' } : tableSx}>
      <Table size="small" aria-label={labelledBy ? undefined : label} aria-labelledby={labelledBy}>
        <TableHead>
          <TableRow>
            {shown.map((c) =>
              c.sort !== undefined && onSort ? (
                <SortableHeaderCell
                  key={c.label}
                  label={c.label}
                  align={c.align}
                  sx={c.only && SHOWN_ONLY[c.only]}
                  active={sort?.key === c.sort}
                  descending={sort?.descending ?? false}
                  onSort={() => onSort(c.sort!)}
                  words={c.sortWords}
                />
              ) : (
                <TableCell key={c.label} align={c.align} padding={c.padding} sx={c.only && SHOWN_ONLY[c.only]}>
                  {c.head ??
                    (c.hideLabel ? (
                      <Box component="span" sx={VISUALLY_HIDDEN}>
                        {c.label}
                      </Box>
                    ) : (
                      c.label
                    ))}
                </TableCell>
              ),
            )}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={rowKey(row)} hover onClick={onRowClick && (() => onRowClick(row))} sx={onRowClick && { cursor: 'pointer' }} {...rowProps?.(row)}>
              {shown.map((c) => (
                <TableCell key={c.label} align={c.align} padding={c.padding} sx={c.only ? { ...SHOWN_ONLY[c.only], ...c.sx } : c.sx} onClick={c.action && onRowClick ? stopClick : undefined} {...c.cellProps?.(row)}>
                  {c.cell(row)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </RowCards>
  );
}
