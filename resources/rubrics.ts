import { defineResource } from '../core/model/define.js';
import { SETTINGS_ACCESS } from './_access.js';
import { SITE_SETTINGS } from './_sections.js';

// Rubric levels an analyst gives a submission (0 to 5, spec 3 §9). Approval needs at least the
// minimum approval value of the review settings. Deleted rubrics stay for past reviews, so names
// and values are unique among the rubrics in use: a deleted one does not block its value's reuse.
// The list is edited in place at the spec's /settings/rubric (add, inline edit, remove).
export default defineResource({
  name: 'rubrics',
  entity: 'Rubric',
  table: 'rubric',
  label: 'Rubrics',
  labelSingular: 'Rubric',
  specId: 'rubricId',
  recordRepresentation: 'name',
  fields: {
    name: { type: 'string', required: true, maxLength: 100 },
    value: { type: 'integer', required: true, min: 0, max: 5 },
    isDeleted: { type: 'boolean', default: false },
  },
  unique: [
    { fields: ['name'], where: { isDeleted: false }, message: 'Another rubric in use has this name.' },
    { fields: ['value'], where: { isDeleted: false }, message: 'Another rubric in use has this value.' },
  ],
  list: { columns: ['value', 'name', 'isDeleted'], sort: { field: 'value', order: 'ASC' }, perPage: 25 },
  filters: [
    { field: 'q', type: 'q', fields: ['name'], alwaysOn: true },
    { field: 'isDeleted', type: 'boolean' },
  ],
  access: SETTINGS_ACCESS,
  audit: true,
  softDelete: 'isDeleted',
  aliases: [
    { method: 'GET', path: '/api/admin/rubric', action: 'list' },
    { method: 'POST', path: '/api/admin/rubric', action: 'create' },
    { method: 'POST', path: '/api/admin/rubric/:id(\\d+)', action: 'update' },
    { method: 'DELETE', path: '/api/admin/rubric/:id(\\d+)', action: 'delete' },
  ],
  uiRoutes: { list: '/settings/rubric' },
  inlineList: { fields: ['name', 'value'], section: SITE_SETTINGS },
  menu: { group: 'Settings', icon: 'Grading' },
});
