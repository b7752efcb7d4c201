import { defineResource } from '../core/model/define.js';
import { COURSE_ACCESS } from './_access.js';

// The subject area and discipline of a course year: one, or two for a two-year course (the
// course-form rule set decides). otherLanguage names a language missing from the list.
export default defineResource({
  name: 'course-disciplines',
  entity: 'CourseDiscipline',
  table: 'course_discipline',
  label: 'Course disciplines',
  labelSingular: 'Course discipline',
  recordRepresentation: 'disciplineId',
  specId: 'courseDisciplineId',
  fields: {
    courseYearId: { type: 'reference', resource: 'course-years', required: true, label: 'Course year' },
    subjectAreaId: { type: 'reference', resource: 'subject-areas', required: true },
    disciplineId: { type: 'reference', resource: 'disciplines' },
    languageId: { type: 'reference', resource: 'languages' },
    otherLanguage: { type: 'string', maxLength: 100 },
    sortOrder: { type: 'integer', required: true, default: 0, min: 0 },
  },
  list: { columns: ['courseYearId', 'subjectAreaId', 'disciplineId', 'languageId', 'sortOrder'], sort: { field: 'courseYearId', order: 'DESC' }, perPage: 25 },
  filters: [
    { field: 'q', type: 'q', fields: ['otherLanguage'] },
    { field: 'courseYearId', type: 'reference' },
    { field: 'subjectAreaId', type: 'reference', alwaysOn: true },
    { field: 'disciplineId', type: 'reference' },
    { field: 'languageId', type: 'reference' },
  ],
  access: COURSE_ACCESS,
  audit: true,
  menu: { group: 'Workflow data', icon: 'AccountTree' },
});
