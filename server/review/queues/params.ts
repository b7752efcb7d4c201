// The queue calls' own values; the path, query and body checks they share with every workflow live in
// server/http/params.ts (re-exported here for the queue modules that import them from this file).
import type { QueueType } from './model.js';

export * from '../../http/params.js';

export const QUEUE_TYPE_VALUES: readonly QueueType[] = ['main', 'audit', 'second', 'hold'];

/** Paging of the spec's lists: a 1-based page number and a page size. */
export interface Page {
  page: number;
  pageSize: number;
}

export const offsetOf = (p: Page) => (p.page - 1) * p.pageSize;
