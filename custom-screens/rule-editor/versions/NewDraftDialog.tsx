// New draft: a copy of the active version, or of a chosen one, with a comment saying why.
import AddIcon from '@mui/icons-material/Add';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, LinearProgress, MenuItem, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useDiscardGuard } from '../../../admin-ui/unsaved-changes/useDiscardGuard.js';
import { useNavigate, useNotify } from 'react-admin';
import type { RuleApi } from '../api/rule-api.js';
import type { RuleVersion } from '../api/rule-types.js';
import { errorMessage } from '../../../admin-ui/kit/server-errors.js';
import { editorPath } from '../shared/routes.js';

export function NewDraftButton({ api, ruleSet, versions }: { api: RuleApi; ruleSet: string; versions: readonly RuleVersion[] }) {
  const notify = useNotify();
  const navigate = useNavigate();
  const active = versions.find((v) => v.status === 'active') ?? versions[0];
  const [open, setOpen] = useState(false);
  const [from, setFrom] = useState<number | ''>(active?.id ?? '');
  const [comment, setComment] = useState('');
  const [busy, setBusy] = useState(false);
  // Cancel, Escape and a click beside the dialog ask before dropping a comment being written
  const discard = useDiscardGuard(open && !busy && comment.trim() !== '');
  const close = discard.guard(() => {
    setOpen(false);
    setComment('');
  });

  const create = async () => {
    setBusy(true);
    try {
      const draft = await api.createDraft({ ...(from !== '' ? { fromVersionId: from } : {}), ...(comment.trim() ? { comment: comment.trim() } : {}) });
      notify(`Draft version ${draft.version} created.`, { type: 'success' });
      navigate(editorPath(ruleSet, draft.id));
    } catch (error) {
      notify(errorMessage(error, 'The draft could not be created.'), { type: 'error' });
      setBusy(false);
    }
  };

  return (
    <>
      <Button variant="contained" startIcon={<AddIcon />} onClick={() => setOpen(true)} disabled={!versions.length}>
        New draft
      </Button>
      <Dialog open={open} onClose={close} maxWidth="sm" fullWidth aria-labelledby="new-draft-title">
        {discard.prompt}
        <DialogTitle id="new-draft-title">New draft</DialogTitle>
        {busy && <LinearProgress />}
        <DialogContent>
          <Stack spacing={2} sx={{ mt: 1 }}>
            <TextField select label="Start from" value={from} onChange={(e) => setFrom(Number(e.target.value))} helperText="The draft starts as a copy of this version's rules and test cases">
              {versions.map((v) => (
                <MenuItem key={v.id} value={v.id}>
                  Version {v.version} ({v.status}){v.comment ? ` — ${v.comment}` : ''}
                </MenuItem>
              ))}
            </TextField>
            <TextField label="Comment" value={comment} onChange={(e) => setComment(e.target.value)} multiline minRows={2} helperText="What this draft is for; shown in the versions list" />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={busy}>
            Cancel
          </Button>
          <Button variant="contained" onClick={create} disabled={busy}>
            Create draft
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
