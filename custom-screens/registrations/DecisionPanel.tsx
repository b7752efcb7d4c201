// The second reviewer's decision (spec 2 §4, §5): decision comment and internal comment, then Approve
// (disabled, with the reason, while approval is blocked), Not approve, or Exit back to the first reviewer.
import { Alert, Box, Button, Card, CardContent, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import type { ApprovalBlocked, ReviewBody, SecondAction } from '../../core/contract/registrations.js';
import { ApprovalBlockedNote } from './ReviewPanel.js';
import { failureText, fieldErrors } from './save-errors.js';
import { useUnsavedChanges } from '../../admin-ui/unsaved-changes/useUnsavedChanges.js';

export function DecisionPanel({ initial, blocked, onDecide }: { initial: { decisionComment: string; internalComment: string }; blocked: ApprovalBlocked | undefined; onDecide: (action: SecondAction, body: Omit<ReviewBody, 'recommendedActionId'>) => Promise<unknown> }) {
  const [decisionComment, setDecisionComment] = useState(initial.decisionComment);
  const [internalComment, setInternalComment] = useState(initial.internalComment);
  const [busy, setBusy] = useState<SecondAction | null>(null);
  const [error, setError] = useState<unknown>(null);
  const errors = fieldErrors(error);
  const isBlocked = Boolean(blocked?.blocked);
  // leaving asks while the comments are unsaved; not while a decision sends them (it moves on when done)
  useUnsavedChanges((decisionComment !== initial.decisionComment || internalComment !== initial.internalComment) && busy === null);

  const decide = async (action: SecondAction) => {
    setBusy(action);
    setError(null);
    try {
      await onDecide(action, { decisionComment, internalComment });
    } catch (e) {
      setError(e);
    } finally {
      setBusy(null);
    }
  };

  return (
    <Card component="section" aria-labelledby="decision-panel-title">
      <CardContent>
        <Typography id="decision-panel-title" variant="h6" component="h2" gutterBottom>
          Second review decision
        </Typography>
        <ApprovalBlockedNote blocked={blocked} />
        {error != null && (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {failureText(error)}
          </Alert>
        )}
        <Box sx={{ display: 'grid', gap: 2 }}>
          <TextField id="second-decision-comment" label="Decision comment" helperText={errors.decisionComment ?? 'Sent to the applicant with the decision.'} error={Boolean(errors.decisionComment)} multiline minRows={3} value={decisionComment} onChange={(e) => setDecisionComment(e.target.value)} fullWidth />
          <TextField id="second-internal-comment" label="Internal comment" helperText={errors.internalComment ?? 'Seen by staff only.'} error={Boolean(errors.internalComment)} multiline minRows={2} value={internalComment} onChange={(e) => setInternalComment(e.target.value)} fullWidth />
        </Box>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 2, justifyContent: 'flex-end' }}>
          <Button variant="outlined" onClick={() => void decide('exit')} disabled={busy !== null}>
            {busy === 'exit' ? 'Returning…' : 'Exit'}
          </Button>
          <Button variant="outlined" color="error" onClick={() => void decide('notapprove')} disabled={busy !== null}>
            {busy === 'notapprove' ? 'Saving…' : 'Not approve'}
          </Button>
          <Button variant="contained" color="success" onClick={() => void decide('approve')} disabled={busy !== null || isBlocked} aria-describedby={isBlocked ? 'approve-blocked-reason' : undefined}>
            {busy === 'approve' ? 'Approving…' : 'Approve'}
          </Button>
        </Box>
        {isBlocked && (
          <Typography id="approve-blocked-reason" variant="caption" color="text.secondary" component="p" sx={{ mt: 1, textAlign: 'right' }}>
            Approve is disabled: {blocked!.messages[0] ?? 'approval is blocked by the registration rules.'}
          </Typography>
        )}
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
          Exit sends the registration back to the first reviewer, In review, with the recommendation kept.
        </Typography>
      </CardContent>
    </Card>
  );
}
