// The statistics panel's charts (spec 3 §2, §9). Its own module, loaded when the panel draws them, so
// the charts library is not part of the review screen's first chunk.
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import type { DecisionCounts } from './review-api.js';
import { COUNT_CATEGORIES } from './stats-words.js';

export interface ComparisonProps {
  series: readonly { label: string; counts: DecisionCounts }[];
}

export function ComparisonChart({ series }: ComparisonProps) {
  return (
    <BarChart
      height={220}
      // every category named, small enough that four fit under a narrow panel
      xAxis={[{ scaleType: 'band', data: COUNT_CATEGORIES.map((c) => c.label), tickLabelInterval: () => true, tickLabelStyle: { fontSize: 11 } }]}
      yAxis={[{ tickMinStep: 1, width: 32 }]}
      series={series.map((s) => ({ label: s.label, data: COUNT_CATEGORIES.map((c) => s.counts[c.key]) }))}
      margin={{ left: 0, right: 8 }}
    />
  );
}

export function WeeksChart({ labels, values }: { labels: string[]; values: number[] }) {
  return (
    <LineChart
      height={200}
      xAxis={[{ scaleType: 'point', data: labels }]}
      yAxis={[{ tickMinStep: 1, min: 0, width: 32 }]}
      series={[{ label: 'Reviews', data: values }]}
      hideLegend
      margin={{ left: 0, right: 28 }}
    />
  );
}
