// "Remove from batch" (spec 3 §4: a submission can be removed from its batch): the analyst takes the
// course out of the batch into a batch of its own, with its review and all that is ticked on it, so
// the batch can be finished without it. A confirm dialog first; afterwards the screen opens the next
// course of the old batch, or the dashboard when none is left to decide. The only course of a batch
// cannot be removed, and the card says so.
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Typography } from '@mui/material';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { reviewPath } from '../../admin-ui/dashboard/queues/queue-api.js';
import { useRefreshReviewData } from '../../admin-ui/kit/review-call.js';
import { errorMessage, isReassigned, permissionMessage } from './review-errors.js';
import type { ReviewWorkspace } from './review-context.js';

const REASON_ID = 'remove-from-batch-reason';
export const ONLY_COURSE_REASON = 'This is the only course in its batch, so it cannot be removed from it.';

export function RemoveFromBatch({ workspace, onReassigned }: { workspace: ReviewWorkspace; onReassigned: (message: string) => void }) {
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const notify = useNotify();
  const navigate = useNavigate();
  const refresh = useRefreshReviewData();
  const { model, api, autosave } = workspace;
  const only = model.batch.batchSize <= 1;
  const title = model.basicInfo.title || 'This course';

  const close = () => {
    setConfirming(false);
    setProblem(null);
  };

  const remove = async () => {
    setBusy(true);
    setProblem(null);
    try {
      // the review moves with its work: what is still being typed is saved first
      if (!(await autosave.flush())) {
        setProblem('A change could not be saved (see “Not saved” on the decision card), so the course was not removed.');
        return;
      }
      const answer = await api.removeFromBatch(model.courseReviewId);
      notify(`${title} is out of the batch, in a batch of its own in your queue.`, { type: 'success' });
      void refresh();
      setConfirming(false);
      navigate(answer.nextReviewId ? reviewPath(answer.previousReviewBatchId, answer.nextReviewId) : '/dashboard');
    } catch (error) {
      if (isReassigned(error)) {
        setConfirming(false);
        onReassigned(permissionMessage(error));
      } else setProblem(errorMessage(error, 'The course could not be removed from its batch.'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box sx={{ mt: 1.5 }}>
      <Button variant="outlined" size="small" disabled={only} onClick={() => setConfirming(true)} aria-describedby={only ? REASON_ID : undefined}>
        Remove from batch
      </Button>
      {only && (
        <Typography id={REASON_ID} variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {ONLY_COURSE_REASON}
        </Typography>
      )}
      <Dialog open={confirming} onClose={busy ? undefined : close} aria-labelledby="remove-from-batch-title" aria-describedby="remove-from-batch-text" maxWidth="sm" fullWidth>
        <DialogTitle id="remove-from-batch-title">Remove from batch?</DialogTitle>
        <DialogContent>
          <DialogContentText id="remove-from-batch-text">
            “{title}” leaves this batch for a batch of its own in your queue, with its review and everything ticked on it, so this batch can be finished without it. To give it to
            another analyst or back to the queue, reassign it instead.
          </DialogContentText>
          {problem && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {problem}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={busy}>
            Cancel
          </Button>
          <Button variant="contained" onClick={() => void remove()} disabled={busy}>
            {busy ? 'Removing…' : 'Remove from batch'}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
