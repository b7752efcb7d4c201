// Roll back: re-activates the version that was active before the current one, after a confirmation.
import RestoreIcon from '@mui/icons-material/Restore';
import { Button, Tooltip } from '@mui/material';
import { useState } from 'react';
import { Confirm, useNotify } from 'react-admin';
import type { RuleApi } from '../api/rule-api.js';
import type { RuleVersion } from '../api/rule-types.js';
import { errorMessage } from '../../../admin-ui/kit/server-errors.js';
import { rollbackTarget } from '../model/rollback-target.js';

export function RollbackButton({ api, versions, onRolledBack }: { api: RuleApi; versions: readonly RuleVersion[]; onRolledBack: () => void }) {
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const target = rollbackTarget(versions);
  const active = versions.find((v) => v.status === 'active');
  const rollback = async () => {
    setBusy(true);
    try {
      const { activeVersion } = await api.rollback();
      notify(`Rolled back: version ${activeVersion} is active again.`, { type: 'success' });
      setOpen(false);
      onRolledBack();
    } catch (error) {
      notify(errorMessage(error, 'The roll back failed.'), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Tooltip title={target ? `Make version ${target.version} active again` : 'No earlier version was ever active'}>
        <span>
          <Button variant="outlined" startIcon={<RestoreIcon />} disabled={!target || busy} onClick={() => setOpen(true)}>
            Roll back
          </Button>
        </span>
      </Tooltip>
      {target && (
        <Confirm
          isOpen={open}
          loading={busy}
          title={`Roll back to version ${target.version}?`}
          content={`Version ${active?.version ?? '?'} is retired and version ${target.version}, active before it, becomes active again for every evaluation.`}
          confirm="Roll back"
          confirmColor="warning"
          onConfirm={rollback}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}
