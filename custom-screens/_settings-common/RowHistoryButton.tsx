// Opens the audit history of one settings row (spec 3 modals: "audit history").
import { useState } from 'react';
import { IconButton, Tooltip } from '@mui/material';
import HistoryIcon from '@mui/icons-material/History';
import type { ResourceDef } from '../../server/model/define.js';
import { AuditHistoryDialog } from '../../admin-ui/builder/audit-history.js';

export function RowHistoryButton({ def, id, name }: { def: ResourceDef; id: number | string; name: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Tooltip title="Audit history">
        <IconButton aria-label={`Audit history of ${name}`} onClick={() => setOpen(true)}>
          <HistoryIcon />
        </IconButton>
      </Tooltip>
      {open && <AuditHistoryDialog def={def} id={id} title={name} onClose={() => setOpen(false)} />}
    </>
  );
}
