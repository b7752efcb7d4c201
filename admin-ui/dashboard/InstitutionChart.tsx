// The bar chart of institutions by type. Its own module so that the charts library loads with the
// dashboard card that draws it, not with the first page.
//
// The counts span four orders of magnitude (thousands of schools, a handful of networks): on a linear
// axis every type but the two largest is a bar under a pixel. The axis is logarithmic (symlog: like a
// log scale, and 0 is still the bars' start, so a type without institutions is simply no bar), the
// bars are sorted from the most to the fewest, and each carries its count, so nobody has to read the
// lengths off a log axis.
import { BarChart } from '@mui/x-charts/BarChart';
import { formatCount, seriesFigures, useRoomForFigures, valueAtEnd } from '../charts/bar-values.js';
import type { TypeCount } from './institution-counts.js';

const NAMES_WIDTH = 160;

/** 0, 1, 10, 100 … up to `end` */
function powersOfTen(end: number): number[] {
  const ticks = [0, 1];
  while (ticks[ticks.length - 1] * 10 <= end) ticks.push(ticks[ticks.length - 1] * 10);
  return ticks;
}

export default function InstitutionChart({ counts }: { counts: TypeCount[] }) {
  const sorted = [...counts].sort((a, b) => b.count - a.count);
  const values = sorted.map((c) => c.count);
  const { ref, max } = useRoomForFigures<HTMLDivElement>(seriesFigures(values), NAMES_WIDTH, 'symlog');
  const end = max ?? Math.max(10, ...values);
  return (
    <div ref={ref}>
      <BarChart
        height={Math.max(200, 60 + sorted.length * 30)}
        layout="horizontal"
        yAxis={[{ scaleType: 'band', data: sorted.map((c) => c.type.name), width: NAMES_WIDTH }]}
        xAxis={[{ scaleType: 'symlog', min: 0, max: end, tickInterval: powersOfTen(end), valueFormatter: (v: number) => formatCount(v), label: 'Institutions (log scale)' }]}
        series={[{ data: values, label: 'Institutions', ...valueAtEnd() }]}
        hideLegend
      />
    </div>
  );
}
