import { defineResource } from '../core/model/define.js';
import { COURSE_ACCESS } from './_access.js';

// On a revision, the analyst may exclude a changed property (name) from the review, with a comment
// and the sub-options excluded (excludedSuboptionIds: a list of numbers).
export default defineResource({
  name: 'review-exclusions',
  entity: 'ReviewExclusion',
  table: 'review_exclusion',
  label: 'Review exclusions',
  labelSingular: 'Review exclusion',
  // named by its review's course; the property (name) shows in words (overrides/review-exclusions/screens.tsx)
  recordRepresentation: 'courseSubmissionReviewId',
  fields: {
    courseSubmissionReviewId: { type: 'reference', resource: 'course-submission-reviews', required: true, label: 'Review' },
    name: { type: 'string', required: true, maxLength: 100, label: 'Property', help: 'The property excluded' },
    isExcluded: { type: 'boolean', default: true, label: 'Excluded' },
    comment: { type: 'text' },
    excludedSuboptionIds: { type: 'json', help: 'A list of numbers' },
  },
  unique: [{ fields: ['courseSubmissionReviewId', 'name'], message: 'This property already has an exclusion on the review.' }],
  list: { columns: ['courseSubmissionReviewId', 'name', 'isExcluded'], sort: { field: 'courseSubmissionReviewId', order: 'DESC' }, perPage: 25 },
  filters: [
    { field: 'q', type: 'q', fields: ['name'], alwaysOn: true },
    { field: 'courseSubmissionReviewId', type: 'reference' },
    { field: 'isExcluded', type: 'boolean' },
  ],
  access: COURSE_ACCESS,
  audit: true,
  menu: { group: 'Workflow data', icon: 'RemoveCircleOutline' },
});
