// The keys of the review screen (keyboard.ts), opened with "?", and how a decision by key forgives
// a slip: its countdown, Enter, Escape and Undo.
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { DECISION_COUNTDOWN_MS } from './decision-countdown.js';
import { KEY_BINDINGS } from './keyboard.js';
import { UNDO_WINDOW_MS } from '../../core/contract/undo-decision.js';

export function KeyboardHelpDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="review-keys-title" aria-describedby="review-keys-text" maxWidth="xs" fullWidth>
      <DialogTitle id="review-keys-title">Keyboard keys</DialogTitle>
      <DialogContent>
        <DialogContentText id="review-keys-text" sx={{ mb: 1 }}>
          These keys work anywhere on the review screen except while you type in a box.
        </DialogContentText>
        <DialogContentText sx={{ mb: 1 }}>
          A decision key first shows the decision with a {DECISION_COUNTDOWN_MS / 1000}-second countdown bar: nothing is sent until it runs out. Enter sends it at
          once; Esc or the same key cancels it. Once a decision is recorded, its notification offers Undo for {UNDO_WINDOW_MS / 1000} seconds (or press u),
          as long as nobody else has acted on the course.
        </DialogContentText>
        <Table size="small" aria-label="Keys of the review screen">
          <TableHead>
            <TableRow>
              <TableCell>Key</TableCell>
              <TableCell>What it does</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {KEY_BINDINGS.map((b) => (
              <TableRow key={b.keys}>
                <TableCell component="th" scope="row">
                  <kbd>{b.keys}</kbd>
                </TableCell>
                <TableCell>{b.does}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}
