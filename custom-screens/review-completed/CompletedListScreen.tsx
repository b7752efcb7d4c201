// /review/completed/ (spec 3 §2, §9): decided reviews, 50 a page, latest action first, filtered by
// text, decision, the days of the decision and (for those who see every analyst's work) the analyst.
// Each row opens its details.
import { Box, Link as MuiLink, MenuItem, TextField, Typography } from '@mui/material';
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
import { PagedTable, type PagedColumn } from '../../admin-ui/kit/PagedTable.js';
import { useAbilities } from '../../admin-ui/shell/app-config.js';
import { PageTitle } from '../../admin-ui/shell/page-title.js';
import { COMPLETED_PAGE_SIZE, COMPLETED_PAGE_SIZES, NO_FILTERS, completedApi, completedPath } from './completed-api.js';
import type { CompletedFilters, CompletedRow } from '../../core/contract/completed.js';
import { NARROW_ONLY } from '../../admin-ui/kit/responsive-cells.js';
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

/** the analyst's column for those who see every analyst's reviews */
function columns(showAnalyst: boolean): (PagedColumn<Wire<CompletedRow>, 'actionDate'> | false)[] {
  return [
    {
      label: 'Course',
      sx: { minWidth: 160 },
      cell: (row) => (
        <>
          <MuiLink component={Link} to={completedPath(row.courseSubmissionReviewId)} sx={{ overflowWrap: 'anywhere' }}>
            {row.title ?? `Submission ${row.courseSubmissionId}`}
          </MuiLink>
          <Typography variant="caption" color="text.secondary" component="div">
            Record {row.recordId}
          </Typography>
          <Typography variant="caption" color="text.secondary" sx={NARROW_ONLY}>
            {[row.institutionName, showAnalyst ? row.analystName : undefined].filter(Boolean).join(' · ')}
          </Typography>
        </>
      ),
    },
    { label: 'Institution', only: 'wide', cell: (row) => row.institutionName },
    showAnalyst && { label: 'Analyst', only: 'wide', cell: (row) => row.analystName },
    {
      label: 'Decision',
      cell: (row) => (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
          <ToneChip tone={DECISION_TONES[row.decision]} label={DECISION_NAMES[row.decision]} />
          {row.isSecondReview && <ToneChip tone="neutral" label="2nd review" />}
          {row.reversedOn && <ToneChip tone="error" label="Reversed" />}
        </Box>
      ),
    },
    { label: 'Rubric', align: 'right', only: 'wide', cell: (row) => row.rubricValue ?? '—' },
    { label: 'Action date', sort: 'actionDate', sortWords: { ascending: ', earliest first', descending: ', latest first' }, sx: { whiteSpace: 'nowrap' }, cell: (row) => dateTimeText(row.actionDate) },
  ];
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

  return (
    <Box sx={{ mt: 2 }}>
      <PageTitle title="Completed reviews" />
      <PagedTable
        card={{ id: 'completed-title', title: 'Completed reviews' }}
        label="Completed reviews"
        toolbar={
          <>
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
          </>
        }
        list={list}
        loadingLabel="Loading the completed reviews"
        errorText="The completed reviews could not be loaded."
        empty="No completed review matches."
        columns={columns(seesAll)}
        rowKey={(row) => row.courseSubmissionReviewId}
        // the one order asked of the server: the action date, latest or earliest first
        sort={{ key: 'actionDate', descending }}
        onSort={() => setDescending((d) => !d)}
        pager={{ page, pageSize, pageSizes: COMPLETED_PAGE_SIZES, onPage: setPage, onPageSize: setPageSize }}
      />
    </Box>
  );
}
