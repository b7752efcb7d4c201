import { defineResource } from '../core/model/define.js';
import { COURSE_ACCESS } from './_access.js';

// A course material. It belongs to a course year (the catalogue copy) or to a submission (a
// revision's proposed list): exactly one of the two is set (the two checks below).
// The nine material types share these columns; what a type does not use stays null.
export default defineResource({
  name: 'course-materials',
  entity: 'CourseMaterial',
  table: 'course_material',
  label: 'Course materials',
  labelSingular: 'Course material',
  specId: 'courseMaterialId',
  recordRepresentation: 'title',
  fields: {
    courseYearId: { type: 'reference', resource: 'course-years', label: 'Course year', help: 'Set for the catalogue copy; leave empty on a submission\'s proposed material' },
    courseSubmissionId: { type: 'reference', resource: 'course-submissions', label: 'Submission', help: 'Set for a revision\'s proposed material; leave empty on the catalogue copy' },
    materialTypeId: { type: 'reference', resource: 'material-types', required: true, label: 'Type' },
    title: { type: 'string', required: true, maxLength: 500 },
    author: { type: 'string', maxLength: 300 },
    publisher: { type: 'string', maxLength: 300 },
    edition: { type: 'string', maxLength: 100 },
    // free text: sources give a year, a season or a full date
    publicationDate: { type: 'string', maxLength: 40, help: 'As printed, e.g. 2019 or Spring 2020' },
    isbn: { type: 'string', maxLength: 20, format: 'code', label: 'ISBN' },
    url: { type: 'string', maxLength: 1000, format: 'url', label: 'URL' },
    details: { type: 'text' },
    isPrimary: { type: 'boolean', default: false, label: 'Primary material' },
    readInEntirety: { type: 'boolean', default: false, label: 'Read in its entirety' },
  },
  checks: [
    { field: 'courseYearId', requiredWithout: 'courseSubmissionId', message: 'Choose the course year or the submission this material belongs to.' },
    { field: 'courseSubmissionId', excludedWith: 'courseYearId', message: 'Choose either a course year or a submission, not both.' },
  ],
  list: { columns: ['title', 'materialTypeId', 'author', 'courseYearId', 'courseSubmissionId', 'isPrimary'], sort: { field: 'title', order: 'ASC' }, perPage: 25 },
  filters: [
    { field: 'q', type: 'q', fields: ['title', 'author', 'isbn'], alwaysOn: true },
    { field: 'materialTypeId', type: 'reference', alwaysOn: true },
    { field: 'courseYearId', type: 'reference' },
    { field: 'courseSubmissionId', type: 'reference' },
    { field: 'isPrimary', type: 'boolean' },
  ],
  sections: [
    { title: 'Belongs to', fields: ['courseYearId', 'courseSubmissionId'] },
    { title: 'Material', fields: ['materialTypeId', 'title', 'author', 'publisher', 'edition', 'publicationDate', 'isbn', 'url', 'details'] },
    { title: 'Use', fields: ['isPrimary', 'readInEntirety'] },
  ],
  access: COURSE_ACCESS,
  audit: true,
  menu: { group: 'Workflow data', icon: 'LibraryBooks' },
});
