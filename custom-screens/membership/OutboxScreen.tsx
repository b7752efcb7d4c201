// /membership/outbox/files (docs/membership.md): without SMTP_URL every outgoing mail is an .eml file under
// DATA_DIR/outbox; this lists them newest first so whoever runs the back office can open one and
// follow its link (a new account's verification, a password reset).
import { Alert, Link as MuiLink } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useStore } from 'react-admin';
import { Link } from 'react-router-dom';
import { dateTimeText } from '../../core/time/office-time.js';
import { SearchField } from '../../admin-ui/kit/SearchField.js';
import { PagedTable, requestPager, type PagedColumn } from '../../admin-ui/kit/PagedTable.js';
import { useSpecApi } from '../../admin-ui/kit/spec-api.js';
import { MEMBERSHIP_QUERY_ROOT, membershipApi } from './membership-api.js';
import { ScreenCard } from './ScreenCard.js';
import type { OutboxItem } from '../../core/contract/membership.js';

const PAGE_SIZES = [25, 50, 100] as const;
export const messagePath = (id: string) => `/membership/outbox/${encodeURIComponent(id)}`;

const COLUMNS: PagedColumn<OutboxItem>[] = [
  {
    label: 'Subject',
    cell: (m) => (
      <MuiLink component={Link} to={messagePath(m.id)}>
        {m.subject || '(no subject)'}
      </MuiLink>
    ),
  },
  { label: 'To', sx: { overflowWrap: 'anywhere' }, cell: (m) => m.to },
  { label: 'Written', sx: { whiteSpace: 'nowrap' }, cell: (m) => dateTimeText(m.sentOn) },
];

export function OutboxScreen() {
  const call = useSpecApi();
  const api = useMemo(() => membershipApi(call), [call]);
  const [request, setRequest] = useStore('membership.outbox.list', { to: '', page: 1, pageSize: 25 });
  const list = useQuery({ queryKey: [MEMBERSHIP_QUERY_ROOT, 'outbox', request], queryFn: ({ signal }) => api.outbox(request.page, request.pageSize, request.to, signal), placeholderData: keepPreviousData });
  return (
    <ScreenCard id="outbox-title" title="Mail files" back={{ to: '/membership/outbox', label: 'Outbox' }}>
      {list.data?.mode === 'smtp' ? (
        <Alert severity="info">Mail goes out through the SMTP server named by SMTP_URL; nothing is kept here.</Alert>
      ) : (
        <PagedTable
          label="Mail files written"
          pagerLabel="Outbox pages"
          toolbar={<SearchField value={request.to} label="Search by recipient" onSearch={(to) => setRequest({ ...request, to, page: 1 })} />}
          list={list}
          loadingLabel="Loading the outbox"
          errorText="The outbox could not be read."
          empty={`No message${request.to ? ` to "${request.to}"` : ''} in the outbox.`}
          emptyTone="primary"
          columns={COLUMNS}
          rowKey={(m) => m.id}
          pager={requestPager(request, setRequest, PAGE_SIZES)}
        />
      )}
    </ScreenCard>
  );
}
