import { defineResource } from '../core/model/define.js';
import { MIN_APPROVAL_DEFAULT } from '../core/rules/min-approval.js';

// The review settings: a single row with id 1 (there is nothing to create or delete). The spec's
// GET/POST /api/admin/settings/review carry no id, so they are override routes in overrides/.
export default defineResource({
  name: 'review-settings',
  entity: 'ReviewSettings',
  table: 'review_settings',
  label: 'Review settings',
  labelSingular: 'Review settings',
  idStrategy: 'assigned',
  fields: {
    minApprovalValue: { type: 'integer', label: 'Minimum approval value', required: true, min: 0, max: 5, default: MIN_APPROVAL_DEFAULT, help: 'Lowest rubric value that allows approval' },
    takeNextCourseCount: { type: 'integer', label: 'Take-next course count', required: true, min: 1, max: 50, default: 10, help: 'Submissions an analyst takes with "take next"' },
    expressReviewEnabled: { type: 'boolean', label: 'Express review', default: true, help: 'Offer express review submissions in "take next"' },
  },
  list: { columns: ['id', 'minApprovalValue', 'takeNextCourseCount', 'expressReviewEnabled'], sort: { field: 'id', order: 'ASC' }, perPage: 25 },
  filters: [],
  sections: [{ title: 'Review', fields: ['minApprovalValue', 'takeNextCourseCount', 'expressReviewEnabled'] }],
  access: {
    list: ['AdminManageSettings', 'AdminReview'],
    show: ['AdminManageSettings', 'AdminReview'],
    create: false,
    update: 'AdminManageSettings',
    delete: false,
  },
  audit: true,
  // the hand-built /settings/review screen is the way in
  menu: { group: 'Settings', icon: 'Tune', hidden: true },
});
