// The statistics panel's charts (spec 3 §2, §9). Its own module, loaded when the panel draws them, so
// the charts library is not part of the review screen's first chunk.
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import type { DecisionCounts } from '../../core/contract/analyst-stats.js';
import { COUNT_CATEGORIES } from './stats-words.js';
import { axisEndWithRoom, seriesFigures, valueAtEnd } from '../../admin-ui/charts/bar-values.js';

/** the bars' height in the 220 px chart (its axis and margins take the rest), and a count's line above a bar */
const PLOT_HEIGHT = 150;
const FIGURE_HEIGHT = 18;

export interface ComparisonProps {
  series: readonly { label: string; counts: DecisionCounts }[];
}

export function ComparisonChart({ series }: ComparisonProps) {
  const counts = series.flatMap((s) => COUNT_CATEGORIES.map((c) => s.counts[c.key]));
  return (
    <BarChart
      height={220}
      // every category named, small enough that four fit under a narrow panel
      xAxis={[{ scaleType: 'band', data: COUNT_CATEGORIES.map((c) => c.label), tickLabelInterval: () => true, tickLabelStyle: { fontSize: 11 } }]}
      yAxis={[{ tickMinStep: 1, width: 32, max: axisEndWithRoom(seriesFigures(counts), PLOT_HEIGHT, 'linear', FIGURE_HEIGHT) }]}
      // each bar's count above it, in the small type of the axis so that four bars of a group keep apart
      series={series.map((s) => ({ label: s.label, data: COUNT_CATEGORIES.map((c) => s.counts[c.key]), ...valueAtEnd() }))}
      slotProps={{ barLabel: { style: { fontSize: 11 } } }}
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
