import { defineResource } from '../core/model/define.js';
import { COURSE_ACCESS } from './_access.js';

// The course history shown on the course detail: one line per workflow step (submitted, assigned,
// decided …). The change history of the course's rows is the audit trail, not this table.
export default defineResource({
  name: 'course-events',
  entity: 'CourseEvent',
  table: 'course_event',
  label: 'Course events',
  labelSingular: 'Course event',
  specId: 'courseEventId',
  recordRepresentation: 'action',
  fields: {
    courseId: { type: 'reference', resource: 'courses', required: true, label: 'Course' },
    academicYearId: { type: 'reference', resource: 'academic-years', label: 'Academic year' },
    courseSubmissionId: { type: 'reference', resource: 'course-submissions', label: 'Submission' },
    action: { type: 'text', required: true, help: 'The text shown in the history' },
    userId: { type: 'reference', resource: 'users', label: 'By' },
    actionDate: { type: 'datetime', required: true },
    isSecondReview: { type: 'boolean', default: false, label: 'Second review' },
  },
  list: { columns: ['actionDate', 'courseId', 'academicYearId', 'action', 'userId', 'isSecondReview'], sort: { field: 'actionDate', order: 'DESC' }, perPage: 50 },
  filters: [
    { field: 'q', type: 'q', fields: ['action'], alwaysOn: true },
    { field: 'courseId', type: 'reference' },
    { field: 'academicYearId', type: 'reference' },
    { field: 'courseSubmissionId', type: 'reference' },
    { field: 'userId', type: 'reference' },
    { field: 'isSecondReview', type: 'boolean' },
    { field: 'actionDate', type: 'dateRange' },
  ],
  access: COURSE_ACCESS,
  audit: true,
  menu: { group: 'Workflow data', icon: 'History' },
});
