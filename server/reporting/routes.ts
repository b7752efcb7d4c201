// The reporting calls (spec 2 §7 "Reporting"; issue 10 §3): every report's rows for the filters, and
// one report as an Excel file. Both need AdminReportAnalystReviewProgress: the reports show every
// analyst's work, which that ability is for (docs/reporting.md).
import type { RouteTable } from '../http/route-table.js';
import { notFound } from '../http/errors.js';
import { OFFICE_TIME_ZONE } from '../../core/time/office-time.js';
import { sendReportWorkbook } from './excel.js';
import { readFilters } from './filters.js';
import type { ReportDefinition } from './report.js';
import type { ReportAnswer, ReportFilters, ReportsAnswer } from '../../core/contract/reporting.js';
import { REPORTS, reportByKey } from './reports.js';
import type { EntityManager } from '@mikro-orm/postgresql';

export const REPORTING_ABILITY = 'AdminReportAnalystReviewProgress';
export const REPORTS_PATH = '/api/admin/reporting/reports';

async function answer(em: EntityManager, report: ReportDefinition, filters: ReportFilters): Promise<ReportAnswer> {
  return { key: report.key, title: report.title, description: report.description, columns: report.columns, rows: await report.rows(em, filters) };
}

export function registerReportingRoutes(routes: RouteTable): void {
  routes.add({
    method: 'GET',
    path: REPORTS_PATH,
    ability: REPORTING_ABILITY,
    source: 'server/reporting/routes.ts',
    handler: async ({ req, em }): Promise<ReportsAnswer> => {
      const { filters, labels } = await readFilters(req, em);
      const reports = await Promise.all(REPORTS.map((r) => answer(em, r, filters)));
      return { filters, labels, timeZone: OFFICE_TIME_ZONE, reports };
    },
  });

  routes.add({
    method: 'GET',
    path: `${REPORTS_PATH}/:reportKey.xlsx`,
    ability: REPORTING_ABILITY,
    source: 'server/reporting/excel.ts',
    handler: async ({ req, res, em }) => {
      const report = reportByKey(String(req.params.reportKey));
      if (!report) throw notFound(`There is no report ${String(req.params.reportKey)}; the reports are ${REPORTS.map((r) => r.key).join(', ')}.`);
      const { filters, labels } = await readFilters(req, em);
      await sendReportWorkbook(res, await answer(em, report, filters), labels);
    },
  });
}
