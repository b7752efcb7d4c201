import { defineResource } from '../core/model/define.js';
import { COURSE_ACCESS } from './_access.js';
import { COURSE_OFFERING_ARCHIVED_TYPES } from './_enums.js';

// A school's offering of a course in a year. A district course's associated schools are its
// offerings at the district's schools. transcriptCodes: [{ abbreviation, code, isDeleted }].
// Neither isClassroomBased nor isOnline set reads "Not set".
export default defineResource({
  name: 'course-offerings',
  entity: 'CourseOffering',
  table: 'course_offering',
  label: 'Course offerings',
  labelSingular: 'Course offering',
  recordRepresentation: 'courseId',
  specId: 'courseOfferingId',
  fields: {
    courseId: { type: 'reference', resource: 'courses', required: true, label: 'Course' },
    academicYearId: { type: 'reference', resource: 'academic-years', required: true, label: 'Academic year' },
    // column school_id: with institution_id the unique constraint's name passes PostgreSQL's 63 characters
    institutionId: { type: 'reference', resource: 'institutions', required: true, label: 'School', column: 'school_id' },
    isClassroomBased: { type: 'boolean', default: false, label: 'Classroom-based' },
    isOnline: { type: 'boolean', default: false, label: 'Online' },
    transcriptCodes: { type: 'json', help: 'Each transcript code: its abbreviation, the code, and whether it was removed' },
    isArchived: { type: 'boolean', default: false, label: 'Archived' },
    courseOfferingArchivedTypeId: { type: 'enum', values: COURSE_OFFERING_ARCHIVED_TYPES, label: 'Archived by' },
    archivedOn: { type: 'datetime' },
    allowActivation: { type: 'boolean', default: true },
    reasonToNotAllowActivation: { type: 'text', label: 'Why activation is not allowed' },
    ucciAuthorizationNumber: { type: 'string', maxLength: 40, format: 'code', label: 'UCCI authorization number' },
    activatedOn: { type: 'datetime' },
  },
  unique: [{ fields: ['courseId', 'academicYearId', 'institutionId'], message: 'This school already offers this course in this academic year.' }],
  list: { columns: ['courseId', 'institutionId', 'academicYearId', 'isClassroomBased', 'isOnline', 'isArchived'], sort: { field: 'courseId', order: 'DESC' }, perPage: 25 },
  filters: [
    { field: 'q', type: 'q', fields: ['ucciAuthorizationNumber'] },
    { field: 'institutionId', type: 'reference', alwaysOn: true },
    { field: 'academicYearId', type: 'reference', alwaysOn: true },
    { field: 'courseId', type: 'reference' },
    { field: 'isArchived', type: 'boolean' },
    { field: 'courseOfferingArchivedTypeId', type: 'select' },
    { field: 'allowActivation', type: 'boolean' },
    { field: 'activatedOn', type: 'dateRange' },
  ],
  sections: [
    { title: 'Offering', fields: ['courseId', 'academicYearId', 'institutionId', 'isClassroomBased', 'isOnline', 'transcriptCodes'] },
    { title: 'Archive', fields: ['isArchived', 'courseOfferingArchivedTypeId', 'archivedOn'] },
    { title: 'Activation', fields: ['allowActivation', 'reasonToNotAllowActivation', 'ucciAuthorizationNumber', 'activatedOn'] },
  ],
  access: COURSE_ACCESS,
  audit: true,
  menu: { group: 'Workflow data', icon: 'Storefront' },
});
