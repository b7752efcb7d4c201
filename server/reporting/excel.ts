// One report as an Excel file, streamed as it is written (exceljs's WorkbookWriter straight to the
// response, as the course search export does): the title, the filters in a header row, then the
// report's table with its column headings.
import ExcelJS from 'exceljs';
import type { Response } from 'express';
import { logger } from '../log.js';
import { officeToday } from '../../core/time/office-time.js';
import { XLSX_TYPE } from '../search/export-route.js';
import { filtersLine } from './filters.js';
import type { FilterLabels, ReportAnswer, ReportColumn } from '../../core/contract/reporting.js';

const NUMBER_FORMATS: Record<ReportColumn['kind'], string | undefined> = { text: undefined, day: undefined, count: '0', rate: '0.0%', decimal: '0.0' };

export const reportFileName = (key: string, at: Date) => `${key}-${officeToday(at)}.xlsx`;

async function writeWorkbook(res: Response, report: ReportAnswer, labels: FilterLabels, at: Date): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: res, useStyles: true, useSharedStrings: false });
  workbook.creator = 'A–G Course Admin';
  workbook.created = at;
  // a sheet name holds at most 31 characters
  const sheet = workbook.addWorksheet(report.title.slice(0, 31), { views: [{ state: 'frozen', ySplit: 3 }] });
  sheet.columns = report.columns.map((c) => ({ key: c.key, width: Math.max(12, c.header.length + 4), style: NUMBER_FORMATS[c.kind] ? { numFmt: NUMBER_FORMATS[c.kind] } : {} }));
  const title = sheet.addRow([report.title]);
  title.font = { bold: true, size: 14 };
  title.commit();
  sheet.addRow([filtersLine(labels)]).commit();
  const headings = sheet.addRow(report.columns.map((c) => c.header));
  headings.font = { bold: true };
  headings.commit();
  for (const row of report.rows) sheet.addRow(report.columns.map((c) => row[c.key] ?? null)).commit();
  sheet.commit();
  await workbook.commit();
}

export async function sendReportWorkbook(res: Response, report: ReportAnswer, labels: FilterLabels): Promise<void> {
  const at = new Date();
  res.status(200);
  res.setHeader('Content-Type', XLSX_TYPE);
  res.setHeader('Content-Disposition', `attachment; filename="${reportFileName(report.key, at)}"`);
  res.setHeader('Cache-Control', 'no-store');
  try {
    await writeWorkbook(res, report, labels, at);
  } catch (err) {
    // the headers are gone: the download ends broken rather than as an error answer
    logger.error({ err }, 'a report workbook failed while streaming');
    res.destroy(err instanceof Error ? err : new Error(String(err)));
  }
}
