// The bar chart of institutions by type. Its own module so that the charts library loads with the
// dashboard card that draws it, not with the first page.
import { BarChart } from '@mui/x-charts/BarChart';
import type { TypeCount } from './institution-counts.js';

export default function InstitutionChart({ counts }: { counts: TypeCount[] }) {
  return (
    <BarChart
      height={280}
      layout="horizontal"
      yAxis={[{ scaleType: 'band', data: counts.map((c) => c.type.name), width: 160 }]}
      series={[{ data: counts.map((c) => c.count), label: 'Institutions' }]}
      hideLegend
    />
  );
}
