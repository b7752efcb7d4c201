// The table of the UC office and unverified lists: search, sortable columns, 25 a page, last name
// first (spec 2 §9). The request lives in react-admin's store under `storeKey`, so page, size, search
// and sort are where the user left them on coming back.
import { Link as MuiLink } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useStore } from 'react-admin';
import { Link } from 'react-router-dom';
import { SearchField } from '../../admin-ui/kit/SearchField.js';
import { PagedTable, requestPager, type PagedColumn } from '../../admin-ui/kit/PagedTable.js';
import { INITIAL_USER_LIST, MEMBERSHIP_QUERY_ROOT, USERS_PAGE_SIZES, editUserPath, type MembershipApi } from './membership-api.js';
import type { ListedUser, UserListRequest, UserSort } from '../../core/contract/membership.js';
import { liveReads } from '../../admin-ui/hub/hub-events.js';

const COLUMNS: PagedColumn<ListedUser, UserSort>[] = [
  {
    sort: 'lastName',
    label: 'Last name',
    cell: (u) => (
      <MuiLink component={Link} to={editUserPath(u.userId)}>
        {u.lastName}
      </MuiLink>
    ),
  },
  { sort: 'firstName', label: 'First name', cell: (u) => u.firstName },
  { sort: 'username', label: 'Username', only: 'wide', cell: (u) => u.username },
  { sort: 'email', label: 'E-mail', sx: { overflowWrap: 'anywhere' }, cell: (u) => u.email },
];

export function UserListTable(props: { api: MembershipApi; list: 'ucop' | 'unverified'; storeKey: string; label: string; empty: string; actionsLabel?: string; actions?: (user: ListedUser) => ReactNode; extra?: { label: string; cell: (user: ListedUser) => ReactNode } }) {
  const { api, list, storeKey, label, empty, actions, actionsLabel, extra } = props;
  const [request, setRequest] = useStore<UserListRequest>(storeKey, INITIAL_USER_LIST);
  const change = (c: Partial<UserListRequest>) => setRequest({ ...request, page: 1, ...c });
  const query = useQuery({ meta: liveReads('users', 'user-institutions'), queryKey: [MEMBERSHIP_QUERY_ROOT, list, request], queryFn: ({ signal }) => api.users(list, request, signal), placeholderData: keepPreviousData });
  const sortBy = (sort: UserSort) => change(request.sort === sort ? { descending: !request.descending } : { sort, descending: false });

  return (
    <PagedTable
      label={label}
      toolbar={<SearchField value={request.filter} label="Search by name, username or e-mail" onSearch={(filter) => change({ filter })} />}
      list={query}
      loadingLabel={`Loading ${label.toLowerCase()}`}
      errorText={`${label} could not be loaded.`}
      empty={request.filter ? `${empty} matching "${request.filter}".` : `${empty}.`}
      emptyTone="primary"
      columns={[
        ...COLUMNS,
        extra && { label: extra.label, only: 'wide', cell: extra.cell },
        actions && { label: actionsLabel ?? 'Actions', sx: { whiteSpace: 'nowrap' }, cell: actions },
      ]}
      rowKey={(u) => u.userId}
      sort={{ key: request.sort, descending: request.descending }}
      onSort={sortBy}
      pager={requestPager(request, setRequest, USERS_PAGE_SIZES)}
    />
  );
}
