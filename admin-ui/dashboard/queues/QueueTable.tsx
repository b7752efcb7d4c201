// One page of a dashboard queue: a row per batch with its selection box, what it holds and its
// actions. Unread batches read in bold. Below 992 px the submitted day and the progress move under
// the title, so the table keeps to the screen's width.
import BoltIcon from '@mui/icons-material/Bolt';
import MarkEmailReadIcon from '@mui/icons-material/MarkEmailRead';
import MarkEmailUnreadIcon from '@mui/icons-material/MarkEmailUnread';
import UndoIcon from '@mui/icons-material/Undo';
import { Box, Button, Checkbox, Chip, IconButton, Stack, Table, TableBody, TableCell, TableHead, TableRow, Tooltip, Typography } from '@mui/material';
import { officeDateText } from '../../../core/time/office-time.js';
import { ToneChip } from '../../kit/ToneChip.js';
import { VISUALLY_HIDDEN } from '../../kit/visually-hidden.js';
import type { BatchListItem } from '../../../core/contract/batches.js';
import { WIDE_ONLY, NARROW_ONLY } from '../../kit/responsive-cells.js';
import type { Wire } from '../../../core/contract/wire.js';


export interface QueueRowActions {
  /** the batch is the caller's to work on: Start; otherwise Open (read-only view) */
  isMine: (batch: Wire<BatchListItem>) => boolean;
  onStart: (batch: Wire<BatchListItem>) => void;
  onOpen: (batch: Wire<BatchListItem>) => void;
  onToggleRead: (batch: Wire<BatchListItem>) => void;
  /** only in the 2nd Review queue */
  onRecall?: (batch: Wire<BatchListItem>) => void;
  /** a batch whose action is running */
  busyBatchId?: number;
}

interface QueueTableProps extends QueueRowActions {
  queueName: string;
  rows: Wire<BatchListItem>[];
  selected: ReadonlySet<number>;
  onSelect: (batchId: number, selected: boolean) => void;
  onSelectPage: (selected: boolean) => void;
}

/** The batch's courses by decision, adding up to its size; a course sent to 2nd review is named where there is one. */
export const progressText = ({ progress }: Wire<BatchListItem>) =>
  [
    `${progress.approved} approved`,
    `${progress.notApproved} not approved`,
    ...(progress.sentToSecondReview ? [`${progress.sentToSecondReview} sent to 2nd review`] : []),
    `${progress.noDecision} to decide`,
  ].join(' · ');

function BatchSummary({ batch, isMine }: { batch: Wire<BatchListItem>; isMine: boolean }) {
  return (
    <>
      <Typography component="span" variant="body2" sx={{ fontWeight: batch.isRead ? 400 : 700, overflowWrap: 'anywhere' }}>
        {batch.title}
        {!batch.isRead && (
          <Box component="span" sx={VISUALLY_HIDDEN}>
            {' '}
            (unread)
          </Box>
        )}
      </Typography>
      {(batch.isExpressReview || batch.tags.length > 0 || !isMine) && (
        <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap', mt: 0.5 }}>
          {batch.isExpressReview && <ToneChip tone="warning" icon={<BoltIcon />} label="Express" />}
          {!isMine && <Chip size="small" variant="outlined" label="Sent to 2nd review" />}
          {batch.tags.map((t) => (
            <Chip key={t.tagId} size="small" variant="outlined" label={t.name} />
          ))}
        </Stack>
      )}
      <Typography variant="caption" color="text.secondary" sx={NARROW_ONLY}>
        Submitted {officeDateText(batch.submittedOn)} · {progressText(batch)}
      </Typography>
    </>
  );
}

export function QueueTable({ queueName, rows, selected, onSelect, onSelectPage, isMine, onStart, onOpen, onToggleRead, onRecall, busyBatchId }: QueueTableProps) {
  const allSelected = rows.length > 0 && rows.every((r) => selected.has(r.courseSubmissionReviewBatchId));
  const someSelected = rows.some((r) => selected.has(r.courseSubmissionReviewBatchId));
  return (
    <Table size="small" aria-label={`${queueName} queue`} sx={{ tableLayout: 'auto' }}>
      <TableHead>
        <TableRow>
          <TableCell padding="checkbox">
            <Checkbox
              checked={allSelected}
              indeterminate={someSelected && !allSelected}
              onChange={(e) => onSelectPage(e.target.checked)}
              disabled={rows.length === 0}
              slotProps={{ input: { 'aria-label': 'Select every batch on this page' } }}
            />
          </TableCell>
          <TableCell>Batch</TableCell>
          <TableCell sx={WIDE_ONLY}>Submitted</TableCell>
          <TableCell align="right">Courses</TableCell>
          <TableCell sx={WIDE_ONLY}>Progress</TableCell>
          <TableCell align="right">Actions</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((batch) => {
          const id = batch.courseSubmissionReviewBatchId;
          const mine = isMine(batch);
          const busy = busyBatchId === id;
          const readLabel = batch.isRead ? `Mark ${batch.title} as unread` : `Mark ${batch.title} as read`;
          return (
            <TableRow key={id} hover selected={selected.has(id)}>
              <TableCell padding="checkbox">
                <Checkbox checked={selected.has(id)} onChange={(e) => onSelect(id, e.target.checked)} slotProps={{ input: { 'aria-label': `Select ${batch.title}` } }} />
              </TableCell>
              <TableCell sx={{ minWidth: 160 }}>
                <BatchSummary batch={batch} isMine={mine} />
              </TableCell>
              <TableCell sx={{ ...WIDE_ONLY, whiteSpace: 'nowrap' }}>{officeDateText(batch.submittedOn)}</TableCell>
              <TableCell align="right">{batch.batchSize}</TableCell>
              <TableCell sx={WIDE_ONLY}>
                <Typography variant="body2">{progressText(batch)}</Typography>
              </TableCell>
              <TableCell align="right">
                <Box sx={{ display: 'inline-flex', flexWrap: 'nowrap', justifyContent: 'flex-end', alignItems: 'center', gap: 0.5 }}>
                  {mine ? (
                    <Button size="small" variant="contained" disabled={busy} onClick={() => onStart(batch)} aria-label={`Start ${batch.title}`}>
                      Start
                    </Button>
                  ) : (
                    <Button size="small" variant="outlined" onClick={() => onOpen(batch)} aria-label={`Open ${batch.title}`}>
                      Open
                    </Button>
                  )}
                  {mine && (
                    <Tooltip title={readLabel}>
                      <span>
                        <IconButton size="small" aria-label={readLabel} disabled={busy} onClick={() => onToggleRead(batch)}>
                          {batch.isRead ? <MarkEmailUnreadIcon fontSize="small" /> : <MarkEmailReadIcon fontSize="small" />}
                        </IconButton>
                      </span>
                    </Tooltip>
                  )}
                  {onRecall && (
                    <Tooltip title={`Recall ${batch.title} to a main queue`}>
                      <span>
                        <IconButton size="small" aria-label={`Recall ${batch.title}`} disabled={busy} onClick={() => onRecall(batch)}>
                          <UndoIcon fontSize="small" />
                        </IconButton>
                      </span>
                    </Tooltip>
                  )}
                </Box>
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
