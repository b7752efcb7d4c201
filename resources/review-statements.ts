import { defineResource } from '../core/model/define.js';
import { COURSE_ACCESS } from './_access.js';
import { REVIEW_SECTIONS } from './_enums.js';

// A feedback statement an analyst ticked on a review, with the section it was ticked in and notes.
// reviewStatementId is the spec's name for the feedback statement.
export default defineResource({
  name: 'review-statements',
  entity: 'ReviewStatement',
  table: 'review_statement',
  label: 'Review statements',
  labelSingular: 'Review statement',
  recordRepresentation: 'reviewStatementId',
  fields: {
    // column review_id: with course_submission_review_id the unique constraint's name passes PostgreSQL's 63 characters
    courseSubmissionReviewId: { type: 'reference', resource: 'course-submission-reviews', required: true, label: 'Review', column: 'review_id' },
    reviewStatementId: { type: 'reference', resource: 'feedback-statements', required: true, label: 'Feedback statement' },
    section: { type: 'enum', values: REVIEW_SECTIONS, required: true },
    notes: { type: 'text' },
  },
  unique: [{ fields: ['courseSubmissionReviewId', 'reviewStatementId'], message: 'This statement is already ticked on the review.' }],
  list: { columns: ['courseSubmissionReviewId', 'reviewStatementId', 'section'], sort: { field: 'courseSubmissionReviewId', order: 'DESC' }, perPage: 25 },
  filters: [
    { field: 'q', type: 'q', fields: ['notes'] },
    { field: 'courseSubmissionReviewId', type: 'reference' },
    { field: 'reviewStatementId', type: 'reference' },
    { field: 'section', type: 'select', alwaysOn: true },
  ],
  access: COURSE_ACCESS,
  audit: true,
  menu: { group: 'Workflow data', icon: 'Checklist' },
});
