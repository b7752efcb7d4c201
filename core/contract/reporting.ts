// The reporting calls (GET /api/admin/reporting/reports; server/reporting/*): every report's rows with
// the filters they were read with, for the server and the screen (custom-screens/reporting/reporting-api.ts).

export interface ReportFilters {
  academicYearId: number | null;
  institutionTypeId: number | null;
  countyId: number | null;
}

export interface FilterLabels {
  academicYear: string | null;
  institutionType: string | null;
  county: string | null;
}

export interface ReportColumn {
  key: string;
  header: string;
  /** text, a whole number, a share from 0 to 1 (shown as a percent), or a figure with one decimal */
  kind: 'text' | 'count' | 'rate' | 'decimal' | 'day';
}

export type ReportRow = Record<string, string | number | null>;

export interface ReportAnswer {
  key: string;
  title: string;
  description: string;
  columns: ReportColumn[];
  rows: ReportRow[];
}

/** GET reports: every report with the filters it was read with (the office's time zone for its days). */
export interface ReportsAnswer {
  filters: ReportFilters;
  labels: FilterLabels;
  timeZone: string;
  reports: ReportAnswer[];
}

/** The filters as the address keeps them: ids as text, '' for all. */
export interface FilterValues {
  academicYearId: string;
  institutionTypeId: string;
  countyId: string;
}
