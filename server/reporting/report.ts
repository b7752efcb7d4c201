// What a report is: a key (its address), a title, the columns of its table (the screen's table and
// the Excel sheet show the same ones) and one SQL statement that answers its rows for the filters.
import type { EntityManager } from '@mikro-orm/postgresql';
import type { ReportColumn, ReportFilters, ReportRow } from '../../core/contract/reporting.js';

export interface ReportDefinition {
  key: string;
  title: string;
  description: string;
  columns: ReportColumn[];
  rows: (em: EntityManager, filters: ReportFilters) => Promise<ReportRow[]>;
}

