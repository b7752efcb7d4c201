// The search results (spec 1 §2, §4): the course (opening its detail in that year), institution,
// year, status as a chip, submitted day and analyst, and for In Queue and In Review courses a menu to
// assign or reassign the analyst. Below 900 px the institution, year, day and analyst move under the
// course so the table fits.
import MoreVertIcon from '@mui/icons-material/MoreVert';
import { Box, IconButton, Link, Menu, MenuItem, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { memo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { officeDateText } from '../../core/time/office-time.js';
import { ToneChip, type Tone } from '../../admin-ui/kit/ToneChip.js';
import { VISUALLY_HIDDEN } from '../../admin-ui/kit/visually-hidden.js';
import type { Mode } from '../review-submitted/assignment.js';
import type { ResultRow, StatusGroup } from '../../core/contract/course-search.js';
import { WIDE_ONLY, NARROW_ONLY } from '../../admin-ui/kit/responsive-cells.js';
import type { Wire } from '../../core/contract/wire.js';


const STATUS_TONES: Record<StatusGroup, Tone> = { approved: 'success', notApproved: 'error', submitted: 'warning', notSubmitted: 'neutral' };

export const courseLink = (row: Pick<Wire<ResultRow>, 'courseId' | 'academicYearId'>) => `/course/detail/${row.courseId}?academicYearId=${row.academicYearId}`;
export const courseTitle = (row: Wire<ResultRow>) => row.title || `Course ${row.recordId}`;

interface ResultsTableProps {
  rows: readonly Wire<ResultRow>[];
  /** the row's assign / reassign action, undefined when there is none */
  modeFor: (row: Wire<ResultRow>) => Mode | undefined;
  onMove: (row: Wire<ResultRow>, mode: Mode) => void;
}

function RowMenu({ row, mode, onMove }: { row: Wire<ResultRow>; mode: Mode; onMove: ResultsTableProps['onMove'] }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const title = courseTitle(row);
  const menuId = `course-search-actions-${row.courseYearId}`;
  return (
    <>
      <IconButton size="small" aria-label={`Actions for ${title} (${row.academicYear})`} aria-haspopup="menu" aria-controls={anchor ? menuId : undefined} aria-expanded={anchor ? true : undefined} onClick={(e) => setAnchor(e.currentTarget)}>
        <MoreVertIcon fontSize="small" />
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <MenuItem
          onClick={() => {
            setAnchor(null);
            onMove(row, mode);
          }}
        >
          {mode === 'assign' ? 'Assign analyst' : 'Reassign'}
        </MenuItem>
      </Menu>
    </>
  );
}

/** Drawn again only when its rows change: not while a changed search is on its way. */
export const ResultsTable = memo(function ResultsTable({ rows, modeFor, onMove }: ResultsTableProps) {
  return (
    <Table size="small" aria-label="Courses found">
      <TableHead>
        <TableRow>
          <TableCell>Course</TableCell>
          <TableCell sx={WIDE_ONLY}>Institution</TableCell>
          <TableCell sx={WIDE_ONLY}>Year</TableCell>
          <TableCell>Status</TableCell>
          <TableCell sx={WIDE_ONLY}>Submitted</TableCell>
          <TableCell sx={WIDE_ONLY}>Analyst</TableCell>
          <TableCell align="right">
            <Box component="span" sx={VISUALLY_HIDDEN}>
              Actions
            </Box>
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => {
          const mode = modeFor(row);
          return (
            <TableRow key={row.courseYearId} hover>
              <TableCell sx={{ minWidth: 180 }}>
                <Link component={RouterLink} to={courseLink(row)} sx={{ overflowWrap: 'anywhere' }}>
                  {courseTitle(row)}
                </Link>
                <Typography variant="caption" color="text.secondary" component="div">
                  Record {row.recordId}
                </Typography>
                <Typography variant="caption" color="text.secondary" sx={NARROW_ONLY}>
                  {[row.institutionName, row.academicYear, officeDateText(row.submittedOn), row.analystName].filter(Boolean).join(' · ')}
                </Typography>
              </TableCell>
              <TableCell sx={{ ...WIDE_ONLY, overflowWrap: 'anywhere' }}>{row.institutionName}</TableCell>
              <TableCell sx={{ ...WIDE_ONLY, whiteSpace: 'nowrap' }}>{row.academicYear}</TableCell>
              <TableCell>
                <ToneChip tone={STATUS_TONES[row.statusGroup]} label={row.statusLabel} />
              </TableCell>
              <TableCell sx={{ ...WIDE_ONLY, whiteSpace: 'nowrap' }}>{officeDateText(row.submittedOn)}</TableCell>
              <TableCell sx={WIDE_ONLY}>{row.analystName ?? ''}</TableCell>
              <TableCell align="right" sx={{ width: 48 }}>
                {mode && <RowMenu row={row} mode={mode} onMove={onMove} />}
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
});
