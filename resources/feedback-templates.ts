import { defineResource } from '../core/model/define.js';
import { CONTENT_ACCESS } from './_access.js';
import { REVIEW_STATEMENT_TYPES } from './_enums.js';

// One template per feedback statement type: the text around the ticked statements in a decision
// letter. The row id equals the type id, so the spec's /cms/feedback/template/:typeId is the edit
// route; with exactly one row per type there is nothing to create or delete.
export default defineResource({
  name: 'feedback-templates',
  entity: 'FeedbackTemplate',
  table: 'feedback_template',
  label: 'Feedback templates',
  labelSingular: 'Feedback template',
  idStrategy: 'assigned',
  recordRepresentation: 'reviewStatementTypeId',
  fields: {
    reviewStatementTypeId: { type: 'enum', values: REVIEW_STATEMENT_TYPES, required: true, unique: true, label: 'Type' },
    template: { type: 'richtext', required: true },
  },
  list: { columns: ['id', 'reviewStatementTypeId'], sort: { field: 'id', order: 'ASC' }, perPage: 25 },
  filters: [{ field: 'q', type: 'q', fields: ['template'] }],
  access: { ...CONTENT_ACCESS, create: false, delete: false },
  audit: true,
  aliases: [{ method: 'GET', path: '/api/contentmanagement/feedback/template', action: 'list' }],
  menu: { group: 'Content', icon: 'Description' },
});
