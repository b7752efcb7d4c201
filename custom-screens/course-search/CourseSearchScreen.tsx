// /courses/search?i&c&f (spec 1 §2 "Course search", §3–§5, §9): faceted search of the course years.
// Text, institution and submission dates on top, the facet groups down the side, the results with
// their count, sort, infinite scroll and Excel export. Without text, institution, filter or date the
// search asks for the facets only (page size 0) and the screen invites a search. While the index is
// being built (503) the server's message is shown and the search tried again. With AdminAssign or
// AdminReassign, In Queue and In Review results can be assigned or reassigned from their row. Back
// from a course returns to the same place in the results.
// docs/search.md "Search screen and export".
import { Alert, Box, Button, Card, CardContent, LinearProgress, Typography, useMediaQuery, type Theme } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { hasAbility } from '../../admin-ui/auth/staff-user.js';
import { REVIEW_QUERY_ROOT, useReviewCall } from '../../admin-ui/kit/review-call.js';
import { SearchField } from '../../admin-ui/kit/SearchField.js';
import { useAbilities } from '../../admin-ui/shell/app-config.js';
import { PageTitle } from '../../admin-ui/shell/page-title.js';
import { errorMessage } from '../../admin-ui/kit/server-errors.js';
import { AssignDialog } from '../review-submitted/AssignDialog.js';
import type { Mode } from '../review-submitted/assignment.js';
import { submittedApi } from '../review-submitted/submitted-api.js';
import { ASSIGN_ABILITY, REASSIGN_ABILITY } from '../review-submitted/SubmittedScreen.js';
import { ActiveFilters } from './ActiveFilters.js';
import { dialogRow, rowMode } from './assign-rows.js';
import { DateRangeFilter } from './DateRangeFilter.js';
import { ExportButton } from './ExportButton.js';
import { countText, FacetPanel, withSelection } from './FacetPanel.js';
import { InstitutionFilter, useNamedInstitution } from './InstitutionFilter.js';
import { ResultsTable } from './ResultsTable.js';
import { ScrollMore } from './ScrollMore.js';
import { SEARCH_QUERY_ROOT, statusOf } from './search-api.js';
import type { FacetField, ResultRow } from '../../core/contract/course-search.js';
import { encodeSearch, exportRequest, hasCriteria, toggleValue, type SearchState } from './search-state.js';
import { SortControl } from './SortControl.js';
import { StatusBar } from './StatusBar.js';
import { useCourseSearch } from './use-course-search.js';
import { useScrollMemory } from './use-scroll-memory.js';
import { useSearchState } from './use-search-state.js';
import { RowCards } from '../../admin-ui/kit/RowCards.js';
import type { Wire } from '../../core/contract/wire.js';

/** The index applies a change within a second: the results are read again after it has. */
const INDEX_CATCH_UP_MS = 1_200;
/** While the index is being built (503) the search is tried again by itself this often. */
const BUILDING_RETRY_MS = 3_000;

const coursesText = (n: number) => `${countText(n)} ${n === 1 ? 'course' : 'courses'}`;

export function CourseSearchScreen() {
  const [state, showSearch] = useSearchState();
  const search = useCourseSearch(state);
  const { query, searchAhead } = search;
  // the answer is asked for before the change is drawn (use-course-search.ts)
  const setState = useCallback(
    (next: SearchState) => {
      searchAhead(next);
      showSearch(next);
    },
    [searchAhead, showSearch],
  );
  const abilities = useAbilities() ?? [];
  const canAssign = hasAbility(abilities, ASSIGN_ABILITY);
  const canReassign = hasAbility(abilities, REASSIGN_ABILITY);
  const may = useMemo(() => ({ canAssign, canReassign }), [canAssign, canReassign]);
  const mayMove = may.canAssign || may.canReassign;
  const call = useReviewCall();
  const analysts = useQuery({ queryKey: [REVIEW_QUERY_ROOT, 'analysts'], queryFn: ({ signal }) => submittedApi(call).analysts(signal), enabled: mayMove, staleTime: 5 * 60_000 });
  const institution = useNamedInstitution(state.institutionId);
  const queryClient = useQueryClient();
  const [moving, setMoving] = useState<{ row: Wire<ResultRow>; mode: Mode }>();
  // below 900 px the filters sit above the results, folded so the results stay in view
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const [filtersShown, setFiltersShown] = useState(false);

  const searching = hasCriteria(state);
  useScrollMemory(useMemo(() => encodeSearch(state).toString(), [state]), searching && search.results.length > 0 && !search.stale);
  const status = query.error ? statusOf(query.error) : undefined;
  const request = useMemo(() => exportRequest(state), [state]);
  // the same functions from render to render (the address changing too), so that a click draws again
  // only the facet group it changed, not the filters and groups it left alone
  const latest = useRef({ state, setState });
  latest.current = { state, setState };
  const toggle = useCallback((field: FacetField, value: string, on: boolean) => latest.current.setState(toggleValue(latest.current.state, field, value, on)), []);
  const changeQuery = useCallback((query: string) => latest.current.setState({ ...latest.current.state, query }), []);
  const changeInstitution = useCallback((institutionId: number | null) => latest.current.setState({ ...latest.current.state, institutionId }), []);
  const changeDates = useCallback((dateRange: SearchState['dateRange']) => latest.current.setState({ ...latest.current.state, dateRange }), []);
  const reread = () => void queryClient.invalidateQueries({ queryKey: [SEARCH_QUERY_ROOT, 'results'] });
  // the same functions from render to render, so the rows are not drawn again while only the search changes
  const modeFor = useCallback((row: Wire<ResultRow>) => (may.canAssign || may.canReassign ? rowMode(row, may) : undefined), [may]);
  const onMove = useCallback((row: Wire<ResultRow>, mode: Mode) => setMoving({ row, mode }), []);
  const { refetch, errorUpdatedAt } = query;
  useEffect(() => {
    if (status !== 503) return;
    const timer = setTimeout(() => void refetch(), BUILDING_RETRY_MS);
    return () => clearTimeout(timer);
  }, [status, errorUpdatedAt, refetch]);

  return (
    <Box sx={{ mt: 2 }}>
      <PageTitle title="Course search" />
      <Typography variant="h5" component="h1" gutterBottom>
        Course search
      </Typography>
      <Card component="section" aria-label="Search" sx={{ mb: 2 }}>
        <CardContent sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start', '&:last-child': { pb: 2 } }}>
          <SearchField value={state.query} onSearch={changeQuery} label="Search courses by title, transcript code, institution or record number" />
          <InstitutionFilter institutionId={state.institutionId} onChange={changeInstitution} />
          <DateRangeFilter range={state.dateRange} onChange={changeDates} />
        </CardContent>
      </Card>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '280px minmax(0, 1fr)' }, gap: 2, alignItems: 'start' }}>
        <Card>
          <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 1.5, pt: 1.5, pb: 0.5 }}>
            <Typography variant="subtitle1" component="h2">
              Filters
            </Typography>
            {narrow && (
              <Button size="small" onClick={() => setFiltersShown(!filtersShown)} aria-expanded={filtersShown} aria-controls="course-search-filters">
                {filtersShown ? 'Hide' : 'Show'}
              </Button>
            )}
          </Box>
          <Box id="course-search-filters" hidden={narrow && !filtersShown}>
            {search.facetGroups.length === 0 && !query.error && (
              <Typography variant="body2" color="text.secondary" sx={{ px: 1.5, pb: 1.5 }}>
                {query.isPending ? 'Loading…' : 'No filter for this search.'}
              </Typography>
            )}
            <FacetPanel groups={withSelection(search.facetGroups, state.filters)} onToggle={toggle} />
          </Box>
        </Card>
        <Card component="section" aria-labelledby="course-search-count">
          <CardContent>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', justifyContent: 'space-between' }}>
              <Typography id="course-search-count" variant="h6" component="h2" role="status" aria-live="polite">
                {search.totalResults === undefined ? 'Searching…' : searching ? coursesText(search.totalResults) : `${coursesText(search.totalResults)} in all`}
              </Typography>
              <StatusBar group={search.facetGroups.find((g) => g.field === 'statusGroup')} />
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
                <SortControl sortBy={state.sortBy} ascending={state.sortAscending} onChange={(sortBy, sortAscending) => setState({ ...state, sortBy, sortAscending })} />
                <ExportButton request={request} totalResults={search.totalResults} />
              </Box>
            </Box>
            <Box sx={{ mt: 1 }}>
              <ActiveFilters state={state} groups={search.facetGroups} institutionName={institution.data?.name} onChange={setState} />
            </Box>
            <Box sx={{ mt: 1 }}>{query.isFetching && !query.isFetchingNextPage ? <LinearProgress aria-label="Searching" /> : <Box sx={{ height: 4 }} />}</Box>
            {query.error && (
              <Alert
                severity={status === 503 ? 'info' : 'error'}
                sx={{ mt: 1 }}
                action={
                  <Button color="inherit" size="small" onClick={() => void query.refetch()}>
                    Retry
                  </Button>
                }
              >
                {errorMessage(query.error, 'The search could not be run.')}
              </Alert>
            )}
            {!searching && search.totalResults !== undefined && (
              <Typography color="text.secondary" sx={{ py: 2 }}>
                Type in the search box, choose an institution, a submission date range or a filter to list courses.
              </Typography>
            )}
            {searching && search.totalResults === 0 && (
              <Typography color="text.secondary" sx={{ py: 2 }}>
                No course matches this search.
              </Typography>
            )}
            {searching && search.results.length > 0 && (
              <RowCards sx={{ opacity: search.stale ? 0.6 : 1 }}>
                <ResultsTable rows={search.results} modeFor={modeFor} onMove={onMove} />
                <ScrollMore shown={search.results.length} total={search.totalResults ?? 0} hasMore={Boolean(query.hasNextPage) && !search.stale} loading={query.isFetchingNextPage} onMore={() => void query.fetchNextPage()} />
              </RowCards>
            )}
          </CardContent>
        </Card>
      </Box>
      {mayMove && (
        <AssignDialog
          rows={moving ? [dialogRow(moving.row)] : []}
          mode={moving?.mode ?? 'reassign'}
          analysts={analysts.data ?? []}
          canReassign={may.canReassign}
          onClose={() => setMoving(undefined)}
          onDone={() => {
            setMoving(undefined);
            reread();
            setTimeout(reread, INDEX_CATCH_UP_MS);
          }}
        />
      )}
    </Box>
  );
}
