// /review/consistency (AdminReportAnalystReviewProgress): how consistently the analysts decide, over
// the decisions of a period: each one's approval rate against the office's, how often a 2nd review
// overturned their first review, and their median time per review, as a bar chart (loaded with this
// page only) and a table that carries every figure for those who cannot read the chart.
import { Alert, Box, Card, CardContent, CircularProgress, LinearProgress, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useMemo, useState } from 'react';
import { REVIEW_QUERY_ROOT, useReviewCall } from '../../admin-ui/kit/review-call.js';
import { FILTER_BAR_SX, FILTER_DAY } from '../../admin-ui/kit/filter-layout.js';
import { PageTitle } from '../../admin-ui/shell/page-title.js';
import { errorMessage } from '../../admin-ui/kit/server-errors.js';
import { analystName, consistencyApi, formatDifference, formatMinutes, formatRate } from './consistency-api.js';
import type { ConsistencyReport, Period } from '../../core/contract/consistency.js';
import { RowCards } from '../../admin-ui/kit/RowCards.js';

const ConsistencyChart = lazy(() => import('./ConsistencyChart.js'));

function PeriodFields({ period, onChange }: { period: Period; onChange: (p: Period) => void }) {
  const badRange = period.from !== '' && period.to !== '' && period.to < period.from;
  return (
    <Box sx={FILTER_BAR_SX}>
      <TextField {...FILTER_DAY} label="Decided from" value={period.from} onChange={(e) => onChange({ ...period, from: e.target.value })} />
      <TextField
        {...FILTER_DAY}
        label="Decided to"
        value={period.to}
        onChange={(e) => onChange({ ...period, to: e.target.value })}
        error={badRange}
        helperText={badRange ? 'The last day must not be before the first.' : undefined}
      />
    </Box>
  );
}

function ConsistencyTable({ report }: { report: ConsistencyReport }) {
  return (
    <RowCards>
      <Table size="small" aria-label="Reviewer consistency by analyst">
        <TableHead>
          <TableRow>
            <TableCell>Analyst</TableCell>
            <TableCell align="right">Decisions</TableCell>
            <TableCell align="right">Approval rate</TableCell>
            <TableCell align="right">2nd-review overturns</TableCell>
            <TableCell align="right">Median time per review</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {report.analysts.map((a) => (
            <TableRow key={a.userId}>
              <TableCell>{analystName(a)}</TableCell>
              <TableCell align="right">
                {a.totalReviews}
                <Typography variant="caption" color="text.secondary" component="div">
                  {a.approved} approved · {a.notApproved} not approved · {a.sentToSecondReview} to 2nd review
                </Typography>
              </TableCell>
              <TableCell align="right">
                {formatRate(a.approvalRate)}
                <Typography variant="caption" color="text.secondary" component="div">
                  {formatDifference(a.approvalRateDifference)}
                </Typography>
              </TableCell>
              <TableCell align="right">
                {formatRate(a.overturnRate)}
                <Typography variant="caption" color="text.secondary" component="div">
                  {a.overturned} of {a.secondReviewed}
                </Typography>
              </TableCell>
              <TableCell align="right">{formatMinutes(a.medianMinutesPerReview)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </RowCards>
  );
}

export function ConsistencyScreen() {
  const call = useReviewCall();
  const api = useMemo(() => consistencyApi(call), [call]);
  const [period, setPeriod] = useState<Period>({ from: '', to: '' });
  // a reversed range is not sent: the field says why
  const sent = period.from && period.to && period.to < period.from ? { ...period, to: '' } : period;
  const report = useQuery({ queryKey: [REVIEW_QUERY_ROOT, 'consistency', sent], queryFn: ({ signal }) => api.report(sent, signal), placeholderData: keepPreviousData });
  const data = report.data;
  const loadingChart = <CircularProgress size={24} aria-label="Loading the chart" />;

  return (
    <Box sx={{ mt: 2, display: 'grid', gap: 2 }}>
      <PageTitle title="Reviewer consistency" />
      <Card component="section" aria-labelledby="consistency-title">
        <CardContent>
          <Typography id="consistency-title" variant="h6" component="h1" gutterBottom>
            Reviewer consistency
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            Decisions of the period{data ? ` (days in office time, ${data.timeZone.replace(/_/g, ' ')})` : ''}. The overturn rate is the share of an analyst’s first reviews that a 2nd review decided
            the other way; the time per review runs from the start of the review to its decision. Leave the days empty for every decision.
          </Typography>
          <PeriodFields period={period} onChange={setPeriod} />
          <Box sx={{ mt: 1 }}>{report.isFetching ? <LinearProgress aria-label="Loading the figures" /> : <Box sx={{ height: 4 }} />}</Box>
          {report.error && <Alert severity="error">{errorMessage(report.error, 'The figures could not be loaded.')}</Alert>}
          {data && (
            <Typography variant="subtitle1" component="p" sx={{ mt: 1 }}>
              Office approval rate: <strong>{formatRate(data.officeApprovalRate)}</strong>
            </Typography>
          )}
          {data && data.analysts.length === 0 && <Typography color="text.secondary">No decision was taken in this period.</Typography>}
        </CardContent>
      </Card>
      {data && data.analysts.length > 0 && (
        <>
          <Card component="section" aria-labelledby="consistency-chart-title">
            <CardContent>
              <Typography id="consistency-chart-title" variant="h6" component="h2">
                Approval and overturn rates
              </Typography>
              <Typography variant="body2" color="text.secondary">
                The dashed line is the office’s approval rate; the table below has every figure.
              </Typography>
              <Box role="figure" aria-label="Bar chart of each analyst's approval rate and 2nd-review overturn rate, with the office's approval rate">
                <Suspense fallback={loadingChart}>
                  <ConsistencyChart report={data} />
                </Suspense>
              </Box>
            </CardContent>
          </Card>
          <Card component="section" aria-labelledby="consistency-table-title">
            <CardContent>
              <Typography id="consistency-table-title" variant="h6" component="h2" gutterBottom>
                By analyst
              </Typography>
              <ConsistencyTable report={data} />
            </CardContent>
          </Card>
        </>
      )}
    </Box>
  );
}
