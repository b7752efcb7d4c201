// Above the tabs: the version's comment and what can be done with it (save, activate, delete), with
// the save state in words. A version that is not a draft is read-only and offers a new draft instead.
import SaveIcon from '@mui/icons-material/Save';
import { Alert, Box, Button, CircularProgress, Paper, Stack, TextField, Typography } from '@mui/material';
import type { ReactNode } from 'react';

export interface EditorToolbarProps {
  editable: boolean;
  comment: string;
  onComment: (comment: string) => void;
  dirty: boolean;
  saving: boolean;
  checking: boolean;
  canSave: boolean;
  onSave: () => void;
  /** Activate, Delete draft, New draft from this version… */
  actions: ReactNode;
}

function SaveState({ dirty, saving, checking }: { dirty: boolean; saving: boolean; checking: boolean }) {
  const text = saving ? 'Saving and running the test cases…' : dirty ? 'Unsaved changes' : 'All changes saved';
  return (
    <Stack direction="row" spacing={1} alignItems="center" role="status" sx={{ minWidth: 170 }}>
      {(saving || checking) && <CircularProgress size={14} aria-label={saving ? 'Saving' : 'Checking'} />}
      <Typography variant="body2" color={dirty ? 'warning.main' : 'text.secondary'}>
        {text}
      </Typography>
    </Stack>
  );
}

export function EditorToolbar({ editable, comment, onComment, dirty, saving, checking, canSave, onSave, actions }: EditorToolbarProps) {
  return (
    <Paper variant="outlined" sx={{ p: 1.5, mb: 2, position: 'sticky', top: 0, zIndex: 2 }}>
      {editable ? (
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5} alignItems={{ md: 'center' }}>
          <TextField size="small" label="Comment" value={comment} onChange={(e) => onComment(e.target.value)} sx={{ flex: 1 }} placeholder="What this draft changes and why" />
          <SaveState dirty={dirty} saving={saving} checking={checking} />
          <Button variant="contained" startIcon={<SaveIcon />} onClick={onSave} disabled={!canSave}>
            Save
          </Button>
          <Box>{actions}</Box>
        </Stack>
      ) : (
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5} alignItems={{ md: 'center' }}>
          <Alert severity="info" sx={{ flex: 1, py: 0 }}>
            {comment ? `“${comment}”. ` : ''}Only drafts can be edited: make a new draft from this version to change it.
          </Alert>
          <Box>{actions}</Box>
        </Stack>
      )}
    </Paper>
  );
}
