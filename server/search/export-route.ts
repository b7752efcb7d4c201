// POST /api/admin/report/courses/search (spec 1 §2, §5, §7 "Search", §9): the current search as an
// Excel file, streamed as it is written (exceljs's streaming WorkbookWriter straight to the response).
// The body is the search request of POST /api/search/admin; its page and pageSize are ignored: the
// export is the first 10,000 results in the search's order, and a search of more is refused with
// the spec's message before anything is written. Like the search, a caller without
// AdminReportAnalystReviewProgress sees only their own name in the Analyst column.
// docs/search.md "Search screen and export".
import ExcelJS from 'exceljs';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { Response } from 'express';
import type { SessionUser } from '../auth/session-user.js';
import { badRequest, HttpError } from '../http/errors.js';
import type { RouteTable } from '../http/route-table.js';
import { logger } from '../log.js';
import { officeToday } from '../../core/time/office-time.js';
import { bodyObject } from '../http/params.js';
import type { SearchQuery } from '../../core/contract/course-search.js';
import { EXPORT_COLUMNS } from './export-columns.js';
import { criteriaRows } from './export-criteria.js';
import { labelsFor, type Labels } from './facet-labels.js';
import { readSearchBody, resultRow, SEARCH_ABILITY, SEARCH_REQUEST_KEYS, searchOrRefuse, viewerAnalystOf } from './search-route.js';
import { courseSearchIndexOf, SearchIndexUnavailable } from './service.js';

export const EXPORT_PATH = '/api/admin/report/courses/search';
/** Spec 1 §9: export page size and limit. */
export const EXPORT_PAGE_SIZE = 10_000;
/** Spec 1 §5. */
export const EXPORT_TOO_MANY = 'Export to Excel is disabled when results exceed 10000.';
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Rows written between two turns of the event loop, so the file leaves while it is written. */
const ROWS_PER_TURN = 500;

/** Applies the writes made so far to the index first, so a change just saved is in the file. */
async function catchUpIndex(em: Parameters<typeof courseSearchIndexOf>[0]): Promise<void> {
  try {
    await courseSearchIndexOf(em).catchUp();
  } catch (err) {
    if (err instanceof SearchIndexUnavailable) throw new HttpError(503, err.message);
    throw err;
  }
}

export function exportFileName(at: Date): string {
  return `course-search-${officeToday(at)}.xlsx`;
}

/** Writes the workbook to the response: the courses, then the search that chose them. */
async function writeWorkbook(res: Response, query: SearchQuery, answer: ReturnType<typeof searchOrRefuse>, labels: Labels, viewer: number | null, at: Date): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: res, useStyles: true, useSharedStrings: false });
  workbook.creator = 'A–G Course Admin';
  workbook.created = at;
  const sheet = workbook.addWorksheet('Courses', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = EXPORT_COLUMNS.map((c) => ({ header: c.header, width: c.width, style: c.numFmt ? { numFmt: c.numFmt } : {} }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: EXPORT_COLUMNS.length } };
  let written = 0;
  for (const doc of answer.results) {
    const row = resultRow(doc, labels, viewer);
    sheet.addRow(EXPORT_COLUMNS.map((c) => c.value(row, labels))).commit();
    if (++written % ROWS_PER_TURN === 0) await new Promise((resolve) => setImmediate(resolve));
  }
  sheet.commit();
  const criteria = workbook.addWorksheet('Search');
  criteria.columns = [
    { header: 'Search', width: 22 },
    { header: '', width: 60 },
  ];
  criteria.getRow(1).font = { bold: true };
  for (const pair of criteriaRows(query, labels, answer.totalResults, answer.results, at)) criteria.addRow(pair).commit();
  criteria.commit();
  await workbook.commit();
}

export async function streamExport(res: Response, em: Parameters<typeof courseSearchIndexOf>[0], orm: MikroORM, raw: Record<string, unknown>, user: SessionUser): Promise<void> {
  const query: SearchQuery = { ...readSearchBody(raw, EXPORT_PAGE_SIZE), page: 1, pageSize: EXPORT_PAGE_SIZE };
  await catchUpIndex(em);
  const answer = searchOrRefuse(em, query, user);
  if (answer.totalResults > EXPORT_PAGE_SIZE) throw badRequest(EXPORT_TOO_MANY);
  const labels = await labelsFor(orm);
  const at = new Date();
  res.status(200);
  res.setHeader('Content-Type', XLSX_TYPE);
  res.setHeader('Content-Disposition', `attachment; filename="${exportFileName(at)}"`);
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('X-Export-Rows', String(answer.results.length));
  try {
    await writeWorkbook(res, query, answer, labels, viewerAnalystOf(user), at);
  } catch (err) {
    // the headers are gone: the download ends broken rather than as an error answer
    logger.error({ err }, 'the course search export failed while streaming');
    res.destroy(err instanceof Error ? err : new Error(String(err)));
  }
}

export function registerSearchExport(routes: RouteTable, orm: MikroORM): void {
  routes.add({
    method: 'POST',
    path: EXPORT_PATH,
    ability: SEARCH_ABILITY,
    source: 'server/search/export-route.ts',
    handler: ({ em, req, res, user }) => streamExport(res, em, orm, bodyObject(req, SEARCH_REQUEST_KEYS), user),
  });
}
