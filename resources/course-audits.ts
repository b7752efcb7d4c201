import { defineResource } from '../core/model/define.js';
import { AUDIT_CANCEL_RESPONSES, AUDIT_REMOVAL_SCOPES, COURSE_AUDIT_ACCESS, COURSE_AUDIT_STATUSES } from './_course-audits.js';
import { COURSE_AUDIT_WORKFLOW } from './_workflows.js';

// A self-reported (online publisher) course selected for audit in one academic year (spec 1 §4
// "Audit"). `title` is the course title when it was selected: unique per publisher and year among the
// audits still running (isActive), as is the course itself. The publisher may ask to cancel; staff
// approve (cancelled) or reject (stays selected) with a reason, or remove the audit with a scope.
// Writes go through server/course-audits; docs/course-audits.md.
export default defineResource({
  name: 'course-audits',
  entity: 'CourseAudit',
  table: 'course_audit',
  label: 'Course audits',
  labelSingular: 'Course audit',
  specId: 'courseAuditId',
  recordRepresentation: 'title',
  fields: {
    courseId: { type: 'reference', resource: 'courses', required: true, label: 'Course' },
    // short column names keep the partial unique constraints' names within PostgreSQL's 63 characters
    academicYearId: { type: 'reference', resource: 'academic-years', required: true, label: 'Academic year', column: 'year_id' },
    institutionId: { type: 'reference', resource: 'institutions', required: true, label: 'Publisher', column: 'publisher_id' },
    title: { type: 'string', required: true, maxLength: 200, label: 'Course audit title' },
    status: { type: 'enum', values: COURSE_AUDIT_STATUSES, required: true, default: 'selected', ownedBy: COURSE_AUDIT_WORKFLOW },
    isActive: { type: 'boolean', default: true, label: 'Running', help: 'Selected or cancellation requested', ownedBy: COURSE_AUDIT_WORKFLOW },
    courseSubmissionId: { type: 'reference', resource: 'course-submissions', label: 'Audit submission', help: 'The submission in the Course Audit queue', ownedBy: COURSE_AUDIT_WORKFLOW },
    openedSubmission: { type: 'boolean', default: false, help: 'The audit created its submission (withdrawn again if nobody took it)', ownedBy: COURSE_AUDIT_WORKFLOW },
    selectedById: { type: 'reference', resource: 'users', label: 'Selected by', ownedBy: COURSE_AUDIT_WORKFLOW },
    selectedOn: { type: 'datetime', required: true, label: 'Selected on', ownedBy: COURSE_AUDIT_WORKFLOW },
    cancellationReason: { type: 'text', label: 'Cancellation request', help: "The publisher's reason", ownedBy: COURSE_AUDIT_WORKFLOW },
    cancellationRequestedOn: { type: 'datetime', label: 'Cancellation requested on', ownedBy: COURSE_AUDIT_WORKFLOW },
    response: { type: 'enum', values: AUDIT_CANCEL_RESPONSES, label: 'Response', ownedBy: COURSE_AUDIT_WORKFLOW },
    responseReason: { type: 'text', label: 'Response reason', ownedBy: COURSE_AUDIT_WORKFLOW },
    respondedById: { type: 'reference', resource: 'users', label: 'Responded by', ownedBy: COURSE_AUDIT_WORKFLOW },
    respondedOn: { type: 'datetime', label: 'Responded on', ownedBy: COURSE_AUDIT_WORKFLOW },
    removalScope: { type: 'enum', values: AUDIT_REMOVAL_SCOPES, label: 'Removed with scope', ownedBy: COURSE_AUDIT_WORKFLOW },
    removedById: { type: 'reference', resource: 'users', label: 'Removed by', ownedBy: COURSE_AUDIT_WORKFLOW },
    removedOn: { type: 'datetime', label: 'Removed on', ownedBy: COURSE_AUDIT_WORKFLOW },
  },
  unique: [
    { fields: ['institutionId', 'academicYearId', 'title'], where: { isActive: true }, field: 'title', message: 'This publisher already has a course audit with this title for this academic year.' },
    { fields: ['courseId', 'academicYearId'], where: { isActive: true }, field: 'courseId', message: 'This course is already selected for audit for this academic year.' },
  ],
  list: { columns: ['title', 'institutionId', 'academicYearId', 'status', 'selectedOn', 'respondedOn'], sort: { field: 'selectedOn', order: 'DESC' }, perPage: 25 },
  filters: [
    { field: 'q', type: 'q', fields: ['title'], alwaysOn: true },
    { field: 'status', type: 'select', alwaysOn: true },
    { field: 'institutionId', type: 'reference', alwaysOn: true },
    { field: 'academicYearId', type: 'reference' },
    { field: 'courseId', type: 'reference' },
    { field: 'isActive', type: 'boolean' },
    { field: 'selectedOn', type: 'dateRange' },
  ],
  sections: [
    { title: 'Audit', fields: ['title', 'courseId', 'institutionId', 'academicYearId', 'status', 'isActive', 'courseSubmissionId', 'openedSubmission', 'selectedById', 'selectedOn'] },
    { title: 'Cancellation request', fields: ['cancellationReason', 'cancellationRequestedOn', 'response', 'responseReason', 'respondedById', 'respondedOn'] },
    { title: 'Removal', fields: ['removalScope', 'removedById', 'removedOn'] },
  ],
  access: COURSE_AUDIT_ACCESS,
  audit: true,
  menu: { group: 'Workflow data', icon: 'FactCheck' },
});
