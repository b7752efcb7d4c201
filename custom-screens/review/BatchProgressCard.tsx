// Batch progress (spec 3 §2): its size, and how many courses are approved, not approved, sent to 2nd
// review and without a decision (the four add up to the size: server/review/batch-figures.ts), in
// numbers and percents, with a bar that shows the parts; below, what can be done to the batch
// (removing the course from it).
import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { SectionCard } from './SectionCard.js';
import type { BatchProgress } from '../../core/contract/batches.js';

const PARTS = [
  { label: 'Approved', count: 'approved', percent: 'approvedPercent', color: 'success.main' },
  { label: 'Not approved', count: 'notApproved', percent: 'notApprovedPercent', color: 'error.main' },
  { label: 'Sent to 2nd review', count: 'sentToSecondReview', percent: 'sentToSecondReviewPercent', color: 'warning.main' },
  { label: 'No decision', count: 'noDecision', percent: 'noDecisionPercent', color: 'grey.400' },
] as const;

export function BatchProgressCard({ batch, position, children }: { batch: BatchProgress; position: string | null; children?: ReactNode }) {
  return (
    <SectionCard id="review-batch" title="Batch progress">
      <Typography variant="body2" sx={{ mb: 1 }}>
        {batch.batchSize === 1 ? '1 course in this batch' : `${batch.batchSize} courses in this batch`}
        {position ? ` · ${position}` : ''}
      </Typography>
      <Box aria-hidden sx={{ display: 'flex', height: 10, borderRadius: 1, overflow: 'hidden', bgcolor: 'grey.200', mb: 1 }}>
        {PARTS.map((p) => (
          <Box key={p.label} sx={{ width: `${batch[p.percent]}%`, bgcolor: p.color }} />
        ))}
      </Box>
      <Table size="small" aria-label="Batch progress">
        <TableHead>
          <TableRow>
            <TableCell>Decision</TableCell>
            <TableCell align="right">Courses</TableCell>
            <TableCell align="right">Percent</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {PARTS.map((p) => (
            <TableRow key={p.label}>
              <TableCell component="th" scope="row">
                <Box component="span" aria-hidden sx={{ display: 'inline-block', width: 10, height: 10, borderRadius: '50%', bgcolor: p.color, mr: 1 }} />
                {p.label}
              </TableCell>
              <TableCell align="right">{batch[p.count]}</TableCell>
              <TableCell align="right">{batch[p.percent]}%</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {children}
    </SectionCard>
  );
}
