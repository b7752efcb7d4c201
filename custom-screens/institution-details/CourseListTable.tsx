// The institution's course list of one year: each course opens its detail in that year. Below the
// md breakpoint the subject, source, delivery and codes go under the title instead of their columns.
import { Box, Link, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { ToneChip } from '../../admin-ui/kit/ToneChip.js';
import { NARROW_ONLY, WIDE_ONLY } from '../../admin-ui/kit/responsive-cells.js';
import { courseDetailPath } from './institution-api.js';
import type { ListedCourse } from '../../core/contract/institution-details.js';
import { STATUS, codesText, sourceText, subjectText } from './words.js';
import { RowCards } from '../../admin-ui/kit/RowCards.js';

export function CourseListTable({ courses, yearName }: { courses: ListedCourse[]; yearName: string }) {
  if (!courses.length) return <Typography sx={{ py: 2 }}>No course is on the list of {yearName}.</Typography>;
  return (
    <RowCards>
      <Table size="small" aria-label={`Course list of ${yearName}`}>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">Course</TableCell>
            <TableCell component="th" scope="col" sx={WIDE_ONLY}>Subject area</TableCell>
            <TableCell component="th" scope="col" sx={WIDE_ONLY}>Honors</TableCell>
            <TableCell component="th" scope="col">Status</TableCell>
            <TableCell component="th" scope="col" sx={WIDE_ONLY}>Source</TableCell>
            <TableCell component="th" scope="col" sx={WIDE_ONLY}>Delivery</TableCell>
            <TableCell component="th" scope="col" sx={WIDE_ONLY}>Transcript codes</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {courses.map((c) => {
            const status = STATUS[c.status];
            return (
              <TableRow key={c.courseId} hover>
                <TableCell sx={{ minWidth: '12rem' }}>
                  <Link component={RouterLink} to={courseDetailPath(c.courseId, c.academicYearId)} sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                    {c.title}
                  </Link>
                  <Typography variant="body2" color="text.secondary">
                    Record {c.recordId}
                  </Typography>
                  <Box sx={NARROW_ONLY}>
                    <Typography variant="body2">{subjectText(c)}</Typography>
                    <Typography variant="body2" color="text.secondary">
                      {[sourceText(c), c.offering?.delivery, c.offering && codesText(c) !== '—' ? codesText(c) : null].filter(Boolean).join(' · ')}
                    </Typography>
                  </Box>
                </TableCell>
                <TableCell sx={WIDE_ONLY}>{subjectText(c)}</TableCell>
                <TableCell sx={WIDE_ONLY}>{c.honorsType ?? '—'}</TableCell>
                <TableCell>
                  <ToneChip tone={status.tone} label={status.label} />
                </TableCell>
                <TableCell sx={WIDE_ONLY}>{sourceText(c)}</TableCell>
                <TableCell sx={WIDE_ONLY}>{c.offering?.delivery ?? 'Not offered here'}</TableCell>
                <TableCell sx={WIDE_ONLY}>{codesText(c)}</TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </RowCards>
  );
}
