// /accreditation/ (spec 1 §2, §9): institutions whose accreditation files wait for review, 25 a page,
// the oldest waiting first; searchable by name, CDS code and city, filtered by status and accrediting
// organization, sorted by any column. Each row opens the institution's review.
import { Box, Link as MuiLink, MenuItem, TextField } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { ACCREDITATION_STATUSES } from '../../resources/_accreditation.js';
import { officeDateText, officeToday } from '../../core/time/office-time.js';
import { FILTER_BAR_SX, FILTER_SELECT } from '../../admin-ui/kit/filter-layout.js';
import { SearchField } from '../../admin-ui/kit/SearchField.js';
import { PagedTable, type PagedColumn } from '../../admin-ui/kit/PagedTable.js';
import { PageTitle } from '../../admin-ui/shell/page-title.js';
import { useSpecApi } from '../../admin-ui/kit/spec-api.js';
import { ACCREDITATION_QUERY_ROOT, PENDING_PAGE_SIZE, PENDING_PAGE_SIZES, accreditationApi, reviewPath } from './accreditation-api.js';
import type { PendingRequest, PendingRow, PendingSort } from '../../core/contract/accreditation.js';
import { formatCalendarDay, statusName } from './words.js';
import { liveReads } from '../../admin-ui/hub/hub-events.js';

/** CDS code and county only where the sidebar leaves room for them beside the other columns (widest) */
function columns(today: string): PagedColumn<PendingRow, PendingSort>[] {
  return [
    {
      sort: 'name',
      label: 'Institution',
      sx: { minWidth: 180 },
      cell: (row) => (
        <MuiLink component={Link} to={reviewPath(row.institutionId)} sx={{ overflowWrap: 'anywhere' }}>
          {row.name}
        </MuiLink>
      ),
    },
    { sort: 'cdsCode', label: 'CDS code', only: 'widest', cell: (row) => row.cdsCode ?? '—' },
    { sort: 'city', label: 'City', only: 'wide', cell: (row) => row.city ?? '—' },
    { sort: 'county', label: 'County', only: 'widest', cell: (row) => row.county ?? '—' },
    { sort: 'status', label: 'Status', cell: (row) => statusName(row.accreditationStatusId) },
    { sort: 'organization', label: 'Accrediting organization', only: 'wide', cellProps: (row) => ({ title: row.organization ?? undefined }), cell: (row) => row.organizationAbbreviation ?? row.organization ?? '—' },
    {
      sort: 'expirationDate',
      label: 'Expires',
      sx: { whiteSpace: 'nowrap' },
      cell: (row) => (
        <>
          {formatCalendarDay(row.accreditationExpirationDate)}
          {row.accreditationExpirationDate && row.accreditationExpirationDate < today ? ' (expired)' : ''}
        </>
      ),
    },
    { sort: 'pendingFiles', label: 'Files', align: 'right', cell: (row) => row.pendingFiles },
    { sort: 'uploadedOn', label: 'Waiting since', sx: { whiteSpace: 'nowrap' }, cell: (row) => officeDateText(row.uploadedOn) },
  ];
}

const INITIAL: PendingRequest = { filter: '', accreditationStatusId: '', accreditingOrganizationId: '', page: 1, pageSize: PENDING_PAGE_SIZE, sort: 'uploadedOn', descending: false };

export function PendingListScreen() {
  const call = useSpecApi();
  const api = useMemo(() => accreditationApi(call), [call]);
  const [request, setRequest] = useState<PendingRequest>(INITIAL);
  const change = (c: Partial<PendingRequest>) => setRequest((r) => ({ ...r, page: 1, ...c }));
  const list = useQuery({ meta: liveReads('accreditation-files', 'institution-accreditations', 'institutions'), queryKey: [ACCREDITATION_QUERY_ROOT, 'pending', request], queryFn: ({ signal }) => api.pending(request, signal), placeholderData: keepPreviousData });
  const organizations = useQuery({ queryKey: [ACCREDITATION_QUERY_ROOT, 'organizations'], queryFn: ({ signal }) => api.organizations(signal), staleTime: 10 * 60_000 });
  const filtered = request.filter !== '' || request.accreditationStatusId !== '' || request.accreditingOrganizationId !== '';

  const sortBy = (sort: PendingSort) => change(request.sort === sort ? { descending: !request.descending } : { sort, descending: false });

  return (
    <Box sx={{ mt: 2 }}>
      <PageTitle title="Pending accreditations" />
      <PagedTable
        card={{ id: 'pending-accreditations-title', title: 'Pending accreditations' }}
        label="Pending accreditations"
        toolbar={
          <Box sx={FILTER_BAR_SX}>
            <SearchField value={request.filter} label="Search by institution, CDS code or city" onSearch={(filter) => change({ filter })} />
            <TextField select {...FILTER_SELECT} label="Status" value={String(request.accreditationStatusId)} onChange={(e) => change({ accreditationStatusId: e.target.value === '' ? '' : Number(e.target.value) })}>
              <MenuItem value="">All</MenuItem>
              {ACCREDITATION_STATUSES.map((s) => (
                <MenuItem key={s.id} value={String(s.id)}>
                  {s.name}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              {...FILTER_SELECT}
              label="Accrediting organization"
              value={String(request.accreditingOrganizationId)}
              onChange={(e) => change({ accreditingOrganizationId: e.target.value === '' ? '' : Number(e.target.value) })}
            >
              <MenuItem value="">All</MenuItem>
              {(organizations.data ?? []).map((o) => (
                <MenuItem key={o.id} value={String(o.id)}>
                  {o.abbreviation ?? o.name}
                </MenuItem>
              ))}
            </TextField>
          </Box>
        }
        list={list}
        loadingLabel="Loading the pending accreditations"
        errorText="The pending accreditations could not be loaded."
        empty={`No institution waits for an accreditation review${filtered ? ' among those chosen' : ''}.`}
        columns={columns(officeToday())}
        rowKey={(row) => row.institutionId}
        sort={{ key: request.sort, descending: request.descending }}
        onSort={sortBy}
        pager={{
          page: request.page,
          pageSize: request.pageSize,
          pageSizes: PENDING_PAGE_SIZES,
          onPage: (page) => setRequest((r) => ({ ...r, page })),
          onPageSize: (pageSize) => change({ pageSize }),
        }}
      />
    </Box>
  );
}
