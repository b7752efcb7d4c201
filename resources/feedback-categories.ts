import { defineResource } from '../core/model/define.js';
import { CONTENT_ACCESS } from './_access.js';

// Categories group the feedback statements on the review screen. Removal only marks a category
// deleted, so the statements filed under it keep their category.
export default defineResource({
  name: 'feedback-categories',
  entity: 'FeedbackCategory',
  table: 'feedback_category',
  label: 'Feedback categories',
  labelSingular: 'Feedback category',
  specId: 'reviewStatementCategoryId',
  recordRepresentation: 'name',
  fields: {
    name: { type: 'string', required: true, maxLength: 100 },
    isDeleted: { type: 'boolean', default: false },
  },
  list: { columns: ['name', 'isDeleted'], sort: { field: 'name', order: 'ASC' }, perPage: 50 },
  filters: [
    { field: 'q', type: 'q', fields: ['name'], alwaysOn: true },
    { field: 'isDeleted', type: 'boolean' },
  ],
  access: CONTENT_ACCESS,
  audit: true,
  softDelete: 'isDeleted',
  aliases: [
    { method: 'GET', path: '/api/contentmanagement/feedback/category', action: 'list' },
    { method: 'POST', path: '/api/contentmanagement/feedback/category', action: 'create' },
  ],
  menu: { group: 'Content', icon: 'FolderSpecial' },
});
