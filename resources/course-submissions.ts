import { defineResource } from '../core/model/define.js';
import { COURSE_ACCESS } from './_access.js';
import { QUEUE_TYPES, SUBMISSION_SCENARIOS, SUBMISSION_STATUSES } from './_enums.js';
import { ASSIGNMENT_WORKFLOW, REVIEW_WORKFLOW } from './_workflows.js';

// A course year sent for review by an institution. The queues filter and sort on status, queueType,
// assignedAnalystId, reviewBatchId and submittedOn, so each has an index. No analyst: In Queue.
// modifications: { basic: [propertyName], courseMaterial: { added: [materialId], removed: [materialId] } }.
export default defineResource({
  name: 'course-submissions',
  entity: 'CourseSubmission',
  table: 'course_submission',
  label: 'Course submissions',
  labelSingular: 'Course submission',
  recordRepresentation: 'courseId',
  specId: 'courseSubmissionId',
  fields: {
    courseId: { type: 'reference', resource: 'courses', required: true, label: 'Course' },
    academicYearId: { type: 'reference', resource: 'academic-years', required: true, label: 'Academic year' },
    institutionId: { type: 'reference', resource: 'institutions', required: true, label: 'Submitting institution' },
    submissionTypeId: { type: 'reference', resource: 'submission-types', required: true, label: 'Submission type' },
    scenario: { type: 'enum', values: SUBMISSION_SCENARIOS, required: true },
    isExpressReview: { type: 'boolean', default: false, label: 'Express review' },
    submittedOn: { type: 'datetime', required: true },
    status: { type: 'enum', values: SUBMISSION_STATUSES, required: true, default: 'inQueue', ownedBy: REVIEW_WORKFLOW },
    queueType: { type: 'enum', values: QUEUE_TYPES, required: true, default: 'main', label: 'Queue', ownedBy: ASSIGNMENT_WORKFLOW },
    assignedAnalystId: { type: 'reference', resource: 'users', label: 'Assigned analyst', help: 'Empty: In Queue', ownedBy: ASSIGNMENT_WORKFLOW },
    reviewBatchId: { type: 'reference', resource: 'review-batches', label: 'Batch', ownedBy: ASSIGNMENT_WORKFLOW },
    modifications: { type: 'json', help: 'What the submission changes: the basic information it edits, and the course materials it adds and removes' },
    decidedOn: { type: 'datetime', ownedBy: REVIEW_WORKFLOW },
  },
  list: {
    columns: ['submittedOn', 'courseId', 'institutionId', 'academicYearId', 'scenario', 'status', 'queueType', 'assignedAnalystId'],
    sort: { field: 'submittedOn', order: 'DESC' },
    perPage: 25,
  },
  filters: [
    { field: 'status', type: 'select', alwaysOn: true },
    { field: 'queueType', type: 'select', alwaysOn: true },
    { field: 'assignedAnalystId', type: 'reference' },
    { field: 'institutionId', type: 'reference' },
    { field: 'academicYearId', type: 'reference' },
    { field: 'courseId', type: 'reference' },
    { field: 'reviewBatchId', type: 'reference' },
    { field: 'submissionTypeId', type: 'reference' },
    { field: 'scenario', type: 'select' },
    { field: 'isExpressReview', type: 'boolean' },
    { field: 'submittedOn', type: 'dateRange' },
    { field: 'decidedOn', type: 'dateRange' },
  ],
  sections: [
    { title: 'Submission', fields: ['courseId', 'academicYearId', 'institutionId', 'submissionTypeId', 'scenario', 'isExpressReview', 'submittedOn'] },
    { title: 'Review', fields: ['status', 'queueType', 'assignedAnalystId', 'reviewBatchId', 'decidedOn'] },
    { title: 'Changes', fields: ['modifications'] },
  ],
  access: COURSE_ACCESS,
  audit: true,
  menu: { group: 'Workflow data', icon: 'Send' },
});
