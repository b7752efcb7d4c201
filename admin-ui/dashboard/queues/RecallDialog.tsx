// The confirm-recall modal (spec 1 §2 "Modals"): names the batches whose courses go back to a main
// queue, with how many courses each moves (its courses still in 2nd review: decided ones stay);
// confirming sends the recall, the dialog stays until it is answered.
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, List, ListItem, ListItemText } from '@mui/material';
import { useState } from 'react';
import type { BatchListItem } from '../../../core/contract/batches.js';
import type { Wire } from '../../../core/contract/wire.js';

export interface RecallDialogProps {
  batches: Wire<BatchListItem>[];
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

const coursesText = ({ reviews, batchSize }: Wire<BatchListItem>) => {
  const moving = reviews.length === 1 ? '1 course' : `${reviews.length} courses`;
  return reviews.length === batchSize ? moving : `${moving} of ${batchSize} (the decided ones stay)`;
};

export function RecallDialog({ batches: asked, busy, onConfirm, onClose }: RecallDialogProps) {
  const open = asked.length > 0;
  // while it fades out (nothing asked any more) the dialog keeps showing what it asked about
  const [shown, setShown] = useState(asked);
  if (open && asked !== shown) setShown(asked);
  const batches = open ? asked : shown;
  const one = batches.length === 1;
  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} aria-labelledby="recall-dialog-title" aria-describedby="recall-dialog-text" maxWidth="sm" fullWidth>
      <DialogTitle id="recall-dialog-title">Recall from 2nd review?</DialogTitle>
      <DialogContent>
        <DialogContentText id="recall-dialog-text">
          {one
            ? 'Every course of this batch still in 2nd review goes back In Review to a main queue. Its open 2nd review, with any feedback ticked on it, is dropped.'
            : `Every course of these ${batches.length} batches still in 2nd review goes back In Review to a main queue. Their open 2nd reviews, with any feedback ticked on them, are dropped.`}
        </DialogContentText>
        <List dense>
          {batches.map((b) => (
            <ListItem key={b.courseSubmissionReviewBatchId} disableGutters>
              <ListItemText primary={b.title} secondary={coursesText(b)} />
            </ListItem>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button variant="contained" onClick={onConfirm} disabled={busy}>
          {busy ? 'Recalling…' : 'Recall'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
