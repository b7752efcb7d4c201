// The autosave / submitting indicator (spec 3 §2, §9): "Saving…" while the submitting flag is up,
// "Saved" for a second after, the server's message when a save failed.
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import { Box, CircularProgress, Typography } from '@mui/material';
import { useSyncExternalStore } from 'react';
import type { Autosave } from './autosave.js';

export function SaveIndicator({ autosave }: { autosave: Autosave }) {
  const state = useSyncExternalStore(autosave.subscribe, autosave.getState);
  return (
    <Box role="status" aria-live="polite" sx={{ minHeight: 24, display: 'flex', alignItems: 'center', gap: 0.75 }}>
      {state.phase === 'saving' && (
        <>
          <CircularProgress size={16} aria-hidden />
          <Typography variant="body2">Saving…</Typography>
        </>
      )}
      {state.phase === 'saved' && (
        <>
          <CheckCircleOutlineIcon fontSize="small" color="success" aria-hidden />
          <Typography variant="body2">Saved</Typography>
        </>
      )}
      {state.phase === 'failed' && (
        <>
          <ErrorOutlineIcon fontSize="small" color="error" aria-hidden />
          <Typography variant="body2" color="error">
            Not saved: {state.message}
          </Typography>
        </>
      )}
    </Box>
  );
}
