// GET /api/admin/reporting/reports?academicYearId&institutionTypeId&countyId (every report's rows) and
// the address of one report's Excel file with the same filters.
import { queryString, type ReviewCall } from '../../admin-ui/kit/review-call.js';
import type { FilterValues, ReportColumn, ReportRow, ReportsAnswer } from '../../core/contract/reporting.js';
import { dayText } from '../../core/time/office-time.js';

export const REPORTS_API = '/api/admin/reporting/reports';


export const FILTER_NAMES = ['academicYearId', 'institutionTypeId', 'countyId'] as const;

export const reportingApi = (call: ReviewCall) => ({
  reports: (filters: FilterValues, signal?: AbortSignal) => call<ReportsAnswer>(`${REPORTS_API}${queryString({ ...filters })}`, { signal }),
});

export const excelUrl = (key: string, filters: FilterValues) => `${REPORTS_API}/${encodeURIComponent(key)}.xlsx${queryString({ ...filters })}`;

const percent = new Intl.NumberFormat('en-US', { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 });
const decimal = new Intl.NumberFormat('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const whole = new Intl.NumberFormat('en-US');

/** A cell as the table shows it; "—" for a figure there is nothing to compute from. */
export function formatCell(value: ReportRow[string] | undefined, kind: ReportColumn['kind']): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'string') return (kind === 'day' && dayText(value)) || value;
  if (kind === 'rate') return percent.format(value);
  if (kind === 'decimal') return decimal.format(value);
  return whole.format(value);
}

/** A share as a percent with one decimal, for the charts' axes. */
export const asPercent = (rate: ReportRow[string] | undefined) => (typeof rate === 'number' ? Math.round(rate * 1000) / 10 : null);
