// The decision card: rubric, the three decisions with their hover messages, the countdown of a
// decision asked for by key, the saving indicator, and the line that says why a decision asked for
// by key could not be taken. Read-only, it says what was decided instead.
import KeyboardIcon from '@mui/icons-material/Keyboard';
import { Alert, Box, Button, Divider, Typography } from '@mui/material';
import { DECISION_NAMES, nameOf } from '../../admin-ui/kit/review-words.js';
import { dateTimeText } from '../../core/time/office-time.js';
import { DecisionButtons } from './DecisionButtons.js';
import { DecisionCountdown, countdownAnnouncement } from './DecisionCountdown.js';
import type { PendingDecision } from './decision-countdown.js';
import { VISUALLY_HIDDEN } from '../../admin-ui/kit/visually-hidden.js';
import { RubricSelector } from './RubricSelector.js';
import { SaveIndicator } from './SaveIndicator.js';
import { SectionCard } from './SectionCard.js';
import { useReviewWorkspace } from './review-context.js';
import { useRubricEdit } from './review-edits.js';
import { useRubrics } from './use-review-lookups.js';
import type { Decision } from '../../core/contract/review.js';

export interface DecisionCardProps {
  onDecide: (decision: Decision) => void;
  deciding: boolean;
  /** why the last decision asked for was not taken (a key pressed on a disabled decision, a refusal) */
  notice: string | null;
  onHelp: () => void;
  /** the decision a key asked for, counting down */
  pending: PendingDecision | null;
  onConfirm: () => void;
  onCancel: () => void;
  /** what became of the last countdown */
  status: string | null;
}

export function DecisionCard({ onDecide, deciding, notice, onHelp, pending, onConfirm, onCancel, status }: DecisionCardProps) {
  const { model, readOnly, autosave } = useReviewWorkspace();
  const { rubrics, minApprovalValue } = useRubrics();
  const setRubric = useRubricEdit();
  return (
    <SectionCard
      id="review-decision"
      title="Decision"
     
      actions={
        <Button size="small" startIcon={<KeyboardIcon />} onClick={onHelp} aria-keyshortcuts="?">
          Keys (?)
        </Button>
      }
    >
      <RubricSelector rubrics={rubrics} value={model.rubric.value} onChange={setRubric} disabled={readOnly} minApprovalValue={minApprovalValue} />
      <Divider sx={{ my: 1.5 }} />
      {readOnly ? (
        <Typography>
          {model.decision
            ? `${nameOf(DECISION_NAMES, model.decision)}${model.decidedOn ? ` on ${dateTimeText(model.decidedOn)}` : ''}.`
            : 'No decision yet. This review cannot be decided here.'}
        </Typography>
      ) : (
        <DecisionButtons decisions={model.decisions} onDecide={onDecide} busy={deciding || pending !== null} withSecondReview={!model.isSecondReview} />
      )}
      {pending && <DecisionCountdown pending={pending} onConfirm={onConfirm} onCancel={onCancel} />}
      <Box aria-live="polite" sx={status && !pending ? { mt: 1 } : VISUALLY_HIDDEN}>
        {pending ? countdownAnnouncement(pending) : status && <Typography variant="body2">{status}</Typography>}
      </Box>
      <Box aria-live="assertive" sx={{ mt: notice ? 1 : 0 }}>
        {notice && (
          <Alert severity="warning" variant="outlined">
            {notice}
          </Alert>
        )}
      </Box>
      {!readOnly && (
        <Box sx={{ mt: 1 }}>
          <SaveIndicator autosave={autosave} />
        </Box>
      )}
    </SectionCard>
  );
}
