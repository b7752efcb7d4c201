// Decision reversal (spec 3 §4, §6, §8): with AdminReverse, a reason and a confirmation send the
// review back to its analyst; without it the spec's message stands where the button would be. A
// reversed decision shows who reversed it, when and why. The button is disabled while the call runs
// and the server's refusal is shown in the dialog (the reason's own error under the field).
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useDiscardGuard } from '../../admin-ui/unsaved-changes/useDiscardGuard.js';
import { useNotify } from 'react-admin';
import { hasAbility } from '../../admin-ui/auth/staff-user.js';
import { dateTimeText } from '../../core/time/office-time.js';
import { useRefreshReviewData } from '../../admin-ui/kit/review-call.js';
import { useAbilities } from '../../admin-ui/shell/app-config.js';
import { errorMessage, serverFieldErrors } from '../../admin-ui/kit/server-errors.js';
import type { CompletedDetails, Reversed } from '../../core/contract/completed.js';

export const REVERSE_ABILITY = 'AdminReverse';
/** Spec 3 §6, §8. */
export const NO_REVERSE_PERMISSION = 'You do not have permission to reverse a review decision';
const REASON_MAX = 4000;

interface ReversalPanelProps {
  details: CompletedDetails;
  reverse: (reviewId: number, reason: string) => Promise<Reversed>;
}

export function ReversalPanel({ details, reverse }: ReversalPanelProps) {
  const abilities = useAbilities() ?? [];
  const notify = useNotify();
  const refresh = useRefreshReviewData();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const send = useMutation({
    mutationFn: () => reverse(details.courseSubmissionReviewId, reason.trim()),
    onSuccess: () => {
      notify(`The decision was reversed: the course is back with ${details.analystName ?? 'its analyst'}, In Review.`, { type: 'success' });
      setOpen(false);
      void refresh();
    },
  });
  // Cancel, Escape and a click beside the dialog ask before dropping a reason being written
  const discard = useDiscardGuard(open && !send.isPending && reason.trim() !== '');

  if (details.reversedOn)
    return (
      <Alert severity="info">
        Reversed on {dateTimeText(details.reversedOn)}
        {details.reversedByName ? ` by ${details.reversedByName}` : ''}. Reason: {details.reversalReason}
      </Alert>
    );
  if (!hasAbility(abilities, REVERSE_ABILITY)) return <Typography color="text.secondary">{NO_REVERSE_PERMISSION}.</Typography>;

  const fieldError = serverFieldErrors(send.error)?.reason;
  const blank = reason.trim() === '';
  const close = discard.guard(() => {
    if (send.isPending) return;
    send.reset();
    setOpen(false);
  });
  return (
    <Box>
      <Typography variant="body2" sx={{ mb: 1 }}>
        Reversing sends the course back to {details.analystName ?? 'its analyst'}, In Review, with this review's rubric and feedback to start from. The decision stays in the history, marked reversed.
      </Typography>
      <Button
        variant="outlined"
        color="error"
        onClick={() => {
          setReason('');
          send.reset();
          setOpen(true);
        }}
      >
        Reverse decision
      </Button>
      <Dialog open={open} onClose={close} aria-labelledby="reverse-title" aria-describedby="reverse-text" maxWidth="sm" fullWidth>
        {discard.prompt}
        <DialogTitle id="reverse-title">Reverse this decision?</DialogTitle>
        <DialogContent>
          <DialogContentText id="reverse-text" sx={{ mb: 2 }}>
            {details.title}: the decision goes back to {details.analystName ?? 'its analyst'}. The reason is kept with the review and can be sent to the institution.
          </DialogContentText>
          <TextField
            label="Reason"
            required
            multiline
            minRows={3}
            fullWidth
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            disabled={send.isPending}
            error={Boolean(fieldError)}
            helperText={fieldError ?? `${reason.length} / ${REASON_MAX}`}
            slotProps={{ htmlInput: { maxLength: REASON_MAX } }}
          />
          {send.error && !fieldError && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {errorMessage(send.error, 'The decision could not be reversed.')}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={send.isPending}>
            Cancel
          </Button>
          <Button variant="contained" color="error" onClick={() => send.mutate()} disabled={send.isPending || blank}>
            {send.isPending ? 'Reversing…' : 'Reverse decision'}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
