// The submitted queue's table: a selection box, the course, its institution and submitted day, status,
// queue and analyst, sortable by the columns the server sorts, and the row's Assign or Reassign.
// Below 992 px the institution, day and queue move under the course so the table fits the screen.
import BoltIcon from '@mui/icons-material/Bolt';
import { Box, Button, Checkbox, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { officeDateText } from '../../core/time/office-time.js';
import { QUEUE_NAMES, STATUS_NAMES, nameOf } from '../../admin-ui/kit/review-words.js';
import { ToneChip } from '../../admin-ui/kit/ToneChip.js';
import type { Mode } from './assignment.js';
import type { SubmittedRequest, SubmittedRow, SubmittedSort } from '../../core/contract/submitted.js';
import { WIDE_ONLY, NARROW_ONLY } from '../../admin-ui/kit/responsive-cells.js';
import { SortableHeaderCell } from '../../admin-ui/kit/SortableHeaderCell.js';
import type { Wire } from '../../core/contract/wire.js';


export const courseName = (row: Wire<SubmittedRow>) => row.title ?? `Submission ${row.courseSubmissionId}`;

interface SubmittedTableProps {
  rows: Wire<SubmittedRow>[];
  sort: SubmittedRequest['sort'];
  onSort: (field: SubmittedSort) => void;
  selected: ReadonlySet<number>;
  onSelect: (row: Wire<SubmittedRow>, on: boolean) => void;
  onSelectPage: (on: boolean) => void;
  /** the row's own action, or undefined when the user may not move it */
  rowMode: (row: Wire<SubmittedRow>) => Mode | undefined;
  onMove: (row: Wire<SubmittedRow>) => void;
  busy: boolean;
}

function SortHeader({ field, label, sort, onSort, sx }: { field: SubmittedSort; label: string; sort: SubmittedRequest['sort']; onSort: (f: SubmittedSort) => void; sx?: object }) {
  return <SortableHeaderCell label={label} sx={sx} active={sort.field === field} descending={sort.descending} onSort={() => onSort(field)} />;
}

export function SubmittedTable({ rows, sort, onSort, selected, onSelect, onSelectPage, rowMode, onMove, busy }: SubmittedTableProps) {
  const all = rows.length > 0 && rows.every((r) => selected.has(r.courseSubmissionId));
  const some = rows.some((r) => selected.has(r.courseSubmissionId));
  const header = { sort, onSort };
  return (
    <Table size="small" aria-label="Submitted courses">
      <TableHead>
        <TableRow>
          <TableCell padding="checkbox">
            <Checkbox checked={all} indeterminate={some && !all} onChange={(e) => onSelectPage(e.target.checked)} slotProps={{ input: { 'aria-label': 'Select every course on this page' } }} />
          </TableCell>
          <SortHeader field="title" label="Course" {...header} />
          <SortHeader field="institutionName" label="Institution" {...header} sx={WIDE_ONLY} />
          <SortHeader field="submittedOn" label="Submitted" {...header} sx={WIDE_ONLY} />
          <SortHeader field="status" label="Status" {...header} />
          <TableCell sx={WIDE_ONLY}>Queue</TableCell>
          <SortHeader field="analystName" label="Analyst" {...header} />
          <TableCell align="right">Actions</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => {
          const id = row.courseSubmissionId;
          const mode = rowMode(row);
          const name = courseName(row);
          return (
            <TableRow key={id} hover selected={selected.has(id)}>
              <TableCell padding="checkbox">
                <Checkbox checked={selected.has(id)} onChange={(e) => onSelect(row, e.target.checked)} slotProps={{ input: { 'aria-label': `Select ${name}` } }} />
              </TableCell>
              <TableCell sx={{ minWidth: 160 }}>
                <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                  {name}
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
              </TableCell>
              <TableCell sx={WIDE_ONLY}>{row.institutionName}</TableCell>
              <TableCell sx={{ ...WIDE_ONLY, whiteSpace: 'nowrap' }}>{officeDateText(row.submittedOn)}</TableCell>
              <TableCell>{nameOf(STATUS_NAMES, row.status)}</TableCell>
              <TableCell sx={WIDE_ONLY}>{nameOf(QUEUE_NAMES, row.queueType)}</TableCell>
              <TableCell>{row.analystName ?? 'Unassigned'}</TableCell>
              <TableCell align="right">
                {mode && (
                  <Button size="small" variant="outlined" disabled={busy} onClick={() => onMove(row)} aria-label={`${mode === 'assign' ? 'Assign' : 'Reassign'} ${name}`}>
                    {mode === 'assign' ? 'Assign' : 'Reassign'}
                  </Button>
                )}
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
