// The top of an open review: the course's title, what kind of submission it is, where it sits in its
// batch with previous / next (keys k / j), and why it is read-only when it is: someone else holds
// it (the lease, with who and until when), it is decided, or it is the read-only view.
import NavigateBeforeIcon from '@mui/icons-material/NavigateBefore';
import NavigateNextIcon from '@mui/icons-material/NavigateNext';
import { Alert, Box, Button, Chip, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useGetIdentity } from 'react-admin';
import { SUBMISSION_SCENARIOS } from '../../resources/_enums.js';
import { STATUS_NAMES, nameOf } from '../../admin-ui/kit/review-words.js';
import { dateTimeText } from '../../core/time/office-time.js';
import type { ReviewModel } from '../../core/contract/review.js';

export interface ReviewHeaderProps {
  model: ReviewModel;
  /** the read-only view route */
  view: boolean;
  position: { index: number; count: number } | null;
  onPrevious: (() => void) | null;
  onNext: (() => void) | null;
  actions?: ReactNode;
}

/** Why the analyst cannot change this review, or null when they can. */
export function readOnlyReason(model: ReviewModel, view: boolean, myId: number | string | undefined): string | null {
  // a decision ends the work whoever held it: that is the reason, not a lease
  if (model.decision) return 'This review is decided; it is shown read-only.';
  const holder = model.lease;
  if (model.readOnly && holder && holder.userId !== myId)
    return `${holder.name} is working on this review (held until ${dateTimeText(holder.expiresAt)}). You are reading it; it cannot be changed here.`;
  if (view) return 'Read-only view of this batch.';
  if (model.readOnly) return `This review is ${model.analyst.name ? `${model.analyst.name}’s` : 'another analyst’s'}; it is shown read-only.`;
  return null;
}

export function ReviewHeader({ model, view, position, onPrevious, onNext, actions }: ReviewHeaderProps) {
  const { identity } = useGetIdentity();
  const reason = model.readOnly || view || model.decision ? readOnlyReason(model, view, identity?.id) : null;
  const scenario = SUBMISSION_SCENARIOS.find((s) => s.id === model.scenario)?.name ?? model.scenario;
  const typeName = model.submissionType.name ?? `Submission type ${model.submissionType.submissionTypeId}`;
  return (
    <Box sx={{ minWidth: 0 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, justifyContent: 'space-between' }}>
        <Typography variant="h5" component="h1" sx={{ overflowWrap: 'anywhere', minWidth: 0 }}>
          {model.basicInfo.title || 'Untitled course'}
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          {actions}
          <Button size="small" startIcon={<NavigateBeforeIcon />} disabled={!onPrevious} onClick={onPrevious ?? undefined} aria-keyshortcuts="k">
            Previous
          </Button>
          <Typography variant="body2" aria-live="polite">
            {position ? `Course ${position.index + 1} of ${position.count}` : ''}
          </Typography>
          <Button size="small" endIcon={<NavigateNextIcon />} disabled={!onNext} onClick={onNext ?? undefined} aria-keyshortcuts="j">
            Next
          </Button>
        </Box>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>
        <Chip size="small" label={typeName} />
        {scenario !== typeName && <Chip size="small" label={scenario} />}
        <Chip size="small" label={nameOf(STATUS_NAMES, model.status)} />
        {model.isExpressReview && <Chip size="small" color="primary" label="Express review" />}
        {model.isSecondReview && <Chip size="small" color="secondary" label="2nd review" />}
        {model.analyst.name && <Chip size="small" variant="outlined" label={`Analyst: ${model.analyst.name}`} />}
      </Box>
      {reason && (
        <Alert severity="info" sx={{ mt: 1 }}>
          {reason}
        </Alert>
      )}
    </Box>
  );
}
