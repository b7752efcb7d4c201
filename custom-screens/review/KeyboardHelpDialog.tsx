// The keys of the review screen (keyboard.ts), opened with "?".
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { KEY_BINDINGS } from './keyboard.js';

export function KeyboardHelpDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="review-keys-title" aria-describedby="review-keys-text" maxWidth="xs" fullWidth>
      <DialogTitle id="review-keys-title">Keyboard keys</DialogTitle>
      <DialogContent>
        <DialogContentText id="review-keys-text" sx={{ mb: 1 }}>
          These keys work anywhere on the review screen except while you type in a box.
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
