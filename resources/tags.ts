import { defineResource } from '../core/model/define.js';
import { SETTINGS_ACCESS } from './_access.js';
import { SITE_SETTINGS } from './_sections.js';

// Tags staff attach to courses and review batches. Removing a tag only marks it deleted, because
// course tag links keep pointing at it. The list is edited in place at the spec's /settings/tags
// (add, inline rename, deprecate, remove with the option to detach the tag from what uses it).
export default defineResource({
  name: 'tags',
  entity: 'Tag',
  table: 'tag',
  label: 'Tags',
  labelSingular: 'Tag',
  specId: 'tagId',
  recordRepresentation: 'name',
  fields: {
    name: { type: 'string', required: true, maxLength: 100, unique: true },
    isDeprecated: { type: 'boolean', default: false, help: 'Kept on existing courses, not offered for new ones' },
    isDeleted: { type: 'boolean', default: false },
  },
  list: { columns: ['name', 'isDeprecated', 'isDeleted'], sort: { field: 'name', order: 'ASC' }, perPage: 50 },
  filters: [
    { field: 'q', type: 'q', fields: ['name'], alwaysOn: true },
    { field: 'isDeprecated', type: 'boolean' },
    { field: 'isDeleted', type: 'boolean' },
  ],
  access: SETTINGS_ACCESS,
  audit: true,
  softDelete: 'isDeleted',
  aliases: [
    { method: 'GET', path: '/api/admin/tag', action: 'list' },
    { method: 'POST', path: '/api/admin/tag', action: 'create' },
    { method: 'POST', path: '/api/admin/tag/:id(\\d+)', action: 'update' },
    { method: 'DELETE', path: '/api/admin/tag/:id(\\d+)', action: 'delete' },
  ],
  uiRoutes: { list: '/settings/tags' },
  inlineList: {
    fields: ['name'],
    toggles: ['isDeprecated'],
    removeReferences: 'Also remove this tag from the courses and submissions that use it',
    section: SITE_SETTINGS,
  },
  menu: { group: 'Settings', icon: 'LocalOffer' },
});
