// What each report's chart shows, in words: the name of its figure for those who cannot see it
// (the table beneath has every figure).
import type { ReportAnswer } from '../../core/contract/reporting.js';

/** What the chart shows, for those who cannot see it (the table below has every figure). */
export function chartSummary(report: ReportAnswer): string {
  switch (report.key) {
    case 'submissions-by-status':
      return new Set(report.rows.map((r) => r.academicYear)).size > 1
        ? 'Stacked bar chart of submissions per cycle by status'
        : 'Stacked bar chart of submissions per subject area by status';
    case 'review-turnaround':
      return 'Line chart of the median and 90th percentile days from submission to decision, per week';
    case 'analyst-throughput':
      return 'Stacked bar chart of each analyst’s decisions by outcome';
    case 'institutions-by-county':
      return 'Bar chart of counties ranked by institutions with courses';
    case 'registrations-by-status':
      return 'Stacked bar chart of registrations per registration type by status';
    default:
      return `Bar chart: ${report.title.toLowerCase()}`;
  }
}
