// /membership/outbox (docs/notifications.md): the delivery state of every notification mail, newest
// first, 25 a page, filtered by state and recipient, with Resend for a sent or failed message. A
// server without SMTP also writes the mails it delivers as .eml files (with the password reset
// mails, which do not go through the outbox): "Mail files" lists them.
import { Box, Link as MuiLink, MenuItem, TextField, Typography } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useStore } from 'react-admin';
import { Link } from 'react-router-dom';
import { dateTimeText } from '../../core/time/office-time.js';
import { SearchField } from '../../admin-ui/kit/SearchField.js';
import { PagedTable, requestPager, type PagedColumn } from '../../admin-ui/kit/PagedTable.js';
import { useSpecApi } from '../../admin-ui/kit/spec-api.js';
import { ScreenCard } from '../membership/ScreenCard.js';
import { NOTIFICATIONS_QUERY_ROOT, STATE_LABELS, STATES, messagePath, movingSoon, notificationsApi } from './notifications-api.js';
import type { DeliveryListRequest, DeliveryRow, MailState } from '../../core/contract/notifications.js';
import { StateChip } from './StateChip.js';
import { ResendButton } from './ResendButton.js';

const PAGE_SIZES = [25, 50, 100] as const;
const INITIAL: DeliveryListRequest = { state: '', to: '', page: 1, pageSize: 25 };

const COLUMNS: PagedColumn<DeliveryRow>[] = [
  {
    label: 'Subject',
    sx: { minWidth: 160 },
    cell: (m) => (
      <>
        <MuiLink component={Link} to={messagePath(m.id)}>
          {m.subject || '(no subject)'}
        </MuiLink>
        {m.templateTitle && (
          <Typography variant="caption" component="div" color="text.secondary">
            {m.templateTitle}
          </Typography>
        )}
      </>
    ),
  },
  { label: 'To', sx: { overflowWrap: 'anywhere', minWidth: 140 }, cell: (m) => m.recipient },
  { label: 'State', cell: (m) => <StateChip state={m.state} /> },
  { label: 'Attempts', align: 'right', cell: (m) => m.attempts },
  { label: 'Last error', sx: { minWidth: 140, maxWidth: 260, overflowWrap: 'anywhere' }, cell: (m) => m.lastError ?? '' },
  {
    label: 'Times',
    sx: { minWidth: 150 },
    cell: (m) => (
      <>
        <div>Queued {dateTimeText(m.createdAt)}</div>
        {m.state === 'sent' && <div>Sent {dateTimeText(m.sentAt)}</div>}
        {(m.state === 'pending' || m.state === 'sending') && <div>Next attempt {dateTimeText(m.nextAttemptAt)}</div>}
      </>
    ),
  },
  { label: 'Actions', hideLabel: true, cell: (m) => <ResendButton row={m} /> },
];

export function DeliveryOutboxScreen() {
  const call = useSpecApi();
  const api = useMemo(() => notificationsApi(call), [call]);
  const [request, setRequest] = useStore<DeliveryListRequest>('notifications.outbox.list', INITIAL);
  // rows the worker is about to take move on their own: read the page again while one is on it
  const list = useQuery({
    queryKey: [NOTIFICATIONS_QUERY_ROOT, 'list', request],
    queryFn: ({ signal }) => api.list(request, signal),
    placeholderData: keepPreviousData,
    refetchInterval: (q) => (q.state.data?.result.some(movingSoon) ? 3_000 : false),
  });
  const counts = list.data?.counts;
  const all = counts ? Object.values(counts).reduce((a, b) => a + b, 0) : undefined;
  return (
    <ScreenCard id="outbox-title" title="Outbox" back={{ to: '/membership', label: 'Membership' }}>
      <Typography variant="body2" sx={{ mb: 2 }}>
        Every notification e-mail and its delivery: the server retries a refused message after 1 minute, 5 minutes, 30 minutes and 2 hours, then marks it failed.
        {list.data?.delivery === 'files' && (
          <>
            {' '}Without an SMTP server mail is written to files:{' '}
            <MuiLink component={Link} to="/membership/outbox/files">
              Mail files
            </MuiLink>{' '}
            (password reset mails too).
          </>
        )}
      </Typography>
      <PagedTable
        label="Messages in the outbox"
        pagerLabel="Outbox pages"
        toolbar={
          <>
            <SearchField value={request.to} label="Search by recipient" onSearch={(to) => setRequest({ ...request, to, page: 1 })} />
            <Box>
              <TextField
                select
                size="small"
                label="Delivery state"
                value={request.state}
                onChange={(e) => setRequest({ ...request, state: e.target.value as MailState | '', page: 1 })}
                sx={{ width: 220, maxWidth: '100%', mt: 2 }}
                slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
              >
                <MenuItem value="">All{all !== undefined ? ` (${all})` : ''}</MenuItem>
                {STATES.map((s) => (
                  <MenuItem key={s} value={s}>
                    {STATE_LABELS[s]}
                    {counts ? ` (${counts[s]})` : ''}
                  </MenuItem>
                ))}
              </TextField>
            </Box>
          </>
        }
        list={list}
        loadingLabel="Loading the outbox"
        errorText="The outbox could not be read."
        empty={`No ${request.state ? `${STATE_LABELS[request.state].toLowerCase()} ` : ''}message${request.to ? ` to "${request.to}"` : ''} in the outbox.`}
        emptyTone="primary"
        columns={COLUMNS}
        rowKey={(m) => m.id}
        // width 0 / min-width 100%: the table scrolls inside the card instead of widening the page
        tableSx={{ width: 0, minWidth: '100%' }}
        pager={requestPager(request, setRequest, PAGE_SIZES)}
      />
    </ScreenCard>
  );
}
