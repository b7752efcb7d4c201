// /review/completed/ (spec 3 §2, §9): decided reviews, 50 a page, latest action first, filtered by
// text, decision, the days of the decision and (for those who see every analyst's work) the analyst.
// Each row opens its details.
import { Alert, Box, Card, CardContent, LinearProgress, Link as MuiLink, MenuItem, Table, TableBody, TableCell, TableHead, TableRow, TableSortLabel, TextField, Typography } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { hasAbility } from '../../admin-ui/auth/staff-user.js';
import { dateTimeText } from '../../core/time/office-time.js';
import { REVIEW_QUERY_ROOT, useReviewCall } from '../../admin-ui/kit/review-call.js';
import { DECISION_NAMES, DECISION_TONES, type Decision } from '../../admin-ui/kit/review-words.js';
import { ToneChip } from '../../admin-ui/kit/ToneChip.js';
import { FILTER_BAR_SX, FILTER_DAY, FILTER_SELECT } from '../../admin-ui/kit/filter-layout.js';
import { SearchField } from '../../admin-ui/kit/SearchField.js';
import { TablePager } from '../../admin-ui/kit/TablePager.js';
import { VISUALLY_HIDDEN } from '../../admin-ui/kit/visually-hidden.js';
import { useAbilities } from '../../admin-ui/shell/app-config.js';
import { PageTitle } from '../../admin-ui/shell/page-title.js';
import { errorMessage } from '../../admin-ui/kit/server-errors.js';
import { COMPLETED_PAGE_SIZE, COMPLETED_PAGE_SIZES, NO_FILTERS, completedApi, completedPath } from './completed-api.js';
import type { CompletedFilters, CompletedRow } from '../../core/contract/completed.js';
import { WIDE_ONLY, NARROW_ONLY } from '../../admin-ui/kit/responsive-cells.js';
import { RowCards } from '../../admin-ui/kit/RowCards.js';
import { liveReads } from '../../admin-ui/hub/hub-events.js';
import type { Wire } from '../../core/contract/wire.js';

/** Sees every analyst's reviews (spec 1 §6); others see their own. */
export const ALL_ANALYSTS_ABILITY = 'AdminReportAnalystReviewProgress';
/** The analysts list is the assignment screens' call (spec 3 §6). */
const ANALYST_LIST_ABILITY = ['AdminAssign', 'AdminReassign'];


function Filters({ filters, onChange, analysts }: { filters: CompletedFilters; onChange: (f: CompletedFilters) => void; analysts?: { userId: number; name: string }[] }) {
  const set = (change: Partial<CompletedFilters>) => onChange({ ...filters, ...change });
  const badRange = filters.from !== '' && filters.to !== '' && filters.to < filters.from;
  return (
    <Box sx={FILTER_BAR_SX}>
      <SearchField value={filters.query} label="Search the completed reviews" onSearch={(query) => set({ query })} />
      <TextField select {...FILTER_SELECT} label="Decision" value={filters.decision} onChange={(e) => set({ decision: e.target.value as Decision | '' })}>
        <MenuItem value="">All</MenuItem>
        {(Object.keys(DECISION_NAMES) as Decision[]).map((d) => (
          <MenuItem key={d} value={d}>
            {DECISION_NAMES[d]}
          </MenuItem>
        ))}
      </TextField>
      {analysts && (
        <TextField select {...FILTER_SELECT} label="Analyst" value={String(filters.analystId)} onChange={(e) => set({ analystId: e.target.value === '' ? '' : Number(e.target.value) })}>
          <MenuItem value="">All</MenuItem>
          {analysts.map((a) => (
            <MenuItem key={a.userId} value={String(a.userId)}>
              {a.name}
            </MenuItem>
          ))}
        </TextField>
      )}
      <TextField {...FILTER_DAY} label="Decided from" value={filters.from} onChange={(e) => set({ from: e.target.value })} />
      <TextField
        {...FILTER_DAY}
        label="Decided to"
        value={filters.to}
        onChange={(e) => set({ to: e.target.value })}
        error={badRange}
        helperText={badRange ? 'The last day must not be before the first.' : undefined}
      />
    </Box>
  );
}

function Row({ row, showAnalyst }: { row: Wire<CompletedRow>; showAnalyst: boolean }) {
  const title = row.title ?? `Submission ${row.courseSubmissionId}`;
  return (
    <TableRow hover>
      <TableCell sx={{ minWidth: 160 }}>
        <MuiLink component={Link} to={completedPath(row.courseSubmissionReviewId)} sx={{ overflowWrap: 'anywhere' }}>
          {title}
        </MuiLink>
        <Typography variant="caption" color="text.secondary" component="div">
          Record {row.recordId}
        </Typography>
        <Typography variant="caption" color="text.secondary" sx={NARROW_ONLY}>
          {[row.institutionName, showAnalyst ? row.analystName : undefined].filter(Boolean).join(' · ')}
        </Typography>
      </TableCell>
      <TableCell sx={WIDE_ONLY}>{row.institutionName}</TableCell>
      {showAnalyst && <TableCell sx={WIDE_ONLY}>{row.analystName}</TableCell>}
      <TableCell>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
          <ToneChip tone={DECISION_TONES[row.decision]} label={DECISION_NAMES[row.decision]} />
          {row.isSecondReview && <ToneChip tone="neutral" label="2nd review" />}
          {row.reversedOn && <ToneChip tone="error" label="Reversed" />}
        </Box>
      </TableCell>
      <TableCell align="right" sx={WIDE_ONLY}>
        {row.rubricValue ?? '—'}
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{dateTimeText(row.actionDate)}</TableCell>
    </TableRow>
  );
}

export function CompletedListScreen() {
  const call = useReviewCall();
  const api = useMemo(() => completedApi(call), [call]);
  const abilities = useAbilities() ?? [];
  const seesAll = hasAbility(abilities, ALL_ANALYSTS_ABILITY);
  const mayListAnalysts = seesAll && hasAbility(abilities, ANALYST_LIST_ABILITY);
  const [filters, setFilters] = useState<CompletedFilters>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(COMPLETED_PAGE_SIZE);
  const [descending, setDescending] = useState(true);

  // a reversed range is not sent: the field says why
  const sent = filters.from && filters.to && filters.to < filters.from ? { ...filters, to: '' } : filters;
  const request = { filters: sent, page, pageSize, descending };
  const list = useQuery({ meta: liveReads('course-submission-reviews', 'course-submissions'), queryKey: [REVIEW_QUERY_ROOT, 'completed', request], queryFn: ({ signal }) => api.page(request, signal), placeholderData: keepPreviousData });
  const analysts = useQuery({ queryKey: [REVIEW_QUERY_ROOT, 'analysts'], queryFn: ({ signal }) => api.analysts(signal), enabled: mayListAnalysts, staleTime: 5 * 60_000 });
  const analystChoices = useMemo(() => analysts.data?.map((a) => ({ userId: a.userId, name: [a.firstName, a.lastName].filter(Boolean).join(' ') })), [analysts.data]);
  const rows = list.data?.result ?? [];

  return (
    <Box sx={{ mt: 2 }}>
      <PageTitle title="Completed reviews" />
      <Card component="section" aria-labelledby="completed-title">
        <CardContent>
          <Typography id="completed-title" variant="h6" component="h1" gutterBottom>
            Completed reviews
          </Typography>
          {!seesAll && (
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              Your own decisions.
            </Typography>
          )}
          <Filters
            filters={filters}
            analysts={mayListAnalysts ? analystChoices : undefined}
            onChange={(next) => {
              setFilters(next);
              setPage(1);
            }}
          />
          <Box sx={{ mt: 1 }}>{list.isFetching ? <LinearProgress aria-label="Loading the completed reviews" /> : <Box sx={{ height: 4 }} />}</Box>
          {list.error && <Alert severity="error">{errorMessage(list.error, 'The completed reviews could not be loaded.')}</Alert>}
          {list.data && rows.length === 0 && (
            <Typography color="text.secondary" sx={{ py: 2 }}>
              No completed review matches.
            </Typography>
          )}
          {rows.length > 0 && (
            <RowCards>
              <Table size="small" aria-label="Completed reviews">
                <TableHead>
                  <TableRow>
                    <TableCell>Course</TableCell>
                    <TableCell sx={WIDE_ONLY}>Institution</TableCell>
                    {seesAll && <TableCell sx={WIDE_ONLY}>Analyst</TableCell>}
                    <TableCell>Decision</TableCell>
                    <TableCell align="right" sx={WIDE_ONLY}>
                      Rubric
                    </TableCell>
                    <TableCell sortDirection={descending ? 'desc' : 'asc'}>
                      <TableSortLabel active direction={descending ? 'desc' : 'asc'} onClick={() => setDescending((d) => !d)}>
                        Action date
                        <Box component="span" sx={VISUALLY_HIDDEN}>
                          {descending ? ', latest first' : ', earliest first'}
                        </Box>
                      </TableSortLabel>
                    </TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {rows.map((row) => (
                    <Row key={row.courseSubmissionReviewId} row={row} showAnalyst={seesAll} />
                  ))}
                </TableBody>
              </Table>
            </RowCards>
          )}
          {list.data && list.data.total > 0 && (
            <TablePager
              label="Completed reviews pages"
              page={page}
              pageSize={pageSize}
              total={list.data.total}
              pageSizes={COMPLETED_PAGE_SIZES}
              onPage={setPage}
              onPageSize={setPageSize}
            />
          )}
        </CardContent>
      </Card>
    </Box>
  );
}
