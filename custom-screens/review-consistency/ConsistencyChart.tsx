// The bar chart of the consistency page: per analyst the approval rate and the 2nd-review overturn
// rate, with the office's approval rate as a reference line. Its own module so that the charts library
// loads with this page only (as the dashboard's institution chart does).
import { BarChart } from '@mui/x-charts/BarChart';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';
import { analystName, formatRate, type ConsistencyReport } from './consistency-api.js';

const asPercent = (rate: number | null) => (rate === null ? null : Math.round(rate * 1000) / 10);
const ROW_HEIGHT = 56;

export default function ConsistencyChart({ report }: { report: ConsistencyReport }) {
  const names = report.analysts.map(analystName);
  const office = asPercent(report.officeApprovalRate);
  return (
    <BarChart
      height={Math.max(200, 90 + names.length * ROW_HEIGHT)}
      layout="horizontal"
      yAxis={[{ scaleType: 'band', data: names, width: 130 }]}
      xAxis={[{ min: 0, max: 100, tickInterval: [0, 20, 40, 60, 80, 100], label: 'Percent of decisions', valueFormatter: (v: number) => `${v}%` }]}
      series={[
        { data: report.analysts.map((a) => asPercent(a.approvalRate)), label: 'Approval rate', valueFormatter: (v) => (v === null ? 'no decisions' : `${v}%`) },
        { data: report.analysts.map((a) => asPercent(a.overturnRate)), label: '2nd-review overturn rate', valueFormatter: (v) => (v === null ? 'none 2nd-reviewed' : `${v}%`) },
      ]}
      margin={{ right: 24 }}
    >
      {office !== null && <ChartsReferenceLine x={office} label={`Office ${formatRate(report.officeApprovalRate)}`} labelAlign="start" lineStyle={{ strokeDasharray: '6 4' }} />}
    </BarChart>
  );
}
