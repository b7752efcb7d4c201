// What an open edit form says when its record was saved (or deleted) by someone else: "Changed by
// Bea Baker at 3:26 PM PST", what differs between their values and the user's, and the choices.
// Rendered inside the form: it reads the form's values (the user's side) and keeps the conflict
// told whether the form holds unsaved changes.
import { Alert, AlertTitle, Box, Button } from '@mui/material';
import { useEffect } from 'react';
import { setSubmissionErrors, useGetIdentity, useSaveContext, type RaRecord } from 'react-admin';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import { ROW_VERSION, type ResourceDef } from '../../../core/model/define.js';
import { timeText } from '../../../core/time/office-time.js';
import { inSentence } from '../labels.js';
import type { BuildContext } from '../model-index.js';
import { singularLabel } from '../model-helpers.js';
import { CompareTable } from './CompareTable.js';
import { useLastChange } from './use-last-change.js';
import { versionOf, type EditConflict } from './use-edit-conflict.js';

interface Props {
  def: ResourceDef;
  ctx: BuildContext;
  resource: string;
  conflict: EditConflict;
}

/** "Bea Baker at 3:26 PM PST", as well as the server can name them; null while it is asked. */
function useWhoAndWhen(resource: string, def: ResourceDef, conflict: EditConflict): { who: string; when: string } | null {
  const { identity } = useGetIdentity();
  const shown = conflict.phase !== 'none';
  const version = versionOf(conflict.theirs ?? conflict.base);
  const last = useLastChange(resource, conflict.base?.id, `${version}-${conflict.phase === 'deleted'}`, shown && Boolean(def.audit));
  if (!shown) return null;
  if (def.audit && last.isPending) return null;
  const by = last.data?.by;
  const who = !last.data ? 'someone else' : by == null ? 'the system' : String(by.id) === String(identity?.id ?? '') ? 'you, in another window' : by.name;
  const at = last.data?.at ?? conflict.noticedAt ?? new Date();
  return { who, when: timeText(at instanceof Date ? at : new Date(at)) };
}

export function EditConflictAlert({ def, ctx, resource, conflict }: Props) {
  const { dirtyFields } = useFormState();
  const changed = Object.keys(dirtyFields).length > 0;
  useEffect(() => {
    conflict.dirty.current = changed;
  }, [changed, conflict.dirty]);

  const values = useWatch() as RaRecord;
  const { setValue, handleSubmit, setError } = useFormContext();
  const { save } = useSaveContext();
  const named = useWhoAndWhen(resource, def, conflict);
  if (!named || conflict.phase === 'none') return null;
  const { who, when } = named;
  const thing = inSentence(singularLabel(def));
  const compare = conflict.theirs && <CompareTable def={def} ctx={ctx} theirs={conflict.theirs} mine={values} />;

  const saveOverTheirs = () => {
    setValue(ROW_VERSION, conflict.overTheirs(), { shouldDirty: false });
    conflict.keepMine();
    void handleSubmit(async (data) => {
      const errors = await save?.(data);
      if (errors) setSubmissionErrors(errors, setError);
    })();
  };

  const sx = { mb: 2, width: '100%' };
  switch (conflict.phase) {
    case 'refreshed':
      return (
        <Alert severity="info" role="alert" sx={sx} onClose={conflict.dismiss}>
          Changed by {who} at {when}. The form now shows their changes.
        </Alert>
      );
    case 'deleted':
      return (
        <Alert severity="error" role="alert" sx={sx}>
          Deleted by {who} at {when}. This {thing} no longer exists, so your changes cannot be saved.
        </Alert>
      );
    case 'kept':
      return (
        <Alert
          severity="warning"
          role="alert"
          sx={sx}
          action={
            <Button color="inherit" size="small" onClick={conflict.compare}>
              Compare
            </Button>
          }
        >
          Changed by {who} at {when}. You kept your changes: saving them will be refused until you compare them with theirs.
        </Alert>
      );
    case 'changed':
      return (
        <Alert severity="warning" role="alert" sx={sx}>
          <AlertTitle>
            Changed by {who} at {when}
          </AlertTitle>
          Your unsaved changes are still here. Reload to see their version, or keep yours.
          {compare}
          <Box sx={{ display: 'flex', gap: 1, mt: 1 }}>
            <Button variant="outlined" color="inherit" size="small" onClick={conflict.reload}>
              Reload (theirs)
            </Button>
            <Button variant="outlined" color="inherit" size="small" onClick={conflict.keepMine}>
              Keep mine
            </Button>
          </Box>
        </Alert>
      );
    case 'refused':
      return (
        <Alert severity="error" role="alert" sx={sx}>
          <AlertTitle>
            Not saved: {who} changed this {thing} at {when}
          </AlertTitle>
          Compare their values with yours, then reload theirs or save yours over them.
          {compare}
          <Box sx={{ display: 'flex', gap: 1, mt: 1 }}>
            <Button variant="outlined" color="inherit" size="small" onClick={conflict.reload} disabled={!conflict.theirs}>
              Reload (theirs)
            </Button>
            <Button variant="outlined" color="inherit" size="small" onClick={saveOverTheirs} disabled={!conflict.theirs}>
              Save mine over theirs
            </Button>
          </Box>
        </Alert>
      );
  }
}
