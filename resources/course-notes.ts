import { defineResource } from '../core/model/define.js';
import { COURSE_ACCESS } from './_access.js';

// Internal notes on a course, written on the course detail (no submission) or while reviewing a
// submission; the id is the spec's courseSubmissionReviewNoteId. A blank note is refused
// (overrides/course-notes).
export default defineResource({
  name: 'course-notes',
  entity: 'CourseNote',
  table: 'course_note',
  label: 'Course notes',
  labelSingular: 'Course note',
  specId: 'courseSubmissionReviewNoteId',
  recordRepresentation: 'note',
  fields: {
    courseId: { type: 'reference', resource: 'courses', required: true, label: 'Course' },
    courseSubmissionId: { type: 'reference', resource: 'course-submissions', label: 'Submission', help: 'Empty when written on the course detail' },
    note: { type: 'text', required: true },
    createdById: { type: 'reference', resource: 'users', label: 'Written by' },
    createdOn: { type: 'datetime', readOnly: true },
  },
  list: { columns: ['courseId', 'note', 'createdById', 'createdOn'], sort: { field: 'createdOn', order: 'DESC' }, perPage: 25 },
  filters: [
    { field: 'q', type: 'q', fields: ['note'], alwaysOn: true },
    { field: 'courseId', type: 'reference' },
    { field: 'courseSubmissionId', type: 'reference' },
    { field: 'createdById', type: 'reference' },
    { field: 'createdOn', type: 'dateRange' },
  ],
  access: COURSE_ACCESS,
  audit: true,
  menu: { group: 'Workflow data', icon: 'StickyNote2' },
});
