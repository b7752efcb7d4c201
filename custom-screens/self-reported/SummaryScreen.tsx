// /courses/self-reported/ (spec 1 §2, §9): the online publishers with their self-reported courses of an
// academic year (the current one unless another is chosen), how many are in a running audit and how
// many cancellation requests wait; 10 a page, filtered by publisher, year and whether closed
// publishers are included, sorted by any figure. Each publisher opens its courses of that year.
import { Box, Chip, FormControlLabel, Link as MuiLink, MenuItem, Switch, TextField } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { SUMMARY_PAGE_SIZE } from '../../resources/_course-audits.js';
import { FILTER_BAR_SX, FILTER_SELECT } from '../../admin-ui/kit/filter-layout.js';
import { PagedTable, type PagedColumn } from '../../admin-ui/kit/PagedTable.js';
import { ToneChip } from '../../admin-ui/kit/ToneChip.js';
import { PageTitle } from '../../admin-ui/shell/page-title.js';
import { useSpecApi } from '../../admin-ui/kit/spec-api.js';
import { PublisherPicker } from './PublisherPicker.js';
import { SELF_REPORTED_QUERY_ROOT, SUMMARY_PAGE_SIZES, publisherPath, selfReportedApi } from './self-reported-api.js';
import type { SummaryRequest, SummaryRow, SummarySort } from '../../core/contract/self-reported.js';
import { liveReads } from '../../admin-ui/hub/hub-events.js';

/** each publisher's name links to its courses of the year shown */
function columns(yearId: number | undefined): PagedColumn<SummaryRow, SummarySort>[] {
  return [
    {
      sort: 'name',
      label: 'Publisher',
      sx: { minWidth: 180 },
      cell: (row) => (
        <>
          <MuiLink component={Link} to={publisherPath(row.institutionId, yearId)} sx={{ overflowWrap: 'anywhere' }}>
            {row.name}
          </MuiLink>
          {!row.isActive && <Chip size="small" label="Closed" sx={{ ml: 1 }} />}
        </>
      ),
    },
    { sort: 'courses', label: 'Courses', align: 'right', cell: (row) => row.courses },
    { sort: 'audited', label: 'In audit', align: 'right', cell: (row) => row.audited },
    { sort: 'pendingCancellations', label: 'Cancellation requests', align: 'right', cell: (row) => (row.pendingCancellations > 0 ? <ToneChip tone="warning" label={String(row.pendingCancellations)} /> : 0) },
  ];
}

const INITIAL: SummaryRequest = { institutionId: null, academicYearId: '', includeClosedPublishers: false, page: 1, size: SUMMARY_PAGE_SIZE, sort: 'name', descending: false };

export function SummaryScreen() {
  const call = useSpecApi();
  const api = useMemo(() => selfReportedApi(call), [call]);
  const [request, setRequest] = useState<SummaryRequest>(INITIAL);
  const change = (c: Partial<SummaryRequest>) => setRequest((r) => ({ ...r, page: 1, ...c }));
  const list = useQuery({ meta: liveReads('course-audits'), queryKey: [SELF_REPORTED_QUERY_ROOT, 'summary', request], queryFn: ({ signal }) => api.summary(request, signal), placeholderData: keepPreviousData });
  const years = useQuery({ queryKey: [SELF_REPORTED_QUERY_ROOT, 'years'], queryFn: ({ signal }) => api.years(signal), staleTime: 10 * 60_000 });
  const yearId = list.data?.academicYearId ?? undefined;
  const sortBy = (sort: SummarySort) => change(request.sort === sort ? { descending: !request.descending } : { sort, descending: sort !== 'name' });

  return (
    <Box sx={{ mt: 2 }}>
      <PageTitle title="Self-reported courses" />
      <PagedTable
        card={{ id: 'self-reported-title', title: `Self-reported courses${list.data?.academicYear ? ` · ${list.data.academicYear}` : ''}` }}
        label="Online publishers"
        pagerLabel="Online publisher pages"
        toolbar={
          <Box sx={FILTER_BAR_SX}>
            <PublisherPicker api={api} includeClosed={request.includeClosedPublishers} value={request.institutionId} onChange={(institutionId) => change({ institutionId })} />
            <TextField select {...FILTER_SELECT} label="Academic year" value={String(request.academicYearId)} onChange={(e) => change({ academicYearId: e.target.value === '' ? '' : Number(e.target.value) })}>
              <MenuItem value="">Current year</MenuItem>
              {[...(years.data ?? [])].reverse().map((y) => (
                <MenuItem key={y.id} value={String(y.id)}>
                  {y.name}
                </MenuItem>
              ))}
            </TextField>
            <FormControlLabel
              sx={{ ml: 0.5 }}
              control={<Switch checked={request.includeClosedPublishers} onChange={(e) => change({ includeClosedPublishers: e.target.checked, institutionId: e.target.checked ? request.institutionId : null })} />}
              label="Include closed publishers"
            />
          </Box>
        }
        list={list}
        loadingLabel="Loading the publishers"
        errorText="The self-reported courses could not be loaded."
        empty={`No online publisher${request.institutionId !== null ? ' matches the filters' : ''}.`}
        columns={columns(yearId)}
        rowKey={(row) => row.institutionId}
        sort={{ key: request.sort, descending: request.descending }}
        onSort={sortBy}
        pager={{ page: request.page, pageSize: request.size, pageSizes: SUMMARY_PAGE_SIZES, onPage: (page) => setRequest((r) => ({ ...r, page })), onPageSize: (size) => change({ size }) }}
      />
    </Box>
  );
}
