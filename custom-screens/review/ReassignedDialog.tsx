// Spec 3 §8 InvalidReviewPermission: "This course has been reassigned to another analyst." in a modal,
// then back to the dashboard.
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { REASSIGNED_MESSAGE } from './review-errors.js';

export function ReassignedDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} role="alertdialog" aria-labelledby="review-reassigned-title" aria-describedby="review-reassigned-text">
      <DialogTitle id="review-reassigned-title">Course reassigned</DialogTitle>
      <DialogContent>
        <DialogContentText id="review-reassigned-text">{REASSIGNED_MESSAGE}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose} autoFocus>
          Back to the dashboard
        </Button>
      </DialogActions>
    </Dialog>
  );
}
