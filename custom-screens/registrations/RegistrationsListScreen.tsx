// /registrations/ (spec 2 §2, §9): three tabs (Submitted registrations, Pending 2nd review, Completed),
// 25 a page, the oldest submitted first, sortable columns and a search box; the tab, page, search and
// sort live in the address. A row opens the registration's screen: a re-registration its own review,
// the second review tab the second review for those who may decide it, otherwise the detail review.
import { Box, Card, CardContent, Link as MuiLink, Tab as MuiTab, Tabs, Typography } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { usePermissions } from 'react-admin';
import { Link, useNavigate } from 'react-router-dom';
import { hasAbility } from '../../admin-ui/auth/staff-user.js';
import { officeDateText } from '../../core/time/office-time.js';
import { SearchField } from '../../admin-ui/kit/SearchField.js';
import { PagedTable, type PagedColumn } from '../../admin-ui/kit/PagedTable.js';
import { ToneChip } from '../../admin-ui/kit/ToneChip.js';
import { PageTitle } from '../../admin-ui/shell/page-title.js';
import { REGISTRATION_PAGE_SIZE, REGISTRATION_SECOND_REVIEW_ABILITY } from '../../resources/_registrations.js';
import { useSpecApi } from '../../admin-ui/kit/spec-api.js';
import { NARROW_ONLY } from '../../admin-ui/kit/responsive-cells.js';
import { REGISTRATIONS_QUERY_ROOT, TABS, registrationPath, registrationsApi } from './registrations-api.js';
import type { RegistrationRow, RowSort, Tab } from '../../core/contract/registrations.js';
import { useListAddress } from './use-list-address.js';
import { STATUS_TONES, recommendationName } from './words.js';
import { liveReads } from '../../admin-ui/hub/hub-events.js';

/** The tab's columns; a row's name links to `open(row)`. */
function columns(tab: Tab, open: (row: RegistrationRow) => string): PagedColumn<RegistrationRow, RowSort>[] {
  const all: (PagedColumn<RegistrationRow, RowSort> | false)[] = [
    {
      sort: 'institutionName',
      label: 'Institution',
      sx: { minWidth: 160 },
      cell: (row) => (
        <>
          <MuiLink component={Link} to={open(row)} onClick={(e) => e.stopPropagation()} sx={{ overflowWrap: 'anywhere', fontWeight: 500 }}>
            {row.institutionName}
          </MuiLink>
          <Typography variant="caption" color="text.secondary" component="div">
            {[row.cdsCode ? `CDS ${row.cdsCode}` : null].filter(Boolean).join(' · ')}
          </Typography>
          <Typography variant="caption" color="text.secondary" component="div" sx={NARROW_ONLY}>
            {row.registrationType}
          </Typography>
        </>
      ),
    },
    { sort: 'registrationTypeId', label: 'Type', only: 'wide', cell: (row) => row.registrationType },
    { sort: 'registrationStatusId', label: 'Status', cell: (row) => <ToneChip tone={STATUS_TONES[row.registrationStatusId] ?? 'neutral'} label={row.registrationStatus} /> },
    { label: 'County', only: 'widest', cell: (row) => row.countyName ?? '—' },
    { label: 'Submitted by', only: 'widest', sx: { overflowWrap: 'anywhere' }, cell: (row) => row.submitterEmail },
    { sort: 'submittedOn', label: 'Submitted', sx: { whiteSpace: 'nowrap' }, cell: (row) => officeDateText(row.submittedOn) },
    tab === 'completed' && { sort: 'decidedOn', label: 'Decided', only: 'wide', sx: { whiteSpace: 'nowrap' }, cell: (row) => officeDateText(row.decidedOn) || '—' },
    tab === 'second' && {
      label: 'Recommended',
      only: 'wide',
      cell: (row) => (
        <>
          {recommendationName(row.recommendedActionId)}
          {row.reviewerName && (
            <Typography variant="caption" color="text.secondary" component="div">
              {row.reviewerName}
            </Typography>
          )}
        </>
      ),
    },
  ];
  return all.filter((c) => c !== false);
}

export function RegistrationsListScreen() {
  const call = useSpecApi();
  const api = useMemo(() => registrationsApi(call), [call]);
  const navigate = useNavigate();
  const secondReviewer = hasAbility(usePermissions<string[]>().permissions, REGISTRATION_SECOND_REVIEW_ABILITY);
  const [request, setRequest] = useListAddress();
  const queueType = request.tab === 'second' ? 'second' : 'main';
  const list = useQuery({
    meta: liveReads('registrations', 'registration-reviews'),
    queryKey: [REGISTRATIONS_QUERY_ROOT, 'search', request],
    queryFn: ({ signal }) => api.search(request, queueType, REGISTRATION_PAGE_SIZE, signal),
    placeholderData: keepPreviousData,
  });
  const tabLabel = TABS.find((t) => t.id === request.tab)!.label;
  const sortBy = (sort: RowSort) => setRequest({ ...request, page: 1, ...(request.sort === sort ? { descending: !request.descending } : { sort, descending: false }) });
  const open = (row: RegistrationRow) => registrationPath(row, request.tab === 'second' && secondReviewer);

  return (
    <Box sx={{ mt: 2 }}>
      <PageTitle title="Registrations" />
      <Card component="section" aria-labelledby="registrations-title">
        <CardContent>
          <Typography id="registrations-title" variant="h6" component="h1" gutterBottom>
            Registrations
          </Typography>
          <Tabs
            value={request.tab}
            onChange={(_, tab: Tab) => setRequest({ ...request, tab, page: 1 })}
            variant="scrollable"
            allowScrollButtonsMobile
            aria-label="Registration lists"
            sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
          >
            {TABS.map((t) => (
              <MuiTab key={t.id} value={t.id} id={`registrations-tab-${t.id}`} aria-controls="registrations-panel" label={list.data ? `${t.label} (${list.data.counts[t.id] ?? 0})` : t.label} />
            ))}
          </Tabs>
          <Box id="registrations-panel" role="tabpanel" aria-labelledby={`registrations-tab-${request.tab}`}>
            <PagedTable
              label={tabLabel}
              toolbar={<SearchField value={request.query} label="Search registrations by institution, CDS code or submitter e-mail" onSearch={(query) => setRequest({ ...request, query, page: 1 })} />}
              list={list}
              loadingLabel="Loading the registrations"
              errorText="The registrations could not be loaded."
              empty={request.query ? `No registration in ${tabLabel} matches “${request.query}”.` : `No registration in ${tabLabel}.`}
              columns={columns(request.tab, open)}
              rowKey={(row) => row.registrationId}
              rowProps={(row) => ({ 'data-registration-id': row.registrationId })}
              onRowClick={(row) => navigate(open(row))}
              sort={{ key: request.sort, descending: request.descending }}
              onSort={sortBy}
              pager={{
                page: request.page,
                pageSize: REGISTRATION_PAGE_SIZE,
                pageSizes: [REGISTRATION_PAGE_SIZE],
                onPage: (page) => page !== request.page && setRequest({ ...request, page }),
                onPageSize: () => undefined,
              }}
            />
          </Box>
        </CardContent>
      </Card>
    </Box>
  );
}
