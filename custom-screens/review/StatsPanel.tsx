// The analyst statistics panel (spec 3 §2, §3 "Analyst stats", §9): the signed-in analyst's decisions
// last week against this week and yesterday against today (the server names yesterday "Friday" on
// Mondays), and reviews per week over the last four weeks, each week labelled by its Monday as
// month/day in the office's time zone. The charts load lazily; each comes with its numbers as a
// table for screen readers.
import { Alert, Box, Skeleton, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, type ReactNode } from 'react';
import { VISUALLY_HIDDEN } from '../../admin-ui/kit/visually-hidden.js';
import { monthDayText, officeDayOf } from '../../core/time/office-time.js';
import { SectionCard } from './SectionCard.js';
import { errorMessage } from './review-errors.js';
import { useReviewApi } from './use-review-lookups.js';
import type { AnalystStats } from '../../core/contract/analyst-stats.js';
import { COUNT_CATEGORIES } from './stats-words.js';
import { ANALYST_STATS_QUERY_KEY } from '../../admin-ui/hub/hub-events.js';
import type { Wire } from '../../core/contract/wire.js';

const ComparisonChart = lazy(() => import('./StatsCharts.js').then((m) => ({ default: m.ComparisonChart })));
const WeeksChart = lazy(() => import('./StatsCharts.js').then((m) => ({ default: m.WeeksChart })));

export const STATS_QUERY_KEY = ANALYST_STATS_QUERY_KEY;

/** "11/2": a week's label, its Monday as month/day. */
export const weekLabel = (dateTime: string) => monthDayText(officeDayOf(dateTime));

/** The chart pairs with the spec's series names. */
export function comparisons(stats: Wire<AnalystStats>) {
  return [
    { id: 'weeks', title: 'Last week and this week', series: [{ label: 'Last Week', counts: stats.lastWeek }, { label: 'This Week', counts: stats.thisWeek }] },
    { id: 'days', title: `${stats.yesterdayLabel} and today`, series: [{ label: stats.yesterdayLabel, counts: stats.yesterday }, { label: 'Today', counts: stats.today }] },
  ];
}

function Figure({ id, title, table, children }: { id: string; title: string; table: ReactNode; children: ReactNode }) {
  return (
    <Box component="figure" aria-labelledby={`${id}-caption`} sx={{ m: 0, mb: 2, minWidth: 0 }}>
      <Typography id={`${id}-caption`} component="figcaption" variant="subtitle2">
        {title}
      </Typography>
      <div aria-hidden>
        <Suspense fallback={<Skeleton variant="rectangular" height={200} />}>{children}</Suspense>
      </div>
      <Box sx={VISUALLY_HIDDEN}>{table}</Box>
    </Box>
  );
}

export function StatsPanel() {
  const api = useReviewApi();
  const { data, error, isPending } = useQuery({ queryKey: STATS_QUERY_KEY, queryFn: ({ signal }) => api.stats(signal), staleTime: 60_000, refetchOnWindowFocus: false, retry: false });
  return (
    <SectionCard id="review-stats" title="My statistics">
      {isPending && <Skeleton variant="rectangular" height={200} />}
      {error && <Alert severity="error">{errorMessage(error, 'Your statistics could not be loaded.')}</Alert>}
      {data &&
        comparisons(data).map((c) => (
          <Figure
            key={c.id}
            id={`stats-${c.id}`}
            title={c.title}
            table={
              <Table size="small" aria-label={c.title}>
                <TableHead>
                  <TableRow>
                    <TableCell>Decision</TableCell>
                    {c.series.map((s) => (
                      <TableCell key={s.label}>{s.label}</TableCell>
                    ))}
                  </TableRow>
                </TableHead>
                <TableBody>
                  {COUNT_CATEGORIES.map((k) => (
                    <TableRow key={k.key}>
                      <TableCell component="th" scope="row">
                        {k.label}
                      </TableCell>
                      {c.series.map((s) => (
                        <TableCell key={s.label}>{s.counts[k.key]}</TableCell>
                      ))}
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            }
          >
            <ComparisonChart series={c.series} />
          </Figure>
        ))}
      {data && (
        <Figure
          id="stats-four-weeks"
          title="Reviews over the last four weeks"
          table={
            <Table size="small" aria-label="Reviews over the last four weeks">
              <TableHead>
                <TableRow>
                  <TableCell>Week of</TableCell>
                  <TableCell>Reviews</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data.lastFourWeeks.map((w) => (
                  <TableRow key={w.dateTime}>
                    <TableCell component="th" scope="row">
                      {weekLabel(w.dateTime)}
                    </TableCell>
                    <TableCell>{w.numberOfReviews}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          }
        >
          <WeeksChart labels={data.lastFourWeeks.map((w) => weekLabel(w.dateTime))} values={data.lastFourWeeks.map((w) => w.numberOfReviews)} />
        </Figure>
      )}
    </SectionCard>
  );
}
