// /courses/self-reported/ (spec 1 §2, §9): the online publishers with their self-reported courses of an
// academic year (the current one unless another is chosen), how many are in a running audit and how
// many cancellation requests wait; 10 a page, filtered by publisher, year and whether closed
// publishers are included, sorted by any figure. Each publisher opens its courses of that year.
import { Alert, Box, Card, CardContent, Chip, FormControlLabel, LinearProgress, Link as MuiLink, MenuItem, Switch, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { SUMMARY_PAGE_SIZE } from '../../resources/_course-audits.js';
import { FILTER_BAR_SX, FILTER_SELECT } from '../../admin-ui/kit/filter-layout.js';
import { TablePager } from '../../admin-ui/kit/TablePager.js';
import { ToneChip } from '../../admin-ui/kit/ToneChip.js';
import { PageTitle } from '../../admin-ui/shell/page-title.js';
import { useSpecApi } from '../../admin-ui/kit/spec-api.js';
import { errorMessage } from '../../admin-ui/kit/server-errors.js';
import { SortableHeaderCell } from '../../admin-ui/kit/SortableHeaderCell.js';
import { PublisherPicker } from './PublisherPicker.js';
import { SELF_REPORTED_QUERY_ROOT, SUMMARY_PAGE_SIZES, publisherPath, selfReportedApi } from './self-reported-api.js';
import type { SummaryRequest, SummarySort } from '../../core/contract/self-reported.js';
import { RowCards } from '../../admin-ui/kit/RowCards.js';
import { liveReads } from '../../admin-ui/hub/hub-events.js';

const COLUMNS: { sort: SummarySort; label: string; align?: 'right' }[] = [
  { sort: 'name', label: 'Publisher' },
  { sort: 'courses', label: 'Courses', align: 'right' },
  { sort: 'audited', label: 'In audit', align: 'right' },
  { sort: 'pendingCancellations', label: 'Cancellation requests', align: 'right' },
];

const INITIAL: SummaryRequest = { institutionId: null, academicYearId: '', includeClosedPublishers: false, page: 1, size: SUMMARY_PAGE_SIZE, sort: 'name', descending: false };

export function SummaryScreen() {
  const call = useSpecApi();
  const api = useMemo(() => selfReportedApi(call), [call]);
  const [request, setRequest] = useState<SummaryRequest>(INITIAL);
  const change = (c: Partial<SummaryRequest>) => setRequest((r) => ({ ...r, page: 1, ...c }));
  const list = useQuery({ meta: liveReads('course-audits'), queryKey: [SELF_REPORTED_QUERY_ROOT, 'summary', request], queryFn: ({ signal }) => api.summary(request, signal), placeholderData: keepPreviousData });
  const years = useQuery({ queryKey: [SELF_REPORTED_QUERY_ROOT, 'years'], queryFn: ({ signal }) => api.years(signal), staleTime: 10 * 60_000 });
  const rows = list.data?.result ?? [];
  const yearId = list.data?.academicYearId ?? undefined;
  const sortBy = (sort: SummarySort) => change(request.sort === sort ? { descending: !request.descending } : { sort, descending: sort !== 'name' });

  return (
    <Box sx={{ mt: 2 }}>
      <PageTitle title="Self-reported courses" />
      <Card component="section" aria-labelledby="self-reported-title">
        <CardContent>
          <Typography id="self-reported-title" variant="h6" component="h1" gutterBottom>
            Self-reported courses{list.data?.academicYear ? ` · ${list.data.academicYear}` : ''}
          </Typography>
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
          <Box sx={{ mt: 1 }}>{list.isFetching ? <LinearProgress aria-label="Loading the publishers" /> : <Box sx={{ height: 4 }} />}</Box>
          {list.error && <Alert severity="error">{errorMessage(list.error, 'The self-reported courses could not be loaded.')}</Alert>}
          {list.data && rows.length === 0 && (
            <Typography color="text.secondary" sx={{ py: 2 }}>
              No online publisher{request.institutionId !== null ? ' matches the filters' : ''}.
            </Typography>
          )}
          {rows.length > 0 && (
            <RowCards>
              <Table size="small" aria-label="Online publishers">
                <TableHead>
                  <TableRow>
                    {COLUMNS.map((c) => (
                      <SortableHeaderCell key={c.sort} label={c.label} align={c.align} active={request.sort === c.sort} descending={request.descending} onSort={() => sortBy(c.sort)} />
                    ))}
                  </TableRow>
                </TableHead>
                <TableBody>
                  {rows.map((row) => (
                    <TableRow key={row.institutionId} hover>
                      <TableCell sx={{ minWidth: 180 }}>
                        <MuiLink component={Link} to={publisherPath(row.institutionId, yearId)} sx={{ overflowWrap: 'anywhere' }}>
                          {row.name}
                        </MuiLink>
                        {!row.isActive && <Chip size="small" label="Closed" sx={{ ml: 1 }} />}
                      </TableCell>
                      <TableCell align="right">{row.courses}</TableCell>
                      <TableCell align="right">{row.audited}</TableCell>
                      <TableCell align="right">{row.pendingCancellations > 0 ? <ToneChip tone="warning" label={String(row.pendingCancellations)} /> : 0}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </RowCards>
          )}
          {list.data && list.data.total > 0 && (
            <TablePager
              label="Online publisher pages"
              page={request.page}
              pageSize={request.size}
              total={list.data.total}
              pageSizes={SUMMARY_PAGE_SIZES}
              onPage={(page) => setRequest((r) => ({ ...r, page }))}
              onPageSize={(size) => change({ size })}
            />
          )}
        </CardContent>
      </Card>
    </Box>
  );
}
