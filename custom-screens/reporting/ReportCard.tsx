// One report: its title and what it counts, the chart, the table beneath with every figure, and the
// Excel download of the same rows under the same filters. No rows: a sentence says so.
import DownloadIcon from '@mui/icons-material/Download';
import { Box, Button, Card, CardContent, CircularProgress, Typography } from '@mui/material';
import { lazy, Suspense } from 'react';
import { chartSummary } from './chart-summary.js';
import { ReportTable } from './ReportTable.js';
import { excelUrl } from './reporting-api.js';
import type { FilterValues, ReportAnswer } from '../../core/contract/reporting.js';

const ReportChart = lazy(() => import('./ReportChart.js'));

const EMPTY: Record<string, string> = {
  'submissions-by-status': 'No submissions match these filters.',
  'approval-by-subject-area': 'No submission matching these filters has been decided.',
  'approval-by-submission-type': 'No submission matching these filters has been decided.',
  'review-turnaround': 'No submission matching these filters has been decided.',
  'analyst-throughput': 'No analyst has decided a submission matching these filters.',
  'institutions-by-county': 'No institution matching these filters has courses.',
  'registrations-by-status': 'No registrations match these filters.',
};

export function ReportCard({ report, filters }: { report: ReportAnswer; filters: FilterValues }) {
  const titleId = `report-${report.key}-title`;
  return (
    <Card component="section" aria-labelledby={titleId} data-report={report.key}>
      <CardContent>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', justifyContent: 'space-between', flexWrap: 'wrap' }}>
          <Typography id={titleId} variant="h6" component="h2">
            {report.title}
          </Typography>
          <Button size="small" variant="outlined" startIcon={<DownloadIcon />} href={excelUrl(report.key, filters)} download aria-label={`Download ${report.title} as Excel`}>
            Excel
          </Button>
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {report.description}
        </Typography>
        {report.rows.length === 0 ? (
          <Typography sx={{ py: 2 }}>{EMPTY[report.key] ?? 'Nothing matches these filters.'}</Typography>
        ) : (
          <>
            <Box role="img" aria-label={`${chartSummary(report)}; the table below has every figure.`}>
              <Suspense fallback={<CircularProgress size={24} aria-label="Loading the chart" />}>
                <ReportChart report={report} />
              </Suspense>
            </Box>
            <ReportTable report={report} />
          </>
        )}
      </CardContent>
    </Card>
  );
}
