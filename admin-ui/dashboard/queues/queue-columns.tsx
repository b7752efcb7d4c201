// The columns of a dashboard queue's page: per batch its selection box, what it holds and its
// actions. Unread batches read in bold. Below 992 px the submitted day and the progress move under
// the title, so the table keeps to the screen's width.
import BoltIcon from '@mui/icons-material/Bolt';
import MarkEmailReadIcon from '@mui/icons-material/MarkEmailRead';
import MarkEmailUnreadIcon from '@mui/icons-material/MarkEmailUnread';
import UndoIcon from '@mui/icons-material/Undo';
import { Box, Button, Checkbox, Chip, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import { officeDateText } from '../../../core/time/office-time.js';
import { ToneChip } from '../../kit/ToneChip.js';
import { VISUALLY_HIDDEN } from '../../kit/visually-hidden.js';
import type { BatchListItem } from '../../../core/contract/batches.js';
import { NARROW_ONLY } from '../../kit/responsive-cells.js';
import type { PagedColumn } from '../../kit/PagedTable.js';
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

interface QueueColumnsOptions extends QueueRowActions {
  /** the page shown, which the heading's box selects */
  rows: readonly Wire<BatchListItem>[];
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

export function queueColumns({ rows, selected, onSelect, onSelectPage, isMine, onStart, onOpen, onToggleRead, onRecall, busyBatchId }: QueueColumnsOptions): PagedColumn<Wire<BatchListItem>>[] {
  const allSelected = rows.length > 0 && rows.every((r) => selected.has(r.courseSubmissionReviewBatchId));
  const someSelected = rows.some((r) => selected.has(r.courseSubmissionReviewBatchId));
  return [
    {
      label: 'Select',
      padding: 'checkbox',
      head: (
        <Checkbox
          checked={allSelected}
          indeterminate={someSelected && !allSelected}
          onChange={(e) => onSelectPage(e.target.checked)}
          disabled={rows.length === 0}
          slotProps={{ input: { 'aria-label': 'Select every batch on this page' } }}
        />
      ),
      cell: (batch) => (
        <Checkbox
          checked={selected.has(batch.courseSubmissionReviewBatchId)}
          onChange={(e) => onSelect(batch.courseSubmissionReviewBatchId, e.target.checked)}
          slotProps={{ input: { 'aria-label': `Select ${batch.title}` } }}
        />
      ),
    },
    { label: 'Batch', sx: { minWidth: 160 }, cell: (batch) => <BatchSummary batch={batch} isMine={isMine(batch)} /> },
    { label: 'Submitted', only: 'wide', sx: { whiteSpace: 'nowrap' }, cell: (batch) => officeDateText(batch.submittedOn) },
    { label: 'Courses', align: 'right', cell: (batch) => batch.batchSize },
    { label: 'Progress', only: 'wide', cell: (batch) => <Typography variant="body2">{progressText(batch)}</Typography> },
    { label: 'Actions', align: 'right', cell: (batch) => <BatchActions batch={batch} mine={isMine(batch)} busy={busyBatchId === batch.courseSubmissionReviewBatchId} onStart={onStart} onOpen={onOpen} onToggleRead={onToggleRead} onRecall={onRecall} /> },
  ];
}

function BatchActions({ batch, mine, busy, onStart, onOpen, onToggleRead, onRecall }: Omit<QueueRowActions, 'isMine' | 'busyBatchId'> & { batch: Wire<BatchListItem>; mine: boolean; busy: boolean }) {
  const readLabel = batch.isRead ? `Mark ${batch.title} as unread` : `Mark ${batch.title} as read`;
  return (
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
  );
}
