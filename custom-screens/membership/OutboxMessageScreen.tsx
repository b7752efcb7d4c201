// /membership/outbox/{id}: one message of the outbox as its recipient would read it, with its links
// listed apart so a verification or reset link is one click away.
import { Alert, Box, LinearProgress, Stack } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { dateTimeText } from '../../core/time/office-time.js';
import { useSpecApi } from '../../admin-ui/kit/spec-api.js';
import { errorMessage } from '../../admin-ui/kit/server-errors.js';
import { MEMBERSHIP_QUERY_ROOT, membershipApi } from './membership-api.js';
import { ScreenCard } from './ScreenCard.js';
import { MailMessageBody } from '../_shared/MailMessageBody.js';

export function OutboxMessageScreen() {
  const id = String(useParams().id ?? '');
  const call = useSpecApi();
  const api = useMemo(() => membershipApi(call), [call]);
  const message = useQuery({ queryKey: [MEMBERSHIP_QUERY_ROOT, 'outbox-message', id], queryFn: ({ signal }) => api.message(id, signal) });
  const m = message.data;
  return (
    <ScreenCard id="outbox-message-title" title={m?.subject || 'Message'} back={{ to: '/membership/outbox/files', label: 'Mail files' }}>
      {message.isFetching && <LinearProgress aria-label="Loading the message" />}
      {message.error && <Alert severity="error">{errorMessage(message.error, 'The message could not be read.')}</Alert>}
      {m && (
        <Stack spacing={2}>
          <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, m: 0, '& dd': { m: 0, overflowWrap: 'anywhere' } }}>
            <dt>From</dt>
            <dd>{m.from}</dd>
            <dt>To</dt>
            <dd>{m.to}</dd>
            <dt>Written</dt>
            <dd>{dateTimeText(m.date)}</dd>
          </Box>
          <MailMessageBody links={m.links} text={m.text} />
        </Stack>
      )}
    </ScreenCard>
  );
}
