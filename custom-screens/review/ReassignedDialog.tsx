// Spec 3 §8 InvalidReviewPermission: "This course has been reassigned to another analyst." in a modal,
// then back to the dashboard; or, when the caller's own review was decided meanwhile (another tab),
// the server's "This review has already been decided." under its own title.
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { REASSIGNED_MESSAGE } from './review-errors.js';

/** `message`: the server's sentence (null: closed). */
export function ReassignedDialog({ message, onClose }: { message: string | null; onClose: () => void }) {
  return (
    <Dialog open={message !== null} onClose={onClose} role="alertdialog" aria-labelledby="review-reassigned-title" aria-describedby="review-reassigned-text">
      <DialogTitle id="review-reassigned-title">{message === null || message === REASSIGNED_MESSAGE ? 'Course reassigned' : 'Review already decided'}</DialogTitle>
      <DialogContent>
        <DialogContentText id="review-reassigned-text">{message}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose} autoFocus>
          Back to the dashboard
        </Button>
      </DialogActions>
    </Dialog>
  );
}
