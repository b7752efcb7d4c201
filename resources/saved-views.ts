import { defineResource } from '../core/model/define.js';

// Views shared on the server (issue 23 §1, docs/views.md): a named filter, sort, columns and page size
// of a list or a hand-built screen, kept for its owner and shared with roles. Only the views calls
// (GET/POST/PUT/DELETE /api/views) read and write them, with their own rules (who sees a view, who
// changes it, what sharing needs); the generic REST calls and screens have no access.
export default defineResource({
  name: 'saved-views',
  entity: 'SavedView',
  table: 'saved_view',
  label: 'Saved views',
  labelSingular: 'Saved view',
  recordRepresentation: 'name',
  fields: {
    resource: { type: 'string', required: true, maxLength: 100, index: true, label: 'List', help: 'The list or screen the view belongs to' },
    name: { type: 'string', required: true, maxLength: 100 },
    ownerId: { type: 'reference', resource: 'users', required: true, readOnly: true, label: 'Owner' },
    filter: { type: 'json', label: 'Filter' },
    sort: { type: 'json', label: 'Sort' },
    columns: { type: 'json', label: 'Columns' },
    perPage: { type: 'integer', min: 1, max: 500, label: 'Rows per page' },
    sharedWithRoleIds: { type: 'json', label: 'Shared with roles' },
    isDefaultForRoleIds: { type: 'json', label: 'Default for roles' },
  },
  list: { columns: ['resource', 'name', 'ownerId'], sort: { field: 'name', order: 'ASC' }, perPage: 25 },
  filters: [{ field: 'q', type: 'q', fields: ['name'] }],
  access: { list: false, show: false, create: false, update: false, delete: false },
  audit: true,
  menu: { group: 'Settings', icon: 'Bookmarks', hidden: true },
});
