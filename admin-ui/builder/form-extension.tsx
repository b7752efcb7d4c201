// The extension points of a generated Edit or Create screen (FormScreenExtension, given by a
// resource's override): the form hooks and messages that follow a save, and the side panel and
// shared context around the generated inputs.
import { Grid, Stack } from '@mui/material';
import type { ReactNode } from 'react';
import { useNotify } from 'react-admin';
import type { FormScreenExtension } from '../screen-overrides.js';

type SavedRecord = Record<string, unknown>;
const noSavedHook = () => undefined;

/**
 * The hook a screen calls for its save's options: the override's own success step and failure
 * message where it gives them, react-admin's default otherwise. Made once per screen, so the hooks it
 * calls are the same on every render.
 */
export function saveOptionsHook(extension: FormScreenExtension = {}) {
  const useOnSaved = extension.useOnSaved ?? noSavedHook;
  const saveFailed = extension.messages?.saveFailed;
  return function useSaveOptions() {
    const notify = useNotify();
    const onSaved = useOnSaved();
    if (!onSaved && !saveFailed) return undefined;
    return {
      ...(onSaved && { onSuccess: (saved: SavedRecord) => onSaved(saved) }),
      ...(saveFailed && { onError: () => notify(saveFailed, { type: 'error' }) }),
    };
  };
}

/** The generated inputs, beside the override's side panel (wide screens) and inside its context. */
export function ExtendedFormBody({ extension = {}, children }: { extension?: FormScreenExtension; children: ReactNode }) {
  const { sidePanel: SidePanel, provider: Provider } = extension;
  const body = SidePanel ? (
    <Grid container spacing={3} sx={{ width: '100%' }}>
      <Grid size={{ xs: 12, md: 7 }}>
        <Stack>{children}</Stack>
      </Grid>
      <Grid size={{ xs: 12, md: 5 }}>
        <SidePanel />
      </Grid>
    </Grid>
  ) : (
    children
  );
  return Provider ? <Provider>{body}</Provider> : <>{body}</>;
}
