// The bar chart of the consistency page: per analyst the approval rate and the 2nd-review overturn
// rate, with the office's approval rate as a reference line. Its own module so that the charts library
// loads with this page only (as the dashboard's institution chart does).
import { BarChart } from '@mui/x-charts/BarChart';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';
import { analystName, formatRate } from './consistency-api.js';
import type { ConsistencyReport } from '../../core/contract/consistency.js';
import { seriesFigures, useRoomForFigures, valueAtEnd } from '../../admin-ui/charts/bar-values.js';

const asPercent = (rate: number | null) => (rate === null ? null : Math.round(rate * 1000) / 10);
const ROW_HEIGHT = 56;
const percent = (v: number) => `${v}%`;

export default function ConsistencyChart({ report }: { report: ConsistencyReport }) {
  const names = report.analysts.map(analystName);
  const office = asPercent(report.officeApprovalRate);
  const approval = report.analysts.map((a) => asPercent(a.approvalRate));
  const overturn = report.analysts.map((a) => asPercent(a.overturnRate));
  const { ref, max } = useRoomForFigures<HTMLDivElement>(seriesFigures([...approval, ...overturn], percent), 130);
  return (
    <div ref={ref}>
      <BarChart
        height={Math.max(200, 90 + names.length * ROW_HEIGHT)}
        layout="horizontal"
        yAxis={[{ scaleType: 'band', data: names, width: 130 }]}
        xAxis={[{ min: 0, max: Math.max(100, max ?? 0), tickInterval: [0, 20, 40, 60, 80, 100], label: 'Percent of decisions', valueFormatter: percent }]}
        series={[
          { data: approval, label: 'Approval rate', valueFormatter: (v) => (v === null ? 'no decisions' : `${v}%`), ...valueAtEnd(percent) },
          { data: overturn, label: '2nd-review overturn rate', valueFormatter: (v) => (v === null ? 'none 2nd-reviewed' : `${v}%`), ...valueAtEnd(percent) },
        ]}
        margin={{ right: 24 }}
      >
        {office !== null && <ChartsReferenceLine x={office} label={`Office ${formatRate(report.officeApprovalRate)}`} labelAlign="start" lineStyle={{ strokeDasharray: '6 4' }} />}
      </BarChart>
    </div>
  );
}
