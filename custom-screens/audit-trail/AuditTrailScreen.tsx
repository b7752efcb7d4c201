// /audit: the audit trail as a whole (issue 23 §3, docs/audit.md): whether it is as the application
// wrote it, an export to keep elsewhere, and its newest entries. A record's own history stays on the
// record (its "Audit history" button).
import { Box, Typography } from '@mui/material';
import { PageTitle } from '../../admin-ui/shell/page-title.js';
import { VerificationCard } from './VerificationCard.js';
import { ExportCard } from './ExportCard.js';
import { LatestEntries } from './LatestEntries.js';

export function AuditTrailScreen() {
  return (
    <Box sx={{ mt: 2, display: 'grid', gap: 2 }}>
      <PageTitle title="Audit trail" />
      <Typography variant="h5" component="h1">
        Audit trail
      </Typography>
      <VerificationCard />
      <ExportCard />
      <LatestEntries />
    </Box>
  );
}
