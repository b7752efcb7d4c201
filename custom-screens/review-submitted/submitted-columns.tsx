// The submitted queue's columns: a selection box, the course, its institution and submitted day, status,
// queue and analyst, sortable by the columns the server sorts, and the row's Assign or Reassign.
// Below 992 px the institution, day and queue move under the course so the table fits the screen.
import BoltIcon from '@mui/icons-material/Bolt';
import { Box, Button, Checkbox, Typography } from '@mui/material';
import { officeDateText } from '../../core/time/office-time.js';
import { QUEUE_NAMES, STATUS_NAMES, nameOf } from '../../admin-ui/kit/review-words.js';
import { ToneChip } from '../../admin-ui/kit/ToneChip.js';
import type { PagedColumn } from '../../admin-ui/kit/PagedTable.js';
import type { Mode } from './assignment.js';
import type { SubmittedRow, SubmittedSort } from '../../core/contract/submitted.js';
import { NARROW_ONLY } from '../../admin-ui/kit/responsive-cells.js';
import type { Wire } from '../../core/contract/wire.js';

const courseName = (row: Wire<SubmittedRow>) => row.title ?? `Submission ${row.courseSubmissionId}`;

interface SubmittedColumnsOptions {
  /** the page shown, which the heading's box selects */
  rows: readonly Wire<SubmittedRow>[];
  selected: ReadonlySet<number>;
  onSelect: (row: Wire<SubmittedRow>, on: boolean) => void;
  onSelectPage: (on: boolean) => void;
  /** the row's own action, or undefined when the user may not move it */
  rowMode: (row: Wire<SubmittedRow>) => Mode | undefined;
  onMove: (row: Wire<SubmittedRow>) => void;
  busy: boolean;
}

export function submittedColumns({ rows, selected, onSelect, onSelectPage, rowMode, onMove, busy }: SubmittedColumnsOptions): PagedColumn<Wire<SubmittedRow>, SubmittedSort>[] {
  const all = rows.length > 0 && rows.every((r) => selected.has(r.courseSubmissionId));
  const some = rows.some((r) => selected.has(r.courseSubmissionId));
  return [
    {
      label: 'Select',
      padding: 'checkbox',
      head: <Checkbox checked={all} indeterminate={some && !all} onChange={(e) => onSelectPage(e.target.checked)} slotProps={{ input: { 'aria-label': 'Select every course on this page' } }} />,
      cell: (row) => <Checkbox checked={selected.has(row.courseSubmissionId)} onChange={(e) => onSelect(row, e.target.checked)} slotProps={{ input: { 'aria-label': `Select ${courseName(row)}` } }} />,
    },
    {
      sort: 'title',
      label: 'Course',
      sx: { minWidth: 160 },
      cell: (row) => (
        <>
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {courseName(row)}
          </Typography>
          <Typography variant="caption" color="text.secondary" component="div">
            Record {row.recordId}
            {row.isExpressReview && (
              <Box component="span" sx={{ ml: 1 }}>
                <ToneChip tone="warning" icon={<BoltIcon />} label="Express" />
              </Box>
            )}
          </Typography>
          <Typography variant="caption" color="text.secondary" sx={NARROW_ONLY}>
            {row.institutionName} · {officeDateText(row.submittedOn)} · {nameOf(QUEUE_NAMES, row.queueType)}
          </Typography>
        </>
      ),
    },
    { sort: 'institutionName', label: 'Institution', only: 'wide', cell: (row) => row.institutionName },
    { sort: 'submittedOn', label: 'Submitted', only: 'wide', sx: { whiteSpace: 'nowrap' }, cell: (row) => officeDateText(row.submittedOn) },
    { sort: 'status', label: 'Status', cell: (row) => nameOf(STATUS_NAMES, row.status) },
    { label: 'Queue', only: 'wide', cell: (row) => nameOf(QUEUE_NAMES, row.queueType) },
    { sort: 'analystName', label: 'Analyst', cell: (row) => row.analystName ?? 'Unassigned' },
    {
      label: 'Actions',
      align: 'right',
      cell: (row) => {
        const mode = rowMode(row);
        return (
          mode && (
            <Button size="small" variant="outlined" disabled={busy} onClick={() => onMove(row)} aria-label={`${mode === 'assign' ? 'Assign' : 'Reassign'} ${courseName(row)}`}>
              {mode === 'assign' ? 'Assign' : 'Reassign'}
            </Button>
          )
        );
      },
    },
  ];
}
