// /accreditation/ (spec 1 §2, §9): institutions whose accreditation files wait for review, 25 a page,
// the oldest waiting first; searchable by name, CDS code and city, filtered by status and accrediting
// organization, sorted by any column. Each row opens the institution's review.
import { Alert, Box, Card, CardContent, LinearProgress, Link as MuiLink, MenuItem, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { ACCREDITATION_STATUSES } from '../../resources/_accreditation.js';
import { officeDateText, officeToday } from '../../core/time/office-time.js';
import { FILTER_BAR_SX, FILTER_SELECT } from '../../admin-ui/kit/filter-layout.js';
import { SearchField } from '../../admin-ui/kit/SearchField.js';
import { TablePager } from '../../admin-ui/kit/TablePager.js';
import { PageTitle } from '../../admin-ui/shell/page-title.js';
import { useSpecApi } from '../../admin-ui/kit/spec-api.js';
import { errorMessage } from '../../admin-ui/kit/server-errors.js';
import { ACCREDITATION_QUERY_ROOT, PENDING_PAGE_SIZE, PENDING_PAGE_SIZES, accreditationApi, reviewPath } from './accreditation-api.js';
import type { PendingRequest, PendingSort } from '../../core/contract/accreditation.js';
import { formatCalendarDay, statusName } from './words.js';
import { WIDE_ONLY, WIDEST_ONLY } from '../../admin-ui/kit/responsive-cells.js';
import { SortableHeaderCell } from '../../admin-ui/kit/SortableHeaderCell.js';
import { RowCards } from '../../admin-ui/kit/RowCards.js';
import { liveReads } from '../../admin-ui/hub/hub-events.js';

/** CDS code and county only where the sidebar leaves room for them beside the other columns (widest) */
const COLUMNS: { sort: PendingSort; label: string; wide?: boolean; widest?: boolean; align?: 'right' }[] = [
  { sort: 'name', label: 'Institution' },
  { sort: 'cdsCode', label: 'CDS code', widest: true },
  { sort: 'city', label: 'City', wide: true },
  { sort: 'county', label: 'County', widest: true },
  { sort: 'status', label: 'Status' },
  { sort: 'organization', label: 'Accrediting organization', wide: true },
  { sort: 'expirationDate', label: 'Expires' },
  { sort: 'pendingFiles', label: 'Files', align: 'right' },
  { sort: 'uploadedOn', label: 'Waiting since' },
];

const INITIAL: PendingRequest = { filter: '', accreditationStatusId: '', accreditingOrganizationId: '', page: 1, pageSize: PENDING_PAGE_SIZE, sort: 'uploadedOn', descending: false };

export function PendingListScreen() {
  const call = useSpecApi();
  const api = useMemo(() => accreditationApi(call), [call]);
  const [request, setRequest] = useState<PendingRequest>(INITIAL);
  const change = (c: Partial<PendingRequest>) => setRequest((r) => ({ ...r, page: 1, ...c }));
  const list = useQuery({ meta: liveReads('accreditation-files', 'institution-accreditations', 'institutions'), queryKey: [ACCREDITATION_QUERY_ROOT, 'pending', request], queryFn: ({ signal }) => api.pending(request, signal), placeholderData: keepPreviousData });
  const organizations = useQuery({ queryKey: [ACCREDITATION_QUERY_ROOT, 'organizations'], queryFn: ({ signal }) => api.organizations(signal), staleTime: 10 * 60_000 });
  const rows = list.data?.result ?? [];
  const today = officeToday();

  const sortBy = (sort: PendingSort) => change(request.sort === sort ? { descending: !request.descending } : { sort, descending: false });

  return (
    <Box sx={{ mt: 2 }}>
      <PageTitle title="Pending accreditations" />
      <Card component="section" aria-labelledby="pending-accreditations-title">
        <CardContent>
          <Typography id="pending-accreditations-title" variant="h6" component="h1" gutterBottom>
            Pending accreditations
          </Typography>
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
          <Box sx={{ mt: 1 }}>{list.isFetching ? <LinearProgress aria-label="Loading the pending accreditations" /> : <Box sx={{ height: 4 }} />}</Box>
          {list.error && <Alert severity="error">{errorMessage(list.error, 'The pending accreditations could not be loaded.')}</Alert>}
          {list.data && rows.length === 0 && (
            <Typography color="text.secondary" sx={{ py: 2 }}>
              No institution waits for an accreditation review{request.filter || request.accreditationStatusId !== '' || request.accreditingOrganizationId !== '' ? ' among those chosen' : ''}.
            </Typography>
          )}
          {rows.length > 0 && (
            <RowCards>
              <Table size="small" aria-label="Pending accreditations">
                <TableHead>
                  <TableRow>
                    {COLUMNS.map((c) => (
                      <SortableHeaderCell
                        key={c.sort}
                        label={c.label}
                        align={c.align}
                        sx={c.widest ? WIDEST_ONLY : c.wide ? WIDE_ONLY : undefined}
                        active={request.sort === c.sort}
                        descending={request.descending}
                        onSort={() => sortBy(c.sort)}
                      />
                    ))}
                  </TableRow>
                </TableHead>
                <TableBody>
                  {rows.map((row) => (
                    <TableRow key={row.institutionId} hover>
                      <TableCell sx={{ minWidth: 180 }}>
                        <MuiLink component={Link} to={reviewPath(row.institutionId)} sx={{ overflowWrap: 'anywhere' }}>
                          {row.name}
                        </MuiLink>
                      </TableCell>
                      <TableCell sx={WIDEST_ONLY}>{row.cdsCode ?? '—'}</TableCell>
                      <TableCell sx={WIDE_ONLY}>{row.city ?? '—'}</TableCell>
                      <TableCell sx={WIDEST_ONLY}>{row.county ?? '—'}</TableCell>
                      <TableCell>{statusName(row.accreditationStatusId)}</TableCell>
                      <TableCell sx={WIDE_ONLY} title={row.organization ?? undefined}>
                        {row.organizationAbbreviation ?? row.organization ?? '—'}
                      </TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>
                        {formatCalendarDay(row.accreditationExpirationDate)}
                        {row.accreditationExpirationDate && row.accreditationExpirationDate < today ? ' (expired)' : ''}
                      </TableCell>
                      <TableCell align="right">{row.pendingFiles}</TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>{officeDateText(row.uploadedOn)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </RowCards>
          )}
          {list.data && list.data.total > 0 && (
            <TablePager
              label="Pending accreditations pages"
              page={request.page}
              pageSize={request.pageSize}
              total={list.data.total}
              pageSizes={PENDING_PAGE_SIZES}
              onPage={(page) => setRequest((r) => ({ ...r, page }))}
              onPageSize={(pageSize) => change({ pageSize })}
            />
          )}
        </CardContent>
      </Card>
    </Box>
  );
}
