// The body shared by lookups that are only a name with an id the spec fixes (honors types, CTE
// industries, district management types): each file keeps its own name, table, alias and icon.
import { LOOKUP_ACCESS } from './_access.js';

export const NAME_ONLY_LOOKUP = {
  idStrategy: 'assigned',
  recordRepresentation: 'name',
  fields: {
    name: { type: 'string', required: true, maxLength: 100, unique: true },
  },
  list: { columns: ['id', 'name'], sort: { field: 'id', order: 'ASC' }, perPage: 25 },
  filters: [{ field: 'q', type: 'q', fields: ['name'], alwaysOn: true }],
  access: LOOKUP_ACCESS,
  audit: true,
} as const;
