// The export of the audit trail (docs/audit.md): the checkpoints of the office days chosen with their
// entries, as JSON Lines, for a copy kept elsewhere and checked with `npm run audit:verify -- FILE`.
import { Button, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { exportHref } from './audit-trail-api.js';
import { AuditSection } from './AuditSection.js';

export function ExportCard() {
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const backwards = Boolean(from && to && from > to);
  return (
    <AuditSection id="audit-export" title="Export" note="The entries of the days chosen with their seals and checkpoints. Leave both days empty for the whole trail.">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 2 }} alignItems={{ sm: 'flex-start' }}>
        <TextField label="From" type="date" size="small" value={from} onChange={(e) => setFrom(e.target.value)} slotProps={{ inputLabel: { shrink: true } }} />
        <TextField
          label="To"
          type="date"
          size="small"
          value={to}
          onChange={(e) => setTo(e.target.value)}
          error={backwards}
          helperText={backwards ? 'The last day comes after the first.' : ' '}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <Button variant="contained" component="a" href={exportHref(from, to)} download disabled={backwards} sx={{ flexShrink: 0, whiteSpace: 'nowrap', alignSelf: { sm: 'center' } }}>
          Download
        </Button>
      </Stack>
    </AuditSection>
  );
}
