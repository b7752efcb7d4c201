import { defineResource } from '../core/model/define.js';
import { COURSE_ACCESS } from './_access.js';

// A course of an institution across the years; what it says in a given year lives in course-years.
// A district version points at its district course (parentCourseId), an adoption at the course it
// was copied from (adoptedFromCourseId). recordId is the public record number.
export default defineResource({
  name: 'courses',
  entity: 'Course',
  table: 'course',
  // the raw table; "Courses" in the menu is the course finder (custom-screens/course-detail)
  label: 'Course records',
  labelSingular: 'Course record',
  specId: 'courseId',
  recordRepresentation: 'recordId',
  fields: {
    recordId: { type: 'string', required: true, maxLength: 40, format: 'code', unique: true, label: 'Record number' },
    institutionId: { type: 'reference', resource: 'institutions', required: true, label: 'Institution' },
    parentCourseId: { type: 'reference', resource: 'courses', label: 'District course', help: 'Set on a district version of a district course' },
    adoptedFromCourseId: { type: 'reference', resource: 'courses', label: 'Adopted from', help: 'The program or publisher course this one adopts' },
    isDistrictCourse: { type: 'boolean', default: false, label: 'District course' },
    rubricId: { type: 'reference', resource: 'rubrics', label: 'Rubric' },
    createdOn: { type: 'datetime', readOnly: true },
  },
  list: { columns: ['recordId', 'institutionId', 'isDistrictCourse', 'rubricId', 'createdOn'], sort: { field: 'createdOn', order: 'DESC' }, perPage: 25 },
  filters: [
    { field: 'q', type: 'q', fields: ['recordId'], alwaysOn: true },
    { field: 'institutionId', type: 'reference', alwaysOn: true },
    { field: 'isDistrictCourse', type: 'boolean' },
    { field: 'parentCourseId', type: 'reference' },
    { field: 'adoptedFromCourseId', type: 'reference' },
    { field: 'rubricId', type: 'reference' },
    { field: 'createdOn', type: 'dateRange' },
  ],
  sections: [
    { title: 'Course', fields: ['recordId', 'institutionId', 'isDistrictCourse', 'rubricId', 'createdOn'] },
    { title: 'Origin', fields: ['parentCourseId', 'adoptedFromCourseId'] },
  ],
  access: COURSE_ACCESS,
  audit: true,
  menu: { group: 'Workflow data', icon: 'AutoStories' },
});
