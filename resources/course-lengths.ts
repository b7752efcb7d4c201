import { defineResource } from '../core/model/define.js';
import { LOOKUP_ACCESS } from './_access.js';

// isTwoYear marks the length that allows a second subject area on a course (spec 1 §5), so rules
// test the flag instead of a name or an id.
export default defineResource({
  name: 'course-lengths',
  entity: 'CourseLength',
  table: 'course_length',
  label: 'Course lengths',
  labelSingular: 'Course length',
  specId: 'courseLengthId',
  idStrategy: 'assigned',
  recordRepresentation: 'name',
  fields: {
    name: { type: 'string', required: true, maxLength: 50, unique: true },
    isTwoYear: { type: 'boolean', default: false, help: 'A two-year course may carry two subject areas' },
  },
  list: { columns: ['id', 'name', 'isTwoYear'], sort: { field: 'id', order: 'ASC' }, perPage: 25 },
  filters: [{ field: 'q', type: 'q', fields: ['name'], alwaysOn: true }],
  access: LOOKUP_ACCESS,
  audit: true,
  aliases: [{ method: 'GET', path: '/api/courselength', action: 'list' }],
  menu: { group: 'Lookups', icon: 'Timelapse' },
});
