import { defineResource } from '../core/model/define.js';
import { COURSE_ACCESS } from './_access.js';
import { QUEUE_TYPES } from './_enums.js';

// Submissions of one institution in one analyst's queue. The batch size and progress counts are
// computed from its submissions, so they are not stored here.
export default defineResource({
  name: 'review-batches',
  entity: 'ReviewBatch',
  table: 'review_batch',
  label: 'Review batches',
  labelSingular: 'Review batch',
  specId: 'reviewBatchId',
  recordRepresentation: 'title',
  fields: {
    title: { type: 'string', required: true, maxLength: 300, help: 'Institution name and submitted date' },
    institutionId: { type: 'reference', resource: 'institutions', required: true, label: 'Institution' },
    ownerId: { type: 'reference', resource: 'users', label: 'Analyst', help: 'Whose queue holds the batch' },
    queueType: { type: 'enum', values: QUEUE_TYPES, required: true, default: 'main', label: 'Queue' },
    isSecondReview: { type: 'boolean', default: false, label: 'Second review' },
    isRead: { type: 'boolean', default: false, label: 'Read' },
    createdOn: { type: 'datetime', readOnly: true },
  },
  list: { columns: ['title', 'institutionId', 'ownerId', 'queueType', 'isSecondReview', 'isRead', 'createdOn'], sort: { field: 'createdOn', order: 'DESC' }, perPage: 25 },
  filters: [
    { field: 'q', type: 'q', fields: ['title'], alwaysOn: true },
    { field: 'ownerId', type: 'reference', alwaysOn: true },
    { field: 'queueType', type: 'select', alwaysOn: true },
    { field: 'institutionId', type: 'reference' },
    { field: 'isSecondReview', type: 'boolean' },
    { field: 'isRead', type: 'boolean' },
    { field: 'createdOn', type: 'dateRange' },
  ],
  access: COURSE_ACCESS,
  audit: true,
  menu: { group: 'Workflow data', icon: 'Inventory2' },
});
