// The impersonate modal (spec 1 §2 "Modals"): a user chosen in the navbar search; "Act as {name}?"
// with what the rules say, then the page navigation that starts it (spec 1 §7), or their record.
import { Alert, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { getCandidate, messageOf } from './impersonation-api.js';
import type { ImpersonationCandidate } from '../../core/contract/impersonation.js';

export interface ImpersonateDialogProps {
  /** the chosen user; null: closed */
  userId: number | null;
  /** their name as the search showed it, until the server answers */
  name: string;
  /** the path of their record, when the user may open it */
  recordPath?: string;
  onClose: () => void;
}

export function ImpersonateDialog({ userId, name, recordPath, onClose }: ImpersonateDialogProps) {
  const navigate = useNavigate();
  const [candidate, setCandidate] = useState<ImpersonationCandidate | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    setCandidate(null);
    setError(null);
    if (userId === null) return;
    const abort = new AbortController();
    getCandidate(userId, abort.signal).then(
      (c) => !abort.signal.aborted && setCandidate(c),
      (e: unknown) => !abort.signal.aborted && setError(messageOf(e, 'This user could not be loaded.')),
    );
    return () => abort.abort();
  }, [userId]);

  const shown = candidate?.name ?? name;
  const go = (path: string, state?: unknown) => {
    onClose();
    navigate(path, { state });
  };

  return (
    <Dialog open={userId !== null} onClose={onClose} aria-labelledby="impersonate-title" aria-describedby="impersonate-text" fullWidth maxWidth="sm">
      <DialogTitle id="impersonate-title">Act as {shown}?</DialogTitle>
      <DialogContent>
        {!candidate && !error && <CircularProgress size={24} aria-label="Loading" />}
        {candidate && (
          <DialogContentText id="impersonate-text">
            {candidate.kindLabel ? `${shown} is an ${candidate.kindLabel} (${candidate.email}). ` : `${shown} (${candidate.email}). `}
            Until you stop, the back office shows what they see, with only the abilities you both hold, and every change is recorded under both names.
          </DialogContentText>
        )}
        {candidate && !candidate.allowed && (
          <Alert severity="info" sx={{ mt: 2 }}>
            {candidate.reason}
          </Alert>
        )}
        {error && (
          <Alert severity="error" sx={{ mt: 1 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose}>Cancel</Button>
        {recordPath && <Button onClick={() => go(recordPath)}>Open their record</Button>}
        <Button variant="contained" disabled={!candidate?.allowed || !candidate.path} onClick={() => candidate?.path && go(candidate.path, { confirmed: true })}>
          Act as {shown}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
