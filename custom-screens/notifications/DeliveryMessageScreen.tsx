// /membership/outbox/message/{id}: one notification mail as its recipient reads it, its links listed
// apart (a verification link is one click away), and its delivery: state, attempts, last error,
// times, what it is about, and Resend.
import { Alert, Box, LinearProgress, Stack } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { dateTimeText } from '../../core/time/office-time.js';
import { useSpecApi } from '../../admin-ui/kit/spec-api.js';
import { errorMessage } from '../../admin-ui/kit/server-errors.js';
import { ScreenCard } from '../membership/ScreenCard.js';
import { NOTIFICATIONS_QUERY_ROOT, movingSoon, notificationsApi } from './notifications-api.js';
import { StateChip } from './StateChip.js';
import { ResendButton } from './ResendButton.js';
import { MailMessageBody } from '../_shared/MailMessageBody.js';

export function DeliveryMessageScreen() {
  const id = Number(useParams().id);
  const call = useSpecApi();
  const api = useMemo(() => notificationsApi(call), [call]);
  const message = useQuery({
    queryKey: [NOTIFICATIONS_QUERY_ROOT, 'message', id],
    queryFn: ({ signal }) => api.message(id, signal),
    enabled: Number.isInteger(id) && id > 0,
    refetchInterval: (q) => (q.state.data && movingSoon(q.state.data) ? 1_000 : false),
  });
  const m = message.data;
  return (
    <ScreenCard id="outbox-message-title" title={m?.subject || 'Message'} back={{ to: '/membership/outbox', label: 'Outbox' }}>
      {message.isFetching && <LinearProgress aria-label="Loading the message" />}
      {message.error && <Alert severity="error">{errorMessage(message.error, 'The message could not be read.')}</Alert>}
      {m && (
        <Stack spacing={2}>
          <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, m: 0, '& dd': { m: 0, overflowWrap: 'anywhere' } }}>
            <dt>To</dt>
            <dd>{m.recipient}</dd>
            {m.templateTitle && (
              <>
                <dt>Template</dt>
                <dd>{m.templateTitle}</dd>
              </>
            )}
            {m.about && (
              <>
                <dt>About</dt>
                <dd>{m.about}</dd>
              </>
            )}
            <dt>State</dt>
            <dd>
              <StateChip state={m.state} /> after {m.attempts} attempt{m.attempts === 1 ? '' : 's'}
            </dd>
            {m.lastError && (
              <>
                <dt>Last error</dt>
                <dd>{m.lastError}</dd>
              </>
            )}
            <dt>Queued</dt>
            <dd>{dateTimeText(m.createdAt)}</dd>
            {m.sentAt && (
              <>
                <dt>Sent</dt>
                <dd>{dateTimeText(m.sentAt)}</dd>
              </>
            )}
            {m.state === 'pending' && (
              <>
                <dt>Next attempt</dt>
                <dd>{dateTimeText(m.nextAttemptAt)}</dd>
              </>
            )}
          </Box>
          <Box>
            <ResendButton row={m} />
          </Box>
          <MailMessageBody links={m.links} text={m.text} />
        </Stack>
      )}
    </ScreenCard>
  );
}
