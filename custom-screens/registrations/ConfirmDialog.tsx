// A yes/no question before an action that cannot be taken back (spec 3 §2 "confirm delete registration",
// "confirm recall"); the failure stays in the dialog.
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useState } from 'react';

export function ConfirmDialog({ id, title, text, confirmLabel, busyLabel, danger, failure, onConfirm, onClose }: { id: string; title: string; text: string; confirmLabel: string; busyLabel: string; danger?: boolean; failure: string; onConfirm: () => Promise<unknown>; onClose: () => void }) {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const confirm = async () => {
    setBusy(true);
    setFailed(null);
    try {
      await onConfirm();
    } catch (e) {
      const message = (e as { message?: unknown } | null)?.message;
      setFailed(typeof message === 'string' && message && message !== failure ? `${failure} ${message}` : failure);
      setBusy(false);
    }
  };
  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={`${id}-title`} aria-describedby={`${id}-text`}>
      <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-text`}>{text}</DialogContentText>
        {failed && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {failed}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button variant="contained" color={danger ? 'error' : 'primary'} onClick={() => void confirm()} disabled={busy}>
          {busy ? busyLabel : confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
