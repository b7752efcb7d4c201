// What a report is: a key (its address), a title, the columns of its table (the screen's table and
// the Excel sheet show the same ones) and one SQL statement that answers its rows for the filters.
import type { EntityManager } from '@mikro-orm/postgresql';
import type { ReportFilters } from './filters.js';

export interface ReportColumn {
  key: string;
  header: string;
  /** text, a whole number, a share from 0 to 1 (shown as a percent), or a figure with one decimal */
  kind: 'text' | 'count' | 'rate' | 'decimal' | 'day';
}

export type ReportRow = Record<string, string | number | null>;

export interface ReportDefinition {
  key: string;
  title: string;
  description: string;
  columns: ReportColumn[];
  rows: (em: EntityManager, filters: ReportFilters) => Promise<ReportRow[]>;
}

export interface ReportAnswer {
  key: string;
  title: string;
  description: string;
  columns: ReportColumn[];
  rows: ReportRow[];
}
