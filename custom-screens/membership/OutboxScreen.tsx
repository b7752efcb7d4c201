// /membership/outbox/files (docs/membership.md): without SMTP_URL every outgoing mail is an .eml file under
// DATA_DIR/outbox; this lists them newest first so whoever runs the back office can open one and
// follow its link (a new account's verification, a password reset).
import { Alert, Box, LinearProgress, Link as MuiLink, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useStore } from 'react-admin';
import { Link } from 'react-router-dom';
import { dateTimeText } from '../../core/time/office-time.js';
import { SearchField } from '../../admin-ui/kit/SearchField.js';
import { TablePager } from '../../admin-ui/kit/TablePager.js';
import { useSpecApi } from '../../admin-ui/kit/spec-api.js';
import { errorMessage } from '../../admin-ui/kit/server-errors.js';
import { MEMBERSHIP_QUERY_ROOT, membershipApi } from './membership-api.js';
import { ScreenCard } from './ScreenCard.js';
import { RowCards } from '../../admin-ui/kit/RowCards.js';

const PAGE_SIZES = [25, 50, 100] as const;
export const messagePath = (id: string) => `/membership/outbox/${encodeURIComponent(id)}`;

export function OutboxScreen() {
  const call = useSpecApi();
  const api = useMemo(() => membershipApi(call), [call]);
  const [request, setRequest] = useStore('membership.outbox.list', { to: '', page: 1, pageSize: 25 });
  const list = useQuery({ queryKey: [MEMBERSHIP_QUERY_ROOT, 'outbox', request], queryFn: ({ signal }) => api.outbox(request.page, request.pageSize, request.to, signal), placeholderData: keepPreviousData });
  const rows = list.data?.result ?? [];
  return (
    <ScreenCard id="outbox-title" title="Mail files" back={{ to: '/membership/outbox', label: 'Outbox' }}>
      {list.data?.mode === 'smtp' ? (
        <Alert severity="info">Mail goes out through the SMTP server named by SMTP_URL; nothing is kept here.</Alert>
      ) : (
        <>
          <SearchField value={request.to} label="Search by recipient" onSearch={(to) => setRequest({ ...request, to, page: 1 })} />
          <Box sx={{ mt: 1 }}>{list.isFetching ? <LinearProgress aria-label="Loading the outbox" /> : <Box sx={{ height: 4 }} />}</Box>
          {list.error && <Alert severity="error">{errorMessage(list.error, 'The outbox could not be read.')}</Alert>}
          {list.data && rows.length === 0 && <Typography sx={{ py: 2 }}>No message{request.to ? ` to "${request.to}"` : ''} in the outbox.</Typography>}
          {rows.length > 0 && (
            <RowCards>
              <Table size="small" aria-label="Mail files written">
                <TableHead>
                  <TableRow>
                    <TableCell>Subject</TableCell>
                    <TableCell>To</TableCell>
                    <TableCell>Written</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {rows.map((m) => (
                    <TableRow key={m.id} hover>
                      <TableCell>
                        <MuiLink component={Link} to={messagePath(m.id)}>
                          {m.subject || '(no subject)'}
                        </MuiLink>
                      </TableCell>
                      <TableCell sx={{ overflowWrap: 'anywhere' }}>{m.to}</TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>{dateTimeText(m.sentOn)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </RowCards>
          )}
          {list.data && list.data.total > 0 && (
            <TablePager
              label="Outbox pages"
              page={request.page}
              pageSize={request.pageSize}
              total={list.data.total}
              pageSizes={PAGE_SIZES}
              onPage={(page) => setRequest({ ...request, page })}
              onPageSize={(pageSize) => setRequest({ ...request, pageSize, page: 1 })}
            />
          )}
        </>
      )}
    </ScreenCard>
  );
}
