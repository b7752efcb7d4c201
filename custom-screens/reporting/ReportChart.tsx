// The chart of each report, in its own module so that the charts library loads with this page only.
// Bars are horizontal so that long labels (subject areas, counties, names) read in full; the
// turnaround is a line per figure (median, 90th percentile) over the weeks.
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { SUBMISSION_STATUSES } from '../../resources/_enums.js';
import { REGISTRATION_STATUS, REGISTRATION_STATUSES, REGISTRATION_TYPE } from '../../resources/_registrations.js';
import { dayText, monthDayText } from '../../core/time/office-time.js';
import { asPercent } from './reporting-api.js';
import type { ReportAnswer, ReportRow } from '../../core/contract/reporting.js';
import { barLabelProps, seriesFigures, stackFigures, useRoomForFigures, valueAtEnd, withStackValues } from '../../admin-ui/charts/bar-values.js';

const BAR_HEIGHT = 34;
const barHeight = (bands: number) => Math.max(180, 90 + bands * BAR_HEIGHT);
const count = (v: ReportRow[string] | undefined) => (typeof v === 'number' ? v : 0);

// one colour per status whatever the filters leave, so a status keeps its colour between views
const STATUS_COLOURS: Record<string, string> = {
  inQueue: '#5c6bc0', inReview: '#29b6f6', secondReview: '#ab47bc', hold: '#8d6e63', approved: '#2e7d32', notApproved: '#c62828', withdrawn: '#9e9e9e',
};
const DECISION_COLOURS = { approved: '#2e7d32', notApproved: '#c62828', sent: '#ab47bc' };
const percentAxis = { min: 0, max: 100, tickInterval: [0, 25, 50, 75, 100], label: 'Approval rate', valueFormatter: (v: number) => `${v}%` };
const percent = (v: number) => `${v}%`;

/** One cycle: a bar per subject area; several: a bar per cycle (the table has every area of each). */
function SubmissionsChart({ rows }: { rows: ReportRow[] }) {
  const cycles = [...new Set(rows.map((r) => String(r.academicYear)))];
  const byCycle = cycles.length > 1;
  const bands = byCycle ? cycles : rows.map((r) => String(r.subjectArea));
  const statuses = SUBMISSION_STATUSES.filter((s) => rows.some((r) => count(r[s.id]) > 0));
  const series = statuses.map((s) => ({
    label: s.name,
    stack: 'total',
    color: STATUS_COLOURS[s.id],
    data: byCycle ? cycles.map((c) => rows.filter((r) => r.academicYear === c).reduce((n, r) => n + count(r[s.id]), 0)) : rows.map((r) => count(r[s.id])),
  }));
  const axisWidth = byCycle ? 80 : 210;
  const { ref, max } = useRoomForFigures<HTMLDivElement>(stackFigures(series), axisWidth);
  return (
    <div ref={ref}>
      <BarChart
        height={barHeight(bands.length) + 40}
        layout="horizontal"
        yAxis={[{ scaleType: 'band', data: bands, width: axisWidth }]}
        xAxis={[{ label: 'Submissions', tickMinStep: 1, max }]}
        series={withStackValues(series, 'horizontal')}
        slotProps={{ barLabel: barLabelProps }}
      />
    </div>
  );
}

function ApprovalChart({ rows, labelKey }: { rows: ReportRow[]; labelKey: string }) {
  const rates = rows.map((r) => asPercent(r.approvalRate));
  const { ref, max } = useRoomForFigures<HTMLDivElement>(seriesFigures(rates, percent), 210);
  return (
    <div ref={ref}>
      <BarChart
        height={barHeight(rows.length)}
        layout="horizontal"
        yAxis={[{ scaleType: 'band', data: rows.map((r) => String(r[labelKey])), width: 210 }]}
        xAxis={[{ ...percentAxis, max: Math.max(100, max ?? 0) }]}
        series={[{ data: rates, label: 'Approval rate', color: DECISION_COLOURS.approved, valueFormatter: (v) => (v === null ? 'none decided' : `${v}%`), ...valueAtEnd(percent) }]}
        hideLegend
      />
    </div>
  );
}

/** A week's Monday: "11/2" under the axis, "11/02/2026" in the tooltip. */
const weekOf = (day: string, context: { location: string }) => (context.location === 'tick' ? monthDayText(day) : dayText(day));

/**
 * Weeks without a decision have no figures: the line breaks there (the table lists them with 0). A
 * week alone between two such gaps would be no line at all, so it gets its mark; short spans mark every week.
 */
function TurnaroundChart({ rows }: { rows: ReportRow[] }) {
  const figure = (key: string) => rows.map((r) => (typeof r[key] === 'number' ? (r[key] as number) : null));
  const median = figure('medianDays');
  const isolated = (i: number) => median[i] !== null && (median[i - 1] ?? null) === null && (median[i + 1] ?? null) === null;
  const showMark = ({ index }: { index: number }) => rows.length <= 40 || isolated(index);
  const days = (v: number | null) => (v === null ? 'no decisions' : `${v} days`);
  return (
    <LineChart
      height={300}
      xAxis={[{ scaleType: 'point', data: rows.map((r) => String(r.weekStart)), label: 'Week of (Monday)', valueFormatter: weekOf }]}
      yAxis={[{ label: 'Days from submission to decision', min: 0, width: 60 }]}
      series={[
        { data: median, label: 'Median', color: '#1565c0', curve: 'linear', showMark, valueFormatter: days },
        { data: figure('p90Days'), label: '90th percentile', color: '#ef6c00', curve: 'linear', showMark, valueFormatter: days },
      ]}
    />
  );
}

function ThroughputChart({ rows }: { rows: ReportRow[] }) {
  const series = [
    { data: rows.map((r) => count(r.approved)), label: 'Approved', stack: 'd', color: DECISION_COLOURS.approved },
    { data: rows.map((r) => count(r.notApproved)), label: 'Not approved', stack: 'd', color: DECISION_COLOURS.notApproved },
    { data: rows.map((r) => count(r.sentToSecondReview)), label: 'Sent to 2nd review', stack: 'd', color: DECISION_COLOURS.sent },
  ];
  const { ref, max } = useRoomForFigures<HTMLDivElement>(stackFigures(series), 140);
  return (
    <div ref={ref}>
      <BarChart
        height={barHeight(rows.length) + 40}
        layout="horizontal"
        yAxis={[{ scaleType: 'band', data: rows.map((r) => String(r.analyst)), width: 140 }]}
        xAxis={[{ label: 'Decisions', tickMinStep: 1, max }]}
        series={withStackValues(series, 'horizontal')}
        slotProps={{ barLabel: barLabelProps }}
      />
    </div>
  );
}

// a registration status keeps its colour between views, as a submission status does
const REGISTRATION_COLOURS: Record<string, string> = {
  submitted: '#5c6bc0', inReview: '#29b6f6', secondReview: '#ab47bc', waitingForUpdate: '#ef6c00', approved: '#2e7d32', notApproved: '#c62828',
};

/** A bar per registration type, stacked by where its registrations stand. */
function RegistrationsChart({ rows }: { rows: ReportRow[] }) {
  // the report's status columns are the names of REGISTRATION_STATUS (server/reporting/registrations-by-status.ts)
  const keyOf = new Map(Object.entries(REGISTRATION_STATUS).map(([key, id]) => [id as number, key]));
  const statuses = REGISTRATION_STATUSES.map((s) => ({ ...s, key: keyOf.get(s.id)! })).filter((s) => rows.some((r) => count(r[s.key]) > 0));
  const series = statuses.map((s) => ({ label: s.name, stack: 'total', color: REGISTRATION_COLOURS[s.key], data: rows.map((r) => count(r[s.key])) }));
  const { ref, max } = useRoomForFigures<HTMLDivElement>(stackFigures(series), 210);
  return (
    <div ref={ref}>
      <BarChart
        height={barHeight(rows.length) + 40}
        layout="horizontal"
        // the ROP's full name does not fit the axis at 700 px: its short name there, the full one in the table
        yAxis={[{ scaleType: 'band', data: rows.map((r) => (r.registrationTypeId === REGISTRATION_TYPE.rop ? 'ROC/P' : String(r.registrationType))), width: 210 }]}
        xAxis={[{ label: 'Registrations', tickMinStep: 1, max }]}
        series={withStackValues(series, 'horizontal')}
        slotProps={{ barLabel: barLabelProps }}
      />
    </div>
  );
}

function CountyChart({ rows }: { rows: ReportRow[] }) {
  const counts = rows.map((r) => count(r.withCourses));
  const { ref, max } = useRoomForFigures<HTMLDivElement>(seriesFigures(counts), 130);
  return (
    <div ref={ref}>
      <BarChart
        height={barHeight(rows.length)}
        layout="horizontal"
        yAxis={[{ scaleType: 'band', data: rows.map((r) => String(r.county)), width: 130 }]}
        xAxis={[{ label: 'Institutions with courses', tickMinStep: 1, max }]}
        series={[{ data: counts, label: 'Institutions with courses', color: '#00838f', ...valueAtEnd() }]}
        hideLegend
      />
    </div>
  );
}

export default function ReportChart({ report }: { report: ReportAnswer }) {
  switch (report.key) {
    case 'submissions-by-status':
      return <SubmissionsChart rows={report.rows} />;
    case 'approval-by-subject-area':
      return <ApprovalChart rows={report.rows} labelKey="subjectArea" />;
    case 'approval-by-submission-type':
      return <ApprovalChart rows={report.rows} labelKey="submissionType" />;
    case 'review-turnaround':
      return <TurnaroundChart rows={report.rows} />;
    case 'analyst-throughput':
      return <ThroughputChart rows={report.rows} />;
    case 'institutions-by-county':
      return <CountyChart rows={report.rows} />;
    case 'registrations-by-status':
      return <RegistrationsChart rows={report.rows} />;
    default:
      return null;
  }
}
