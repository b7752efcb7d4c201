// /membership/outbox/{id}: one message of the outbox as its recipient would read it, with its links
// listed apart so a verification or reset link is one click away.
import { Alert, Box, LinearProgress, Link as MuiLink, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { formatDayAndTime } from '../../admin-ui/dashboard/review-common/office-dates.js';
import { useSpecApi } from '../_shared/spec-api.js';
import { errorMessage } from '../_shared/server-errors.js';
import { MEMBERSHIP_QUERY_ROOT, membershipApi } from './membership-api.js';
import { ScreenCard } from './ScreenCard.js';

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
            <dd>{formatDayAndTime(m.date)}</dd>
          </Box>
          {m.links.length > 0 && (
            <Box component="nav" aria-labelledby="outbox-links-title">
              <Typography id="outbox-links-title" variant="subtitle1" component="h2">
                Links in this message
              </Typography>
              <Box component="ul" sx={{ pl: 3, my: 0.5 }}>
                {m.links.map((link) => (
                  <li key={link}>
                    <MuiLink href={link} sx={{ overflowWrap: 'anywhere' }}>
                      {link}
                    </MuiLink>
                  </li>
                ))}
              </Box>
            </Box>
          )}
          <Box component="pre" aria-label="Message text" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontFamily: 'inherit', bgcolor: 'action.hover', p: 2, borderRadius: 1, m: 0 }}>
            {m.text}
          </Box>
        </Stack>
      )}
    </ScreenCard>
  );
}
