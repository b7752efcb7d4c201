// Opens the audit history of one row of a table (spec 3 modals: "audit history").
import { useState } from 'react';
import { IconButton } from '@mui/material';
import { ActionTooltip } from './ActionTooltip.js';
import HistoryIcon from '@mui/icons-material/History';
import type { ResourceDef } from '../../../core/model/define.js';
import { AuditHistoryDialog } from '../audit-history.js';

export function RowHistoryButton({ def, id, name }: { def: ResourceDef; id: number | string; name: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <ActionTooltip title="Audit history">
        <IconButton aria-label={`Audit history of ${name}`} onClick={() => setOpen(true)}>
          <HistoryIcon />
        </IconButton>
      </ActionTooltip>
      {open && <AuditHistoryDialog def={def} id={id} title={name} onClose={() => setOpen(false)} />}
    </>
  );
}
