// What the course search's orders are called: the screen's "Sort by" choices and the export's
// "Sorted by" row. Pure: the admin UI imports it.
import type { SortField } from './engine/search-query.js';

export const SORT_LABELS: Record<SortField, string> = {
  submittedOn: 'Submitted',
  title: 'Title',
  institutionName: 'Institution',
  recordId: 'Record number',
  academicYear: 'Year',
  statusGroup: 'Status',
};

/** An order in words: "Submitted, descending". */
export const sortText = (field: SortField, ascending: boolean) => `${SORT_LABELS[field]}, ${ascending ? 'ascending' : 'descending'}`;
