// /registrations/ (spec 2 §2, §9): three tabs (Submitted registrations, Pending 2nd review, Completed),
// 25 a page, the oldest submitted first, sortable columns and a search box; the tab, page, search and
// sort live in the address. A row opens the registration's screen: a re-registration its own review,
// the second review tab the second review for those who may decide it, otherwise the detail review.
import { Alert, Box, Card, CardContent, LinearProgress, Link as MuiLink, Tab as MuiTab, Tabs, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { usePermissions } from 'react-admin';
import { Link, useNavigate } from 'react-router-dom';
import { hasAbility } from '../../admin-ui/auth/staff-user.js';
import { officeDateText } from '../../core/time/office-time.js';
import { SearchField } from '../../admin-ui/kit/SearchField.js';
import { TablePager } from '../../admin-ui/kit/TablePager.js';
import { ToneChip } from '../../admin-ui/kit/ToneChip.js';
import { PageTitle } from '../../admin-ui/shell/page-title.js';
import { REGISTRATION_PAGE_SIZE, REGISTRATION_SECOND_REVIEW_ABILITY } from '../../resources/_registrations.js';
import { useSpecApi } from '../../admin-ui/kit/spec-api.js';
import { errorMessage } from '../../admin-ui/kit/server-errors.js';
import { SortableHeaderCell } from '../../admin-ui/kit/SortableHeaderCell.js';
import { NARROW_ONLY, WIDE_ONLY, WIDEST_ONLY } from '../../admin-ui/kit/responsive-cells.js';
import { REGISTRATIONS_QUERY_ROOT, TABS, registrationPath, registrationsApi } from './registrations-api.js';
import type { RowSort, Tab } from '../../core/contract/registrations.js';
import { useListAddress } from './use-list-address.js';
import { STATUS_TONES, recommendationName } from './words.js';
import { RowCards } from '../../admin-ui/kit/RowCards.js';
import { liveReads } from '../../admin-ui/hub/hub-events.js';

interface Column {
  /** sortable columns name the server's sort; the others only a key */
  sort?: RowSort;
  key: string;
  label: string;
  cell?: object;
  tabs?: Tab[];
}

const COLUMNS: Column[] = [
  { key: 'institutionName', sort: 'institutionName', label: 'Institution' },
  { key: 'type', sort: 'registrationTypeId', label: 'Type', cell: WIDE_ONLY },
  { key: 'status', sort: 'registrationStatusId', label: 'Status' },
  { key: 'county', label: 'County', cell: WIDEST_ONLY },
  { key: 'submitter', label: 'Submitted by', cell: WIDEST_ONLY },
  { key: 'submittedOn', sort: 'submittedOn', label: 'Submitted' },
  { key: 'decidedOn', sort: 'decidedOn', label: 'Decided', cell: WIDE_ONLY, tabs: ['completed'] },
];

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
  const rows = list.data?.result ?? [];
  const columns = COLUMNS.filter((c) => !c.tabs || c.tabs.includes(request.tab));
  const tabLabel = TABS.find((t) => t.id === request.tab)!.label;
  const sortBy = (sort: RowSort) => setRequest({ ...request, page: 1, ...(request.sort === sort ? { descending: !request.descending } : { sort, descending: false }) });
  const open = (row: (typeof rows)[number]) => registrationPath(row, request.tab === 'second' && secondReviewer);

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
            <SearchField value={request.query} label="Search registrations by institution, CDS code or submitter e-mail" onSearch={(query) => setRequest({ ...request, query, page: 1 })} />
            <Box sx={{ mt: 1 }}>{list.isFetching ? <LinearProgress aria-label="Loading the registrations" /> : <Box sx={{ height: 4 }} />}</Box>
            {list.error && <Alert severity="error">{errorMessage(list.error, 'The registrations could not be loaded.')}</Alert>}
            {list.data && rows.length === 0 && (
              <Typography color="text.secondary" sx={{ py: 2 }}>
                {request.query ? `No registration in ${tabLabel} matches “${request.query}”.` : `No registration in ${tabLabel}.`}
              </Typography>
            )}
            {rows.length > 0 && (
              <RowCards>
                <Table size="small" aria-label={tabLabel}>
                  <TableHead>
                    <TableRow>
                      {columns.map((c) =>
                        c.sort ? (
                          <SortableHeaderCell key={c.key} label={c.label} sx={c.cell} active={request.sort === c.sort} descending={request.descending} onSort={() => sortBy(c.sort!)} />
                        ) : (
                          <TableCell key={c.key} sx={c.cell}>
                            {c.label}
                          </TableCell>
                        ),
                      )}
                      {request.tab === 'second' && <TableCell sx={WIDE_ONLY}>Recommended</TableCell>}
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {rows.map((row) => (
                      <TableRow key={row.registrationId} hover onClick={() => navigate(open(row))} sx={{ cursor: 'pointer' }} data-registration-id={row.registrationId}>
                        <TableCell sx={{ minWidth: 160 }}>
                          <MuiLink component={Link} to={open(row)} onClick={(e) => e.stopPropagation()} sx={{ overflowWrap: 'anywhere', fontWeight: 500 }}>
                            {row.institutionName}
                          </MuiLink>
                          <Typography variant="caption" color="text.secondary" component="div">
                            {[row.cdsCode ? `CDS ${row.cdsCode}` : null].filter(Boolean).join(' · ')}
                          </Typography>
                          <Typography variant="caption" color="text.secondary" component="div" sx={NARROW_ONLY}>
                            {row.registrationType}
                          </Typography>
                        </TableCell>
                        <TableCell sx={WIDE_ONLY}>{row.registrationType}</TableCell>
                        <TableCell>
                          <ToneChip tone={STATUS_TONES[row.registrationStatusId] ?? 'neutral'} label={row.registrationStatus} />
                        </TableCell>
                        <TableCell sx={WIDEST_ONLY}>{row.countyName ?? '—'}</TableCell>
                        <TableCell sx={{ ...WIDEST_ONLY, overflowWrap: 'anywhere' }}>{row.submitterEmail}</TableCell>
                        <TableCell sx={{ whiteSpace: 'nowrap' }}>{officeDateText(row.submittedOn)}</TableCell>
                        {request.tab === 'completed' && <TableCell sx={{ ...WIDE_ONLY, whiteSpace: 'nowrap' }}>{officeDateText(row.decidedOn) || '—'}</TableCell>}
                        {request.tab === 'second' && (
                          <TableCell sx={WIDE_ONLY}>
                            {recommendationName(row.recommendedActionId)}
                            {row.reviewerName && (
                              <Typography variant="caption" color="text.secondary" component="div">
                                {row.reviewerName}
                              </Typography>
                            )}
                          </TableCell>
                        )}
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </RowCards>
            )}
            {list.data && list.data.total > 0 && (
              <TablePager
                label={`${tabLabel} pages`}
                page={request.page}
                pageSize={REGISTRATION_PAGE_SIZE}
                total={list.data.total}
                pageSizes={[REGISTRATION_PAGE_SIZE]}
                onPage={(page) => page !== request.page && setRequest({ ...request, page })}
                onPageSize={() => undefined}
              />
            )}
          </Box>
        </CardContent>
      </Card>
    </Box>
  );
}
