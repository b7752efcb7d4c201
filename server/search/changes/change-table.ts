// The search index's change log: one row per course whose search documents a committed write may
// have changed. Database triggers write it (migration SearchChanges, triggers.ts), so every path
// that writes (the generic CRUD, the workflow services, /ops, seeds, hand-run SQL) marks the change
// in its own transaction. Instances apply the rows after the id they last applied; a notification
// on SEARCH_CHANGES_CHANNEL tells them at once, a poll catches what a lost notification would miss.
import { EntitySchema } from '@mikro-orm/core';

export const SEARCH_CHANGE_TABLE = 'search_change';
export const SEARCH_CHANGES_CHANNEL = 'search_changes';

export class SearchChange {
  id!: string; // bigserial: node-postgres hands bigint over as text
  courseId!: number;
  changedAt!: Date;
}

export const SearchChangeSchema = new EntitySchema<SearchChange>({
  class: SearchChange,
  tableName: SEARCH_CHANGE_TABLE,
  indexes: [{ properties: ['changedAt'], name: 'search_change_changed_at_idx' }],
  properties: {
    id: { type: 'bigint', primary: true, autoincrement: true },
    courseId: { type: 'integer' },
    changedAt: { type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' },
  },
});
