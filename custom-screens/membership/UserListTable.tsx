// The table of the UC office and unverified lists: search, sortable columns, 25 a page, last name
// first (spec 2 §9). The request lives in react-admin's store under `storeKey`, so page, size, search
// and sort are where the user left them on coming back.
import { Alert, Box, LinearProgress, Link as MuiLink, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useStore } from 'react-admin';
import { Link } from 'react-router-dom';
import { SearchField } from '../../admin-ui/kit/SearchField.js';
import { TablePager } from '../../admin-ui/kit/TablePager.js';
import { SortableHeaderCell } from '../../admin-ui/kit/SortableHeaderCell.js';
import { WIDE_ONLY } from '../../admin-ui/kit/responsive-cells.js';
import { errorMessage } from '../../admin-ui/kit/server-errors.js';
import { INITIAL_USER_LIST, MEMBERSHIP_QUERY_ROOT, USERS_PAGE_SIZES, editUserPath, type MembershipApi } from './membership-api.js';
import type { ListedUser, UserListRequest, UserSort } from '../../core/contract/membership.js';
import { RowCards } from '../../admin-ui/kit/RowCards.js';
import { liveReads } from '../../admin-ui/hub/hub-events.js';

const COLUMNS: { sort: UserSort; label: string; wide?: boolean }[] = [
  { sort: 'lastName', label: 'Last name' },
  { sort: 'firstName', label: 'First name' },
  { sort: 'username', label: 'Username', wide: true },
  { sort: 'email', label: 'E-mail' },
];

export function UserListTable(props: { api: MembershipApi; list: 'ucop' | 'unverified'; storeKey: string; label: string; empty: string; actionsLabel?: string; actions?: (user: ListedUser) => ReactNode; extra?: { label: string; cell: (user: ListedUser) => ReactNode } }) {
  const { api, list, storeKey, label, empty, actions, actionsLabel, extra } = props;
  const [request, setRequest] = useStore<UserListRequest>(storeKey, INITIAL_USER_LIST);
  const change = (c: Partial<UserListRequest>) => setRequest({ ...request, page: 1, ...c });
  const query = useQuery({ meta: liveReads('users', 'user-institutions'), queryKey: [MEMBERSHIP_QUERY_ROOT, list, request], queryFn: ({ signal }) => api.users(list, request, signal), placeholderData: keepPreviousData });
  const rows = query.data?.result ?? [];
  const sortBy = (sort: UserSort) => change(request.sort === sort ? { descending: !request.descending } : { sort, descending: false });

  return (
    <>
      <SearchField value={request.filter} label="Search by name, username or e-mail" onSearch={(filter) => change({ filter })} />
      <Box sx={{ mt: 1 }}>{query.isFetching ? <LinearProgress aria-label={`Loading ${label.toLowerCase()}`} /> : <Box sx={{ height: 4 }} />}</Box>
      {query.error && <Alert severity="error">{errorMessage(query.error, `${label} could not be loaded.`)}</Alert>}
      {query.data && rows.length === 0 && <Typography sx={{ py: 2 }}>{request.filter ? `${empty} matching "${request.filter}".` : `${empty}.`}</Typography>}
      {rows.length > 0 && (
        <RowCards>
          <Table size="small" aria-label={label}>
            <TableHead>
              <TableRow>
                {COLUMNS.map((c) => (
                  <SortableHeaderCell key={c.sort} label={c.label} sx={c.wide ? WIDE_ONLY : undefined} active={request.sort === c.sort} descending={request.descending} onSort={() => sortBy(c.sort)} />
                ))}
                {extra && <TableCell sx={WIDE_ONLY}>{extra.label}</TableCell>}
                {actions && <TableCell>{actionsLabel ?? 'Actions'}</TableCell>}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((u) => (
                <TableRow key={u.userId} hover>
                  <TableCell>
                    <MuiLink component={Link} to={editUserPath(u.userId)}>
                      {u.lastName}
                    </MuiLink>
                  </TableCell>
                  <TableCell>{u.firstName}</TableCell>
                  <TableCell sx={WIDE_ONLY}>{u.username}</TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>{u.email}</TableCell>
                  {extra && <TableCell sx={WIDE_ONLY}>{extra.cell(u)}</TableCell>}
                  {actions && <TableCell sx={{ whiteSpace: 'nowrap' }}>{actions(u)}</TableCell>}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </RowCards>
      )}
      {query.data && query.data.total > 0 && (
        <TablePager
          label={`${label} pages`}
          page={request.page}
          pageSize={request.pageSize}
          total={query.data.total}
          pageSizes={USERS_PAGE_SIZES}
          onPage={(page) => setRequest({ ...request, page })}
          onPageSize={(pageSize) => change({ pageSize })}
        />
      )}
    </>
  );
}
