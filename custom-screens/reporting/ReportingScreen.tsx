// /reporting (AdminReportAnalystReviewProgress): the reports an office runs its year on, one card each
// (chart, table, Excel download), under filters kept in the address so a view can be bookmarked or
// shared. The figures come from GET /api/admin/reporting/reports; docs/reporting.md says what each counts.
import { Alert, Box, Card, CardContent, CircularProgress, LinearProgress, Typography } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useReviewCall } from '../../admin-ui/kit/review-call.js';
import { PageTitle } from '../../admin-ui/shell/page-title.js';
import { errorMessage } from '../../admin-ui/kit/server-errors.js';
import { FilterBar } from './FilterBar.js';
import { ReportCard } from './ReportCard.js';
import { FILTER_NAMES, reportingApi } from './reporting-api.js';
import type { FilterValues } from '../../core/contract/reporting.js';

const TITLE = 'Reporting';

export function ReportingScreen() {
  const call = useReviewCall();
  const api = useMemo(() => reportingApi(call), [call]);
  const [search, setSearch] = useSearchParams();
  const filters: FilterValues = { academicYearId: search.get('academicYearId') ?? '', institutionTypeId: search.get('institutionTypeId') ?? '', countyId: search.get('countyId') ?? '' };
  const answer = useQuery({ queryKey: ['reporting', filters], queryFn: ({ signal }) => api.reports(filters, signal), placeholderData: keepPreviousData });
  const setFilter = (name: keyof FilterValues, value: string) => {
    const next = new URLSearchParams(search);
    if (value === '') next.delete(name);
    else next.set(name, value);
    // keep the filters in a stable order in the address
    const ordered = new URLSearchParams();
    for (const key of FILTER_NAMES) if (next.get(key)) ordered.set(key, next.get(key)!);
    setSearch(ordered, { replace: true });
  };
  const data = answer.data;

  return (
    <Box sx={{ mt: 2, display: 'grid', gap: 2 }}>
      <PageTitle title={TITLE} />
      <Card component="section" aria-labelledby="reporting-title">
        <CardContent>
          <Typography id="reporting-title" variant="h5" component="h1" gutterBottom>
            Reporting dashboard
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            Every report counts the submissions of the chosen cycle (academic year) from institutions of the chosen type and county; the county report counts the institutions
            themselves{data ? `. Weeks run from Monday in office time (${data.timeZone.replace(/_/g, ' ')})` : ''}.
          </Typography>
          <FilterBar values={filters} onChange={setFilter} />
          <Box sx={{ mt: 1 }}>{answer.isFetching && data ? <LinearProgress aria-label="Loading the figures" /> : <Box sx={{ height: 4 }} />}</Box>
          {answer.error && <Alert severity="error">{errorMessage(answer.error, 'The reports could not be loaded.')}</Alert>}
        </CardContent>
      </Card>
      {!data && answer.isLoading && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, p: 2 }}>
          <CircularProgress size={24} aria-label="Loading the reports" />
          <Typography>Loading the reports…</Typography>
        </Box>
      )}
      {data && (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', xl: 'repeat(2, minmax(0, 1fr))' } }} aria-busy={answer.isFetching}>
          {data.reports.map((report) => (
            <ReportCard key={report.key} report={report} filters={filters} />
          ))}
        </Box>
      )}
    </Box>
  );
}
