// A refused save: the server's message, and for a stale edit (409) what happened and a way to reload.
import { Alert, Button } from '@mui/material';
import type { SaveFailure } from './use-save.js';

export const STALE_MESSAGE = 'Someone else saved this course year after you opened it, so your changes were not saved. Reload the course to see their changes, then make yours again.';

export function SaveFailureAlert({ failure, onReload, extra }: { failure: SaveFailure | null; onReload: () => void; extra?: string[] }) {
  if (!failure) return null;
  if (failure.stale)
    return (
      <Alert severity="warning" action={<Button color="inherit" size="small" onClick={onReload} sx={{ whiteSpace: 'nowrap' }}>Reload the course</Button>}>
        {STALE_MESSAGE}
      </Alert>
    );
  return (
    <Alert severity="error">
      {failure.message}
      {extra?.filter(Boolean).map((text) => (
        <div key={text}>{text}</div>
      ))}
    </Alert>
  );
}
