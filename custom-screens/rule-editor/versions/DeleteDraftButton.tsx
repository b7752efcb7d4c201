// Delete a draft, after a confirmation. Active and retired versions stay: they are the history.
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { Button, IconButton, Tooltip } from '@mui/material';
import { useState } from 'react';
import { Confirm, useNotify } from 'react-admin';
import type { RuleApi } from '../api/rule-api.js';
import type { RuleVersion } from '../api/rule-types.js';
import { errorMessage } from '../../../admin-ui/kit/server-errors.js';

export function DeleteDraftButton({ api, version, onDeleted, compact }: { api: RuleApi; version: Pick<RuleVersion, 'id' | 'version'>; onDeleted: () => void; compact?: boolean }) {
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const label = `Delete draft version ${version.version}`;
  const remove = async () => {
    setBusy(true);
    try {
      await api.deleteDraft(version.id);
      notify(`Draft version ${version.version} deleted.`, { type: 'info' });
      setOpen(false);
      onDeleted();
    } catch (error) {
      notify(errorMessage(error, 'The draft could not be deleted.'), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      {compact ? (
        <Tooltip title="Delete draft">
          <IconButton aria-label={label} onClick={() => setOpen(true)} size="small">
            <DeleteOutlineIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      ) : (
        <Button color="error" startIcon={<DeleteOutlineIcon />} onClick={() => setOpen(true)} aria-label={label}>
          Delete draft
        </Button>
      )}
      <Confirm
        isOpen={open}
        loading={busy}
        title={`Delete draft version ${version.version}?`}
        content="Its rules and test cases are deleted. The audit trail keeps a record of it."
        confirm="Delete"
        confirmColor="warning"
        onConfirm={remove}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
