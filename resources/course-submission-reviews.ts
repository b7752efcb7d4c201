import { defineResource } from '../core/model/define.js';
import { COURSE_ACCESS } from './_access.js';
import { REVIEW_DECISIONS } from './_enums.js';
import { REVERSAL_WORKFLOW, REVIEW_CLAIM_WORKFLOW, REVIEW_WORKFLOW } from './_workflows.js';

// One analyst's review of a submission. Opening it claims it for REVIEW_LEASE_MINUTES (leaseUserId,
// leaseExpiresAt); the decision is stored with the rule evaluation that allowed it (ruleSetVersionId,
// explanation). rubricValue is copied from the rubric, so a later change of the rubric leaves it.
export default defineResource({
  name: 'course-submission-reviews',
  entity: 'CourseSubmissionReview',
  table: 'course_submission_review',
  label: 'Submission reviews',
  labelSingular: 'Submission review',
  recordRepresentation: 'courseSubmissionId',
  specId: 'courseSubmissionReviewId',
  fields: {
    courseSubmissionId: { type: 'reference', resource: 'course-submissions', required: true, label: 'Submission' },
    reviewBatchId: { type: 'reference', resource: 'review-batches', label: 'Batch' },
    analystId: { type: 'reference', resource: 'users', required: true, label: 'Analyst' },
    rubricId: { type: 'reference', resource: 'rubrics', label: 'Rubric' },
    rubricValue: { type: 'integer', min: 0, max: 5, help: 'Copied from the rubric when set', ownedBy: REVIEW_WORKFLOW },
    decision: { type: 'enum', values: REVIEW_DECISIONS, help: 'Empty while undecided', ownedBy: REVIEW_WORKFLOW },
    decidedOn: { type: 'datetime', ownedBy: REVIEW_WORKFLOW },
    isSecondReview: { type: 'boolean', default: false, label: 'Second review' },
    startedOn: { type: 'datetime', ownedBy: REVIEW_CLAIM_WORKFLOW },
    leaseUserId: { type: 'reference', resource: 'users', label: 'Held by', ownedBy: REVIEW_CLAIM_WORKFLOW },
    leaseExpiresAt: { type: 'datetime', label: 'Held until', ownedBy: REVIEW_CLAIM_WORKFLOW },
    ruleSetVersionId: { type: 'reference', resource: 'rule-set-versions', label: 'Rule set version', ownedBy: REVIEW_WORKFLOW },
    explanation: { type: 'json', help: 'The rule evaluation stored with the decision', ownedBy: REVIEW_WORKFLOW },
    reversedOn: { type: 'datetime', ownedBy: REVERSAL_WORKFLOW },
    reversedById: { type: 'reference', resource: 'users', label: 'Reversed by', ownedBy: REVERSAL_WORKFLOW },
    reversalReason: { type: 'text', ownedBy: REVERSAL_WORKFLOW },
  },
  checks: [
    { field: 'decidedOn', notBefore: 'startedOn', message: 'The decision cannot come before the review started.' },
    { field: 'reversedOn', notBefore: 'decidedOn', message: 'A decision cannot be reversed before it was made.' },
  ],
  list: {
    columns: ['courseSubmissionId', 'analystId', 'decision', 'rubricValue', 'decidedOn', 'isSecondReview'],
    sort: { field: 'decidedOn', order: 'DESC' },
    perPage: 25,
  },
  filters: [
    { field: 'q', type: 'q', fields: ['reversalReason'] },
    { field: 'analystId', type: 'reference', alwaysOn: true },
    { field: 'decision', type: 'select', alwaysOn: true },
    { field: 'courseSubmissionId', type: 'reference' },
    { field: 'reviewBatchId', type: 'reference' },
    { field: 'rubricId', type: 'reference' },
    { field: 'isSecondReview', type: 'boolean' },
    { field: 'decidedOn', type: 'dateRange' },
  ],
  sections: [
    { title: 'Review', fields: ['courseSubmissionId', 'reviewBatchId', 'analystId', 'isSecondReview', 'startedOn'] },
    { title: 'Decision', fields: ['rubricId', 'rubricValue', 'decision', 'decidedOn', 'ruleSetVersionId', 'explanation'] },
    { title: 'Claim', fields: ['leaseUserId', 'leaseExpiresAt'] },
    { title: 'Reversal', fields: ['reversedOn', 'reversedById', 'reversalReason'] },
  ],
  access: COURSE_ACCESS,
  audit: true,
  menu: { group: 'Workflow data', icon: 'FactCheck' },
});
