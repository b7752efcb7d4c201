import { defineResource } from '../core/model/define.js';
import { CONTENT_ACCESS } from './_access.js';
import { REVIEW_SECTIONS, REVIEW_STATEMENT_TYPES } from './_enums.js';

// Canned statements analysts tick on the review screen, per statement type, subject area and section
// of the submission form. Removal only marks a statement deleted: past reviews cite it.
export default defineResource({
  name: 'feedback-statements',
  entity: 'FeedbackStatement',
  table: 'feedback_statement',
  label: 'Feedback statements',
  labelSingular: 'Feedback statement',
  specId: 'reviewStatementId',
  recordRepresentation: 'statement',
  fields: {
    reviewStatementTypeId: { type: 'enum', values: REVIEW_STATEMENT_TYPES, required: true, label: 'Type' },
    subjectAreaId: { type: 'reference', resource: 'subject-areas', help: 'Empty: offered for every subject area' },
    sectionId: { type: 'enum', values: REVIEW_SECTIONS, required: true, label: 'Section' },
    categoryId: { type: 'reference', resource: 'feedback-categories' },
    statement: { type: 'text', required: true },
    isDeleted: { type: 'boolean', default: false },
  },
  list: {
    columns: ['statement', 'reviewStatementTypeId', 'subjectAreaId', 'sectionId', 'categoryId'],
    sort: { field: 'sectionId', order: 'ASC' },
    perPage: 50,
  },
  filters: [
    { field: 'q', type: 'q', fields: ['statement'], alwaysOn: true },
    { field: 'reviewStatementTypeId', type: 'select', alwaysOn: true },
    { field: 'subjectAreaId', type: 'reference', alwaysOn: true },
    { field: 'sectionId', type: 'select' },
    { field: 'categoryId', type: 'reference' },
    { field: 'isDeleted', type: 'boolean' },
  ],
  sections: [
    { title: 'Where it applies', fields: ['reviewStatementTypeId', 'subjectAreaId', 'sectionId', 'categoryId'] },
    { title: 'Statement', fields: ['statement'] },
  ],
  access: CONTENT_ACCESS,
  audit: true,
  softDelete: 'isDeleted',
  aliases: [
    { method: 'GET', path: '/api/contentmanagement/feedback', action: 'list' },
    { method: 'POST', path: '/api/contentmanagement/feedback', action: 'create' },
    { method: 'GET', path: '/api/contentmanagement/feedback/:id(\\d+)', action: 'show' },
    { method: 'POST', path: '/api/contentmanagement/feedback/:id(\\d+)', action: 'update' },
    { method: 'DELETE', path: '/api/contentmanagement/feedback/:id(\\d+)', action: 'delete' },
  ],
  uiRoutes: { list: '/cms/feedback', edit: '/cms/feedback/edit/:id', create: '/cms/feedback/add' },
  menu: { group: 'Content', icon: 'RateReview' },
});
