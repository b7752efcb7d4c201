// Activate: after a confirmation, the server uses this version for every evaluation from then on.
// Disabled, with the reason as tooltip, while the version's tests fail or it has unsaved changes.
import PublishIcon from '@mui/icons-material/Publish';
import { Button, Tooltip } from '@mui/material';
import { useState } from 'react';
import { Confirm, useNotify } from 'react-admin';
import type { RuleApi } from '../api/rule-api.js';
import type { RuleVersion } from '../api/rule-types.js';
import { errorMessage } from '../../../admin-ui/kit/server-errors.js';

export interface ActivateButtonProps {
  api: RuleApi;
  version: Pick<RuleVersion, 'id' | 'version' | 'status'>;
  /** why it cannot be activated now, or null */
  blockedReason: string | null;
  onActivated: () => void;
  variant?: 'contained' | 'outlined' | 'text';
  size?: 'small' | 'medium';
}

export function ActivateButton({ api, version, blockedReason, onActivated, variant = 'contained', size = 'medium' }: ActivateButtonProps) {
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const activate = async () => {
    setBusy(true);
    try {
      await api.activate(version.id);
      notify(`Version ${version.version} is now active.`, { type: 'success' });
      setOpen(false);
      onActivated();
    } catch (error) {
      notify(errorMessage(error, 'The version could not be activated.'), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Tooltip title={blockedReason ?? `Make version ${version.version} the one the server uses`}>
        <span>
          <Button variant={variant} size={size} color="success" startIcon={<PublishIcon />} disabled={Boolean(blockedReason) || busy} onClick={() => setOpen(true)} aria-label={`Activate version ${version.version}`}>
            Activate
          </Button>
        </span>
      </Tooltip>
      <Confirm
        isOpen={open}
        loading={busy}
        title={`Activate version ${version.version}?`}
        content="Every evaluation will use it from now on, on every server, without a restart. The active version is retired and can be brought back with Roll back."
        confirm="Activate"
        onConfirm={activate}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
