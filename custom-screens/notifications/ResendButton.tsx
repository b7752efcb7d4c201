// Resend: a sent or failed message queued again (the server audits it); the lists read again.
import { Button } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useNotify } from 'react-admin';
import { useSpecApi } from '../../admin-ui/kit/spec-api.js';
import { errorMessage } from '../../admin-ui/kit/server-errors.js';
import { NOTIFICATIONS_QUERY_ROOT, notificationsApi } from './notifications-api.js';
import type { DeliveryRow } from '../../core/contract/notifications.js';

export function ResendButton({ row }: { row: Pick<DeliveryRow, 'id' | 'state' | 'subject' | 'recipient'> }) {
  const call = useSpecApi();
  const api = useMemo(() => notificationsApi(call), [call]);
  const notify = useNotify();
  const client = useQueryClient();
  const resend = useMutation({
    mutationFn: () => api.resend(row.id),
    onSuccess: (answer) => {
      notify(answer.message, { type: 'success' });
      void client.invalidateQueries({ queryKey: [NOTIFICATIONS_QUERY_ROOT] });
    },
    onError: (err) => notify(errorMessage(err, 'The message could not be queued again.'), { type: 'error' }),
  });
  if (row.state !== 'sent' && row.state !== 'failed') return null;
  return (
    <Button size="small" variant="outlined" disabled={resend.isPending} onClick={() => resend.mutate()} aria-label={`Resend "${row.subject}" to ${row.recipient}`}>
      Resend
    </Button>
  );
}
