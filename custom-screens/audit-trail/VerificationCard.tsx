// Whether the audit trail is as the application wrote it (docs/audit.md): the last verification of the
// server that answered (made at its start and each night) at once, then a fresh one made on opening,
// and again with "Verify now".
import { Alert, AlertTitle, Box, Button, LinearProgress } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { dateTimeText } from '../../core/time/office-time.js';
import type { AuditVerifyStatus } from '../../core/contract/audit.js';
import { errorMessage } from '../../admin-ui/kit/server-errors.js';
import { useSpecApi } from '../../admin-ui/kit/spec-api.js';
import { auditTrailApi } from './audit-trail-api.js';
import { AuditSection } from './AuditSection.js';

const STATUS_KEY = ['audit-trail', 'status'];

export function VerificationCard() {
  const call = useSpecApi();
  const api = useMemo(() => auditTrailApi(call), [call]);
  const queryClient = useQueryClient();
  const status = useQuery({ queryKey: STATUS_KEY, queryFn: ({ signal }) => api.status(signal) });
  const verify = useMutation({
    mutationFn: () => api.verify(),
    onSuccess: (result) => queryClient.setQueryData<AuditVerifyStatus>(STATUS_KEY, { checkedAt: new Date().toISOString(), result }),
  });
  // the last verification shows at once; a fresh one, covering every entry written until now, replaces it
  useEffect(() => {
    if (verify.isIdle) verify.mutate();
  }, [verify]);

  return (
    <AuditSection id="audit-verification" title="Verification" note="Every entry is sealed when it is written; a verification finds any entry changed, deleted or added in the database itself.">
      <Box sx={{ my: 1 }}>{status.isFetching || verify.isPending ? <LinearProgress aria-label="Verifying the audit trail" /> : <Box sx={{ height: 4 }} />}</Box>
      {status.error && <Alert severity="error">{errorMessage(status.error, 'The verification could not be loaded.')}</Alert>}
      {verify.error && <Alert severity="error">{errorMessage(verify.error, 'The audit trail could not be verified.')}</Alert>}
      {status.data?.result && <Outcome status={status.data} />}
      <Button variant="outlined" sx={{ mt: 2 }} onClick={() => verify.mutate()} disabled={verify.isPending}>
        Verify now
      </Button>
    </AuditSection>
  );
}

function Outcome({ status }: { status: AuditVerifyStatus }) {
  const result = status.result!;
  const when = dateTimeText(status.checkedAt);
  if (!result.ok)
    return (
      <Alert severity="error" role="alert">
        <AlertTitle>The audit trail is broken at entry {result.firstBrokenEntryId}</AlertTitle>
        {result.reason} Entries before it hold ({result.checkedEntries} checked, {when}).
      </Alert>
    );
  return (
    <Alert severity="success" role="status">
      {result.lastCheckpoint ? `Verified up to entry ${result.lastCheckpoint.lastEntryId}, ${when}` : `Verified, ${when}: no entries yet`} ({result.checkedEntries} entries).
    </Alert>
  );
}
