import { defineResource } from '../core/model/define.js';
import { COURSE_ACCESS } from './_access.js';

// A tag on a course; the id is the spec's courseTagId.
export default defineResource({
  name: 'course-tags',
  entity: 'CourseTag',
  table: 'course_tag',
  label: 'Course tags',
  labelSingular: 'Course tag',
  recordRepresentation: 'tagId',
  specId: 'courseTagId',
  fields: {
    courseId: { type: 'reference', resource: 'courses', required: true, label: 'Course' },
    tagId: { type: 'reference', resource: 'tags', required: true, label: 'Tag' },
  },
  unique: [{ fields: ['courseId', 'tagId'], message: 'The course already has this tag.' }],
  list: { columns: ['courseId', 'tagId'], sort: { field: 'courseId', order: 'DESC' }, perPage: 25 },
  filters: [
    { field: 'courseId', type: 'reference' },
    { field: 'tagId', type: 'reference', alwaysOn: true },
  ],
  access: COURSE_ACCESS,
  audit: true,
  menu: { group: 'Workflow data', icon: 'Sell' },
});
