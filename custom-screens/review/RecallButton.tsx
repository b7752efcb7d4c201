// Recall from 2nd review on the read-only view (spec 3 §2, §8): the confirm-recall modal, then the
// spec's messages: "{title} has been reassigned to your main queue" (the server words it, naming
// another analyst's queue when the course goes back to them) or "An error occurred while trying to
// recall from 2nd review." On success the dashboard shows the course in its main queue.
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { recallErrorNotice } from '../../admin-ui/dashboard/queues/recall-notice.js';
import { noticeLines } from '../../admin-ui/kit/notice-lines.js';
import { useRefreshReviewData } from '../../admin-ui/kit/review-call.js';
import type { ReviewWorkspace } from './review-context.js';

export function RecallButton({ workspace }: { workspace: ReviewWorkspace }) {
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const notify = useNotify();
  const navigate = useNavigate();
  const refresh = useRefreshReviewData();
  const { model, api } = workspace;

  const recall = async () => {
    setBusy(true);
    try {
      const answer = await api.recall(model.courseReviewId);
      notify(answer.message, { type: 'success' });
      void refresh();
      setConfirming(false);
      navigate('/dashboard');
    } catch (error) {
      notify(noticeLines(recallErrorNotice(error).lines), { type: 'error' });
      setBusy(false);
    }
  };

  return (
    <>
      <Button variant="outlined" size="small" onClick={() => setConfirming(true)}>
        Recall from 2nd review
      </Button>
      <Dialog open={confirming} onClose={busy ? undefined : () => setConfirming(false)} aria-labelledby="recall-review-title" aria-describedby="recall-review-text">
        <DialogTitle id="recall-review-title">Recall from 2nd review?</DialogTitle>
        <DialogContent>
          <DialogContentText id="recall-review-text">
            “{model.basicInfo.title}” leaves the 2nd Review queue and goes back to a main queue, In Review. Its open 2nd review, with any feedback ticked on it, is dropped.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)} disabled={busy}>
            Cancel
          </Button>
          <Button variant="contained" onClick={() => void recall()} disabled={busy}>
            {busy ? 'Recalling…' : 'Recall'}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
